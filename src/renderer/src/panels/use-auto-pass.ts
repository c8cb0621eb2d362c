// The game plays itself between the player's decisions (issue 34): when an attack or special-card
// window does not concern the viewer (logic/concern.ts, by Settings.stopFor), it passes for him
// after a short countdown that follows the speed setting ("instant": at once). The pass is an
// ordinary `pass` through the table store, as if clicked: the host, the engine and the log see
// nothing new. Stepping in (the bar's buttons) keeps the window open for him to choose.
//
// Every window the rule judged is counted in window.__illuminatiStops (stops and passes by
// reason), for the end-to-end tests and the measurements of the note.
import { computed, onBeforeUnmount, ref, watch } from 'vue';
import { AUTO_PASS_MS, windowStop, type StopVerdict } from '../logic/concern';
import { useSessionStore } from '../stores/session';
import { useStopForStore } from '../stores/stop-for';
import { useTableStore } from '../stores/table';
import { useTutorialStore } from '../tutorial/store';

interface StopTally {
  stops: string[];
  passes: string[];
}

function tally(): StopTally {
  const w = globalThis as { __illuminatiStops?: StopTally };
  return (w.__illuminatiStops ??= { stops: [], passes: [] });
}

export function useAutoPass() {
  const table = useTableStore();
  const session = useSessionStore();
  const tutorial = useTutorialStore();
  const choice = useStopForStore();

  /** One decision of the viewer: the game's seq while he has the floor. */
  const key = computed(() => (table.view && table.isDeciding ? `${table.view.gameId}@${table.view.seq}` : null));
  const verdict = computed<StopVerdict | null>(() => {
    const v = table.view;
    if (!v || !key.value || typeof table.viewer !== 'number' || v.outcome) return null;
    // The tutorial teaches the windows by passing in them (tutorial/lessons.ts): it never passes by itself.
    if (tutorial.lesson) return null;
    return windowStop({ pending: v.observation.pending, me: table.viewer, legal: v.legal, mode: choice.mode, standings: v.standings, noGoals: !!v.observation.config.longGame });
  });

  /** The countdown on screen: when the pass goes, and how long it waits in all. */
  const countdown = ref<{ key: string; at: number; total: number } | null>(null);
  /** The decision the player stepped into: no pass for it. */
  const held = ref<string | null>(null);
  const now = ref(Date.now());
  let timer = 0;
  let ticker = 0;
  const counted = new Set<string>();

  function stop(): void {
    window.clearTimeout(timer);
    window.clearInterval(ticker);
    countdown.value = null;
  }

  async function pass(k: string): Promise<void> {
    stop();
    if (key.value !== k || held.value === k) return;
    if (table.busy) return void (timer = window.setTimeout(() => void pass(k), 50));
    // A refusal (the table moved on meanwhile) is no player's mistake: the next view decides again.
    if (!(await table.act({ type: 'pass' }))) table.clearError();
  }

  watch(
    [key, verdict],
    ([k, v]) => {
      if (!k || !v) return stop();
      if (countdown.value?.key === k) return;
      stop();
      if (v.reason === 'decision') return;
      if (!counted.has(k)) {
        counted.add(k);
        (v.stop ? tally().stops : tally().passes).push(v.reason);
      }
      if (v.stop || held.value === k) return;
      // A forced pass is never asked: it goes at once, whatever the speed.
      const ms = v.reason === 'forced' ? 0 : AUTO_PASS_MS[session.settings.botSpeed];
      if (ms === 0) return void pass(k);
      countdown.value = { key: k, at: Date.now() + ms, total: ms };
      now.value = Date.now();
      ticker = window.setInterval(() => (now.value = Date.now()), 200);
      timer = window.setTimeout(() => void pass(k), ms);
    },
    { immediate: true },
  );
  onBeforeUnmount(stop);

  /** The player takes the decision himself: the window stays open for him. */
  function stepIn(): void {
    if (countdown.value) held.value = countdown.value.key;
    stop();
  }

  const seconds = computed(() => (countdown.value ? Math.max(0, Math.ceil((countdown.value.at - now.value) / 1000)) : 0));
  const progress = computed(() => (countdown.value ? Math.min(1, Math.max(0, 1 - (countdown.value.at - now.value) / countdown.value.total)) : 0));
  return { countdown, seconds, progress, stepIn };
}
