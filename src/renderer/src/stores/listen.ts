// How a store hears the stores below it (issue 37: no upcall registry). Imports among the stores
// run one way (lan → session → table → ui; the tutorial's coach → session, table): a lower store
// never calls a higher one. Where a higher store must act on what happens below, it subscribes
// when it is created, with Pinia's `$onAction` (an action of the lower store, before or `after`
// it ran) or `$subscribe` (its state changed). A lower store that has news for whoever listens
// says so with an action that does nothing itself (table.ts: `willSend`, `sent`, `gameEnded`).
import type { Pinia } from 'pinia';

/**
 * A store's `use` function that starts, once per store (one per Pinia), the subscriptions it
 * keeps on the stores below it. Detached subscriptions (`$onAction(fn, true)`) outlive the
 * component that happened to create the store first.
 */
export function listening<S extends object>(use: (pinia?: Pinia | null) => S, listen: (store: S) => void): (pinia?: Pinia | null) => S {
  const started = new WeakSet<S>();
  return (pinia) => {
    const store = use(pinia);
    if (!started.has(store)) {
      started.add(store);
      listen(store);
    }
    return store;
  };
}
