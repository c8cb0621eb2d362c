// Statistics across games (issue 20 part 4): games, wins and, against each bot level, the games in
// which at least one opponent was a bot of that level (each level once per game) and the wins among them.
import { describe, expect, it } from 'vitest';
import { statistics } from '../../../src/server/host/replay-stats';
import type { SeatController } from '../../../src/shared/protocol/messages';
import type { ReplayInfo } from '../../../src/shared/protocol/replays';

const H: SeatController = { kind: 'human' };
const bot = (level: 'random' | 'easy' | 'medium' | 'hard'): SeatController => ({ kind: 'bot', level, personality: 'balanced' });
let n = 0;
function game(players: [string, string, SeatController][], winners: number[], finished = true): ReplayInfo {
  n++;
  return {
    id: `g${n}`,
    finishedAt: `2026-11-2${n}T00:00:00.000Z`,
    players: players.map(([name, illuminati, controller]) => ({ name, illuminati: illuminati as ReplayInfo['players'][0]['illuminati'], controller })),
    winners,
    finished,
    actions: 100,
    turns: 10,
  };
}

describe('statistics', () => {
  const games = [
    // Ada beats two Easy bots.
    game([['Ada', 'bavarian-illuminati', H], ['Bot 1', 'gnomes-of-zurich', bot('easy')], ['Bot 2', 'servants-of-cthulhu', bot('easy')]], [0]),
    // Ada loses to a Hard bot, with a Medium bot at the table.
    game([['Ada', 'gnomes-of-zurich', H], ['Bot 1', 'bavarian-illuminati', bot('hard')], ['Bot 2', 'servants-of-cthulhu', bot('medium')]], [1]),
    // Ada and Bo share a victory against an Easy bot (hot-seat).
    game([['Ada', 'bavarian-illuminati', H], ['Bo', 'discordian-society', H], ['Bot 1', 'gnomes-of-zurich', bot('easy')]], [0, 1]),
    // A capped game: nobody wins, everyone played.
    game([['Ada', 'bavarian-illuminati', H], ['Bo', 'discordian-society', H]], []),
    // Unfinished (an imported save): not counted.
    game([['Ada', 'bavarian-illuminati', H], ['Bot 1', 'gnomes-of-zurich', bot('random')]], [0], false),
  ];
  const s = statistics(games);

  it('counts finished games only', () => {
    expect(s.games).toBe(4);
  });

  it('per player name: games, wins, and against each bot level met', () => {
    const ada = s.byName.find((l) => l.key === 'Ada');
    expect(ada).toEqual({ key: 'Ada', games: 4, wins: 2, vsBot: { easy: { games: 2, wins: 2 }, hard: { games: 1, wins: 0 }, medium: { games: 1, wins: 0 } } });
    expect(s.byName.find((l) => l.key === 'Bo')).toEqual({ key: 'Bo', games: 2, wins: 1, vsBot: { easy: { games: 1, wins: 1 } } });
    // A bot's own seat is not its opponent: Bot 1 of game 1 met one Easy bot (Bot 2), not two.
    expect(s.byName.find((l) => l.key === 'Bot 1')!.vsBot).toEqual({ easy: { games: 1, wins: 0 }, medium: { games: 1, wins: 1 } });
  });

  it('per Illuminati, most played first', () => {
    expect(s.byIlluminati[0]).toEqual({ key: 'bavarian-illuminati', games: 4, wins: 3, vsBot: { easy: { games: 2, wins: 2 }, medium: { games: 1, wins: 1 } } });
    expect(s.byIlluminati.map((l) => l.key)).toEqual(['bavarian-illuminati', 'gnomes-of-zurich', 'discordian-society', 'servants-of-cthulhu']);
  });
});
