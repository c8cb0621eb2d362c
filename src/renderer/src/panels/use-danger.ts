// Danger warnings (issue 34): the players one capture or goal step from winning (logic/danger.ts),
// for the marks on the table; each new one is said once on the message board with a sound.
import { computed, watch } from 'vue';
import { dangerKey, dangers, dangerSentence } from '../logic/danger';
import { useSound } from '../sound/use-sound';
import { useBoardNotesStore } from '../stores/board-notes';
import { useTableStore } from '../stores/table';

export function useDanger() {
  const table = useTableStore();
  const notes = useBoardNotesStore();
  const sound = useSound();
  const list = computed(() => (table.view ? dangers(table.view.standings, table.view.observation) : []));

  watch(
    [list, () => table.gameId, () => table.viewer],
    ([ds, gameId, viewer]) => {
      if (!gameId || viewer === null) return;
      notes.own(`${gameId}|${viewer}`);
      const keys = ds.map(dangerKey);
      // A danger that went away may be said again when it comes back.
      const still = notes.said.filter((k) => keys.includes(k));
      const fresh = ds.filter((d) => !still.includes(dangerKey(d)));
      notes.said = [...still, ...fresh.map(dangerKey)];
      if (!fresh.length) return;
      const after = table.log.length ? table.log[table.log.length - 1].index : -1;
      for (const d of fresh) {
        const illuminati = table.view?.observation.players[d.seat]?.illuminati;
        notes.add({ after, kind: 'danger', text: dangerSentence(d, d.seat === viewer, table.seatName), cards: illuminati ? [illuminati] : [] });
      }
      sound.play([{ sound: 'danger', delay: 0 }]);
    },
    { immediate: true },
  );
  return { list };
}
