// Playing on the cards (src/renderer/src/logic/table-play.ts): clicks and drops on the table turned
// into the attack draft, a transfer to ask the amount of, a selection or a refusal, from the
// engine's own legal actions on hand-made tables.
import { describe, expect, it } from 'vitest';
import { checkAction, legalActions } from '../../src/shared/engine';
import { actionMenu } from '../../src/renderer/src/logic/action-menu';
import { buildAttack } from '../../src/renderer/src/logic/action-forms';
import { emptyDraft, type AttackDraft } from '../../src/renderer/src/logic/attack-draft';
import { cardLinks, clickCard, dropCard, transferQuestion, type PlayIntent, type PlayState } from '../../src/renderer/src/logic/table-play';
import { scenario } from '../support/scenario';

const OWN = new Set(['bavarian-illuminati', 'cia', 'fbi']);
const seatName = (s: number) => ['Ada', 'Boris'][s] ?? `Seat ${s}`;

function table() {
  const s = scenario({
    seats: [
      { illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top', 4], ['fbi', 'cia', 'left', 0]] },
      { illuminati: 'network', money: 10, groups: [['nephews-of-god', 'network', 'right']] },
    ],
    uncontrolled: ['feminists', 'california'],
  });
  const menu = actionMenu(legalActions(s, 0));
  return { s, menu };
}

function stateOf(menu: ReturnType<typeof actionMenu>, draft: AttackDraft = emptyDraft(), selected: string | null = null): PlayState {
  return { attacks: menu.attacks, transfers: [...menu.transfers, ...menu.freeTransfers], draft, selected, own: OWN };
}

function draftOf(i: PlayIntent): AttackDraft {
  if (i.kind !== 'draft') throw new Error(`expected a draft, got ${JSON.stringify(i)}`);
  return i.draft;
}

describe('clicks on the cards build the attack (ATK-1, ATK-2, AID-1)', () => {
  it('ATK-1: the attacking card, then the target: the draft is ready with control as the kind, and is a legal attack', () => {
    const { s, menu } = table();
    const first = clickCard(stateOf(menu), 'cia');
    const d1 = draftOf(first);
    expect(d1.attacker).toBe('cia');
    expect(d1.target).toBeNull();
    expect(first).toMatchObject({ ready: false });
    const second = clickCard(stateOf(menu, d1), 'feminists');
    const d2 = draftOf(second);
    expect(second).toMatchObject({ ready: true });
    expect(d2).toMatchObject({ attacker: 'cia', target: 'feminists', kind: 'control' });
    const tpl = menu.attacks.find((t) => t.attacker === 'cia' && t.target === 'feminists' && t.kind === 'control')!;
    const built = buildAttack(tpl, d2.aiders, null);
    expect(built.ok).toBe(true);
    if (built.ok) expect(checkAction(s, 0, built.action)).toBeNull();
  });

  it('ATK-2: a target clicked first takes an attacker only when a single card can attack it', () => {
    const { menu } = table();
    const d = draftOf(clickCard(stateOf(menu), 'feminists'));
    expect(d.target).toBe('feminists');
    const attackers = new Set(menu.attacks.filter((t) => t.target === 'feminists').map((t) => t.attacker));
    expect(d.attacker).toBe(attackers.size === 1 ? [...attackers][0] : null);
  });

  it('AID-1: with the attack complete, a card of the structure toggles its aid; the attacker again clears it', () => {
    const { menu } = table();
    const ready: AttackDraft = { attacker: 'cia', target: 'feminists', kind: 'control', aiders: [], privilege: 'none' };
    const tpl = menu.attacks.find((t) => t.attacker === 'cia' && t.target === 'feminists' && t.kind === 'control')!;
    expect(tpl.aidOptions).toContain('bavarian-illuminati');
    const on = draftOf(clickCard(stateOf(menu, ready), 'bavarian-illuminati'));
    expect(on.aiders).toEqual(['bavarian-illuminati']);
    const off = draftOf(clickCard(stateOf(menu, on), 'bavarian-illuminati'));
    expect(off.aiders).toEqual([]);
    const cleared = draftOf(clickCard(stateOf(menu, ready), 'cia'));
    expect(cleared.attacker).toBeNull();
  });

  it('ATK-1: a new attacking card keeps the target it may attack; another player\'s group is a target too', () => {
    const { menu } = table();
    const ready: AttackDraft = { attacker: 'cia', target: 'feminists', kind: 'control', aiders: [], privilege: 'none' };
    // The Illuminati card is an aider of this attack, so it toggles aid rather than taking over.
    const other = menu.attacks.find((t) => t.target === 'nephews-of-god');
    expect(other).toBeDefined();
    const d = draftOf(clickCard(stateOf(menu, ready), 'nephews-of-god'));
    expect(d.target).toBe('nephews-of-god');
    expect(d.attacker === null || menu.attacks.some((t) => t.attacker === d.attacker && t.target === 'nephews-of-god')).toBe(true);
  });

  it('ATK-DEST-1: one\'s own groups may be destroyed, but on the table a click on one makes it the attacker, never the target', () => {
    const { menu } = table();
    expect(menu.attacks.some((t) => t.target === 'fbi' && t.kind === 'destroy')).toBe(true);
    const half: AttackDraft = { attacker: 'cia', target: null, kind: null, aiders: [], privilege: 'none' };
    const d = draftOf(clickCard(stateOf(menu, half), 'fbi'));
    expect(d.attacker).toBe('fbi');
    expect(d.target).toBeNull();
    expect(cardLinks(stateOf(menu)).some((l) => l.kind === 'attack' && OWN.has(l.to))).toBe(false);
  });

  it('a card that neither attacks nor is attacked is selected, and unselected on a second click', () => {
    const { menu } = table();
    expect(clickCard(stateOf(menu), 'network')).toEqual({ kind: 'select', id: 'network' });
    expect(clickCard(stateOf(menu, emptyDraft(), 'network'), 'network')).toEqual({ kind: 'select', id: null });
    expect(clickCard(stateOf(menu), null)).toEqual({ kind: 'select', id: null });
  });

  it('without a possible attack every click only selects', () => {
    const { menu } = table();
    const none: PlayState = { attacks: [], transfers: [], draft: emptyDraft(), selected: null, own: OWN };
    expect(clickCard(none, 'cia')).toEqual({ kind: 'select', id: 'cia' });
    expect(menu.attacks.length).toBeGreaterThan(0);
  });
});

describe('drops of a card on another (ATK-1, MONEY-1)', () => {
  it('ATK-1: the attacking card dropped on its target makes the whole draft', () => {
    const { menu } = table();
    const i = dropCard(stateOf(menu), 'cia', 'feminists', seatName);
    expect(i).toMatchObject({ kind: 'draft', ready: true });
    expect(draftOf(i)).toMatchObject({ attacker: 'cia', target: 'feminists', kind: 'control', aiders: [] });
  });

  it('MONEY-1: a card dropped on an adjacent card of the structure asks for a transfer up to its money', () => {
    const { s, menu } = table();
    const i = dropCard(stateOf(menu), 'cia', 'fbi', seatName);
    expect(i.kind).toBe('transfer');
    if (i.kind !== 'transfer') return;
    expect(i.transfer).toMatchObject({ from: 'cia', to: 'fbi', max: 4, free: false });
    expect(checkAction(s, 0, { type: 'transferMoney', from: 'cia', to: 'fbi', amount: 4, free: false })).toBeNull();
  });

  it('MONEY-1: a card without money, or a card that is not adjacent, is refused with the reason', () => {
    const { menu } = table();
    const empty = dropCard(stateOf(menu), 'fbi', 'cia', seatName);
    expect(empty).toEqual({ kind: 'refuse', reason: 'No money on the F.B.I. to move.' });
    const far = dropCard(stateOf(menu), 'bavarian-illuminati', 'fbi', seatName);
    expect(far.kind).toBe('refuse');
    if (far.kind === 'refuse') expect(far.reason).toMatch(/adjacent/);
  });

  it('a card dropped on itself or on the felt changes nothing', () => {
    const { menu } = table();
    expect(dropCard(stateOf(menu, emptyDraft(), 'cia'), 'cia', null, seatName)).toEqual({ kind: 'select', id: 'cia' });
    expect(dropCard(stateOf(menu), 'cia', 'cia', seatName)).toEqual({ kind: 'select', id: null });
  });

  it('the links list every attack and every transfer with money to move, once each', () => {
    const { menu } = table();
    const links = cardLinks(stateOf(menu));
    expect(links).toContainEqual({ from: 'cia', to: 'feminists', kind: 'attack' });
    expect(links).toContainEqual({ from: 'cia', to: 'fbi', kind: 'transfer' });
    expect(links.some((l) => l.kind === 'transfer' && l.from === 'fbi')).toBe(false);
    expect(new Set(links.map((l) => `${l.kind}:${l.from}>${l.to}`)).size).toBe(links.length);
  });
});

describe('AID-1: a card without Transferable Power clicked while choosing aid (issue 35)', () => {
  it('is refused with the reason, and the attacking card stays (it silently became the attacker)', () => {
    const s = scenario({
      seats: [
        { illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top', 4], ['california', 'bavarian-illuminati', 'right', 0]] },
        { illuminati: 'network', money: 10 },
      ],
      uncontrolled: ['feminists'],
    });
    const menu = actionMenu(legalActions(s, 0));
    const own = new Set(['bavarian-illuminati', 'cia', 'california']);
    // California (Power 5, Transferable 0) may attack on its own: the defect needs that.
    expect(menu.attacks.some((a) => a.attacker === 'california')).toBe(true);
    const ready = draftOf(clickCard({ ...stateOf(menu), own }, 'cia'));
    const d = draftOf(clickCard({ ...stateOf(menu, ready), own }, 'feminists'));
    expect(d).toMatchObject({ attacker: 'cia', target: 'feminists' });
    const click = clickCard({ ...stateOf(menu, d), own }, 'california');
    expect(click.kind).toBe('refuse');
    if (click.kind === 'refuse') expect(click.reason).toMatch(/California.*Transferable Power is 0/);
    // A card that can aid still toggles its aid.
    expect(draftOf(clickCard({ ...stateOf(menu, d), own }, 'bavarian-illuminati')).aiders).toEqual(['bavarian-illuminati']);
  });
});

describe('MONEY-1, MONEY-2: the question of a transfer dragged on the table (issue 35)', () => {
  it('starts at 1 MB, not all the money, and chooses neither an action nor a free transfer when both are possible', () => {
    const { menu } = table();
    const s = stateOf(menu);
    const drop = dropCard(s, 'bavarian-illuminati', 'cia', seatName);
    if (drop.kind !== 'transfer') throw new Error(`expected a transfer, got ${JSON.stringify(drop)}`);
    // The Bavarian Illuminati's 10 MB may go to the CIA as an action or free in the action phase.
    expect(menu.transfers.some((x) => x.from === 'bavarian-illuminati' && x.to === 'cia')).toBe(true);
    expect(menu.freeTransfers.some((x) => x.from === 'bavarian-illuminati' && x.to === 'cia')).toBe(true);
    const q = transferQuestion(drop.transfer, s);
    expect(q.amount).toBe(1);
    expect(q.popover).toMatchObject({ kind: 'transfer', from: 'bavarian-illuminati', to: 'cia', max: 10, free: null });
    // Only free transfers left (after the actions): that one is the question's.
    const onlyFree = { ...s, transfers: menu.freeTransfers };
    expect(transferQuestion(menu.freeTransfers.find((x) => x.from === 'bavarian-illuminati' && x.to === 'cia')!, onlyFree).popover.free).toBe(true);
  });
});
