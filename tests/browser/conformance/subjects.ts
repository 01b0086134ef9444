// Every widget the conformance suite checks, with the one user action that makes it emit an event. A new
// widget adds its row here.
import { sendKeys } from '@web/test-runner-commands';
import { meta as approvalsChooser } from '../../../widgets/approvals-chooser/approvals-chooser.element';
import type { WidgetMeta } from '../../../widgets/internal/meta';
import { meta as refrigerantChooser } from '../../../widgets/refrigerant-chooser/refrigerant-chooser.element';
import { meta as searchBox } from '../../../widgets/search-box/search-box.element';
import { meta as unitConverter } from '../../../widgets/unit-converter/unit-converter.element';
import { inside, type, until } from '../helpers';

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
];
