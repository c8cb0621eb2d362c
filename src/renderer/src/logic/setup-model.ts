// The new-game screen's form and its translation into the protocol's NewGameSetup. Defaults: one
// human and three medium bots, English Deluxe rules. The engine's own validateConfig has the last
// word on the config, so the screen shows exactly the message the host would give.
import { BOT_LEVELS, PERSONALITIES, type BotLevel, type Personality } from '../../../shared/ai/types';
import { illuminati, type IlluminatiId } from '../../../shared/cards';
import { basicGoalFor, illuminatiSet, MAX_PLAYERS, MIN_PLAYERS, validateConfig, type Edition, type GameConfig } from '../../../shared/engine';
import type { NewGameSetup, SeatController } from '../../../shared/protocol/messages';

export { BOT_LEVELS, PERSONALITIES };

export interface SeatForm {
  name: string;
  /** 'remote': a LAN player on another computer (the game is then hosted on the LAN). */
  kind: 'human' | 'bot' | 'remote';
  level: BotLevel;
  personality: Personality;
  illuminati: IlluminatiId | 'random';
}

export interface SetupForm {
  seats: SeatForm[];
  edition: Edition;
  elimination: boolean;
  longGame: boolean;
  hiddenGoals: boolean;
  hiddenIlluminati: boolean;
  misstate: boolean;
  /** Basic-goal override; null keeps the table of the rules for the player count. */
  basicGoal: number | null;
}

export const EDITIONS: { id: Edition; label: string; text: string }[] = [
  { id: 'en', label: 'English (Deluxe)', text: 'The standard rules of the English Deluxe edition.' },
  { id: 'it', label: 'Italian (1999)', text: 'No new targets are added at the end of a turn, and only Deep Agent can abolish a privilege.' },
  { id: 'de', label: 'German (1988)', text: 'Adds the Atlanteans; passing keeps the free transfers, elimination is optional, and groups change hands only in their owner\u2019s turn.' },
];

export const LEVEL_TEXT: Record<BotLevel, string> = {
  random: 'Random: plays any legal move',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard: thinks longest',
};

export const PERSONALITY_TEXT: Record<Personality, string> = {
  balanced: 'Balanced',
  aggressive: 'Aggressive: attacks often',
  hoarder: 'Hoarder: saves money',
  dealmaker: 'Dealmaker: trades and gifts',
};

/** One plain sentence per option, shown next to its checkbox. */
export const OPTION_TEXT = {
  elimination: 'A player left with only the Illuminati card after the third turn is out of the game.',
  longGame: 'Play until no uncontrolled group is left and the deck is empty; the largest, most powerful structure wins.',
  hiddenGoals: 'Everyone secretly picks a special goal before the first turn, and nobody knows what the others are after.',
  hiddenIlluminati: 'Illuminati cards lie face down; spend an action to accuse a player of being a certain Illuminati.',
  misstate: 'A face-down Illuminati may claim to have 1 more Power and Income than printed.',
  basicGoal: 'How many cards, the Illuminati included, a structure needs to win; leave empty for the usual number.',
} as const;

const BOT_NAMES = ['Ada', 'Boris', 'Chen', 'Dana', 'Emil', 'Farah', 'Gus', 'Hana'];

function botSeat(i: number): SeatForm {
  return { name: BOT_NAMES[i % BOT_NAMES.length], kind: 'bot', level: 'medium', personality: 'balanced', illuminati: 'random' };
}

export function defaultElimination(edition: Edition): boolean {
  return edition !== 'de';
}

export function defaultSetup(): SetupForm {
  return {
    seats: [{ name: 'Player 1', kind: 'human', level: 'medium', personality: 'balanced', illuminati: 'random' }, botSeat(1), botSeat(2), botSeat(3)],
    edition: 'en',
    elimination: true,
    longGame: false,
    hiddenGoals: false,
    hiddenIlluminati: false,
    misstate: false,
    basicGoal: null,
  };
}

/** A new seat at the end (a bot), unless the table is full. */
export function addSeat(f: SetupForm): SetupForm {
  if (f.seats.length >= MAX_PLAYERS) return f;
  const used = new Set(f.seats.map((s) => s.name));
  const seat = botSeat(f.seats.length);
  seat.name = BOT_NAMES.find((n) => !used.has(n)) ?? `Player ${f.seats.length + 1}`;
  return { ...f, seats: [...f.seats, seat] };
}

export function removeSeat(f: SetupForm, index: number): SetupForm {
  if (f.seats.length <= MIN_PLAYERS || index < 0 || index >= f.seats.length) return f;
  return { ...f, seats: f.seats.filter((_, i) => i !== index) };
}

/** Changing edition resets elimination to that edition's default and drops Illuminati not in its set. */
export function withEdition(f: SetupForm, edition: Edition): SetupForm {
  const set = illuminatiSet(edition);
  return {
    ...f,
    edition,
    elimination: defaultElimination(edition),
    seats: f.seats.map((s) => (s.illuminati !== 'random' && !set.includes(s.illuminati) ? { ...s, illuminati: 'random' } : s)),
  };
}

/** The Illuminati a seat may choose: the edition's set (name sorted as printed). */
export function illuminatiChoices(edition: Edition): { id: IlluminatiId; name: string }[] {
  return illuminatiSet(edition).map((id) => ({ id, name: illuminati(id).name }));
}

/** The usual basic goal for this table (WIN-3), shown as the placeholder of the override field. */
export function usualBasicGoal(f: SetupForm): number {
  return basicGoalFor(f.seats.length, f.edition);
}

export function configOf(f: SetupForm): GameConfig {
  return {
    players: f.seats.length,
    edition: f.edition,
    names: f.seats.map((s) => s.name.trim()),
    illuminati: f.seats.map((s) => (s.illuminati === 'random' ? null : s.illuminati)),
    elimination: f.elimination,
    ...(f.longGame ? { longGame: true } : {}),
    ...(f.hiddenGoals ? { hiddenGoals: true } : {}),
    ...(f.hiddenIlluminati ? { hiddenIlluminati: true } : {}),
    ...(f.hiddenIlluminati && f.misstate ? { misstate: true } : {}),
    ...(f.basicGoal !== null ? { basicGoal: f.basicGoal } : {}),
  };
}

function controllerOf(s: SeatForm): SeatController {
  if (s.kind === 'remote') return { kind: 'remote' };
  return s.kind === 'human' ? { kind: 'human' } : { kind: 'bot', level: s.level, personality: s.personality };
}

/** Problems with the form, in words; empty when it can start. */
export function setupErrors(f: SetupForm): string[] {
  const out: string[] = [];
  f.seats.forEach((s, i) => {
    if (!s.name.trim()) out.push(`Seat ${i + 1} needs a name.`);
  });
  const names = f.seats.map((s) => s.name.trim().toLowerCase()).filter(Boolean);
  if (new Set(names).size !== names.length) out.push('Every player needs a different name.');
  const chosen = f.seats.map((s) => s.illuminati).filter((x) => x !== 'random');
  if (new Set(chosen).size !== chosen.length) out.push('Each Illuminati can be chosen by one seat only.');
  if (f.misstate && !f.hiddenIlluminati) out.push('Misstating values needs the hidden Illuminati option.');
  if (!out.length) {
    const why = validateConfig(configOf(f));
    if (why) out.push(why);
  }
  return out;
}

export function toNewGameSetup(f: SetupForm): { ok: true; setup: NewGameSetup } | { ok: false; error: string } {
  const errors = setupErrors(f);
  if (errors.length) return { ok: false, error: errors[0] };
  return { ok: true, setup: { config: configOf(f), seats: f.seats.map(controllerOf) } };
}
