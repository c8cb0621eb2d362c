// The one sound player of the window, kept at the volume and mute of the settings (the session
// store holds what the host kept). Screens call play() with the cues of the table's animation plan.
// The sounds scheduled are also noted in window.__illuminatiSounds (the last 50 names), for the
// end-to-end tests: headless Chromium has no loudspeaker to listen to.
import { effectScope, watchEffect } from 'vue';
import { useSessionStore } from '../stores/session';
import type { SoundCue, SoundName } from './names';
import { browserContext, SoundPlayer } from './player';

let player: SoundPlayer | null = null;

function note(played: SoundName[]): void {
  if (!played.length) return;
  const w = globalThis as { __illuminatiSounds?: SoundName[] };
  const log = (w.__illuminatiSounds ??= []);
  log.push(...played);
  if (log.length > 50) log.splice(0, log.length - 50);
}

export function useSound(): { play: (cues: readonly SoundCue[]) => SoundName[] } {
  if (!player) {
    const p = new SoundPlayer(browserContext);
    const session = useSessionStore();
    // A scope of its own: the player outlives the component that first asked for it.
    effectScope(true).run(() => watchEffect(() => p.setLevel({ volume: session.settings.volume, muted: session.settings.muted })));
    player = p;
    // The first screen that wants sounds (the table opening, the settings) makes the audio context
    // when the page is idle, not with the first sound (measured: ~300 ms in headless Chromium, which
    // fell in the middle of the first dice on the crowded table).
    const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(() => p.prepare(), { timeout: 1000 });
    else setTimeout(() => p.prepare(), 200);
  }
  const p = player;
  return {
    play: (cues) => {
      const played = p.play(cues);
      note(played);
      return played;
    },
  };
}
