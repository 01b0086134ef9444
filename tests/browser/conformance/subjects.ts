// Every widget the conformance suite checks, with the one user action that makes it emit an event. A new
// widget adds its row here.
import type { WidgetMeta } from '../../../widgets/internal/meta';
import { meta as unitConverter } from '../../../widgets/unit-converter/unit-converter.element';
import { inside, type } from '../helpers';

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
];
