// A refusal from the host in the language on screen: by its code when it has one the messages
// know (errors.<code>), else in the host's own (English) words.
import type { Refusal } from '../../../shared/protocol/messages';
import { i18n, t } from '.';

export function errorText(r: Pick<Refusal, 'error' | 'code' | 'params'>): string {
  if (r.code && i18n.global.te(`errors.${r.code}`, 'en')) return t(`errors.${r.code}`, { ...r.params });
  return r.error;
}
