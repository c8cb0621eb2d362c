// Weights of the fitted win model (win-model.ts FEATURES, in order). Generated, do not edit:
//   npm run cli -- fit-win-model --players 4 --games 2400 --seed wm1 --out src/shared/ai/win-weights-4p.ts
// 2400 4-player games between Medium bots, 68775 positions. On the 13747 positions of the
// held-out games (every fifth) the model's log loss is 1.012 against 1.370 for the uniform
// guess, and its favourite won 57.3% of the time.
export const WIN_WEIGHTS: readonly number[] = [
  0.284950, // basic
  -1.512879, // basic3
  1.052506, // left1
  0.724355, // left2
  0.294227, // special
  2.159793, // special3
  -0.180989, // specialNear
  -0.728323, // progress3
  0.297210, // money
  -0.039101, // groupMoney
  0.280573, // income
  0.480480, // power
  0.308112, // transferable
  0.520364, // arrows
  1.008143, // cards
  -0.177256, // onTurn
  -0.577354, // rank
  -0.124531, // onTurnLeft1
  0.745509, // onTurnProgress3
  0.307955, // evalS
  0.053694, // evalThreat
  0.564686, // is:bavarian-illuminati
  -1.287374, // is:bermuda-triangle
  0.587837, // is:discordian-society
  0.901244, // is:gnomes-of-zurich
  -1.357416, // is:network
  0.420482, // is:servants-of-cthulhu
  -0.275856, // is:society-of-assassins
  0.446397, // is:ufos
];
