// The action bar model (src/renderer/src/logic): from the engine's LegalAction list to the offered
// controls, and from filled-in controls to an Action the engine accepts. Checked on states of
// real random games (several editions and options), against the engine's own checkAction.
import { describe, expect, it } from 'vitest';
import {
  checkAction,
  decider,
  legalActions,
  newGame,
  observe,
  randomPlayout,
  type Action,
  type GameConfig,
  type GameState,
  type LegalAction,
} from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { actionMenu, commandsOf, type ActionMenu, type CommandId, type Legal } from '../../src/renderer/src/logic/action-menu';
import type { GroupId } from '../../src/shared/cards';
import {
  buildAbolish,
  buildAnswer,
  buildAttack,
  buildChooseGoal,
  buildGift,
  buildOffer,
  buildPlaceCaptured,
  buildPlaySpecial,
  buildReorganize,
  buildReplace,
  buildSetTreasuries,
  buildShift,
  buildSpend,
  buildTax,
  buildTransfer,
  type Built,
} from '../../src/renderer/src/logic/action-forms';
import { attackChoices, draftQuery, emptyDraft, normalizeDraft } from '../../src/renderer/src/logic/attack-draft';
import { layoutRows, openSpots, reorganizeRows, suggestPlaces } from '../../src/renderer/src/logic/placement';
import { shiftChoices } from '../../src/renderer/src/logic/shift';
import { confirmationFor } from '../../src/renderer/src/logic/confirm';

/** Which command offers each kind of legal action. */
const COMMAND_OF: Record<LegalAction['type'], CommandId[]> = {
  attack: ['attack'],
  spend: ['spend'],
  pass: ['pass'],
  callOff: ['callOff'],
  abolishPrivilege: ['abolish'],
  placeCaptured: ['placeCaptured'],
  transferMoney: ['transfer', 'freeTransfer'],
  moveGroup: ['move'],
  dropGroup: ['drop'],
  gift: ['gift'],
  offer: ['offer'],
  answerOffer: ['answerOffer'],
  setTreasuries: ['setTreasuries'],
  reorganize: ['reorganize'],
  tax: ['tax'],
  useRecyclers: ['useRecyclers'],
  shiftAlignment: ['shift'],
  playSpecial: ['special'],
  replaceSpecial: ['replace'],
  fitReceived: ['fit'],
  chooseGoal: ['chooseGoal'],
  accuse: ['accuse'],
  misstate: ['misstate'],
  conceal: ['conceal'],
  passTurn: ['passTurn'],
  endTurn: ['endTurn'],
  leave: ['leave'],
};

function accept(s: GameState, seat: number, b: Built): Action {
  if (!b.ok) throw new Error(`builder refused: ${b.error}`);
  const why = checkAction(s, seat, b.action);
  if (why) throw new Error(`engine refused ${JSON.stringify(b.action)}: ${why}`);
  return b.action;
}

/** Fills every control the menu offers and checks the engine accepts the result. Returns the kinds tried. */
function fillAll(s: GameState, seat: number, legal: LegalAction[], m: ActionMenu): Set<string> {
  const tried = new Set<string>();
  const obs = observe(s, seat);
  const me = obs.players[seat];
  const mine = { illuminati: me.illuminati!, groups: me.groups };
  const allOn = (cards: readonly string[], total: number) => Object.fromEntries(cards.map((c, i) => [c, i === 0 ? total : 0]));
  const t = (k: string, f: () => void) => {
    tried.add(k);
    f();
  };

  for (const a of m.attacks.slice(0, 4))
    t('attack', () => {
      accept(s, seat, buildAttack(a, [], null));
      accept(s, seat, buildAttack(a, a.aidOptions, a.privilegeOptions[a.privilegeOptions.length - 1]));
    });
  for (const x of m.spends)
    t('spend', () => {
      accept(s, seat, buildSpend(x, 1));
      accept(s, seat, buildSpend(x, x.max));
    });
  for (const x of [...m.transfers, ...m.freeTransfers].slice(0, 4))
    t('transferMoney', () => {
      accept(s, seat, buildTransfer(x, 1));
      accept(s, seat, buildTransfer(x, x.max));
    });
  for (const x of m.placements)
    t('placeCaptured', () => {
      accept(s, seat, buildPlaceCaptured(x, 0));
      accept(s, seat, buildPlaceCaptured(x, x.maxTransfer));
    });
  for (const x of m.gifts.slice(0, 2))
    t('gift', () => {
      accept(s, seat, x.maxMoney > 0 ? buildGift(x, x.maxMoney, []) : buildGift(x, 0, x.specials.slice(0, 1)));
      if (x.specials.length) accept(s, seat, buildGift(x, 0, x.specials));
    });
  for (const x of m.offers.slice(0, 1))
    t('offer', () => {
      const give = me.money > 0 ? { money: 1, specials: [], groups: [] } : me.hand!.length ? { money: 0, specials: [me.hand![0]], groups: [] } : { money: 0, specials: [], groups: [me.groups[0].id] };
      accept(s, seat, buildOffer(x, { give, get: { money: 0, groups: [] }, getPlace: [] }, { myMoney: me.money, theirMoney: obs.players[x.to].money }));
    });
  if (m.answerOffer)
    t('answerOffer', () => {
      accept(s, seat, buildAnswer(false, [], []));
      const w = obs.pending;
      if (w?.kind === 'offer' && w.give.groups.length === 0 && w.get.groups.length === 0 && checkAction(s, seat, { type: 'answerOffer', accept: true, place: [] }) === null)
        accept(s, seat, buildAnswer(true, [], []));
    });
  if (m.setTreasuries) t('setTreasuries', () => accept(s, seat, buildSetTreasuries(m.setTreasuries!, allOn(m.setTreasuries!.cards, m.setTreasuries!.total))));
  if (m.reorganize)
    t('reorganize', () => {
      const rows = layoutRows(mine);
      const r = reorganizeRows(mine.illuminati, rows);
      expect(r.complete).toBe(true);
      expect(r.rows.map((x) => x.row)).toEqual(rows);
      accept(s, seat, buildReorganize(r.rows.map((x) => x.row)));
    });
  if (m.tax)
    t('tax', () => {
      accept(s, seat, buildTax(m.tax!, []));
      accept(s, seat, buildTax(m.tax!, m.tax!.seats));
    });
  if (m.abolish && m.abolish.cards.length >= 2) t('abolishPrivilege', () => accept(s, seat, buildAbolish(m.abolish!, m.abolish!.cards[0], m.abolish!.cards[1])));
  if (m.chooseGoal) t('chooseGoal', () => m.chooseGoal!.goals.forEach((g) => accept(s, seat, buildChooseGoal(m.chooseGoal!, g))));
  if (m.shift)
    t('shiftAlignment', () => {
      const target = m.shift!.targets[0];
      for (const c of shiftChoices(target, obs)) accept(s, seat, buildShift(m.shift!, target, c));
    });
  for (const sp of m.specials)
    for (const p of sp.plays.slice(0, 3))
      t('playSpecial', () => {
        accept(s, seat, buildPlaySpecial(p, { aiders: [], amounts: p.amountsOver ? allOn(p.amountsOver.cards, p.amountsOver.total) : undefined }));
        if (p.aidOptions?.length) accept(s, seat, buildPlaySpecial(p, { aiders: p.aidOptions }));
      });
  if (m.replace)
    t('replaceSpecial', () => {
      accept(s, seat, buildReplace(m.replace!, null));
      for (const c of m.replace!.cards) accept(s, seat, buildReplace(m.replace!, c));
    });
  // Parameterless actions pass through as they are listed.
  for (const la of legal)
    if (['pass', 'callOff', 'moveGroup', 'dropGroup', 'useRecyclers', 'passTurn', 'endTurn', 'leave', 'accuse', 'misstate'].includes(la.type))
      t(la.type, () => accept(s, seat, { ok: true, action: la as Action }));
  return tried;
}

const CONFIGS: GameConfig[] = [
  { players: 4 },
  { players: 3, edition: 'de', hiddenIlluminati: true, misstate: true },
  { players: 5, hiddenGoals: true, edition: 'it' },
  { players: 6, basicGoal: 20 },
];

describe('action menu on real games', () => {
  it('offers a command for every legal kind, and every filled control is accepted by the engine', () => {
    const tried = new Set<string>();
    CONFIGS.forEach((config, i) => {
      const start = newGame(config, `menu-${i}`).state;
      let step = 0;
      randomPlayout(start, seedState(`menu-play-${i}`), {
        maxActions: 700,
        onStep: (s) => {
          if (s.outcome || step++ % 3) return;
          for (const seat of decider(s)) {
            const legal = legalActions(s, seat);
            const m = actionMenu(legal);
            const offered = new Set(commandsOf(m).map((c) => c.id));
            for (const la of legal) {
              if (la.type === 'abolishPrivilege' && la.cards.length < 2) continue;
              expect(COMMAND_OF[la.type].some((c) => offered.has(c)), `${la.type} has a command`).toBe(true);
            }
            for (const k of fillAll(s, seat, legal, m)) tried.add(k);
          }
        },
      });
    });
    // The random games reach most kinds of decision.
    for (const k of ['attack', 'spend', 'pass', 'transferMoney', 'placeCaptured', 'gift', 'offer', 'answerOffer', 'playSpecial', 'endTurn', 'dropGroup', 'moveGroup', 'chooseGoal'])
      expect(tried, k).toContain(k);
  });

  it('the builders refuse amounts outside the template and unknown choices, in words', () => {
    const spend = { type: 'spend', card: 'cia', max: 5 } as const;
    expect(buildSpend(spend, 0)).toEqual({ ok: false, error: 'Spend a whole number of MB from 1 to 5.' });
    expect(buildSpend(spend, 6).ok).toBe(false);
    expect(buildSpend(spend, 2.5).ok).toBe(false);
    expect(buildSpend(spend, 3)).toEqual({ ok: true, action: { type: 'spend', card: 'cia', amount: 3 } });
    expect(buildSpend({ ...spend, side: 'against' }, 3)).toEqual({ ok: true, action: { type: 'spend', card: 'cia', amount: 3, side: 'against' } });
    const atk: Legal<'attack'> = { type: 'attack', attacker: 'cia', target: 'yuppies', kind: 'control', aidOptions: ['nsa'], privilegeOptions: [null] };
    expect(buildAttack(atk, ['fbi'], null).ok).toBe(false);
    expect(buildAttack(atk, ['nsa', 'nsa'], null).ok).toBe(false);
    expect(buildAttack(atk, [], { kind: 'bavarian' }).ok).toBe(false);
    expect(buildGift({ type: 'gift', to: 1, maxMoney: 4, specials: [] }, 0, [])).toEqual({ ok: false, error: 'A gift must hold money or at least one special card.' });
    expect(buildSetTreasuries({ type: 'setTreasuries', cards: ['a', 'b'], total: 5 }, { a: 2, b: 2 })).toEqual({ ok: false, error: 'The amounts add up to 4 MB; they must add up to 5 MB.' });
    expect(buildSetTreasuries({ type: 'setTreasuries', cards: ['a', 'b'], total: 5 }, { a: -1, b: 6 }).ok).toBe(false);
    expect(buildAbolish({ type: 'abolishPrivilege', cards: ['bribery', 'slush-fund'] }, 'bribery', 'bribery').ok).toBe(false);
    expect(buildTax({ type: 'tax', seats: [1, 2] }, [0]).ok).toBe(false);
    expect(buildAnswer(true, ['cia', 'fbi'], [{ id: 'cia', master: 'x', arrow: 'top' }, { id: 'fbi', master: 'x', arrow: 'top' }]).ok).toBe(false);
    expect(buildOffer({ type: 'offer', to: 1 }, { give: { money: 0, specials: [], groups: [] }, get: { money: 0, groups: [] }, getPlace: [] }, { myMoney: 5, theirMoney: 5 })).toEqual({
      ok: false,
      error: 'An offer must include something.',
    });
    expect(buildOffer({ type: 'offer', to: 1 }, { give: { money: 9, specials: [], groups: [] }, get: { money: 0, groups: [] }, getPlace: [] }, { myMoney: 5, theirMoney: 5 }).ok).toBe(false);
  });

  it('offers only the commands the legal list allows, with the waiting decision as the primary one', () => {
    expect(commandsOf(actionMenu([{ type: 'pass' }, { type: 'spend', card: 'cia', max: 3 }])).map((c) => [c.id, c.primary])).toEqual([
      ['spend', false],
      ['pass', true],
    ]);
    expect(commandsOf(actionMenu([{ type: 'endTurn' }, { type: 'leave' }])).map((c) => c.id)).toEqual(['endTurn', 'leave']);
    expect(commandsOf(actionMenu([])).length).toBe(0);
  });
});

describe('attack panel model', () => {
  const T = (attacker: string, target: string, kind: 'control' | 'neutralize' | 'destroy', aid: string[] = []): Legal<'attack'> => ({
    type: 'attack',
    attacker,
    target: target as GroupId,
    kind,
    aidOptions: aid,
    privilegeOptions: [null, { kind: 'bavarian' }],
  });
  const templates = [T('bav', 'yuppies', 'control', ['cia']), T('bav', 'yuppies', 'destroy'), T('cia', 'yuppies', 'control', ['bav']), T('cia', 'texas', 'neutralize')];

  it('narrows attacker and target to each other and picks the first possible kind', () => {
    const d = normalizeDraft(templates, { ...emptyDraft(), target: 'texas' });
    expect(d.attacker).toBe('cia'); // the only attacker that can reach Texas
    expect(d.kind).toBe('neutralize');
    expect(attackChoices(templates, { ...emptyDraft(), attacker: 'bav' }).targets).toEqual(['yuppies']);
    expect(attackChoices(templates, { ...emptyDraft(), target: 'yuppies' }).attackers).toEqual(['bav', 'cia']);
  });

  it('drops aiders and privileges that no longer apply and builds the odds query', () => {
    let d = normalizeDraft(templates, { attacker: 'bav', target: 'yuppies', kind: 'control', aiders: ['cia'], privilege: 'bavarian' });
    expect(d.aiders).toEqual(['cia']);
    expect(draftQuery(d)).toEqual({ attacker: 'bav', target: 'yuppies', kind: 'control', aiders: ['cia'] });
    d = normalizeDraft(templates, { ...d, kind: 'destroy' });
    expect(d.aiders).toEqual([]);
    expect(d.privilege).toBe('bavarian');
    d = normalizeDraft(templates, { ...d, attacker: 'nobody' });
    expect(d.attacker).toBe(null);
    expect(draftQuery(d)).toBe(null);
  });
});

describe('placements from the engine geometry', () => {
  it('open spots exclude groups given away, and suggestions use distinct arrows', () => {
    const p = { illuminati: 'bavarian-illuminati', groups: [{ id: 'cia', master: 'bavarian-illuminati', arrow: 'top', money: 0 } as const] };
    const spots = openSpots(p);
    expect(spots.some((s) => s.master === 'cia')).toBe(true);
    expect(openSpots(p, ['cia']).some((s) => s.master === 'cia')).toBe(false);
    const places = suggestPlaces(p, ['yuppies', 'texas'])!;
    expect(places).toHaveLength(2);
    expect(new Set(places.map((x) => `${x.master}/${x.arrow}`)).size).toBe(2);
  });

  it('a reorganisation row whose arrow is taken falls back to an open one', () => {
    const rows = [
      { id: 'cia', master: 'bavarian-illuminati', arrow: 'top' },
      { id: 'fbi', master: 'bavarian-illuminati', arrow: 'top' },
    ] as const;
    const r = reorganizeRows('bavarian-illuminati', rows);
    expect(r.complete).toBe(true);
    expect(r.rows[1].row.arrow).not.toBe('top');
    expect(r.rows[1].options.some((o) => o.master === 'cia')).toBe(true);
  });
});

describe('confirmations', () => {
  const turn = { active: 0, phase: 'actions', actionsLeft: 2, freeTransfersLeft: 2 } as unknown as GameState['turn'];
  const ctx = { seatName: (s: number) => `P${s}`, turn, seat: 0 };
  it('asks before attacks, drops, leaving and ending a turn with actions left', () => {
    expect(confirmationFor({ type: 'attack', attacker: 'cia', target: 'yuppies', kind: 'control', aiders: [], privilege: null }, ctx)?.text).toMatch(/^An attack with the C.I.A. to control the Yuppies/);
    expect(confirmationFor({ type: 'dropGroup', group: 'cia' }, ctx)?.title).toBe('Drop this group?');
    expect(confirmationFor({ type: 'leave' }, ctx)).not.toBe(null);
    expect(confirmationFor({ type: 'endTurn' }, ctx)?.text).toMatch(/2 actions/);
    expect(confirmationFor({ type: 'endTurn' }, { ...ctx, turn: { ...turn, actionsLeft: 0 } })).toBe(null);
    expect(confirmationFor({ type: 'pass' }, ctx)).toBe(null);
  });
});
