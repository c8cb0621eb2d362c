// The one sound player of the window, kept at the volume and mute of the settings (the session
// store holds what the host kept). Screens call play() with the cues of the table's animation plan.
// The sounds scheduled are also noted in window.__illuminatiSounds (the last 50 names), for the
// end-to-end tests: headless Chromium has no loudspeaker to listen to.
import { effectScope, watchEffect } from 'vue';
import { useSessionStore } from '../stores/session';
import type { SoundCue, SoundName } from './names';
import { browserContext, browserOffline, SoundPlayer } from './player';
import { diceTimings } from '../table/dice';

/** How long the dice tumble (the dice cue's length) at each speed, and at rest: their rattles are rendered ahead. */
const DICE_LENGTHS = [...new Set([0, ...(['fast', 'normal', 'slow'] as const).map((s) => diceTimings('full', s).tumble)])];

let player: SoundPlayer | null = null;

function note(played: SoundName[]): void {
  if (!played.length) return;
  const w = globalThis as { __illuminatiSounds?: SoundName[] };
  const log = (w.__illuminatiSounds ??= []);
  log.push(...played);
  if (log.length > 50) log.splice(0, log.length - 50);
}

/** Whether the page has had a click or key (the browser lets sound start only then); true where it cannot tell. */
function userActive(): boolean {
  return (globalThis as { navigator?: { userActivation?: { hasBeenActive: boolean } } }).navigator?.userActivation?.hasBeenActive ?? true;
}

export function useSound(): { play: (cues: readonly SoundCue[]) => SoundName[] } {
  if (!player) {
    const p = new SoundPlayer(browserContext, browserOffline);
    const session = useSessionStore();
    // A scope of its own: the player outlives the component that first asked for it.
    effectScope(true).run(() => watchEffect(() => p.setLevel({ volume: session.settings.volume, muted: session.settings.muted })));
    player = p;
    // The first screen that wants sounds (the table opening, the settings) makes the audio context
    // when the page is idle, not with the first sound (measured: ~300 ms in headless Chromium, which
    // fell in the middle of the first dice on the crowded table).
    // Before any click or key on the page (a reload straight into a game) the browser would only
    // make a suspended context and warn: then it waits for the first gesture.
    const active = userActive();
    const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (!active) {
      const once = () => {
        window.removeEventListener('pointerdown', once, true);
        window.removeEventListener('keydown', once, true);
        p.prepare(DICE_LENGTHS);
      };
      window.addEventListener('pointerdown', once, true);
      window.addEventListener('keydown', once, true);
    } else if (idle) idle(() => p.prepare(DICE_LENGTHS), { timeout: 1000 });
    else setTimeout(() => p.prepare(DICE_LENGTHS), 200);
  }
  const p = player;
  return {
    play: (cues) => {
      // Before any gesture the browser would refuse to start the sound (and warn): nothing to play yet.
      if (!userActive()) return [];
      const played = p.play(cues);
      note(played);
      return played;
    },
  };
}
