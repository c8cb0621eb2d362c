// The engine's flow in one place (issue 37): which handler plays each special card (CARDS.md
// section 4), what follows each reaction window when everyone has passed, how a card, privilege or
// abolition takes effect when Secrets Man did not cancel it, and the rule that follows an event
// wherever it happens. Nothing is registered when a module loads (tests/meta/load-effects.test.ts):
// every context carries this table (Ctx.flow; apply.ts, setup.ts and playout.ts build them) and
// apply.ts and legal.ts pass it to the checks that have no context. specials.ts, which opens and
// closes the windows, reads it from there: it does not import this module, which imports the
// modules that import specials.ts.
import type { Flow } from './context';
import { endPrivilege, finishAttack } from './attack';
import { countViolentKill } from './options';
import {
  bribery,
  computerEspionage,
  deepAgent,
  interference,
  marketManipulation,
  mediaCampaign,
  moneyCard,
  rollCard,
  secretsMan,
  senate,
  whispering,
  whiteCollarCrime,
} from './special-cards';
import { applyPlay, playableMoments, resolveUncancelled } from './specials';
import { collectIncome, incomePhase } from './turn';

const specials: Flow['specials'] = {
  assassination: rollCard(2), // SPECIAL-CARD-6: the last card played after a roll governs
  'murphys-law': rollCard(12),
  bribery,
  'computer-espionage': computerEspionage,
  'deep-agent': deepAgent,
  interference,
  'market-manipulation': marketManipulation,
  'media-campaign': mediaCampaign,
  'secrets-man': secretsMan,
  'senate-investigating-committee': senate,
  'slush-fund': moneyCard(15),
  'swiss-bank-account': moneyCard(25),
  'whispering-campaign': whispering,
  'white-collar-crime': whiteCollarCrime,
};

export const FLOW: Flow = {
  specials,
  after: {
    // TURN-2: the start of a turn (Senate Investigating Committee), then the income phase, where
    // the player on turn may double it (Market Manipulation) before collecting.
    startOfTurn: incomePhase,
    income: (ctx) => collectIncome(ctx),
    // ATK-7: Assassination and Murphy's Law answer the roll; then the attack is resolved.
    afterRoll: (ctx) => finishAttack(ctx),
    // Nobody played Secrets Man Was Not Meant To Know (CARDS.md section 4).
    cancel: (ctx, w) => resolveUncancelled(ctx, w.subject!),
  },
  resolve: {
    play: (ctx, subject) => applyPlay(ctx, subject.seat, subject.action),
    privilege: () => {}, // PRIV-1: a privilege that stands needs nothing more; the attack goes on with it
    abolish: (ctx, subject) => endPrivilege(ctx, subject.seat, subject.cards), // PRIV-4, PRIV-5
  },
  hooks: new Map([['groupDestroyed', countViolentKill]]), // GOAL-ATL-2
  playable: playableMoments(specials),
};
