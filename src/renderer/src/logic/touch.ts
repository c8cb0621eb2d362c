// Touch words on a touch screen (issue 35): the table's prompts say "tap" where a mouse "clicks".
// The primary pointer decides (a tablet's finger is coarse; a laptop with a touch screen and a
// mouse keeps the mouse's words).

/** Whether the primary pointer is a finger. */
export function touchScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true; // i18n-ok: a media query
}

/** The i18n key of a table prompt in the screen's words: its `…Touch` twin on a touch screen. */
export function pointerKey(key: string, touch = touchScreen()): string {
  return touch ? `${key}Touch` : key;
}
