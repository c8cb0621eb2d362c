// The host of the crash test (crash.test.ts), run as a child process from a bundle: browser mode's
// web server on a free port of 127.0.0.1 over the data folder argv[2] (static files argv[3]), bots
// in this process at instant speed. Prints "PORT <n>" once it listens, then serves until killed.
import { startWebServer } from '../../../src/server/web';
import { inProcessBots } from './helpers';

const [dataDir, staticDir] = process.argv.slice(2);
const server = await startWebServer({ port: 0, dataDir, staticDir, bots: inProcessBots(), botSpeed: 'instant', lan: false, version: 'crash-test' });
process.stdout.write(`PORT ${server.port}\n`);
