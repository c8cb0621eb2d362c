// The lan store with scripted connections: joining another host switches the app's connection,
// the token rejoins after a drop before anything else is asked, a started lobby opens the table on
// the own seat, a kick sends the player back to the Join screen, and leaving goes home.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbyView } from '../../src/shared/protocol/lan';
import { DEFAULT_SETTINGS, type MenuState, type Push, type Reply, type RequestKind } from '../../src/shared/protocol/messages';
import { setRemoteConnector, setTokenStorage, useLanStore } from '../../src/renderer/src/stores/lan';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { setChoiceStorage, useStopForStore } from '../../src/renderer/src/stores/stop-for';
import { useTableStore } from '../../src/renderer/src/stores/table';
import { connection } from '../../src/renderer/src/transport/current';
import type { ClientConnection, ConnectionState } from '../../src/renderer/src/transport/connection';
import { recallJoin, type KeyValueStore } from '../../src/renderer/src/logic/lan-join';
import { settle } from './support/fake-host';

type Answer = (params: unknown) => Reply<unknown>;

class Scripted implements ClientConnection {
  state: ConnectionState = 'open';
  closesWindow = false;
  closed = false;
  sent: { kind: RequestKind; params: unknown }[] = [];
  private pushes = new Set<(p: Push) => void>();
  private states = new Set<(s: ConnectionState) => void>();
  constructor(public answers: Partial<Record<RequestKind, Answer>>) {}
  onPush(l: (p: Push) => void) {
    this.pushes.add(l);
    return () => this.pushes.delete(l);
  }
  onState(l: (s: ConnectionState) => void) {
    this.states.add(l);
    return () => this.states.delete(l);
  }
  async request(kind: RequestKind, params: unknown): Promise<Reply<never>> {
    this.sent.push({ kind, params });
    const a = this.answers[kind];
    return (a ? a(params) : { ok: false, error: `no ${kind} here` }) as Reply<never>;
  }
  close() {
    this.closed = true;
  }
  push(p: Push) {
    this.pushes.forEach((l) => l(p));
  }
  setState(s: ConnectionState) {
    this.state = s;
    this.states.forEach((l) => l(s));
  }
}

const menu = (remote?: MenuState['remote']): Reply<MenuState> => ({
  ok: true,
  value: { canContinue: false, gameOpen: false, saves: [], settings: { ...DEFAULT_SETTINGS }, version: 't', ...(remote ? { remote } : {}) },
});

function lobby(over: Partial<LobbyView> = {}): LobbyView {
  const seats = [0, 1, 2].map((seat) => ({ seat, name: ['Anna', 'Bot', 'Bea'][seat], kind: (['human', 'bot', 'remote'] as const)[seat], joined: true, connected: true, ready: false, botPlaying: false }));
  return { name: 'Anna\u2019s game', code: 'K7QW3M', urls: ['http://10.0.0.2:5174/'], seats, started: false, gameId: null, you: 2, graceSeconds: 60, announced: false, ...over };
}

let tokens: Map<string, string>;
let home: Scripted;
let remote: Scripted;
let dialed: string[];

beforeEach(async () => {
  setActivePinia(createPinia());
  tokens = new Map();
  const store: KeyValueStore = { getItem: (k) => tokens.get(k) ?? null, setItem: (k, v) => void tokens.set(k, v), removeItem: (k) => void tokens.delete(k) };
  setTokenStorage(store);
  home = new Scripted({ 'menu:state': () => menu() });
  let joined = false;
  remote = new Scripted({
    'menu:state': () => menu({ joined, lobby: joined ? lobby() : null }),
    'lan:join': (p) => {
      const { code, token } = p as { code: string; token?: string };
      if (code !== 'K7QW3M') return { ok: false, error: 'That join code is not the code of this game.' };
      if (token !== undefined && token !== 'tok-1') return { ok: false, error: 'That seat token is not valid.' };
      joined = true;
      return { ok: true, value: { seat: 2, token: 'tok-1', lobby: lobby() } };
    },
    'game:view': () => ({ ok: false, error: 'not in this test' }),
  });
  dialed = [];
  setRemoteConnector((url) => (dialed.push(url), remote));
  await useSessionStore().start(home);
});

it('joining from the app: a wrong code changes nothing; the right one switches to the host and shows the waiting room', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  session.go('join');
  expect(await lan.join('10.0.0.2:5174', 'wrong1', 'Bea')).toBe(false);
  expect(lan.error).toMatch(/join code/);
  expect(remote.closed).toBe(true);
  expect(connection()).toBe(home);
  remote.closed = false;

  expect(await lan.join('10.0.0.2:5174', 'k7q-w3m', 'Bea')).toBe(true);
  expect(dialed.at(-1)).toBe('ws://10.0.0.2:5174/ws');
  expect(connection()).toBe(remote);
  expect(session.screen).toBe('lanLobby');
  expect(lan.remoteSeat).toBe(2);
  expect(recallJoin({ getItem: (k) => tokens.get(k) ?? null, setItem() {}, removeItem() {} }, '10.0.0.2:5174')).toEqual({ code: 'K7QW3M', name: 'Bea', token: 'tok-1' });

  // The home host's pushes are not heard while playing elsewhere.
  home.push({ type: 'host:notice', level: 'warning', text: 'from home' });
  expect(session.notices.map((n) => n.text)).not.toContain('from home');
});

it('after a drop the token takes the seat back before anything else is asked', async () => {
  const lan = useLanStore();
  await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea');
  remote.sent = [];
  remote.setState('reconnecting');
  remote.setState('open');
  await settle();
  expect(remote.sent[0]).toEqual({ kind: 'lan:join', params: { code: 'K7QW3M', name: 'Bea', token: 'tok-1' } });
  expect(remote.sent[1].kind).toBe('menu:state');
});

it('the host starting the game opens the table on the own seat (no spectator view is asked)', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea');
  remote.sent = [];
  remote.push({ type: 'lan:lobby', lobby: lobby({ started: true, gameId: 'g-1' }) });
  await settle();
  expect(session.gameId).toBe('g-1');
  expect(session.screen).toBe('table');
  const views = remote.sent.filter((r) => r.kind === 'game:view').map((r) => (r.params as { viewer: unknown }).viewer);
  expect(views.length).toBeGreaterThan(0);
  expect(views.every((v) => v === 2)).toBe(true);
});

it('a kick says why, forgets the token and shows the Join screen of the app\u2019s own host', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea');
  remote.push({ type: 'lan:kicked', text: 'The host gave your seat to someone else.' });
  await settle();
  expect(session.screen).toBe('join');
  // Joined from the app: back on its own host, so that Back on the Join screen reaches its menu.
  expect(connection()).toBe(home);
  expect(remote.closed).toBe(true);
  expect(session.notices.at(-1)?.text).toMatch(/gave your seat/);
  expect(lan.remote).toBeNull();
  expect(tokens.size).toBe(0);
});

it('leaving goes back to the app\u2019s own host and menu', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea');
  await lan.leaveRemote();
  expect(remote.closed).toBe(true);
  expect(connection()).toBe(home);
  expect(session.screen).toBe('menu');
  expect(lan.isRemote).toBe(false);
});

it('the host window: lobby pushes without `you` update the host lobby', async () => {
  const lan = useLanStore();
  home.push({ type: 'lan:lobby', lobby: lobby({ you: null }) });
  expect(lan.hostLobby?.code).toBe('K7QW3M');
  expect(lan.remoteLobby).toBeNull();
});

it('keeps its own language while playing on another LAN host (issue 19): the host settings never change it', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  const withLanguage = (r: Reply<MenuState>, language: 'de' | 'it'): Reply<MenuState> => (r.ok ? { ok: true, value: { ...r.value, settings: { ...r.value.settings, language } } } : r);
  home.answers['menu:state'] = () => withLanguage(menu(), 'de');
  await session.refreshMenu();
  expect(session.language).toBe('de');

  const remoteMenu = remote.answers['menu:state']!;
  remote.answers['menu:state'] = (p) => withLanguage(remoteMenu(p) as Reply<MenuState>, 'it');
  expect(await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea')).toBe(true);
  await session.refreshMenu();
  expect(session.settings.language).toBe('it');
  expect(session.language).toBe('de');
});

it('a page the LAN host served speaks the browser language, whatever the host chose (issue 19)', async () => {
  setActivePinia(createPinia());
  const served = new Scripted({ 'menu:state': () => { const r = menu({ joined: false, lobby: null }); return r.ok ? { ok: true, value: { ...r.value, settings: { ...r.value.settings, language: 'it' } } } : r; } });
  const session = useSessionStore();
  await session.start(served);
  expect(session.language).toBe('system');
});

it('keeps its own "Stop for me in attack windows" while playing on another LAN host (issue 34)', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  const withStop = (r: Reply<MenuState>, stopFor: 'always' | 'attacked'): Reply<MenuState> => (r.ok ? { ok: true, value: { ...r.value, settings: { ...r.value.settings, stopFor } } } : r);
  home.answers['menu:state'] = () => withStop(menu(), 'always');
  await session.refreshMenu();
  expect(useStopForStore().mode).toBe('always');

  const remoteMenu = remote.answers['menu:state']!;
  remote.answers['menu:state'] = (p) => withStop(remoteMenu(p) as Reply<MenuState>, 'attacked');
  expect(await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea')).toBe(true);
  await session.refreshMenu();
  expect(session.settings.stopFor).toBe('attacked');
  expect(useStopForStore().mode).toBe('always');
});

it('joined from the app, the table\u2019s "Stop:" choice goes to the app\u2019s own settings.json, never to the LAN host (issue 34)', async () => {
  const lan = useLanStore();
  const choice = useStopForStore();
  let kept: unknown = null;
  home.answers['settings:set'] = (p) => ((kept = (p as { settings: { stopFor: string } }).settings.stopFor), { ok: true, value: { ...DEFAULT_SETTINGS, stopFor: kept } });
  expect(await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea')).toBe(true);
  expect(connection()).toBe(remote);
  expect(await lan.chooseStopFor('attacked')).toBe(true);
  expect(kept).toBe('attacked');
  expect(choice.mode).toBe('attacked');
  expect(remote.sent.some((r) => r.kind === 'settings:set')).toBe(false);
  // Refused at home: said, and the choice stays as it was.
  home.answers['settings:set'] = () => ({ ok: false, error: 'The settings file cannot be written.' });
  expect(await lan.chooseStopFor('always')).toBe(false);
  expect(choice.mode).toBe('attacked');
  expect(useSessionStore().notices.at(-1)?.text).toMatch(/cannot be written/);
});

describe('a page the LAN host served (issue 34): "Stop:" choice is kept in this browser for that page', () => {
  let kept: Map<string, string>;
  beforeEach(() => {
    kept = new Map();
    setChoiceStorage({ getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v), removeItem: (k) => void kept.delete(k) });
    vi.stubGlobal('location', { host: '10.0.0.2:5174' });
  });
  afterEach(() => {
    setChoiceStorage(null);
    vi.unstubAllGlobals();
  });
  const servedHost = () =>
    new Scripted({
      'menu:state': () => { const r = menu({ joined: true, lobby: lobby() }); return r.ok ? { ok: true, value: { ...r.value, settings: { ...r.value.settings, stopFor: 'always' } } } : r; },
      'settings:set': () => ({ ok: false, error: 'not for LAN players' }),
    });

  it('chosen on the table: kept in localStorage, used at once, the host never asked', async () => {
    setActivePinia(createPinia());
    const served = servedHost();
    await useSessionStore().start(served);
    const lan = useLanStore();
    const choice = useStopForStore();
    expect(lan.servedBy).toBe('10.0.0.2:5174');
    // The host's own settings say "always": not this page's choice.
    expect(choice.mode).toBe(DEFAULT_SETTINGS.stopFor);
    expect(await lan.chooseStopFor('attacked')).toBe(true);
    expect(choice.mode).toBe('attacked');
    expect(kept.get('illuminati.stopFor')).toBe('attacked');
    expect(served.sent.some((r) => r.kind === 'settings:set')).toBe(false);
  });

  it('a reload (a new page) reads it back; a damaged value is ignored', async () => {
    kept.set('illuminati.stopFor', 'always');
    setActivePinia(createPinia());
    // As main.ts does: the LAN store hears the session from its first menu state (issue 37: no upcall creates it).
    useLanStore();
    await useSessionStore().start(servedHost());
    expect(useStopForStore().mode).toBe('always');

    kept.set('illuminati.stopFor', 'whenever');
    setActivePinia(createPinia());
    useLanStore();
    await useSessionStore().start(servedHost());
    expect(useStopForStore().mode).toBe(DEFAULT_SETTINGS.stopFor);
  });

  it('at home (no LAN host served the page) the choice goes to settings.json, not to localStorage', async () => {
    vi.unstubAllGlobals();
    const lan = useLanStore();
    let sent: unknown = null;
    home.answers['settings:set'] = (p) => ((sent = (p as { settings: { stopFor: string } }).settings.stopFor), { ok: true, value: { ...DEFAULT_SETTINGS, stopFor: sent } });
    expect(await lan.chooseStopFor('always')).toBe(true);
    expect(sent).toBe('always');
    expect(useStopForStore().mode).toBe('always');
    expect(kept.size).toBe(0);
  });
});

// Issue 37 item 3: the session does not know the LAN store; the LAN store listens to it.
it('keeps session.away in step with the seat held at another host, and the table opens on that seat', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  expect(session.away).toBeNull();
  await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea');
  expect(session.away).toEqual({ seat: 2 });
  remote.push({ type: 'lan:lobby', lobby: lobby({ started: true, gameId: 'g-1' }) });
  await settle();
  expect(useTableStore().remoteSeat).toBe(2);
  await lan.leaveRemote();
  expect(session.away).toBeNull();
});

it('without a LAN store a dropped link catches up at once; away, the session leaves the catching up to the LAN store', async () => {
  home.sent = [];
  home.setState('reconnecting');
  home.setState('open');
  await settle();
  expect(home.sent.map((r) => r.kind)).toEqual(['menu:state']);
  // Away without a LAN store to take the seat back (set by hand): nothing is asked.
  const session = useSessionStore();
  session.away = { seat: 2 };
  home.sent = [];
  home.setState('reconnecting');
  home.setState('open');
  await settle();
  expect(home.sent).toEqual([]);
});

it('a seat that cannot be taken back stops the catching up: no menu is asked of that host', async () => {
  const lan = useLanStore();
  await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea');
  remote.answers['lan:join'] = () => ({ ok: false, error: 'That seat token is not valid.' });
  remote.sent = [];
  remote.setState('reconnecting');
  remote.setState('open');
  await settle();
  expect(remote.sent.map((r) => r.kind)).toEqual(['lan:join']);
  expect(useSessionStore().screen).toBe('join');
});

it('leaving the table: another player\u2019s game is left on this side, the own one is closed; the session never closes another host\u2019s game', async () => {
  const lan = useLanStore();
  const session = useSessionStore();
  await lan.join('10.0.0.2:5174', 'K7QW3M', 'Bea');
  remote.sent = [];
  expect(await session.closeGame()).toBe(false);
  expect(remote.sent).toEqual([]);
  expect(await lan.leaveTable()).toBe(true);
  expect(remote.sent.map((r) => r.kind)).not.toContain('game:close');
  expect(connection()).toBe(home);
  expect(session.screen).toBe('menu');

  home.answers['game:close'] = () => ({ ok: true, value: {} });
  session.gameId = 'g-home';
  home.sent = [];
  expect(await lan.leaveTable()).toBe(true);
  expect(home.sent[0]?.kind).toBe('game:close');
  expect(session.gameId).toBeNull();
});

it('a page the LAN host served: the LAN store hears the menu state\u2019s LAN part and shows the Join screen', async () => {
  setActivePinia(createPinia());
  const served = new Scripted({ 'menu:state': () => menu({ joined: false, lobby: null }) });
  // No LAN store: nobody acts on it, the menu stays.
  await useSessionStore().start(served);
  await settle();
  expect(useSessionStore().screen).toBe('menu');
  setActivePinia(createPinia());
  useLanStore();
  const session = useSessionStore();
  await session.start(served);
  await settle();
  expect(session.screen).toBe('join');
});
