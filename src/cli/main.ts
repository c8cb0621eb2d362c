// Headless entry point: `npm run cli -- <command> [flags]`.
import { benchCommand } from './bench';
import { cardsCommand } from './cards';
import { replayCommand } from './replay';
import { simCommand } from './sim';
import { UsageError } from './args';

const USAGE = `Usage: npm run cli -- <command> [flags]

Commands:
  cards [--json]                                   the card catalog (8 Illuminati, 83 groups, 15 specials)
  sim --players N --games G --seed S [--turn-cap T] [--json] [--save-dir DIR]
      [--edition en|it|de] [--basic-goal N] [--hidden-goals] [--hidden-illuminati [--misstate]]
      [--long-game] [--no-elimination]
                                                   G games between random legal-action players
  replay FILE...                                   re-run saved games and verify their event logs
  bench [--json] [--ms M]                          engine throughput on one core`;

const COMMANDS: Record<string, (argv: readonly string[], out: (s: string) => void) => number> = {
  cards: cardsCommand,
  sim: simCommand,
  replay: replayCommand,
  bench: benchCommand,
};

export function main(argv: readonly string[], out: (s: string) => void = console.log, err: (s: string) => void = console.error): number {
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
  try {
    return f(rest, out);
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}
