// Whether the screen is touched rather than pointed at with a mouse (a tablet): the words then
// say "tap" instead of "click" (issue 35). The primary pointer's media query, false outside a browser.
export function coarsePointer(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(pointer: coarse)').matches; // i18n-ok: a media query
}
