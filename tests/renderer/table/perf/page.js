// The table canvas mounted alone on a page, for measure.mjs: a table of `players` structures of
// `groups` cards each (query string), built with the layout tests' fixtures, seen by the player on
// turn, with that player's legal drops as targets. Plain JavaScript so that the project's type
// checks do not read it.
import { createApp, h, nextTick, reactive } from 'vue';
import { applyAction, legalActions, observe } from '../../../../src/shared/engine';
import TableCanvas from '../../../../src/renderer/src/table/TableCanvas.vue';
import { dropTargets } from '../../../../src/renderer/src/table/targets';
import { tableState } from '../fixtures.ts';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 6);
const groups = Number(q.get('groups') ?? 13);
const state = tableState({ players, groups, seed: Number(q.get('seed') ?? 1) });
// Skip the UFOs' secret goal window of a new game, so that the player on turn can move groups.
state.pending = null;
const seat = q.has('seat') ? Number(q.get('seat')) : state.turn.active;
const observation = observe(state, seat);
const ui = reactive({
  observation,
  selected: null,
  moving: null,
  targets: dropTargets(legalActions(state, seat), observation),
  roll: null,
  motion: q.get('motion') ?? 'full',
  hover: null,
  moves: [],
  selects: [],
});

let current = state;
/** Applies an action of the player on turn and shows the new observation (what the host would push). */
function apply(action) {
  const r = applyAction(current, seat, action);
  if (!r.ok) return r.reason;
  current = r.state;
  ui.observation = observe(current, seat);
  ui.targets = dropTargets(legalActions(current, seat), ui.observation);
  return null;
}

window.__table = { ui, seat, apply, nextTick, cards: observation.players.reduce((n, p) => n + 1 + p.groups.length, 0) + observation.uncontrolled.length };

createApp({
  render: () =>
    h(TableCanvas, {
      observation: ui.observation,
      selected: ui.selected,
      moving: ui.moving,
      targets: ui.targets,
      roll: ui.roll,
      motion: ui.motion,
      onHover: (id) => (ui.hover = id),
      onSelect: (id) => {
        ui.selects.push(id);
        ui.selected = id;
      },
      onMove: (t) => {
        ui.moves.push(t);
        if (q.get('apply') === '1') apply({ type: 'moveGroup', ...t });
      },
    }),
}).mount('#app');
