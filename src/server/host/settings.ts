// The player's settings, kept in <dataDir>/settings.json. A missing, damaged or partly invalid file
// never stops the game: each field that is not valid takes its default (DEFAULT_SETTINGS).
import { DEFAULT_SETTINGS, type Settings } from '../../shared/protocol/messages';
import { isPlainObject } from '../../shared/protocol/schema';
import { settingsPatchCheck } from '../../shared/protocol/validate';
import { readTextFile, writeFileAtomic } from './atomic-file';

const MAX_SETTINGS_BYTES = 64 * 1024;

/** Valid fields of `x` over the defaults; `problems` names the fields (or the file) that were ignored. */
export function settingsFrom(x: unknown): { settings: Settings; problems: string[] } {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  if (!isPlainObject(x)) return { settings, problems: ['the settings file does not hold settings'] };
  const problems: string[] = [];
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    if (!Object.hasOwn(x, key)) continue;
    const e = settingsPatchCheck({ [key]: x[key] }, 'settings');
    if (e) problems.push(e);
    else (settings as unknown as Record<string, unknown>)[key] = x[key];
  }
  return { settings, problems };
}

export async function loadSettings(path: string): Promise<{ settings: Settings; problems: string[] }> {
  const r = await readTextFile(path, MAX_SETTINGS_BYTES);
  if (!r.ok) return { settings: { ...DEFAULT_SETTINGS }, problems: r.missing ? [] : [r.error] };
  try {
    return settingsFrom(JSON.parse(r.text));
  } catch {
    return { settings: { ...DEFAULT_SETTINGS }, problems: ['the settings file is not valid JSON'] };
  }
}

export function saveSettings(path: string, settings: Settings): Promise<void> {
  return writeFileAtomic(path, `${JSON.stringify(settings, null, 2)}\n`);
}
