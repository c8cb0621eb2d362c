// The tutorial's game (issue 20): a fixed configuration, seed and opponent, so that the deal, the
// dice and the opponent's moves are the same every time and each lesson happens. The seed was found
// with `npx tsx scripts/tutorial-seed.ts`; tests/renderer/tutorial/script.test.ts plays SCRIPT
// through the game host and checks that every lesson's situation arises.
import type { Action, GameConfig } from '../../../shared/engine';
import type { NewGameSetup } from '../../../shared/protocol/messages';

/** The player is the Bavarian Illuminati (privilege for 5 MB, ILLUM-BAV-1) against the Gnomes of Zurich. */
export const TUTORIAL_CONFIG: GameConfig = { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'] };
export const TUTORIAL_SEED = 'tutorial-14503';
export const ME = 0;

/**
 * The opponent is the Random bot: pure and seeded by the game's seed (BotHost seeds each seat from
 * it), so it plays the same moves whenever the player makes the same ones. Names are the player's
 * language's, set when the game starts.
 */
export function tutorialSetup(names: [string, string]): NewGameSetup {
  return {
    config: { ...TUTORIAL_CONFIG, names },
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'random', personality: 'balanced' }],
    seed: TUTORIAL_SEED,
  };
}

const ILLU = 'bavarian-illuminati';
const TOBACCO = 'tobacco-and-liquor-companies';

/**
 * Every action the player sends in the first lesson, in order. The coach accepts exactly the next
 * one; resuming replays the ones already made. The passes in the attack windows are as many as the
 * floor comes back to the player (the opponent's moves are fixed, so that count is too).
 */
export const SCRIPT: readonly Action[] = [
  // Turn 1, action 1: the Illuminati attacks to control; 3 MB spent in the window (ATK-MONEY).
  { type: 'attack', attacker: ILLU, target: TOBACCO, kind: 'control', aiders: [], privilege: null },
  { type: 'spend', card: ILLU, amount: 3 },
  { type: 'pass' },
  { type: 'pass' },
  { type: 'placeCaptured', arrow: 'top', transfer: 4 },
  // Action 2: the new group attacks at once (ATK-10), privileged by the Bavarians (ILLUM-BAV-1).
  { type: 'attack', attacker: TOBACCO, target: 'morticians', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } },
  { type: 'spend', card: TOBACCO, amount: 4 },
  { type: 'pass' },
  { type: 'placeCaptured', arrow: 'top', transfer: 0 },
  // Phase 5: a free transfer (MONEY-2), then the end of the turn.
  { type: 'transferMoney', from: ILLU, to: TOBACCO, amount: 2, free: true },
  { type: 'endTurn' },
  // Turn 3 (the player's second): the Slush Fund, then an attack with aid (AID-1), then a move (MOVE-1).
  { type: 'playSpecial', card: 'slush-fund' },
  { type: 'attack', attacker: TOBACCO, target: 'video-games', kind: 'control', aiders: [ILLU], privilege: null },
  { type: 'pass' },
  { type: 'pass' },
  { type: 'placeCaptured', arrow: 'left', transfer: 0 },
  { type: 'moveGroup', group: TOBACCO, master: ILLU, arrow: 'right' },
];
