// The selection domain (issue 29), pure (no I/O, no DOM, no Node built-ins): condition resolution, the family's
// scope, the sizing call, grading rows, reasons, provenance, curves and the values that follow Te and Tk. The
// server's calls run it over the loaded catalogue (SelectionService); a browser runs it over a family's slice:
//
//   const slice = await api(catalogueSlice, { query: { valveName: 'Eev' } });    // GET /api/selection/slice, ETag
//   const translator = await loadSelectionTranslator([language]);                // the selection texts, on demand
//   const local = createLocalSelection(slice, translator);
//   await loadRefrigerant(body.refrigerant);                                      // the engine's fluid, on demand
//   local.calculate(body, { language, messageLanguage, unitSystem, units });      // === the server's Data
//
// `calculate(body, presentation)` takes the body of POST /api/ucselection/calculate (conditions by their wire
// names, numbers with their unit or in the unit set) and the presentation the server reads from the headers (LANG:
// `messageLanguage`, and `language` its catalogue language cn or en; Unitid: `unitSystem` 1 imperial, 2 metric;
// Units: `units`), and returns the answer's Data; fields, chartLines, condensingChanged and evaporatingChanged
// likewise. A refusal is thrown as a `Refusal` (Result, status, Detail; `text(t)` is the ErrorMsg).
export { createLocalSelection, type LocalSelection } from './local';
export { loadSelectionTranslator, type SelectionTranslator } from './language';
export type { CatalogueSlice } from './slice';
export type { Presentation } from './unit-presenter';
export { Refusal } from '../contracts/refusal';
