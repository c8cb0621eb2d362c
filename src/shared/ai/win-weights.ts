// Weights of the fitted win model (win-model.ts FEATURES, in order).
export const WIN_WEIGHTS: readonly number[] = [
  0.2852, // basic
  -1.5126, // basic3
  1.0526, // left1
  0.7244, // left2
  0.2941, // special
  2.1603, // special3
  -0.1809, // specialNear
  -0.7289, // progress3
  0.2972, // money
  -0.0391, // groupMoney
  0.2806, // income
  0.4805, // power
  0.3081, // transferable
  0.5204, // arrows
  1.0082, // cards
  -0.1772, // onTurn
  -0.5773, // rank
  -0.1245, // onTurnLeft1
  0.7455, // onTurnProgress3
  0.3079, // evalS
  0.0537, // evalThreat
  0.5647, // is:bavarian-illuminati
  -1.2874, // is:bermuda-triangle
  0.5878, // is:discordian-society
  0.9012, // is:gnomes-of-zurich
  -1.3574, // is:network
  0.4205, // is:servants-of-cthulhu
  -0.2758, // is:society-of-assassins
  0.4464, // is:ufos
];
