import { defineWidget } from '../internal/element/define-widget';
import { formAttributes, widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { RefrigerantChooser } from './refrigerant-chooser';
import { refrigerantChooserResources } from './refrigerant-chooser.resources';
import { knobs } from './refrigerant-chooser.styles';

/** Chooses the refrigerant, with search, favourites and a default, showing safety class and GWP. */
export const meta = {
  tag: 'vs-refrigerant-chooser',
  doc: 'Chooses the refrigerant (search, favourites, a default), showing each one’s safety class and GWP; remembers the choice in the browser.',
  attributes: {
    refrigerant: { type: 'string', doc: 'The refrigerant in effect, e.g. R32; default the remembered one, else default-refrigerant.' },
    defaultRefrigerant: { type: 'string', default: 'R410A', doc: 'What Reset returns to, until the user makes another the default.' },
    favourites: { type: 'json', shape: 'list of strings', doc: 'Starred refrigerants as a JSON list, e.g. ["R32","R290"]; default the remembered ones.' },
    refrigerants: {
      type: 'json',
      shape: 'list of objects',
      doc: 'The list offered as a property, [{ name, safety, gwp }]; default the catalogue’s, from api-base.',
    },
    remember: {
      type: 'string',
      default: 'local',
      values: ['local', 'none'],
      doc: 'local: the choice is kept in this browser (localStorage); none: the page keeps it.',
    },
    lang: widgetAttributes.lang,
    apiBase: widgetAttributes.apiBase,
    ...formAttributes,
  },
  events: {
    'vs-change': {
      doc: 'The user confirmed a refrigerant or favourites, or reset to the default.',
      detail: '{ refrigerant: string; favourites: string[]; defaultRefrigerant: string }',
    },
  },
  parts: {
    base: 'The outer wrapper; carries data-state="open|closed".',
    trigger: 'The box showing the refrigerant in effect; it opens the panel.',
    value: 'The refrigerant in effect, inside the box.',
    panel: 'The panel.',
    search: 'The search input of the panel.',
    list: 'The scrolling list of refrigerants.',
    option: 'One refrigerant: name, safety class, GWP and star.',
    star: 'The favourite toggle of a refrigerant.',
    actions: 'The row of Cancel, Reset and Confirm.',
  },
  cssProperties: knobs,
  form: {
    value: 'refrigerant',
    control: 'trigger',
    missing: 'refrigerant-chooser:required',
    doc: 'The refrigerant’s name, e.g. R32.',
  },
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const RefrigerantChooserElement = defineWidget(meta, RefrigerantChooser, { resources: refrigerantChooserResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
