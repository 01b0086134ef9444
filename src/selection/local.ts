// The selector's calls in the browser (issue 29): the server's SelectionService over a Catalogue built from the
// family's slice, so that the answers are the server's exactly (tests/api/selection/local-parity.test.ts).
import type { SelectionTranslator } from './language';
import { SelectionService } from './selection-service';
import { sliceCatalogue, type CatalogueSlice } from './slice';

/** The calls a selector makes, answered locally: the server's calls of the same names, same bodies, same answers. */
export type LocalSelection = Pick<SelectionService, 'fields' | 'fluidsRead' | 'calculate' | 'presets' | 'chartLines' | 'condensingChanged' | 'evaporatingChanged'>;

/**
 * The selection of one family, calculated where it runs (its calculate answers say so: computed by the browser), from its slice (`GET /api/selection/slice`) and the
 * selection texts of the languages it answers in (`loadSelectionTranslator([language])`). A refusal is thrown as
 * the server's would be answered: a `Refusal` (src/contracts/refusal.ts) with its Result, HTTP status, Detail and
 * `text(t)`, the envelope's ErrorMsg.
 */
export function createLocalSelection(slice: CatalogueSlice, translator: SelectionTranslator): LocalSelection {
  return new SelectionService(sliceCatalogue(slice), translator, 'browser');
}
