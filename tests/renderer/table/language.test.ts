// The table in the language on screen (issue 19): the words the canvas draws (labels, tags, card
// backs, zones and piles), the layout's names, the accessible list and the dice caption, and the
// picture keys that make a change of language paint every cached bitmap again (memo.ts): a card,
// a label or the deck must not keep its English picture after switching to German.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALIGNMENTS } from '../../../src/shared/cards';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { ALIGNMENT_STYLES } from '../../../src/renderer/src/table/alignment-icons';
import { drawCard } from '../../../src/renderer/src/table/card-draw';
import { drawLabel } from '../../../src/renderer/src/table/chip-draw';
import { fitLines } from '../../../src/renderer/src/table/draw-kit';
import { describeBlocked, describeCard, describePile, describePlayer } from '../../../src/renderer/src/table/describe';
import { rollCaption } from '../../../src/renderer/src/table/dice';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import { deckKey, faceKey, labelKey } from '../../../src/renderer/src/table/memo';
import { COIN_INSET, COIN_R, type CardSprite, type PlayerLabelSprite } from '../../../src/renderer/src/table/sprites';
import { drawZones } from '../../../src/renderer/src/table/table-draw';
import { tableObservation } from './fixtures';
import { fakeCanvas } from './fake-canvas';

/**
 * A canvas 2D context that records the text drawn. Text is measured at 0.72 em per character
 * (wider than the UI font's bold capitals on average), so that a fit found here also fits on screen.
 */
function recorder(): { ctx: CanvasRenderingContext2D; texts: string[]; drawn: { text: string; x: number; y: number; width: number }[] } {
  const texts: string[] = [];
  const drawn: { text: string; x: number; y: number; width: number }[] = [];
  const ctx = fakeCanvas({
    fillText: (s, x, y, px) => {
      texts.push(s);
      drawn.push({ text: s, x, y, width: s.length * px * 0.72 });
    },
  });
  return { ctx, texts, drawn };
}

beforeAll(() => {
  // The alignment glyphs are Path2D objects, a browser class Node does not have.
  vi.stubGlobal('Path2D', class {});
});
afterEach(() => setLanguage('en'));

const VIEW = { width: 1440, height: 900 };
const obs = tableObservation({ players: 3, groups: 4, seed: 5 });

function label(over: Partial<PlayerLabelSprite> = {}): PlayerLabelSprite {
  return { ...layoutTable(obs, VIEW).labels[0], active: true, deciding: true, isViewer: true, ...over };
}

describe('a change of language paints the pictures again', () => {
  it('the keys of a card, a label and the deck change with the language alone, and only with it', () => {
    const l = layoutTable(obs, VIEW);
    // The same sprites, unchanged: what they draw at paint time (SPECIAL, ON TURN, GOV...) still changes.
    const card = l.cards.find((c) => c.kind === 'group') as CardSprite;
    const lab = l.labels[0];
    const deck = l.piles.find((p) => p.kind === 'deck')!;
    const en = [faceKey(card), labelKey(lab), deckKey(deck)];
    expect([faceKey(card), labelKey(lab), deckKey(deck)]).toEqual(en);
    setLanguage('de');
    const de = [faceKey(card), labelKey(lab), deckKey(deck)];
    for (let i = 0; i < 3; i++) expect(de[i]).not.toBe(en[i]);
    setLanguage('it');
    for (let i = 0; i < 3; i++) expect([faceKey(card), labelKey(lab), deckKey(deck)][i]).not.toBe(de[i]);
  });

  it('a new layout after the switch holds the German names, so the reused sprites are new objects', () => {
    const en = layoutTable(obs, VIEW);
    setLanguage('de');
    const de = layoutTable(obs, VIEW);
    expect(de.piles.map((p) => p.label)).toEqual(['Stapel', 'Ablage', 'Zerstörte Gruppen']);
    expect(de.zones.find((z) => z.kind === 'uncontrolled')?.title).toBe(`Unkontrollierte Gruppen (${obs.uncontrolled.length})`);
    expect(de.labels[0].basic.text).toMatch(/^\d+ von \d+ Karten$/);
    expect(en.cards.some((c, i) => c.name !== de.cards[i].name)).toBe(true);
  });
});

describe('the canvas draws its words in the language on screen', () => {
  it('labels: the tags, counts, money and goal captions, far and near, in German and Italian', () => {
    setLanguage('de');
    const far = recorder();
    drawLabel(far.ctx, label(), 'far');
    // The tags fit the far label's row (none is dropped for want of room): ON TURN says the player
    // on turn decides; DECIDING is for a player deciding out of turn (issue 35: 20 px tags).
    expect(far.texts).toEqual(expect.arrayContaining(['AM ZUG', 'DU']));
    const other = recorder();
    drawLabel(other.ctx, label({ active: false }), 'far');
    expect(other.texts).toEqual(expect.arrayContaining(['ENTSCHEIDET', 'DU']));
    const near = recorder();
    drawLabel(near.ctx, label({ special: null }), 'near');
    expect(near.texts).toEqual(expect.arrayContaining(['AM ZUG', 'ENTSCHEIDET', 'DU', 'GRUND', 'Sonderziel: geheim']));
    const plain = recorder();
    drawLabel(plain.ctx, label({ active: false, deciding: false, isViewer: false }), 'far');
    expect(plain.texts.join(' ')).toMatch(/\d+ MT/);
    for (const english of ['ON TURN', 'DECIDING', 'YOU', 'BASIC']) expect([...far.texts, ...near.texts]).not.toContain(english);
    setLanguage('it');
    const it = recorder();
    drawLabel(it.ctx, label(), 'far');
    drawLabel(it.ctx, label({ out: 'eliminated', active: false, deciding: false }), 'far');
    drawLabel(it.ctx, label({ active: false }), 'far');
    expect(it.texts).toEqual(expect.arrayContaining(['DI TURNO', 'DECIDE', 'TU', 'FUORI']));
  });

  it('card faces and backs: SPECIAL, a face-down Illuminati, the alignments\u2019 short names', () => {
    const l = layoutTable(obs, VIEW);
    const group = { ...(l.cards.find((c) => c.kind === 'group') as CardSprite), alignments: ['Government', 'Weird'] } satisfies CardSprite;
    const special: CardSprite = { ...group, id: 'bribery', kind: 'special', name: 'Bestechung', text: '', alignments: [], arrows: [], money: null };
    const hidden: CardSprite = { ...group, id: 'hidden-illuminati-1', kind: 'hidden', alignments: [], money: null };
    setLanguage('de');
    const r = recorder();
    drawCard(r.ctx, special, null, 'far');
    drawCard(r.ctx, hidden, '#888', 'far');
    drawCard(r.ctx, group, '#888', 'near');
    expect(r.texts).toEqual(expect.arrayContaining(['SONDERKARTE', 'VERDECKTE ILLUMINATI', 'REG', 'VER']));
    for (const english of ['SPECIAL', 'FACE-DOWN ILLUMINATI', 'GOV', 'WRD']) expect(r.texts).not.toContain(english);
  });

  it('zones and piles', () => {
    setLanguage('it');
    const l = layoutTable({ ...obs, discard: [] }, VIEW);
    const r = recorder();
    drawZones(r.ctx, l.zones, l.piles);
    expect(r.texts).toEqual(expect.arrayContaining([`Gruppi indipendenti (${obs.uncontrolled.length})`, 'Scarti (0)', 'vuoto']));
  });

  it('every language has ten different short names, one per alignment', () => {
    for (const lang of ['en', 'de', 'it'] as const) {
      setLanguage(lang);
      const shorts = ALIGNMENTS.map((a) => ALIGNMENT_STYLES[a].short);
      expect(new Set(shorts).size, lang).toBe(10);
      for (const s of shorts) expect(s.length, `${lang} ${s}`).toBeLessThanOrEqual(4);
    }
    setLanguage('de');
    expect(ALIGNMENT_STYLES.Government.short).toBe('REG');
    expect(ALIGNMENT_STYLES.Criminal.glyphName).toBe('Geldsack');
  });
});

describe('the accessible list and the dice', () => {
  it('speaks German and Italian', () => {
    setLanguage('de');
    const l = layoutTable(obs, VIEW);
    const nameOf = (id: string) => l.cards.find((c) => c.id === id)?.name ?? id;
    expect(describePile(l.piles[0], nameOf)).toBe(`Stapel: ${obs.deckCount} Karten verdeckt.`);
    const group = layoutTable(obs, VIEW).cards.find((c) => c.kind === 'group' && c.zone === 'structure')!;
    expect(describeCard(group, nameOf)).toMatch(/, Gruppe, in der Machtstruktur von .*, am Pfeil (oben|unten|links|rechts) von /);
    expect(describeCard(group, nameOf)).toContain(`Macht ${group.power}`);
    expect(describePlayer(label())).toContain('Am Zug. Entscheidet gerade.');
    const h = { key: 'k', master: group.id, arrow: 'left' as const, world: 'left' as const, status: 'blocked' as const, reason: 'occupied' as const, legal: false, blockers: ['fbi'], blockerNames: ['F.B.I.'], point: { x: 0, y: 0 }, slot: { x: 0, y: 0, width: 1, height: 1 }, label: '', lines: [] };
    expect(describeBlocked(h, nameOf)).toBe(`Der Pfeil links von ${group.name} ist besetzt: dort hängt F.B.I.`);
    expect(describeBlocked({ ...h, blockerNames: ['F.B.I.', 'I.R.S.'] }, nameOf)).toBe(`Der Pfeil links von ${group.name} ist besetzt: dort hängen F.B.I. und I.R.S.`);
    setLanguage('it');
    expect(rollCaption({ id: 1, dice: [3, 5], needed: 7, success: false })).toBe('3 + 5 = 8 \u2014 serviva 7 o meno \u2014 fallimento');
  });
});

describe('long German names on the cards', () => {
  it('a word too long for the card is hyphenated where a syllable starts, not cut with an ellipsis', () => {
    const { ctx } = recorder();
    // At 14 px (the smallest) "Postwurfsendungen" is 171 px wide here: too wide for 120 px even condensed to 0.85.
    expect(fitLines(ctx, 'Postwurfsendungen', [120], 3, 28, 14)).toMatchObject({ lines: ['Postwurf-', 'sendungen'], stretch: 1 });
    // A hyphen of the name itself is a place to break; a name that fits whole is not broken.
    expect(fitLines(ctx, 'Zwietracht-Gesellschaft', [146], 3, 28, 14).lines).toEqual(['Zwietracht-', 'Gesellschaft']);
    expect(fitLines(ctx, 'Texas', [146], 3, 28, 14)).toEqual({ size: 28, lines: ['Texas'], stretch: 1 });
  });

  it('a large name shortens only the lines beside the chip: a line below it keeps the full width (issue 18: the Illuminati names shrank and OCR lost them)', () => {
    const base = layoutTable(obs, VIEW).cards.find((c) => c.kind === 'illuminati') as CardSprite;
    const r = recorder();
    drawCard(r.ctx, { ...base, name: 'Society of Assassins', money: 9, text: '' }, '#888', 'far');
    // Issue 35's chip (radius 20) reaches past the second line: "Society" and "of" beside it, "Assassins" below.
    const name = r.drawn.filter((d) => ['Society', 'of', 'Assassins'].includes(d.text));
    expect(name.map((d) => d.text)).toEqual(['Society', 'of', 'Assassins']);
    expect(name[0].x).toBeLessThan(base.width / 2);
    expect(name[2].x).toBe(base.width / 2);
  });

  it('no line of a name runs under the money chip, however many lines lie beside it', () => {
    const base = layoutTable(obs, VIEW).cards.find((c) => c.kind === 'illuminati') as CardSprite;
    for (const name of ['Gesellschaft der Assassinen', 'Böse Genies für ein besseres Morgen', 'Internationale Kokainschmuggler']) {
      for (const detail of ['far', 'near'] as const) {
        const r = recorder();
        // No alignments, no text: all that is drawn above the numbers row is the name.
        drawCard(r.ctx, { ...base, kind: 'group', name, money: 8, text: '', alignments: [], shifted: false }, '#888', detail);
        const lines = r.drawn.filter((d) => d.y < 80);
        expect(lines.length, name).toBeGreaterThan(0);
        // Centred text: its right edge against the chip's left edge.
        for (const l of lines) if (l.y < COIN_INSET + COIN_R) expect(l.x + l.width / 2, `${name} / ${l.text}`).toBeLessThanOrEqual(base.width - COIN_INSET - COIN_R);
      }
    }
  });
});
