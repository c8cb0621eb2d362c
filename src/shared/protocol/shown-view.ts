// A table view with its legal actions expanded (issue 39): what a table screen (or a test) reads.
// Its own module, since messages.ts carries the compact form and compact-legal.ts must not import it.
import type { LegalAction } from '../engine';
import { expandLegal } from './compact-legal';
import type { TableView } from './messages';

/** A TableView with its legal actions expanded: what a table screen (or a test) reads. */
export type ShownView = Omit<TableView, 'legal'> & { legal: LegalAction[] };

/** The view with the flat list of legal actions (the other fields are the view's own). */
export function showView(v: TableView): ShownView {
  return { ...v, legal: expandLegal(v.legal) };
}
