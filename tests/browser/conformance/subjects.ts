// Every widget the conformance suite checks, with the one user action that makes it emit an event. A new
// widget adds its row here.
import { sendKeys } from '@web/test-runner-commands';
import { meta as approvalsChooser } from '../../../widgets/approvals-chooser/approvals-chooser.element';
import { meta as performanceChart } from '../../../widgets/performance-chart/performance-chart.element';
import type { WidgetMeta } from '../../../widgets/internal/meta';
import { meta as ptChart } from '../../../widgets/pt-chart/pt-chart.element';
import { meta as refrigerantChooser } from '../../../widgets/refrigerant-chooser/refrigerant-chooser.element';
import { meta as searchBox } from '../../../widgets/search-box/search-box.element';
import { meta as selectionStrip } from '../../../widgets/selection-strip/selection-strip.element';
import { meta as selector } from '../../../widgets/selector/selector.element';
import { meta as unitConverter } from '../../../widgets/unit-converter/unit-converter.element';
import type { SelectionFieldsData } from '../../../src/contracts/selection';
import cannedFields from '../../../stories/fixtures/selector/sov-fields.json';
import { cannedApiBase, serveCannedApi } from '../canned-api';
import { inside, type, until } from '../helpers';

serveCannedApi();

export interface ConformanceSubject {
  meta: WidgetMeta;
  /** HTML of an instance in its typical configuration. */
  html: string;
  /** A user action on `element` that makes it emit at least one of its events. */
  act(element: HTMLElement): Promise<void>;
}

export const subjects: ConformanceSubject[] = [
  {
    meta: unitConverter,
    html: '<vs-unit-converter quantity="Press"></vs-unit-converter>',
    act: (element) => type(inside<HTMLInputElement>(element, '[part="input"]'), '7'),
  },
  {
    meta: searchBox,
    html: `<vs-search-box entries='[["Sov","SV2","SV2-06","SV2-06-230"],["Bv","BVA","BVA-10","BVA-10-ODF"]]'></vs-search-box>`,
    act: async (element) => {
      await type(inside<HTMLInputElement>(element, '[part="input"]'), 'bva');
      await until(() => inside(element, '[part="option"]'));
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
    },
  },
  {
    meta: refrigerantChooser,
    html: `<vs-refrigerant-chooser remember="none" refrigerants='[{"name":"R32","safety":"A2L","gwp":675},{"name":"R410A","safety":"A1","gwp":2088}]'></vs-refrigerant-chooser>`,
    act: async (element) => {
      inside(element, '[part="trigger"]').click();
      await until(() => inside(element, '[part="option"]'));
      inside(element, '[part="actions"] button:last-child').click();
    },
  },
  {
    meta: approvalsChooser,
    html: `<vs-approvals-chooser value='["CE"]'></vs-approvals-chooser>`,
    act: async (element) => {
      inside(element, '[part="trigger"]').click();
      await until(() => inside(element, '[part="option"]'));
      inside(element, '[part="actions"] button:last-child').click();
    },
  },
  {
    meta: performanceChart,
    html: `<vs-performance-chart data='{"x":{"label":"Te","unit":"℃","values":[-20,-10,0]},"y":{"label":"Capacity","unit":"kW"},"series":[{"label":"A","values":[1,2,3],"selected":true},{"label":"B","values":[2,3,4]}]}'></vs-performance-chart>`,
    act: async (element) => {
      // A click on a curve's legend entry hides it.
      const entry = await until(() => inside(element, '.u-legend tr.u-series:nth-child(3) th'));
      entry.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    },
  },
  {
    meta: selector,
    // Without valve-name the selector waits (a stable first render); the act hands it the family's fields, as a
    // page does through the property, and calculates against the canned answers.
    html: `<vs-selector refrigerant="R410A" api-base="${cannedApiBase}"></vs-selector>`,
    act: async (element) => {
      (element as HTMLElementTagNameMap['vs-selector']).fields = cannedFields.Data as SelectionFieldsData;
      const calculate = await until(() => inside(element, '[part="calculate"]'));
      calculate.click();
      await until(() => inside(element, '[part="results"]'));
    },
  },
  {
    meta: selectionStrip,
    html: '<vs-selection-strip></vs-selection-strip>',
    // Save needs a signed-in user: the strip says so (the button is there, hidden with the empty strip).
    act: async (element) => inside(element, '[part="save"]').click(),
  },
  {
    meta: ptChart,
    html: '<vs-pt-chart refrigerant="R134a"></vs-pt-chart>',
    // Picking a row of the table, once the refrigerant's data has loaded.
    act: async (element) => (await until(() => inside(element, '[part="row"] button'))).click(),
  },
];
