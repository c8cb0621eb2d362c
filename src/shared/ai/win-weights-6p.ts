// Weights of the fitted win model (win-model.ts FEATURES, in order). Generated, do not edit:
//   npm run cli -- fit-win-model --players 6 --games 2400 --seed wm6 --out src/shared/ai/win-weights-6p.ts
// 2400 6-player games between Medium bots, 91050 positions. On the 18297 positions of the
// held-out games (every fifth) the model's log loss is 1.423 against 1.774 for the uniform
// guess, and its favourite won 43.1% of the time.
export const WIN_WEIGHTS: readonly number[] = [
  -1.178656, // basic
  -0.318666, // basic3
  0.450522, // left1
  0.044095, // left2
  -0.050894, // special
  1.745279, // special3
  -0.197670, // specialNear
  -0.722555, // progress3
  0.265107, // money
  -0.016855, // groupMoney
  0.509277, // income
  0.558155, // power
  0.291888, // transferable
  0.114567, // arrows
  1.465022, // cards
  -0.198229, // onTurn
  -0.695642, // rank
  0.005154, // onTurnLeft1
  0.884846, // onTurnProgress3
  0.238700, // evalS
  0.587296, // evalThreat
  0.734663, // is:bavarian-illuminati
  -0.958209, // is:bermuda-triangle
  0.627242, // is:discordian-society
  0.217417, // is:gnomes-of-zurich
  -0.801922, // is:network
  0.529994, // is:servants-of-cthulhu
  0.010371, // is:society-of-assassins
  -0.359557, // is:ufos
];
