// The "Host on the LAN…" form of the new-game screen: which address and port the LAN server
// listens on, the game's name and the grace period, checked and turned into `lan:open` params.
// Pure, tested in tests/renderer/lan-setup.test.ts.
import type { LanInterface } from '../../../shared/protocol/lan';
import type { NewGameSetup, RequestParams } from '../../../shared/protocol/messages';
import { t } from '../i18n';

export const DEFAULT_GRACE_SECONDS = 60;
/** Listen on every interface when nothing better is known. */
export const ANY_ADDRESS = '0.0.0.0';

export interface LanHostForm {
  bind: string;
  /** As typed: empty or 0 means any free port. */
  port: string;
  name: string;
  /** As typed, in seconds. */
  grace: string;
  /** Announce the game to join screens on the network (issue 33; on by default). */
  announce: boolean;
}

/** Does the seat list have a seat for a player on another computer? */
export function hasLanSeats(seats: readonly { kind: string }[]): boolean {
  return seats.some((s) => s.kind === 'remote');
}

const isLoopback = (a: string) => a.startsWith('127.');

/** The first real network address (not loopback, not 0.0.0.0), else every interface. */
export function defaultBind(interfaces: readonly LanInterface[]): string {
  return interfaces.find((i) => i.address !== ANY_ADDRESS && !isLoopback(i.address) && /^\d+\.\d+\.\d+\.\d+$/.test(i.address))?.address ?? ANY_ADDRESS;
}

export function defaultHostForm(interfaces: readonly LanInterface[], hostName: string): LanHostForm {
  const who = hostName.trim();
  return { bind: defaultBind(interfaces), port: '0', name: who ? t('lan.hostForm.defaultName', { name: who }) : t('lan.hostForm.defaultNameNobody'), grace: String(DEFAULT_GRACE_SECONDS), announce: true };
}

/** The form as `lan:open` params, or the first problem in words. */
export function lanOpenParams(form: LanHostForm, setup: NewGameSetup, interfaces: readonly LanInterface[]): { ok: true; params: RequestParams<'lan:open'> } | { ok: false; error: string } {
  if (!hasLanSeats(setup.seats)) return { ok: false, error: t('lan.hostForm.noLanSeats') };
  if (!interfaces.some((i) => i.address === form.bind)) return { ok: false, error: t('lan.hostForm.badBind') };
  const portText = form.port.trim() === '' ? '0' : form.port.trim();
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) return { ok: false, error: t('lan.hostForm.badPort') };
  const name = form.name.trim();
  if (!name) return { ok: false, error: t('lan.hostForm.needName') };
  if (name.length > 60) return { ok: false, error: t('lan.hostForm.longName') };
  const graceText = form.grace.trim();
  if (!/^\d{1,4}$/.test(graceText) || Number(graceText) < 5 || Number(graceText) > 3600) return { ok: false, error: t('lan.hostForm.badGrace') };
  return { ok: true, params: { setup, bind: form.bind, port: Number(portText), name, graceSeconds: Number(graceText), announce: form.announce } };
}
