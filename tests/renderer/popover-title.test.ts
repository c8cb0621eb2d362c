// The title of the table's question (src/renderer/src/logic/popover-title.ts), issue 35: placing a
// captured group named the card it goes onto ("Place the UFOs on the left arrow") instead of the group.
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/renderer/src/i18n';
import { emptyDraft } from '../../src/renderer/src/logic/attack-draft';
import { popoverTitle } from '../../src/renderer/src/logic/popover-title';

const seatName = (s: number) => ['Ada', 'Boris'][s] ?? `Seat ${s}`;

describe('the placement question names the captured group and the arrow of the card it goes onto (ATK-CTRL-4)', () => {
  beforeAll(() => setLanguage('en'));
  it('in English', () => {
    const title = popoverTitle({ kind: 'place', card: 'ufos', group: 'feminists', arrow: 'left', max: 3 }, emptyDraft(), seatName);
    expect(title).toBe('Place the Feminists on the left arrow of the UFOs');
  });
  it('in German and Italian the group comes first too', () => {
    for (const lang of ['de', 'it'] as const) {
      setLanguage(lang);
      const title = popoverTitle({ kind: 'place', card: 'ufos', group: 'feminists', arrow: 'left', max: 3 }, emptyDraft(), seatName);
      expect(title.indexOf('UFO')).toBeGreaterThan(title.search(/Feminist/));
    }
    setLanguage('en');
  });
});
