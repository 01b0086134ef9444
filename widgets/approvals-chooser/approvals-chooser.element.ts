import { defineWidget } from '../internal/element/define-widget';
import { formAttributes, widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { ApprovalsChooser } from './approvals-chooser';
import { approvalsChooserResources } from './approvals-chooser.resources';
import { knobs } from './approvals-chooser.styles';

/** Chooses the approvals (CE, UL, PED ...) the products must carry. */
export const meta = {
  tag: 'vs-approvals-chooser',
  doc: 'Chooses the approvals the products must carry: CE, LVD, LVD(TUV/VDE), A2L/A3, PED II, PED IV, UKCA, UL, CUL, CRN.',
  attributes: {
    value: {
      type: 'json',
      shape: 'list of strings',
      doc: 'The approvals in effect as a JSON list, e.g. ["CE","TUV,VDE"] (LVD(TUV/VDE) is stored as TUV,VDE); default none.',
    },
    lang: widgetAttributes.lang,
    ...formAttributes,
  },
  events: {
    'vs-change': {
      doc: 'The user confirmed a selection (at least one approval), or reset it to none.',
      detail: '{ approvals: string[] }',
    },
  },
  parts: {
    base: 'The outer wrapper; carries data-state="open|closed".',
    trigger: 'The box showing the approvals in effect; it opens the panel.',
    value: 'The approvals in effect, inside the box.',
    panel: 'The panel of tick boxes.',
    option: 'One tick box with its code and description.',
    error: "The 'please select' message.",
    actions: 'The row of Cancel, Reset, Select All and Confirm.',
  },
  cssProperties: knobs,
  form: {
    value: 'value',
    control: 'trigger',
    missing: 'approvals-chooser:required',
    doc: 'The approvals comma-separated as stored, e.g. CE,TUV,VDE (LVD(TUV/VDE) is TUV,VDE); empty when none is required.',
  },
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const ApprovalsChooserElement = defineWidget(meta, ApprovalsChooser, { resources: approvalsChooserResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
