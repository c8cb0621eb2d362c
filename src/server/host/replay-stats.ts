// Statistics across games (issue 20 part 4), counted from the kept replays' facts: per player name
// and per Illuminati, the games, the wins and, against each bot level, the games in which at least
// one opponent (another seat) was a bot of that level and the wins among them. Only games that
// reached their end count; a shared victory is a win for each winner; a capped game (no winner) is
// a game without a win for everyone in it. The win rate is wins / games (the screen divides).
import type { BotLevel } from '../../shared/ai/types';
import type { ReplayInfo, Statistics, StatLine } from '../../shared/protocol/replays';

export function statistics(replays: readonly ReplayInfo[]): Statistics {
  const byName = new Map<string, StatLine>();
  const byIlluminati = new Map<string, StatLine>();
  let games = 0;
  for (const r of replays) {
    if (!r.finished) continue;
    games++;
    r.players.forEach((p, seat) => {
      const won = r.winners.includes(seat);
      // Each level counts once per game, however many opponents of that level sat at the table.
      const levels = new Set<BotLevel>();
      r.players.forEach((o, other) => {
        if (other !== seat && o.controller.kind === 'bot') levels.add(o.controller.level);
      });
      for (const line of [lineOf(byName, p.name), lineOf(byIlluminati, p.illuminati)]) {
        line.games++;
        if (won) line.wins++;
        for (const level of levels) {
          const vs = (line.vsBot[level] ??= { games: 0, wins: 0 });
          vs.games++;
          if (won) vs.wins++;
        }
      }
    });
  }
  const sorted = (m: Map<string, StatLine>) => [...m.values()].sort((a, b) => b.games - a.games || b.wins - a.wins || a.key.localeCompare(b.key));
  return { games, byName: sorted(byName), byIlluminati: sorted(byIlluminati) };
}

function lineOf(m: Map<string, StatLine>, key: string): StatLine {
  let line = m.get(key);
  if (!line) m.set(key, (line = { key, games: 0, wins: 0, vsBot: {} }));
  return line;
}
