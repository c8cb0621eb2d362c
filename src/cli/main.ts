// Headless entry point: `npm run cli -- <command> [flags]`.
import { benchCommand } from './bench';
import { cardsCommand } from './cards';
import { fitWinModelCommand } from './fit-win-model';
import { hardBenchCommand } from './hard-bench';
import { hostBenchCommand } from './host-bench';
import { lanBenchCommand } from './lan-bench';
import { replayCommand } from './replay';
import { reviewBenchCommand } from './review-bench';
import { simCommand } from './sim';
import { tournamentCommand } from './tournament';
import { UsageError } from './args';

const USAGE = `Usage: npm run cli -- <command> [flags]

Commands:
  cards [--json]                                   the card catalog (8 Illuminati, 83 groups, 15 specials)
  sim --players N --games G --seed S [--turn-cap T] [--json] [--save-dir DIR]
      [--edition en|it|de] [--basic-goal N] [--hidden-goals] [--hidden-illuminati [--misstate]]
      [--long-game] [--no-elimination]
                                                   G games between random legal-action players
  tournament --players N --games G --seed S --seats LEVEL,LEVEL,... [--json]
      [--turn-cap T] [--nodes N] [--playouts P] [--deadline-ms D] [--threads K] [--journal FILE]
                                                   G games between bots, seats and Illuminati rotated;
                                                   per level: win rate (95% CI), rounds, decision ms,
                                                   work per decision, safety cut-offs. --nodes and
                                                   --playouts replace every seat's work per decision.
                                                   --journal keeps each game in FILE; run again to
                                                   play only the games not in it yet.
                                                   LEVEL: random, easy, medium or hard, optionally
                                                   with a personality (medium:aggressive)
  replay FILE...                                   re-run saved games and verify their event logs
  bench [--json] [--ms M]                          engine throughput on one core
  fit-win-model [--games G] [--seed S] [--threads K] [--out FILE]
                                                   fit Hard's win model on G Medium games
                                                   (default 2400, seed wm1) and print or write
                                                   its weights file
  lan-bench [--games G] [--players N] [--json]     LAN play on loopback: action round trip, host memory
  lan-bench --crowded [--actions N] [--no-deflate] [--serve ADDR:PORT | --join URL] [--json]
                                                   six LAN clients on the crowded table: bytes per action, action to every screen
  host-bench [--games G] [--players N] [--level L] [--turn-cap T] [--dir DIR] [--json]
                                                   bot-only games through the game host (bots in
                                                   worker threads, instant speed, journal on DIR's
                                                   disk): actions per second
  hard-bench [--players N] [--decisions D] [--nodes N] [--playouts P] [--deadline-ms D] [--threads 2] [--warm-up] [--json]
                                                   Hard's turn decisions with its work on recorded
                                                   positions: nodes, play-outs, rounds, decision ms,
                                                   safety cut-offs; --warm-up first plays what an
                                                   app's bot worker plays before its first decision
  review-bench [--file F] [--actions N] [--seats S,S] [--budget B] [--samples K] [--json]
                                                   how long the game review takes: the first N
                                                   actions (400) of a game (the 4-player golden
                                                   game) with seat 0 rated against the Hard bot`;

const COMMANDS: Record<string, (argv: readonly string[], out: (s: string) => void) => number | Promise<number>> = {
  cards: cardsCommand,
  sim: simCommand,
  tournament: tournamentCommand,
  replay: replayCommand,
  bench: benchCommand,
  'lan-bench': lanBenchCommand,
  'host-bench': hostBenchCommand,
  'hard-bench': hardBenchCommand,
  'review-bench': reviewBenchCommand,
  'fit-win-model': fitWinModelCommand,
};

/** The exit status; a promise for the commands that run asynchronously (tournament). */
export function main(argv: readonly string[], out: (s: string) => void = console.log, err: (s: string) => void = console.error): number | Promise<number> {
  const [cmd, ...rest] = argv;
  if (!cmd || cmd === 'help' || cmd === '--help' || cmd === '-h') {
    out(USAGE);
    return cmd ? 0 : 2;
  }
  const f = COMMANDS[cmd];
  if (!f) {
    err(`Unknown command "${cmd}".\n\n${USAGE}`);
    return 2;
  }
  const usage = (e: unknown): number => {
    if (e instanceof UsageError) {
      err(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  };
  try {
    const r = f(rest, out);
    return typeof r === 'number' ? r : r.catch(usage);
  } catch (e) {
    return usage(e);
  }
}
