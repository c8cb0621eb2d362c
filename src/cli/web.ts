// `npm run web [-- --port N] [--data DIR] [--host ADDR] [--bot-speed SPEED] [--no-discovery]`: the game in a
// browser. Starts the web server (src/server/web) on the built renderer and prints its address;
// runs until Ctrl+C. scripts/web.mjs builds what is needed and calls webCommand.
import { homedir, networkInterfaces } from 'node:os';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { defaultDataDir } from '../server/host/data-dir';
import { DEFAULT_HOST, DEFAULT_PORT, startWebServer, type WebServer } from '../server/web';
import { BOT_SPEEDS, type BotSpeed } from '../shared/protocol/messages';
import { intIn, parseFlags, UsageError } from './args';

export const WEB_USAGE = `Usage: npm run web [-- --port N] [--data DIR] [--host ADDR] [--bot-speed SPEED] [--no-discovery]

  --port N          port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --data DIR        folder of settings, autosave and saves
                    (default: $XDG_DATA_HOME/illuminati-desktop or ~/.local/share/illuminati-desktop;
                    %APPDATA%\\illuminati-desktop on Windows; ~/Library/Application Support/illuminati-desktop on macOS)
  --host ADDR       address to listen on (default ${DEFAULT_HOST}, this computer only)
  --bot-speed S     bot speed for this run: ${BOT_SPEEDS.join(', ')} (default: the saved setting)
  --no-discovery    never announce a LAN game hosted from this run on the network (no UDP
                    broadcast; players join by the address the lobby shows)`;

export interface WebFlags {
  port: number;
  host: string;
  dataDir: string;
  botSpeed?: BotSpeed;
  /** --no-discovery: no LAN announcements from this run (issue 33). */
  discovery: boolean;
}

/** The flags, or a UsageError saying what is wrong. */
export function parseWebFlags(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): WebFlags {
  const { flags, rest } = parseFlags(argv, { port: 'int', data: 'string', host: 'string', 'bot-speed': 'string', 'no-discovery': 'bool' });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const port = intIn('port', flags.port, DEFAULT_PORT, 0, 65535);
  const host = flags.host ?? DEFAULT_HOST;
  if (host !== 'localhost' && isIP(host) === 0) throw new UsageError(`--host must be an IP address such as 127.0.0.1 or 0.0.0.0, not "${host}".`);
  if (flags.data !== undefined && flags.data.trim() === '') throw new UsageError('--data needs a folder.');
  const dataDir = flags.data !== undefined ? resolve(flags.data) : defaultDataDir(env, process.platform, homedir());
  const speed = flags['bot-speed'];
  if (speed !== undefined && !(BOT_SPEEDS as readonly string[]).includes(speed)) throw new UsageError(`--bot-speed must be one of ${BOT_SPEEDS.join(', ')}, not "${speed}".`);
  return { port, host, dataDir, discovery: !flags['no-discovery'], ...(speed ? { botSpeed: speed as BotSpeed } : {}) };
}

/** What is wrong with the flags, with the usage, or null: checked before anything is built. */
export function webFlagsError(argv: readonly string[]): string | null {
  try {
    parseWebFlags(argv);
    return null;
  } catch (e) {
    if (e instanceof UsageError) return `${e.message}\n\n${WEB_USAGE}`;
    throw e;
  }
}

export interface WebCommandOptions {
  /** The built renderer. */
  staticDir: string;
  version: string;
  out?: (s: string) => void;
  err?: (s: string) => void;
  /** Called with the running server (tests stop it; the command itself stops on SIGINT/SIGTERM). */
  onStarted?: (server: WebServer) => void;
}

/** Exit status: 0 after a clean stop, 1 when the server cannot start, 2 for bad flags. */
export async function webCommand(argv: readonly string[], opts: WebCommandOptions): Promise<number> {
  const out = opts.out ?? console.log;
  const err = opts.err ?? console.error;
  const bad = webFlagsError(argv);
  if (bad) {
    err(bad);
    return 2;
  }
  const flags = parseWebFlags(argv);
  let server: WebServer;
  try {
    server = await startWebServer({ port: flags.port, host: flags.host, dataDir: flags.dataDir, staticDir: opts.staticDir, version: opts.version, ...(flags.botSpeed ? { botSpeed: flags.botSpeed } : {}), ...(flags.discovery ? {} : { lan: { announce: false as const } }) });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') err(`Port ${flags.port} is already in use. Choose another with --port N (--port 0 picks a free one).`);
    else if (code === 'EADDRNOTAVAIL') err(`This computer has no address ${flags.host}.`);
    else err(`The game server could not start: ${(e as Error).message}`);
    return 1;
  }
  out(`Illuminati is running at ${server.url}`);
  out(`Saves and settings: ${flags.dataDir}`);
  if (!flags.discovery) out('LAN games hosted from this run are not announced on the network (--no-discovery).');
  if (server.secret !== null) {
    // Issue 21: off loopback, every request needs this run's key (src/server/web/run-secret.ts).
    out(`Listening on ${flags.host}: only browsers that open an address with this run's key get in (it changes at every start).`);
    for (const address of lanAddresses(flags.host)) out(`  From another computer: http://${address}:${server.port}/?key=${server.secret}`);
  }
  out('Press Ctrl+C to stop.');
  opts.onStarted?.(server);
  const stop = () => {
    out('Stopping (the game is autosaved)\u2026');
    void server.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await server.closed;
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  return 0;
}

/** The addresses other computers reach this one at: the one it listens on, or each IPv4 of its network interfaces. */
function lanAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [host.includes(':') ? `[${host}]` : host];
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address));
}
