import { defineWidget } from '../internal/element/define-widget';
import { formAttributes, widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { UnitSetChooser } from './unit-set-chooser';
import { unitSetChooserResources } from './unit-set-chooser.resources';
import { knobs } from './unit-set-chooser.styles';

/** Chooses the base unit system and a custom unit set, and makes new sets. */
export const meta = {
  tag: 'vs-unit-set-chooser',
  doc: 'Chooses the base unit system (1 America, 2 International) and a custom unit set, and makes new sets with a name and a unit per quantity.',
  attributes: {
    unitSystem: { type: 'number', default: '2', values: ['1', '2'], doc: 'Base system: 1 America (imperial), 2 International (metric).' },
    customUnitId: { type: 'number', doc: 'The custom set in effect, by id; absent: the base system’s units.' },
    sets: { type: 'json', shape: 'list of objects', doc: 'The user’s sets as a JSON list: [{"id":7,"name":"Plant","units":{"Temp":"K"}}].' },
    lang: widgetAttributes.lang,
    ...formAttributes,
  },
  events: {
    'vs-change': {
      doc: 'The user chose a base system or a set; apply `units` to the page.',
      detail: '{ unitSystem: 1 | 2, units: Record<string, string>, customUnitId?: number }',
    },
    'vs-create': {
      doc: "The user filled in a new set that passes SPEC §5's rules; the host keeps it and lists it in `sets`.",
      detail: '{ name: string, unitSystem: 1 | 2, units: Record<string, string> }',
    },
  },
  parts: {
    base: 'The outer wrapper.',
    systems: 'The base system radios.',
    sets: 'The custom set radios.',
    'new-set': 'The form of a new set.',
    error: "'Name your unit set', 'Set at least one unit', or that one of `sets` has the name already (case and spaces aside).",
  },
  cssProperties: knobs,
  form: {
    value: 'unitSystem',
    entries: { set: 'customUnitId' },
    control: 'systems',
    doc: 'The base system (1 or 2) under the name, and the custom set’s id, if one is chosen, under <name>-set.',
  },
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const UnitSetChooserElement = defineWidget(meta, UnitSetChooser, { resources: unitSetChooserResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
