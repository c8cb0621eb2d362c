// Live odds from the host (`game:odds`): asked again whenever the query changes, a little after
// the last change, and only the answer to the latest question is kept.
import { onScopeDispose, ref, watch, type Ref } from 'vue';
import type { Odds, OddsQuery } from '../../../shared/protocol/messages';
import { useTableStore } from '../stores/table';

export function useOdds(query: Ref<OddsQuery | null>, delayMs = 120) {
  const table = useTableStore();
  const odds = ref<Odds | null>(null);
  const error = ref<string | null>(null);
  const loading = ref(false);
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const ask = async (q: OddsQuery | null) => {
    const mine = ++asked;
    if (!q) {
      odds.value = null;
      error.value = null;
      loading.value = false;
      return;
    }
    loading.value = true;
    const r = await table.odds(q);
    if (mine !== asked) return;
    loading.value = false;
    if (r.ok) {
      odds.value = r.value;
      error.value = null;
    } else {
      odds.value = null;
      error.value = r.error;
    }
  };

  watch(
    () => JSON.stringify(query.value),
    () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void ask(query.value), delayMs);
    },
    { immediate: true },
  );

  onScopeDispose(() => {
    if (timer) clearTimeout(timer);
    asked++; // an answer still on its way is dropped
  });

  return { odds, error, loading };
}
