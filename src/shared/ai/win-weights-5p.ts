// Weights of the fitted win model (win-model.ts FEATURES, in order). Generated, do not edit:
//   npm run cli -- fit-win-model --players 5 --games 2400 --seed wm5 --out src/shared/ai/win-weights-5p.ts
// 2400 5-player games between Medium bots, 80440 positions. On the 16015 positions of the
// held-out games (every fifth) the model's log loss is 1.299 against 1.593 for the uniform
// guess, and its favourite won 45.0% of the time.
export const WIN_WEIGHTS: readonly number[] = [
  -0.923696, // basic
  -1.265442, // basic3
  0.378968, // left1
  0.101546, // left2
  0.001999, // special
  1.034652, // special3
  -0.109058, // specialNear
  -0.387871, // progress3
  0.289086, // money
  0.177560, // groupMoney
  0.512142, // income
  0.530162, // power
  0.246351, // transferable
  0.334524, // arrows
  1.269896, // cards
  -0.195742, // onTurn
  -0.628114, // rank
  -0.004092, // onTurnLeft1
  0.855283, // onTurnProgress3
  0.173369, // evalS
  0.671807, // evalThreat
  0.760758, // is:bavarian-illuminati
  -1.074765, // is:bermuda-triangle
  0.483989, // is:discordian-society
  0.532572, // is:gnomes-of-zurich
  -1.085900, // is:network
  0.518616, // is:servants-of-cthulhu
  -0.103175, // is:society-of-assassins
  -0.032095, // is:ufos
];
