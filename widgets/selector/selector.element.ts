import { defineWidget } from '../internal/element/define-widget';
import { commerceAttributes, commerceEvents, commerceParts } from '../internal/commerce/meta';
import { widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { unitAttributes } from '../internal/units/units';
import { Selector } from './selector';
import { selectorResources } from './selector.resources';
import { knobs } from './selector.styles';

/**
 * Sizes a valve of one family: the condition form, Calculate, the sizes graded Optimal / Available / Prohibited
 * with their figures and reasons, curves, and Add (a `vs-add` that `<vs-selection-strip>` on the page hears).
 */
export const meta = {
  tag: 'vs-selector',
  doc: 'Sizes a valve of one family: condition form, Calculate, results in Optimal / Available / Prohibited with figures and reasons, curves, and Add to the selection list.',
  attributes: {
    valveName: { type: 'string', doc: 'Family Classname: Sov, TxvOld, Eev, Mv4, Filter, Xtf, Eprv, Cvs, Bv, Ssv, Sg.' },
    serialId: { type: 'number', doc: 'Only the sizes of this series (its Id). Default every series of the family.' },
    systemId: { type: 'number', doc: 'Only the series of this system application (its Id).' },
    refrigerant: {
      type: 'string',
      doc: 'Refrigerant, ASHRAE designation (R410A). Default the widget shows its own refrigerant select.',
    },
    approvals: {
      type: 'json',
      shape: 'list of strings',
      doc: 'Approval groups every result must meet, as a JSON list: ["UL", "LVD(TUV/VDE)"]. Default none.',
    },
    unitSystem: unitAttributes.unitSystem,
    units: unitAttributes.units,
    fields: {
      type: 'json',
      shape: 'object',
      doc: 'Field definitions as GET /api/valve/selection answers them (property); given, the widget does not fetch them.',
    },
    conditions: {
      type: 'json',
      shape: 'object',
      doc: 'Conditions the form starts from, as vs-selection-change reports them: {"Te": {"value": -10, "unit": "℃"}, "Pos": "D"}. Fields they do not fit keep their defaults.',
    },
    designPointName: { type: 'string', doc: 'Name of the design point (the conditions); default "Design" in the widget\'s language.' },
    operatingPoints: {
      type: 'json',
      shape: 'list of objects',
      doc: 'Operating points besides the design point, as vs-selection-change reports them: [{"name": "Part load", "conditions": {...}}]. Default none.',
    },
    calculate: { type: 'boolean', default: 'false', doc: 'Calculate as soon as the form is ready (a page restoring a selection shows its results).' },
    detailsHref: commerceAttributes.detailsHref,
    cartUrl: commerceAttributes.cartUrl,
    priceUrl: commerceAttributes.priceUrl,
    priceProvider: commerceAttributes.priceProvider,
    punchoutHookUrl: commerceAttributes.punchoutHookUrl,
    punchoutTarget: commerceAttributes.punchoutTarget,
    punchoutSession: commerceAttributes.punchoutSession,
    lang: widgetAttributes.lang,
    apiBase: widgetAttributes.apiBase,
  },
  events: {
    'vs-selection-change': {
      doc: 'The user changed a field, a unit or the refrigerant: the whole selection, to keep (in an address) and give back in `conditions`.',
      detail: '{ valveName: string; serialId?: number; refrigerant?: string; conditions: SelectionConditions; designPointName?: string; operatingPoints?: { name: string; conditions: SelectionConditions }[] }',
    },
    'vs-calculate': {
      doc: 'A calculation the user asked for answered: the request and the number of sizes in each group.',
      detail: '{ request: CalculationBody; counts: { Optimal: number; Available: number; Prohibited: number } }',
    },
    'vs-add-to-cart': commerceEvents['vs-add-to-cart'],
    'vs-add': {
      doc: "The user pressed Add on a row: the product, the conditions it was calculated at, its hash (Hashkey), and the coil or stator picked in the row for a body sold alone (absent while the country's is preselected).",
      detail: '{ product: SelectedProduct; conditions: SelectCondition; hash: string; coil?: string }',
    },
  },
  parts: {
    base: 'The outer wrapper; data-state="idle|loading|ready|calculating|calculated|error".',
    form: 'The condition form.',
    'refrigerant-select': 'The refrigerant select (when no refrigerant is set).',
    input: 'A number field.',
    'unit-select': 'The unit select beside a number field.',
    select: 'A select field.',
    radio: 'A radio button.',
    checkbox: 'A tick box.',
    'field-error': 'The message under a field that cannot be sent, naming the field.',
    'points-open': 'The button that opens the operating points.',
    points: 'The operating points: a tab per point over the conditions, and Add, Copy, Rename, Remove and the ready points.',
    'point-tab': 'One point’s tab; data-point is its index.',
    'point-grades': 'A row’s grade at each operating point, under its reason.',
    'point-grade': 'Its grade at one point; data-grade, data-point (the name), data-deciding on the worst.',
    'compare-button': 'A row’s Compare toggle (up to four sizes).',
    comparison: 'The sizes side by side: every point, figure and the technical data that differ.',
    calculate: 'The Calculate button.',
    error: 'The server’s message when loading or calculating failed.',
    retry: 'Try again, after the server could not be reached (loads the form or calculates again).',
    results: 'The three result groups.',
    'results-heading': 'The results heading; it takes the focus when the user’s Calculate answers.',
    computed: 'Where the results were calculated (the server, or this browser from catalogue data of a version); data-by="server|browser".',
    unreachable: 'The status that the server could not be reached (the results then calculated in the browser), with Check again.',
    'check-again': 'Asks the server to calculate again.',
    group: 'One group; data-grade="Optimal|Available|Prohibited".',
    'group-toggle': 'The group title’s disclosure button (aria-expanded); Prohibited starts closed.',
    'group-count': 'The number of sizes in a group.',
    row: 'A result row; data-grade and data-size.',
    'part-number': 'The part number of a row with one part number.',
    'part-number-select': 'The part-number select of a row with several; each option names its connection, charge and coil.',
    'part-number-hint': 'The connection, charge and coil of a row with one part number.',
    'coil-choice': 'Under a body sold alone: its coil (or stator) to choose, shared with its bill.',
    'coil-choice-select': 'The coil\'s select; the option for the page\'s country until the buyer picks.',
    'coil-choice-note': 'The note that the coil was preselected for the country.',
    'part-load-opening': 'An EEV’s opening at the lowest part load, under its design opening.',
    reason: 'The reason of the grade.',
    provenance: 'A row’s method: the maker’s table, interpolated in it, the model beyond it, or the model.',
    'provenance-uncertainty': 'Under a model-graded row’s method: the model’s stated uncertainty, which the grade takes off the capacity.',
    'provenance-text': 'Where the chosen size’s figures come from, in full, above its curves.',
    opening: 'A modulating valve’s openings at design and at the lowest part load, above its curves.',
    add: 'The Add button.',
    'bom-button': 'A row\'s Bill of materials button (aria-expanded): its bill opens under the row.',
    'bom-row': 'The row holding a bill.',
    ...commerceParts,
    'curves-button': 'The button showing a row’s curves.',
    'curves-row': 'The table row under the chosen size that holds its curves.',
    curves: 'The curves of the chosen size, under its row.',
  },
  cssProperties: knobs,
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const SelectorElement = defineWidget(meta, Selector, { resources: selectorResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
