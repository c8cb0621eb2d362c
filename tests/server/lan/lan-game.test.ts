// LAN play on loopback (issue 6): a host and three Node clients play a whole game; a client killed
// inside an attack window reconnects and nothing is lost; a restarted host resumes and everyone
// rejoins; hostile and malformed messages change nothing; no client ever receives another seat's
// hidden data (checked on the raw bytes of every frame).
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LanHost } from '../../../src/server/lan/lan-host';
import type { GameConfig } from '../../../src/shared/engine';
import type { NewGameSetup, SeatController } from '../../../src/shared/protocol/messages';
import type { TestHost } from '../host/helpers';
import { cleanUp, lanHostFor, later, testHost } from './rig';
import { LanClient as LanTestClient } from '../../../src/server/lan/lan-client';
import { until } from './until';

const REMOTE: SeatController = { kind: 'remote' };
const BOT: SeatController = { kind: 'bot', level: 'easy', personality: 'balanced' };

interface Rig {
  h: TestHost;
  lan: LanHost;
  url: string;
  code: string;
  clients: LanTestClient[];
}

afterEach(cleanUp);

async function openLan(h: TestHost, setup: NewGameSetup, opts: { rateLimit?: { perSecond: number; burst: number }; graceSeconds?: number } = {}): Promise<{ lan: LanHost; url: string; code: string }> {
  const lan = lanHostFor(h, opts.rateLimit ? { rateLimit: opts.rateLimit } : {});
  const r = await h.req('lan:open', { setup, bind: '127.0.0.1', port: 0, name: 'Test game', ...(opts.graceSeconds !== undefined ? { graceSeconds: opts.graceSeconds } : {}) });
  if (!r.ok) throw new Error(r.error);
  return { lan, url: r.value.urls[0], code: r.value.code! };
}

async function rig(config: GameConfig, seats: SeatController[], opts: Parameters<typeof openLan>[2] = {}): Promise<Rig> {
  const h = await testHost();
  const { lan, url, code } = await openLan(h, { config, seats, seed: 'lan-1' }, opts);
  const clients: LanTestClient[] = [];
  for (let i = 0; i < seats.filter((s) => s.kind === 'remote').length; i++) {
    const c = new LanTestClient(url, `Remote ${i + 1}`, code);
    later(() => c.close());
    await c.connect();
    await c.join();
    clients.push(c);
  }
  return { h, lan, url, code, clients };
}

async function over(h: TestHost, ms = 120_000): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    const v = await h.req('game:view', { viewer: 'spectator', since: 0 });
    if (v.ok && v.value.outcome) return;
    if (Date.now() - t0 > ms) throw new Error('the game did not end');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every frame a client received holds nothing of another seat's hidden data. */
function assertPrivate(c: LanTestClient, tokens: string[]): void {
  for (const text of c.frames) {
    for (const t of tokens) if (t !== c.token) expect(text.includes(t)).toBe(false);
    expect(text).not.toMatch(/"(deck|rng|seed|scriptedDice)"\s*:/);
    type Seen = { seat: number; hand: unknown; intel: unknown; illuminati: string | null; revealed: boolean; borrowedGoal: unknown; claim: unknown };
    const m = JSON.parse(text) as { reply?: { ok: boolean; value?: { observation?: { config: GameConfig; players: Seen[]; outcome: unknown } } } };
    const obs = m.reply?.ok ? m.reply.value?.observation : undefined;
    if (!obs) continue;
    for (const p of obs.players) {
      if (p.seat === c.seat) continue;
      expect(p.hand).toBeNull();
      expect(p.intel).toBeNull();
      expect(p.claim).toBeNull();
      if (!obs.outcome) expect(p.borrowedGoal).toBeNull();
      // Hidden Illuminati: another player's face-down card is not named (ADV-HIDDEN-ILLUM-1).
      if (obs.config.hiddenIlluminati && !p.revealed && !obs.outcome) expect(p.illuminati).toBeNull();
    }
  }
}

const FOUR: GameConfig = { players: 4, turnCap: 48, names: ['Host bot', 'A', 'B', 'C'] };

describe('LAN game on loopback', () => {
  it('a host and three clients play a complete game, and no client receives hidden data of another seat', async () => {
    const r = await rig(FOUR, [BOT, REMOTE, REMOTE, REMOTE]);
    const lobby = await r.h.req('lan:lobby', {});
    expect(lobby.ok && lobby.value.seats.map((s) => s.joined)).toEqual([true, true, true, true]);
    const started = await r.h.req('lan:start', {});
    expect(started.ok).toBe(true);
    for (const c of r.clients) c.play();
    await over(r.h);
    const view = await r.h.req('game:view', { viewer: 'spectator', since: 0 });
    expect(view.ok && view.value.outcome).toBeTruthy();
    for (const c of r.clients) expect(c.accepted.length).toBeGreaterThan(0);
    const tokens = r.clients.map((c) => c.token!);
    for (const c of r.clients) assertPrivate(c, tokens);
  }, 180_000);

  it('under hidden goals and hidden Illuminati no frame names another seat’s face-down card or secret goal', async () => {
    const r = await rig({ players: 4, turnCap: 40, hiddenGoals: true, hiddenIlluminati: true, edition: 'en' }, [BOT, REMOTE, REMOTE, REMOTE]);
    await r.h.req('lan:start', {});
    for (const c of r.clients) c.play();
    await over(r.h);
    const tokens = r.clients.map((c) => c.token!);
    for (const c of r.clients) {
      expect(c.frames.length).toBeGreaterThan(10);
      assertPrivate(c, tokens);
    }
  }, 180_000);

  it('a client killed inside an attack window reconnects with its token and the game goes on with no action lost', async () => {
    const r = await rig(FOUR, [BOT, REMOTE, REMOTE, REMOTE]);
    await r.h.req('lan:start', {});
    const victim = r.clients[0];
    let killed = false;
    victim.beforeDecision = (v) => {
      if (killed || v.observation.pending?.kind !== 'attack') return false;
      killed = true;
      victim.kill();
      return true;
    };
    for (const c of r.clients) c.play();
    await until(() => killed, 120_000, 'an attack window for the victim');
    await over(r.h);
    // Every action a client was told was accepted is in the host's record, at the seq it was chosen at.
    await r.h.host.flush();
    const save = JSON.parse(await (await import('node:fs/promises')).readFile(join(r.h.dir, 'autosave.json'), 'utf8'));
    const actions = save.game.actions as { seat: number; action: unknown }[];
    for (const c of r.clients) for (const a of c.accepted) expect(actions[a.seq]).toEqual({ seat: c.seat, action: a.action });
    expect(victim.accepted.some((a) => a.seq > 0)).toBe(true);
  }, 180_000);

  it('a restarted host resumes from its autosave and every client rejoins the same game', async () => {
    const r = await rig(FOUR, [BOT, REMOTE, REMOTE, REMOTE]);
    await r.h.req('lan:start', {});
    for (const c of r.clients) c.play();
    await until(() => (r.clients.reduce((n, c) => n + c.accepted.length, 0) >= 10 ? true : undefined), 60_000, '10 remote actions');
    const port = r.lan.port!;
    await r.lan.close();
    await r.h.host.close();
    const before = JSON.parse(await (await import('node:fs/promises')).readFile(join(r.h.dir, 'autosave.json'), 'utf8')).game.actions.length as number;
    // The same data folder, a new host process.
    const h2 = await testHost(r.h.dir);
    const lan2 = lanHostFor(h2);
    const cont = await h2.req('game:continue', {});
    expect(cont.ok).toBe(true);
    expect(lan2.port).toBe(port);
    const view = await h2.req('game:view', { viewer: 'spectator', since: 0 });
    expect(view.ok && view.value.seq).toBe(before);
    await until(() => (r.clients.every((c) => c.ws?.readyState === 1) ? true : undefined), 30_000, 'clients to reconnect');
    await over(h2);
    const lobby = await h2.req('lan:lobby', {});
    expect(lobby.ok && lobby.value.seats.filter((s) => s.kind === 'remote').every((s) => s.connected)).toBe(true);
  }, 180_000);
});
