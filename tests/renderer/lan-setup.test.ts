// The Host-on-the-LAN form and LAN seats in the new-game setup (logic/lan-setup.ts, setup-model.ts).
import { describe, expect, it } from 'vitest';
import { defaultBind, defaultHostForm, hasLanSeats, lanOpenParams } from '../../src/renderer/src/logic/lan-setup';
import { defaultSetup, toNewGameSetup } from '../../src/renderer/src/logic/setup-model';

const IFACES = [
  { name: 'every interface', address: '0.0.0.0' },
  { name: 'lo', address: '127.0.0.1' },
  { name: 'eth0', address: '192.168.1.20' },
];

function lanSetup() {
  const f = defaultSetup();
  f.seats[1] = { ...f.seats[1], kind: 'remote', name: 'Guest' };
  const built = toNewGameSetup(f);
  if (!built.ok) throw new Error(built.error);
  return built.setup;
}

describe('LAN seats in the setup', () => {
  it('a LAN player seat becomes a remote controller, the others keep theirs', () => {
    const s = lanSetup();
    expect(s.seats.map((c) => c.kind)).toEqual(['human', 'remote', 'bot', 'bot']);
    expect(s.config.names?.[1]).toBe('Guest');
    expect(hasLanSeats(s.seats)).toBe(true);
    expect(hasLanSeats(defaultSetup().seats)).toBe(false);
  });

  it('the default address is the first real IPv4 address, else every interface', () => {
    expect(defaultBind(IFACES)).toBe('192.168.1.20');
    expect(defaultBind(IFACES.slice(0, 2))).toBe('0.0.0.0');
    expect(defaultBind([])).toBe('0.0.0.0');
  });

  it('the default form: any free port, 60 s of grace, a name after the host', () => {
    expect(defaultHostForm(IFACES, 'Anna')).toEqual({ bind: '192.168.1.20', port: '0', name: 'Anna\u2019s game', grace: '60', announce: true });
    expect(defaultHostForm(IFACES, '  ').name).toBe('LAN game');
  });

  it('turns the form into lan:open params', () => {
    const setup = lanSetup();
    const r = lanOpenParams({ bind: '127.0.0.1', port: ' 5174 ', name: ' Friday ', grace: '90', announce: true }, setup, IFACES);
    expect(r).toEqual({ ok: true, params: { setup, bind: '127.0.0.1', port: 5174, name: 'Friday', graceSeconds: 90, announce: true } });
    // Issue 33: the checkbox off sends announce: false.
    const quiet = lanOpenParams({ bind: '127.0.0.1', port: '0', name: 'Q', grace: '60', announce: false }, setup, IFACES);
    expect(quiet.ok && quiet.params.announce).toBe(false);
    const any = lanOpenParams({ bind: '0.0.0.0', port: '', name: 'x', grace: '60', announce: true }, setup, IFACES);
    expect(any.ok && any.params.port).toBe(0);
  });

  it('refuses bad input with a reason', () => {
    const setup = lanSetup();
    const form = { bind: '127.0.0.1', port: '0', name: 'G', grace: '60', announce: true };
    const error = (over: Partial<typeof form>, s = setup) => {
      const r = lanOpenParams({ ...form, ...over }, s, IFACES);
      return r.ok ? null : r.error;
    };
    expect(error({})).toBeNull();
    expect(error({ bind: '10.0.0.9' })).toMatch(/network addresses/);
    expect(error({ port: '70000' })).toMatch(/port/);
    expect(error({ port: '-1' })).toMatch(/port/);
    expect(error({ port: 'abc' })).toMatch(/port/);
    expect(error({ name: '   ' })).toMatch(/name/);
    expect(error({ name: 'x'.repeat(61) })).toMatch(/60 characters/);
    expect(error({ grace: '2' })).toMatch(/grace/);
    expect(error({ grace: '1.5' })).toMatch(/grace/);
    const local = toNewGameSetup(defaultSetup());
    expect(local.ok && error({}, local.setup)).toMatch(/LAN player/);
  });
});
