// How far each player is from winning, as one viewer may know it (PlayerStanding). Counted on the
// true state with the engine's goal helpers; a special goal the viewer may not know is null: the
// UFOs' borrowed goal and everyone's goal under hidden goals (until the game ends), and the goal of
// a face-down Illuminati under hidden Illuminati (the goal would name the card).
import { group, illuminati, type SpecialGoal } from '../../shared/cards';
import { basicProgress, goalOf, specialProgress, type GameState, type PlayerState, type Viewer } from '../../shared/engine';
import type { GoalStanding, PlayerStanding } from '../../shared/protocol/messages';

export function standings(s: GameState, viewer: Viewer): PlayerStanding[] {
  return s.players.map((p) => {
    const b = basicProgress(s, p);
    const own = p.seat === viewer;
    const ended = s.outcome !== null;
    const faceDown = !!s.config.hiddenIlluminati && !p.revealed && !ended && !own;
    const secretGoal = (!!s.config.hiddenGoals || illuminati(p.illuminati).goal.kind === 'borrowed') && !ended && !own;
    const goal = faceDown || secretGoal ? null : goalOf(s, p);
    return {
      seat: p.seat,
      groups: p.groups.length,
      income: printedIncome(p, !faceDown),
      basic: { have: b.current, need: b.needed, text: `${b.current} of ${b.needed} cards in the power structure`, measure: 'cards' },
      special: goal ? specialStanding(s, p, goal) : null,
    };
  });
}

/** The printed Income of the structure (the Illuminati's only when the viewer may know the card). */
function printedIncome(p: PlayerState, withIlluminati: boolean): number {
  let total = withIlluminati ? illuminati(p.illuminati).income : 0;
  for (const g of p.groups) total += group(g.id).income;
  return total;
}

function specialStanding(s: GameState, p: PlayerState, g: SpecialGoal): GoalStanding {
  const { current, needed } = specialProgress(s, p, g);
  return { have: current, need: needed, text: goalText(g, current, needed), measure: g.kind, ...('alignment' in g ? { alignment: g.alignment } : {}) };
}

function goalText(g: SpecialGoal, have: number, need: number): string {
  const of = `${have} of ${need}`;
  switch (g.kind) {
    case 'powerTotal':
      return `${of} Power`;
    case 'transferableTotal':
      return `${of} Transferable Power`;
    case 'allAlignments':
      return `${of} alignments`;
    case 'alignmentCount':
      return `${of} ${g.alignment} groups`;
    case 'treasuryTotal':
      return `${of} MB in all treasuries`;
    case 'destroyCount':
      return `${of} groups destroyed`;
    case 'alignmentInPlay':
      return `${of} ${g.alignment} groups in play`;
    case 'borrowed':
      return 'no goal chosen yet';
  }
}
