import { defineWidget } from '../internal/element/define-widget';
import { commerceAttributes, commerceEvents, commerceParts } from '../internal/commerce/meta';
import { widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { SelectionStrip } from './selection-strip';
import { selectionStripResources } from './selection-strip.resources';
import { knobs } from './selection-strip.styles';

/**
 * The selection list as a strip. On its own it keeps the list in local storage (key `vs.selection.V2.items`,
 * shared with the maker's site on the same origin) and adds every `vs-add` that reaches the document, so a shop
 * page holding `<vs-selector>` and `<vs-selection-strip>` works without glue code.
 */
export const meta = {
  tag: 'vs-selection-strip',
  doc: 'The selection list as a strip: Total n, items with image, title, part number and details link, Export (its dialog picks items, form and language), Save the list, Clear (multi-select; its deletes ask first). Listens for vs-add on the document; hidden while empty.',
  attributes: {
    detailsHref: commerceAttributes.detailsHref,
    signInNotice: {
      type: 'string',
      default: 'inline',
      values: ['inline', 'none'],
      doc: 'Where "Please sign in firstly" shows after Export or Save: inline in the strip, or none (the page handles vs-sign-in-required).',
    },
    exportAction: {
      type: 'string',
      default: 'sign-in',
      values: ['sign-in', 'dialog'],
      doc: 'What Export does: sign-in says "Please sign in firstly" (a page without the maker\'s accounts); dialog opens the export dialog (tick boxes, form, language; Cancel, Unselect All, Export, Export All), whose choice is vs-export.',
    },
    saveAction: {
      type: 'string',
      default: 'sign-in',
      values: ['sign-in', 'event'],
      doc: 'What Save the list does: sign-in says "Please sign in firstly" (a page without the maker\'s accounts); event hands the list to the page as vs-save (the page saves it for its signed-in member).',
    },
    reportLanguage: {
      type: 'string',
      values: ['cn', 'en'],
      doc: 'The report language the export dialog starts with; default the strip\'s language.',
    },
    cartUrl: commerceAttributes.cartUrl,
    priceUrl: commerceAttributes.priceUrl,
    priceProvider: commerceAttributes.priceProvider,
    punchoutHookUrl: commerceAttributes.punchoutHookUrl,
    punchoutTarget: commerceAttributes.punchoutTarget,
    punchoutSession: commerceAttributes.punchoutSession,
    apiBase: widgetAttributes.apiBase,
    lang: widgetAttributes.lang,
  },
  events: {
    'vs-add-to-cart': commerceEvents['vs-add-to-cart'],
    'vs-sign-in-required': {
      doc: 'Export or Save the list was pressed where they say "Please sign in firstly" (export-action, save-action sign-in).',
      detail: "{ action: 'save' | 'export' }",
    },
    'vs-save': {
      doc: 'Save the list was pressed with save-action="event": the page saves the list for its member.',
      detail: '{ hashes: string[] }',
    },
    'vs-export': {
      doc: 'Export (the ticked items) or Export All was pressed in the export dialog; the page makes the report (the maker\'s site: /export, or the PDF or XLSX of /api/report).',
      detail: "{ scope: 'selection' | 'all'; hashes: string[]; format: 'page' | 'pdf' | 'xlsx'; language: 'cn' | 'en' }",
    },
    'vs-remove': {
      doc: 'The user removed items (Delete selection, Remove All) and confirmed it; the strip says "Deleted successfully".',
      detail: '{ hashes: string[] }',
    },
    'vs-delete-cancel': {
      doc: 'The user cancelled a delete at the strip\'s question; nothing was removed and the strip says "Undelete".',
      detail: "{ scope: 'selection' | 'all'; hashes: string[] }",
    },
  },
  parts: {
    base: 'The strip; hidden while the list is empty and it has nothing to say; data-state="collapsed|expanded|selecting".',
    toolbar: 'The row with the total and the buttons.',
    total: 'The text "Total n".',
    toggle: 'The Expand / Collapse button.',
    export: 'The Export button.',
    save: 'The Save the list button.',
    clear: 'The Clear button that opens the multi-select mode.',
    notice: 'The status line, a polite live region in the toolbar: "Deleted successfully", "Undelete", "Please sign in firstly" (data-tone="success|error"); a message stays 5 s.',
    confirm: 'The question that Delete selection and Remove All ask before deleting, in place of the buttons.',
    'confirm-delete': 'The Delete button of the question.',
    items: 'The list of items, shown when expanded.',
    item: 'One item card.',
    image: 'The item’s image (also in the multi-select mode).',
    'details-link': 'The item’s details link (opens a new tab).',
    'bom-toggle': 'The Bill of materials button that shows the parts to order.',
    ...commerceParts,
    'export-dialog': 'The export dialog (a modal <dialog>): tick boxes, form, language, and its buttons.',
  },
  cssProperties: knobs,
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const SelectionStripElement = defineWidget(meta, SelectionStrip, { resources: selectionStripResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
