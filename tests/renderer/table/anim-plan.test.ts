// The table's animation plan (src/renderer/src/table/anim/plan.ts): what moves, flies and sounds
// between two layouts of real engine positions, for each speed and motion setting.
import { describe, expect, it } from 'vitest';
import { observe, type GameState } from '../../../src/shared/engine';
import { animTimings, type AnimSpeed } from '../../../src/renderer/src/table/anim/timing';
import { animates, MAX_CHIPS, planAnimations, type AnimPlan } from '../../../src/renderer/src/table/anim/plan';
import { overlayFrame, shortRotation, slidePose } from '../../../src/renderer/src/table/anim/frame';
import { moneyFlights } from '../../../src/renderer/src/table/anim/money-flow';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import type { TableLayout } from '../../../src/renderer/src/table/sprites';
import type { Motion } from '../../../src/renderer/src/table/dice';
import { act, attackAndRoll, declare, scenario, spendBy } from '../../support/scenario';

const VIEW = { width: 1280, height: 800 };
const lay = (s: GameState, viewer = 0): TableLayout => layoutTable(observe(s, viewer), VIEW);

function plan(a: GameState, b: GameState, opts: { motion?: Motion; speed?: AnimSpeed; dice?: number | null } = {}): AnimPlan {
  return planAnimations({ prev: lay(a), next: lay(b), timings: animTimings(opts.motion ?? 'full', opts.speed ?? 'normal'), dice: opts.dice ?? null });
}

function twoSeats(extra: Partial<Parameters<typeof scenario>[0]> = {}): GameState {
  return scenario({
    seats: [
      { illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top', 3]] },
      { illuminati: 'gnomes-of-zurich', money: 10, groups: [['fbi', 'gnomes-of-zurich', 'top', 2]] },
    ],
    uncontrolled: ['feminists'],
    ...extra,
  });
}

describe('ATK-CTRL-4: a captured group slides from the uncontrolled area into the structure', () => {
  const s0 = twoSeats();
  const captured = attackAndRoll(s0, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'control' }, [2, 2]).state;

  it('slides after the dice settle, with the capture sound when it lands', () => {
    const p = plan(s0, captured, { dice: 900 });
    const slide = p.slides.find((x) => x.id === 'feminists')!;
    expect(slide.kind).toBe('capture');
    expect(slide.delay).toBeGreaterThanOrEqual(900);
    const before = lay(s0).cards.find((c) => c.id === 'feminists')!;
    const after = lay(captured).cards.find((c) => c.id === 'feminists')!;
    expect(slide.from).toMatchObject({ x: before.x, y: before.y });
    expect(slide.to).toMatchObject({ x: after.x, y: after.y });
    expect(p.cues[0]).toEqual({ sound: 'dice', delay: 0, length: 900 });
    expect(p.cues.find((c) => c.sound === 'capture')?.delay).toBe(slide.delay + slide.duration);
    expect(p.end).toBeGreaterThanOrEqual(slide.delay + slide.duration);
  });

  it('a change that comes while the dice of an earlier one still tumble waits for them, without a second dice sound', () => {
    const p = planAnimations({ prev: lay(s0), next: lay(captured), timings: animTimings('full', 'normal'), dice: null, tumbling: 500 });
    expect(p.slides.find((x) => x.id === 'feminists')!.delay).toBeGreaterThanOrEqual(500);
    expect(p.cues.map((c) => c.sound)).not.toContain('dice');
  });

  it('then placing it on its arrow is a second slide with the placing sound', () => {
    const placed = act(captured, 0, { type: 'placeCaptured', arrow: 'right', transfer: 0 }).state;
    const p = plan(captured, placed);
    expect(p.slides.find((x) => x.id === 'feminists')).toMatchObject({ kind: 'place', delay: 0 });
    expect(p.cues.map((c) => c.sound)).toContain('place');
    expect(p.cues.map((c) => c.sound)).not.toContain('capture');
  });

  it('money spent on the attack flies to the bank (ATK-MONEY-3)', () => {
    const d = declare(s0, 0, 'bavarian-illuminati', 'feminists', 'control').state;
    const spent = spendBy(d, 0, 'bavarian-illuminati', 4).state;
    const p = plan(d, spent);
    const bav = lay(d).cards.find((c) => c.id === 'bavarian-illuminati')!;
    const bank = lay(spent).zones.find((z) => z.kind === 'center')!.rect;
    expect(p.chips).toEqual([expect.objectContaining({ amount: 4, from: bav.coin, to: { x: bank.x + bank.width / 2, y: bank.y + bank.height / 2 } })]);
    expect(p.cues.map((c) => c.sound)).toEqual(['money']);
  });
});

describe('ATK-DEST-5: a destroyed group goes to the dead pile', () => {
  it('slides onto the dead pile with the destroying sound; an uncontrolled group plays no capture', () => {
    const s0 = twoSeats();
    // The Bavarians (Power 10) destroy the uncontrolled Feminists.
    const r = attackAndRoll(s0, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'destroy' }, [1, 1]).state;
    expect(r.dead).toContain('feminists');
    const p = plan(s0, r);
    expect(p.slides.find((x) => x.id === 'feminists')).toMatchObject({ kind: 'destroy' });
    const dead = lay(r).piles.find((x) => x.kind === 'dead')!;
    expect(p.slides.find((x) => x.id === 'feminists')!.to).toMatchObject({ x: dead.rect.x + dead.rect.width / 2, y: dead.rect.y + dead.rect.height / 2 });
    expect(p.cues.map((c) => c.sound)).toContain('destroy');
    expect(p.cues.map((c) => c.sound)).not.toContain('capture');
  });
});

describe('MONEY-1: a transfer between adjacent cards is one chip from one to the other', () => {
  it('flies from the giving card to the receiving one', () => {
    const s0 = twoSeats();
    const s1 = act(s0, 0, { type: 'transferMoney', from: 'cia', to: 'bavarian-illuminati', amount: 2, free: false }).state;
    const p = plan(s0, s1);
    const l = lay(s0);
    expect(p.chips).toEqual([expect.objectContaining({ amount: 2, from: l.cards.find((c) => c.id === 'cia')!.coin, to: lay(s1).cards.find((c) => c.id === 'bavarian-illuminati')!.coin })]);
    expect(p.slides).toEqual([]);
  });
});

describe('INCOME-1 and DRAW-1 at the start of the viewer\'s turn', () => {
  it('income comes from the bank, the drawn card leaves the deck, and the turn sound plays', () => {
    const s0 = twoSeats({ active: 1 });
    const s1 = act(s0, 1, { type: 'endTurn' }).state;
    expect(s1.turn.active).toBe(0);
    const p = plan(s0, s1);
    const bank = lay(s1).zones.find((z) => z.kind === 'center')!.rect;
    expect(p.chips.length).toBeGreaterThan(0);
    for (const c of p.chips) expect(c.from).toEqual({ x: bank.x + bank.width / 2, y: bank.y + bank.height / 2 });
    const sounds = p.cues.map((c) => c.sound);
    expect(sounds).toContain('turn');
    expect(sounds).toContain('money');
    // The drawn card is a new target (slides from the deck) or a special card into the hand (a card back flies).
    expect(p.slides.some((x) => x.kind === 'draw') || p.ghosts.some((g) => g.face === null)).toBe(true);
    expect(sounds).toContain('draw');
  });

  it('no turn sound when another player\'s turn starts', () => {
    const s0 = twoSeats();
    const s1 = act(s0, 0, { type: 'endTurn' }).state;
    expect(plan(s0, s1).cues.map((c) => c.sound)).not.toContain('turn');
  });
});

describe('DRAW-2 and special cards: a drawn special flies face down to its holder, a played one to the discard', () => {
  it('a special card drawn at the start of the turn: a card back from the deck to the player\'s label', () => {
    // The end of Boris's turn turns up a target (TURN-2), then Player 1 draws (DRAW-1).
    const s0 = twoSeats({ active: 1, deckTop: ['american-autoduel-association', 'assassination'] });
    const s1 = act(s0, 1, { type: 'endTurn' }).state;
    expect(s1.players[0].hand).toContain('assassination');
    const p = plan(s0, s1);
    const deck = lay(s0).piles.find((x) => x.kind === 'deck')!.rect;
    const label = lay(s1).labels.find((l) => l.seat === 0)!.rect;
    expect(p.ghosts).toEqual([
      expect.objectContaining({ face: null, from: { x: deck.x + deck.width / 2, y: deck.y + deck.height / 2, rotation: 0 }, to: { x: label.x + label.width / 2, y: label.y + label.height / 2, rotation: 0 } }),
    ]);
    expect(p.cues.map((c) => c.sound)).toContain('draw');
    // The new target comes from the deck too.
    expect(p.slides.filter((x) => x.kind === 'draw').map((x) => x.id)).toEqual(['american-autoduel-association']);
  });

  it('a special card turned up for the targets goes from the deck to the discard', () => {
    const s0 = twoSeats({ active: 1, deckTop: ['assassination', 'american-autoduel-association', 'anti-nuclear-activists'] });
    const s1 = act(s0, 1, { type: 'endTurn' }).state;
    expect(s1.discard).toContain('assassination');
    const deck = lay(s0).piles.find((x) => x.kind === 'deck')!.rect;
    expect(plan(s0, s1).slides.find((x) => x.id === 'assassination')).toMatchObject({ kind: 'discard', from: { x: deck.x + deck.width / 2, y: deck.y + deck.height / 2 } });
  });

  it('Bribery played: the card goes from the holder to the discard, the bribed group is captured', () => {
    const s0 = twoSeats();
    s0.players[0].hand = ['bribery'];
    const s1 = act(s0, 0, { type: 'playSpecial', card: 'bribery', target: 'feminists', master: 'bavarian-illuminati', arrow: 'right' }).state;
    const p = plan(s0, s1);
    // From the label where it is drawn while the card flies: the new layout's (the label sits off
    // the structure's corner, so it moves when the bribed group enlarges the structure).
    const label = lay(s1).labels.find((l) => l.seat === 0)!.rect;
    expect(p.slides.find((x) => x.id === 'bribery')).toMatchObject({ kind: 'discard', from: { x: label.x + label.width / 2, y: label.y + label.height / 2 } });
    expect(p.slides.find((x) => x.id === 'feminists')).toMatchObject({ kind: 'capture' });
    expect(p.cues.map((c) => c.sound)).toEqual(expect.arrayContaining(['draw', 'capture']));
  });
});

describe('ATK-NEUT-4: a neutralized group goes back to the uncontrolled area', () => {
  it('slides there from the other player\'s structure, with the placing sound', () => {
    const s0 = scenario({
      seats: [
        { illuminati: 'bavarian-illuminati', money: 10 },
        { illuminati: 'gnomes-of-zurich', money: 10, groups: [['feminists', 'gnomes-of-zurich', 'top', 2]] },
      ],
    });
    const r = attackAndRoll(s0, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'neutralize' }, [1, 1]).state;
    expect(r.uncontrolled).toContain('feminists');
    const p = plan(s0, r);
    expect(p.slides.find((x) => x.id === 'feminists')).toMatchObject({ kind: 'release' });
    expect(p.cues.map((c) => c.sound)).toContain('place');
    // The Feminists' 2 MB go to the bank (ATK-RES-5).
    expect(p.chips.some((c) => c.amount === 2)).toBe(true);
  });
});

describe('speed setting and reduced motion', () => {
  const s0 = twoSeats();
  const s1 = attackAndRoll(s0, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'control' }, [2, 2]).state;

  it('slow lasts longer than normal, normal longer than fast', () => {
    const ends = (['fast', 'normal', 'slow'] as const).map((speed) => plan(s0, s1, { speed }).end);
    expect(ends[0]).toBeGreaterThan(0);
    expect(ends[0]).toBeLessThan(ends[1]);
    expect(ends[1]).toBeLessThan(ends[2]);
  });

  it('fast and normal animations end before the bot of that speed acts again (250 / 700 ms)', () => {
    expect(plan(s0, s1, { speed: 'fast' }).end).toBeLessThanOrEqual(250 + 100);
    expect(plan(s0, s1, { speed: 'normal' }).end).toBeLessThanOrEqual(700);
  });

  for (const [motion, speed] of [['full', 'instant'], ['reduced', 'normal'], ['instant', 'normal']] as const) {
    it(`${motion} motion at ${speed} speed: nothing moves or waits, the sounds still play at once`, () => {
      const p = plan(s0, s1, { motion, speed, dice: 900 });
      expect(p).toMatchObject({ slides: [], ghosts: [], chips: [], end: 0 });
      expect(p.cues.map((c) => c.sound)).toEqual(expect.arrayContaining(['dice', 'capture']));
      for (const c of p.cues) expect(c.delay).toBe(0);
    });
  }
});

describe('when an update animates', () => {
  it('only a later position for the same viewer', () => {
    expect(animates(null, { viewer: 0, seq: 3 })).toBe(false);
    expect(animates({ viewer: 0, seq: 3 }, { viewer: 0, seq: 4 })).toBe(true);
    expect(animates({ viewer: 0, seq: 3 }, { viewer: 1, seq: 4 })).toBe(false);
    expect(animates({ viewer: 0, seq: 4 }, { viewer: 0, seq: 4 })).toBe(false);
    expect(animates({ viewer: 0, seq: 5 }, { viewer: 0, seq: 4 })).toBe(false);
  });

  it('the same layout plans nothing', () => {
    const l = lay(twoSeats());
    expect(planAnimations({ prev: l, next: l, timings: animTimings('full', 'normal'), dice: null })).toMatchObject({ slides: [], cues: [], end: 0 });
  });
});

describe('money flights', () => {
  const at = (x: number) => ({ x, y: 0 });
  it('pairs losses with gains, the rest to or from the bank', () => {
    const f = moneyFlights([{ at: at(1), delta: -5 }, { at: at(2), delta: 3 }, { at: at(3), delta: 4 }], at(0), 10);
    expect(f).toEqual([
      { from: at(1), to: at(3), amount: 4 },
      { from: at(1), to: at(2), amount: 1 },
      { from: at(0), to: at(2), amount: 2 },
    ].sort((a, b) => b.amount - a.amount));
    expect(f.reduce((n, x) => n + x.amount, 0)).toBe(7);
  });
  it('keeps the largest flights of a crowded update', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ at: at(i + 1), delta: i + 1 }));
    const f = moneyFlights(many, at(0), MAX_CHIPS);
    expect(f).toHaveLength(MAX_CHIPS);
    expect(f[0].amount).toBe(30);
  });
});

describe('frames', () => {
  it('a slide goes from its start to its end, the short way round', () => {
    const s = { id: 'x', kind: 'move' as const, from: { x: 0, y: 0, rotation: 270 }, to: { x: 100, y: 50, rotation: 0 }, delay: 100, duration: 400 };
    expect(slidePose(s, 0)).toEqual(s.from);
    expect(slidePose(s, 500)).toEqual(s.to);
    const mid = slidePose(s, 300);
    expect(mid.x).toBeCloseTo(50);
    expect(mid.rotation).toBeCloseTo(315);
    expect(shortRotation(0, 270)).toBe(-90);
  });

  it('chips fly on an arc and are gone when they land; the frame is done at the end', () => {
    const p: AnimPlan = { slides: [], ghosts: [], chips: [{ from: { x: 0, y: 0 }, to: { x: 200, y: 0 }, amount: 3, delay: 0, duration: 400 }], cues: [], end: 400 };
    const mid = overlayFrame(p, 200);
    expect(mid.chips[0].x).toBeCloseTo(100);
    expect(mid.chips[0].y).toBeLessThan(0);
    expect(mid.done).toBe(false);
    const end = overlayFrame(p, 400);
    expect(end).toEqual({ ghosts: [], chips: [], done: true });
  });
});
