// Every widget in its typical configuration, with one user action that makes it fire an event: the conformance
// suite (tests/browser/conformance) runs them on the elements built from source, tests/embed on the built files
// in plain pages. One row per tag of widgets/elements.ts: a widget without one does not compile.
import { sendKeys } from '@web/test-runner-commands';
import type { SelectionFieldsData } from '../../src/contracts/selection';
import cannedFields from '../../stories/fixtures/selector/sov-fields.json';
import type { EventDetailsOf, WidgetTag } from '../../widgets/elements';
import { cannedApiBase } from './canned-api';
import { inside, type, until } from './helpers';

export interface WidgetUse<T extends WidgetTag> {
  /** HTML of an instance in its typical configuration; a widget that calls the API asks the canned one. */
  html: string;
  /** The event `act` makes the element fire. */
  event: keyof EventDetailsOf<T>;
  /** A user action on the rendered element. */
  act(element: HTMLElementTagNameMap[T]): Promise<void>;
}

export const widgetUses: { [T in WidgetTag]: WidgetUse<T> } = {
  'vs-unit-converter': {
    html: '<vs-unit-converter quantity="Press"></vs-unit-converter>',
    event: 'vs-convert',
    act: (element) => type(inside<HTMLInputElement>(element, '[part="input"]'), '7'),
  },
  'vs-search-box': {
    html: `<vs-search-box entries='[["Sov","SV2","SV2-06","SV2-06-230"],["Bv","BVA","BVA-10","BVA-10-ODF"]]'></vs-search-box>`,
    event: 'vs-select',
    act: async (element) => {
      await type(inside<HTMLInputElement>(element, '[part="input"]'), 'bva');
      await until(() => inside(element, '[part="option"]'));
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
    },
  },
  'vs-refrigerant-chooser': {
    html: `<vs-refrigerant-chooser remember="none" refrigerants='[{"name":"R32","safety":"A2L","gwp":675},{"name":"R410A","safety":"A1","gwp":2088}]'></vs-refrigerant-chooser>`,
    event: 'vs-change',
    act: async (element) => {
      inside(element, '[part="trigger"]').click();
      await until(() => inside(element, '[part="option"]'));
      inside(element, '[part="actions"] button:last-child').click();
    },
  },
  'vs-approvals-chooser': {
    html: `<vs-approvals-chooser value='["CE"]'></vs-approvals-chooser>`,
    event: 'vs-change',
    act: async (element) => {
      inside(element, '[part="trigger"]').click();
      await until(() => inside(element, '[part="option"]'));
      inside(element, '[part="actions"] button:last-child').click();
    },
  },
  'vs-unit-set-chooser': {
    html: `<vs-unit-set-chooser unit-system="2"></vs-unit-set-chooser>`,
    event: 'vs-change',
    act: async (element) => {
      (await until(() => inside<HTMLInputElement>(element, '[part="systems"] input'))).click();
    },
  },
  'vs-performance-chart': {
    html: `<vs-performance-chart data='{"x":{"label":"Te","unit":"℃","values":[-20,-10,0]},"y":{"label":"Capacity","unit":"kW"},"series":[{"label":"A","values":[1,2,3],"selected":true},{"label":"B","values":[2,3,4]}]}'></vs-performance-chart>`,
    event: 'vs-series-toggle',
    act: async (element) => {
      // A click on a curve's legend entry hides it.
      const entry = await until(() => inside(element, '.u-legend tr.u-series:nth-child(3) th'));
      entry.click();
    },
  },
  'vs-selector': {
    // Without valve-name the selector waits (a stable first render); the act hands it the family's fields, as a
    // page does through the property, and calculates against the canned answers.
    html: `<vs-selector refrigerant="R410A" api-base="${cannedApiBase}"></vs-selector>`,
    event: 'vs-calculate',
    act: async (element) => {
      element.fields = cannedFields.Data as SelectionFieldsData;
      const calculate = await until(() => inside(element, '[part="calculate"]'));
      calculate.click();
      await until(() => inside(element, '[part="results"]'));
    },
  },
  'vs-selection-strip': {
    html: '<vs-selection-strip></vs-selection-strip>',
    event: 'vs-sign-in-required',
    // Save needs a signed-in user: the strip says so (the button is there, hidden with the empty strip).
    act: async (element) => inside(element, '[part="save"]').click(),
  },
  'vs-pt-chart': {
    html: '<vs-pt-chart refrigerant="R134a"></vs-pt-chart>',
    event: 'vs-row-select',
    // Picking a row of the table, once the refrigerant's data has loaded.
    act: async (element) => (await until(() => inside(element, '[part="row"] button'))).click(),
  },
};

/** The rows as a list, each `act` taking the element as a page's query finds it (of the row's tag). */
export const widgetUseList = Object.entries(widgetUses).map(([tag, use]) => ({
  tag: tag as WidgetTag,
  html: use.html,
  event: use.event,
  act: (element: HTMLElement) => use.act(element as never),
}));
