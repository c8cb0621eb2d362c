// The new-game form (src/renderer/src/logic/setup-model.ts) and the status line (logic/status.ts).
import { describe, expect, it } from 'vitest';
import { newGame, observe, validateConfig } from '../../src/shared/engine';
import { addSeat, defaultSetup, illuminatiChoices, removeSeat, setupErrors, toNewGameSetup, usualBasicGoal, withEdition } from '../../src/renderer/src/logic/setup-model';
import { statusLine } from '../../src/renderer/src/logic/status';

describe('new-game form', () => {
  it('starts with one human and three medium bots under the English rules', () => {
    const f = defaultSetup();
    expect(f.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
    expect(f.seats.filter((s) => s.kind === 'bot').every((s) => s.level === 'medium')).toBe(true);
    expect(f.edition).toBe('en');
    const built = toNewGameSetup(f);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.setup.seats).toEqual([{ kind: 'human' }, ...Array(3).fill({ kind: 'bot', level: 'medium', personality: 'balanced' })]);
    expect(validateConfig(built.setup.config)).toBe(null);
    expect(built.setup.config.names).toEqual(f.seats.map((s) => s.name));
  });

  it('keeps 2 to 8 seats with distinct names', () => {
    let f = defaultSetup();
    for (let i = 0; i < 10; i++) f = addSeat(f);
    expect(f.seats).toHaveLength(8);
    expect(new Set(f.seats.map((s) => s.name)).size).toBe(8);
    for (let i = 0; i < 10; i++) f = removeSeat(f, 0);
    expect(f.seats).toHaveLength(2);
  });

  it('explains what is wrong and refuses to build', () => {
    const f = defaultSetup();
    f.seats[1].name = '  ';
    f.seats[2].name = 'player 1';
    f.seats[0].illuminati = 'ufos';
    f.seats[3].illuminati = 'ufos';
    f.misstate = true;
    const errors = setupErrors(f);
    expect(errors).toEqual([
      'Seat 2 needs a name.',
      'Every player needs a different name.',
      'Each Illuminati can be chosen by one seat only.',
      'Misstating values needs the hidden Illuminati option.',
    ]);
    expect(toNewGameSetup(f)).toEqual({ ok: false, error: 'Seat 2 needs a name.' });
  });

  it('passes the engine config check through (basic goal out of range)', () => {
    const f = { ...defaultSetup(), basicGoal: 99 };
    expect(setupErrors(f)).toEqual(['The basic goal must be a whole number from 2 to 40.']);
  });

  it('changing edition resets elimination and drops Illuminati the edition lacks', () => {
    let f = withEdition(defaultSetup(), 'de');
    expect(f.elimination).toBe(false);
    expect(illuminatiChoices('de').map((c) => c.id)).toContain('atlanteans');
    expect(illuminatiChoices('en').map((c) => c.id)).not.toContain('atlanteans');
    f.seats[0].illuminati = 'atlanteans';
    f = withEdition(f, 'en');
    expect(f.seats[0].illuminati).toBe('random');
    expect(f.elimination).toBe(true);
    expect(usualBasicGoal(f)).toBe(12);
  });

  it('a built setup starts a real game with the chosen options', () => {
    const f = { ...defaultSetup(), hiddenIlluminati: true, misstate: true, basicGoal: 10 };
    f.seats[0].illuminati = 'network';
    const built = toNewGameSetup(f);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const s = newGame(built.setup.config, 'setup-1').state;
    expect(s.players[0].illuminati).toBe('network');
    expect(s.basicGoal).toBe(10);
    expect(s.config.misstate).toBe(true);
  });
});

describe('status line', () => {
  const name = (s: number) => ['Ada', 'Boris', 'Chloe'][s];
  it('says whose turn it is and what is left, from the viewer\u2019s side', () => {
    // No UFOs, so no secret goal window before the first turn.
    const s = newGame({ players: 3, illuminati: ['network', 'gnomes-of-zurich', 'bavarian-illuminati'] }, 'status-1').state;
    const obs = observe(s, 0);
    const active = obs.turn.active;
    expect(obs.pending).toBe(null);
    expect(statusLine(obs, [active], active, name)).toMatch(/^Your turn \(Actions\): 2 actions left, 2 free transfers\.$/);
    const other = (active + 1) % 3;
    expect(statusLine(obs, [active], other, name)).toBe(`${name(active)}\u2019s turn (Actions).`);
  });

  it('names who must decide in a window', () => {
    const s = newGame({ players: 3, hiddenGoals: true }, 'status-2').state;
    const obs = observe(s, 'spectator');
    expect(obs.pending?.kind).toBe('chooseGoal');
    const seat = (obs.pending as { seat: number }).seat;
    expect(statusLine(obs, [seat], 'spectator', name)).toBe(`${name(seat)} chooses a secret goal.`);
    expect(statusLine(observe(s, seat), [seat], seat, name)).toBe('Choose your secret goal: with hidden goals every player plays for a special goal chosen in secret.');
  });

  it('ADV-HIDDEN-ILLUM-2: under hidden Illuminati the goal window is the secret moment where the starting money is paid, not the UFOs\' choice', () => {
    const s = newGame({ players: 3, hiddenIlluminati: true, illuminati: ['gnomes-of-zurich', 'ufos', 'bermuda-triangle'] }, 'status-3').state;
    const seat = (s.pending as { seat: number }).seat;
    const own = s.players[seat].illuminati;
    const line = statusLine(observe(s, seat), [seat], seat, name);
    expect(line).toBe(own === 'ufos' ? 'Choose your secret goal: the UFOs play for another Illuminati\u2019s special goal, chosen in secret.' : 'Your secret moment before the first turn: confirm your goal, and your starting money is paid.');
    const gnomes = s.players.findIndex((p) => p.illuminati === 'gnomes-of-zurich');
    const other = newGame({ players: 3, hiddenIlluminati: true, illuminati: ['gnomes-of-zurich', 'ufos', 'bermuda-triangle'] }, 'status-3').state;
    other.pending = { kind: 'chooseGoal', seat: gnomes };
    expect(statusLine(observe(other, gnomes), [gnomes], gnomes, name)).toBe('Your secret moment before the first turn: confirm your goal, and your starting money is paid.');
  });
});
