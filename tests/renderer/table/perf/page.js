// The table canvas mounted alone on a page, for measure.mjs: a table of `players` structures of
// `groups` cards each (query string), built with the layout tests' fixtures. Plain JavaScript so
// that the project's type checks do not try to read it.
import { createApp, h, reactive } from 'vue';
import TableCanvas from '../../../../src/renderer/src/table/TableCanvas.vue';
import { tableObservation } from '../fixtures.ts';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 6);
const groups = Number(q.get('groups') ?? 13);
const observation = tableObservation({ players, groups, seed: Number(q.get('seed') ?? 1) });
const state = reactive({ observation, selected: null, moving: null, targets: [], roll: null, hover: null, moves: [] });

window.__table = { state, players, groups, cards: observation.players.reduce((n, p) => n + 1 + p.groups.length, 0) + observation.uncontrolled.length };

createApp({
  render: () =>
    h(TableCanvas, {
      observation: state.observation,
      selected: state.selected,
      moving: state.moving,
      targets: state.targets,
      roll: state.roll,
      onHover: (id) => (state.hover = id),
      onSelect: (id) => (state.selected = id),
      onMove: (t) => state.moves.push(t),
    }),
}).mount('#app');
