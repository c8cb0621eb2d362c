// When the coach may scroll a step's control into view (the setup screen, the side column and its
// panels scroll). For a moment after a control becomes the step's anchor the panels around it may
// still grow, so it is brought back into view; once the player points, taps or types, never again
// in that step: scrolling a panel while he clicks in it moves another control under his pointer
// (the fresh clone's CI run: a click meant for an aider's tick box hit nothing, the panel having
// scrolled to keep *Announce attack* in view as the odds appeared under the form).

/** How long after a control becomes the anchor the coach keeps it in view, in ms. */
export const REVEAL_MS = 1500;

export interface Revealer {
  /** Whether the anchor `key` (step and control) may be scrolled into view at time `now`. */
  may(key: string, now: number): boolean;
  /** The player acted on the page: no more scrolling until the anchor changes. */
  interacted(): void;
}

export function createRevealer(): Revealer {
  let key = '';
  let end = 0;
  return {
    may(k, now) {
      if (k !== key) {
        key = k;
        end = now + REVEAL_MS;
      }
      return now <= end;
    },
    interacted() {
      end = 0;
    },
  };
}
