// Weights of the fitted win model (win-model.ts FEATURES, in order). Generated, do not edit:
//   npm run cli -- fit-win-model --players 3 --games 2400 --seed wm3 --out src/shared/ai/win-weights-3p.ts
// 2400 3-player games between Medium bots, 53925 positions. On the 10707 positions of the
// held-out games (every fifth) the model's log loss is 0.773 against 1.087 for the uniform
// guess, and its favourite won 64.6% of the time.
export const WIN_WEIGHTS: readonly number[] = [
  0.485588, // basic
  -3.567704, // basic3
  1.208611, // left1
  0.535883, // left2
  0.575625, // special
  0.564432, // special3
  -0.220088, // specialNear
  0.576088, // progress3
  0.265966, // money
  -0.089620, // groupMoney
  0.440300, // income
  0.532611, // power
  0.506800, // transferable
  0.457186, // arrows
  0.887434, // cards
  -0.164215, // onTurn
  -0.530984, // rank
  0.012754, // onTurnLeft1
  0.503579, // onTurnProgress3
  0.344897, // evalS
  0.138770, // evalThreat
  0.357135, // is:bavarian-illuminati
  -1.164544, // is:bermuda-triangle
  0.276785, // is:discordian-society
  1.068253, // is:gnomes-of-zurich
  -1.327929, // is:network
  0.496063, // is:servants-of-cthulhu
  -0.235757, // is:society-of-assassins
  0.529994, // is:ufos
];
