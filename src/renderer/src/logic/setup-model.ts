// The new-game screen's form and its translation into the protocol's NewGameSetup. Defaults: one
// human and three medium bots, English Deluxe rules. The engine's own validateConfig has the last
// word on the config, so the screen shows exactly the message the host would give (in English:
// the engine's refusals carry no message codes yet). Every other word is in i18n/<lang>/setup.ts.
import { BOT_LEVELS, PERSONALITIES, type BotLevel, type Personality } from '../../../shared/ai/types';
import type { IlluminatiId } from '../../../shared/cards';
import { basicGoalFor, illuminatiSet, MAX_PLAYERS, MIN_PLAYERS, validateConfig, type Edition, type GameConfig } from '../../../shared/engine';
import type { NewGameSetup, SeatController } from '../../../shared/protocol/messages';
import { t } from '../i18n';
import { cardName } from '../i18n/cards';
import { num } from '../i18n/format';

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

/** The editions in the order the setup lists them; their names and explanations are in i18n/<lang>/setup.ts. */
export const EDITIONS: readonly Edition[] = ['en', 'it', 'de'];

/** The optional rules the setup offers, each with a checkbox and one plain sentence (setup.option.<key>). */
export const OPTIONS = ['elimination', 'longGame', 'hiddenGoals', 'hiddenIlluminati', 'misstate'] as const;

const BOT_NAMES = ['Ada', 'Boris', 'Chen', 'Dana', 'Emil', 'Farah', 'Gus', 'Hana'];

function botSeat(i: number): SeatForm {
  return { name: BOT_NAMES[i % BOT_NAMES.length], kind: 'bot', level: 'medium', personality: 'balanced', illuminati: 'random' };
}

export function defaultElimination(edition: Edition): boolean {
  return edition !== 'de';
}

export function defaultSetup(): SetupForm {
  return {
    seats: [{ name: t('setup.defaultPlayer', { n: 1 }), kind: 'human', level: 'medium', personality: 'balanced', illuminati: 'random' }, botSeat(1), botSeat(2), botSeat(3)],
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
  seat.name = BOT_NAMES.find((n) => !used.has(n)) ?? t('setup.defaultPlayer', { n: f.seats.length + 1 });
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
  return illuminatiSet(edition).map((id) => ({ id, name: cardName(id) }));
}

/** The usual basic goal for this table (WIN-3), shown as the placeholder of the override field. */
export function usualBasicGoal(f: SetupForm): number {
  return basicGoalFor(f.seats.length, f.edition);
}

/** The basic goal's one-line explanation: the usual number for this many players and this edition. */
export function basicGoalHelp(f: SetupForm): string {
  return t('setup.basicGoalText', { usual: num(usualBasicGoal(f)), n: num(f.seats.length) });
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
    if (!s.name.trim()) out.push(t('setup.error.needsName', { seat: i + 1 }));
  });
  const names = f.seats.map((s) => s.name.trim().toLowerCase()).filter(Boolean);
  if (new Set(names).size !== names.length) out.push(t('setup.error.sameName'));
  const chosen = f.seats.map((s) => s.illuminati).filter((x) => x !== 'random');
  if (new Set(chosen).size !== chosen.length) out.push(t('setup.error.sameIlluminati'));
  if (f.misstate && !f.hiddenIlluminati) out.push(t('setup.error.misstateNeedsHidden'));
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
