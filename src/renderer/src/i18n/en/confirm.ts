// "Are you sure?" before irreversible actions (logic/confirm.ts, ConfirmDialog.vue).
export default {
  attack: {
    title: 'Announce this attack?',
    control: 'An attack with {attacker} to control {target}{privileged}. Once money is spent or the dice roll, the attack uses an action and cannot be taken back.',
    neutralize: 'An attack with {attacker} to neutralize {target}{privileged}. Once money is spent or the dice roll, the attack uses an action and cannot be taken back.',
    destroy: 'An attack with {attacker} to destroy {target}{privileged}. Once money is spent or the dice roll, the attack uses an action and cannot be taken back.',
    aided: '{attacker}, aided by {aiders},',
    privileged: ' (privileged)',
    ok: 'Attack',
  },
  drop: {
    title: 'Drop this group?',
    text: '{group} and all its puppets become uncontrolled, and their money goes to the bank.',
    ok: 'Drop',
  },
  leave: {
    title: 'Leave the game?',
    text: 'You leave for good: your groups become uncontrolled and you cannot come back to this game.',
    ok: 'Leave',
  },
  passTurn: {
    title: 'Pass this turn?',
    text: 'You take no action of any kind this turn and collect {money}.',
    ok: 'Pass turn',
  },
  endTurn: {
    title: 'End the turn?',
    text: 'You still have {actions} this turn. Unused actions are lost.',
    textFree: 'You still have {actions} this turn and {free}. Unused actions are lost.',
    ok: 'End turn',
  },
  deleteSave: {
    title: 'Delete this save?',
    text: '“{name}” will be gone for good.',
    ok: 'Delete',
  },
};
