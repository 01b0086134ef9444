import { defineWidget } from '../internal/element/define-widget';
import { formAttributes, widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { SearchBox } from './search-box';
import { searchBoxResources } from './search-box.resources';
import { knobs } from './search-box.styles';

/** Finds a part number among the whole range as the user types, and reports the one chosen. */
export const meta = {
  tag: 'vs-search-box',
  doc: 'Searches every part number (valve, series, size, part number) as the user types; the words narrow the list, the matches are highlighted.',
  attributes: {
    placeholder: { type: 'string', doc: 'Hint shown in the empty input; default "Part number, series or size" in the widget’s language.' },
    entries: {
      type: 'json',
      shape: 'list of lists',
      doc: 'The index rows [valve, serial, size, partNumber] as a property, for a shop that hosts its own; default fetched from api-base on first focus.',
    },
    value: { type: 'string', doc: 'The text in the input; default empty.' },
    lang: widgetAttributes.lang,
    apiBase: widgetAttributes.apiBase,
    ...formAttributes,
  },
  events: {
    'vs-select': {
      doc: 'The user chose a part number (click, or Enter on the active row).',
      detail: '{ partNumber: string; valveName: string; serial: string; size: string }',
    },
  },
  parts: {
    base: 'The outer wrapper; carries data-state="closed|loading|failed|too-short|none|rows".',
    input: 'The search input (an ARIA combobox).',
    popup: 'The popup table under the input.',
    option: 'One row of the table (a part number).',
    message: 'The line saying why there are no rows, or how many more matched.',
  },
  cssProperties: knobs,
  form: { value: 'value', control: 'input', missing: 'search-box:required', doc: 'The text in the input.' },
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const SearchBoxElement = defineWidget(meta, SearchBox, { resources: searchBoxResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
