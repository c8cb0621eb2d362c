// Escape leaves a screen the way its Back button does (issue 35: Escape did not close Rules),
// unless a dialog is open over it (a .backdrop): the dialog closes first, on its own Escape.
import { onBeforeUnmount, onMounted } from 'vue';

export function useEscapeBack(back: () => void): void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented || e.repeat) return;
    if (document.querySelector('.backdrop')) return;
    e.preventDefault();
    back();
  };
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
