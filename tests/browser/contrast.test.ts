// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Every widget, in every state a designer cares about, against WCAG 2.x AA contrast (4.5:1 for text, 3:1 for large
// text) with axe-core's color-contrast rule, which looks through open shadow roots. Issue #10: the primary buttons
// (a chooser's Confirm, the strip's Save, the selector's Calculate) drew the body text colour on the primary
// background, 2.2:1.
import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import type { SelectionFieldsData } from '../../src/contracts/selection';
import { selectedListKey } from '../../src/state/selected-list';
import { selectionItem } from '../../stories/fixtures/selection-items';
import cannedFields from '../../stories/fixtures/selector/sov-fields.json';
import { elementModules, type WidgetTag } from '../../widgets/elements';
import { serveCannedApi } from './canned-api';
import { cleanup, inside, mount, rendered, type, until } from './helpers';
import { widgetUses } from './widget-uses';

interface State {
  name: string;
  /** HTML of the instance; default the widget's typical configuration (widget-uses.ts). */
  html?: string;
  /** Brings the rendered element into the state, and waits until it is drawn. */
  prepare?: (element: HTMLElement) => Promise<void>;
}

/** A button of the shadow root, found by its text: the choosers' and the strip's buttons have no parts. */
function button(element: HTMLElement, text: string): HTMLButtonElement {
  const found = [...element.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}" in <${element.localName}>`);
  return found;
}

/** The strip in its multi-select mode, one item ticked. */
async function startClearing(element: HTMLElement): Promise<void> {
  await until(() => expect(inside(element, '[part="base"]').hidden).to.equal(false));
  inside(element, '[part="clear"]').click();
  (await until(() => inside<HTMLInputElement>(element, 'input[type="checkbox"]'))).click();
  await until(() => expect(button(element, 'Delete selection').disabled).to.equal(false));
}

async function openPanel(element: HTMLElement): Promise<void> {
  inside(element, '[part="trigger"]').click();
  await until(() => button(element, 'Confirm'));
}

// One row per widget (the compiler asks for a new one): the states that show each kind of text and button it has.
const states: { [T in WidgetTag]: State[] } = {
  'vs-unit-converter': [
    { name: 'as it opens (saturation, ℃ to bar)', html: '<vs-unit-converter></vs-unit-converter>' },
    {
      name: 'a result',
      prepare: async (element) => {
        await type(inside<HTMLInputElement>(element, '[part="input"]'), '7');
        await until(() => expect(inside(element, '[part="result"]').textContent).to.equal('101.53 Psi'));
      },
    },
    {
      name: 'a blend’s bubble and dew',
      html: '<vs-unit-converter refrigerant="R410A" value="0"></vs-unit-converter>',
      prepare: async (element) => void (await until(() => inside(element, '[part="dew"]'))),
    },
    {
      name: 'Unable to calculate',
      html: '<vs-unit-converter from-unit="bar" to-unit="kW" value="1"></vs-unit-converter>',
      prepare: async (element) => void (await until(() => inside(element, '[part="error"]'))),
    },
  ],
  'vs-search-box': [
    { name: 'as it opens' },
    {
      name: 'results with the highlighted option',
      prepare: async (element) => {
        await type(inside<HTMLInputElement>(element, '[part="input"]'), 'sv');
        await until(() => inside(element, '[part="option"]'));
        await sendKeys({ press: 'ArrowDown' });
        await until(() => inside(element, '[part="option"][aria-selected="true"]'));
      },
    },
  ],
  'vs-refrigerant-chooser': [
    { name: 'closed' },
    {
      name: 'open panel with a favourite, Cancel, Reset and Confirm',
      html: `<vs-refrigerant-chooser remember="none" favourites='["R32"]' refrigerants='[{"name":"R32","safety":"A2L","gwp":675},{"name":"R410A","safety":"A1","gwp":2088}]'></vs-refrigerant-chooser>`,
      prepare: openPanel,
    },
  ],
  'vs-approvals-chooser': [
    { name: 'closed' },
    { name: 'open panel with Cancel, Reset, Select All and Confirm', prepare: openPanel },
    {
      name: 'open panel saying Please select at least one approval',
      html: `<vs-approvals-chooser value='[]'></vs-approvals-chooser>`,
      prepare: async (element) => {
        await openPanel(element);
        button(element, 'Confirm').click();
        await until(() => inside(element, '[part="error"]'));
      },
    },
  ],
  'vs-unit-set-chooser': [
    { name: 'base system, sets and the new-set form' },
    {
      name: 'saying Name your unit set',
      prepare: async (element) => {
        inside<HTMLButtonElement>(element, '[part="new-set"] button[type="submit"]').click();
        await until(() => inside(element, '[part="error"]'));
      },
    },
  ],
  'vs-performance-chart': [{ name: 'drawn', prepare: async (element) => void (await until(() => inside(element, '.u-legend'))) }],
  'vs-selector': [
    {
      name: 'the form with Calculate',
      prepare: async (element) => {
        (element as HTMLElementTagNameMap['vs-selector']).fields = cannedFields.Data as SelectionFieldsData;
        await until(() => inside(element, '[part="calculate"]'));
      },
    },
    { name: 'results in three groups', prepare: (element) => widgetUses['vs-selector'].act(element as HTMLElementTagNameMap['vs-selector']) },
  ],
  'vs-selection-strip': [
    {
      name: 'items shown, saying Please sign in firstly',
      prepare: async (element) => {
        await until(() => expect(inside(element, '[part="base"]').hidden).to.equal(false));
        inside(element, '[part="toggle"]').click();
        inside(element, '[part="save"]').click();
        await until(() => expect(inside(element, '[part="notice"]').textContent).to.equal('Please sign in firstly'));
      },
    },
    {
      name: 'clearing: one ticked, Cancel, Delete selection, Remove All',
      prepare: startClearing,
    },
    {
      name: 'asking before Delete selection: Cancel and Delete',
      prepare: async (element) => {
        await startClearing(element);
        button(element, 'Delete selection').click();
        await until(() => inside(element, '[part="confirm-delete"]'));
      },
    },
    {
      name: 'saying Deleted successfully',
      prepare: async (element) => {
        await startClearing(element);
        button(element, 'Delete selection').click();
        (await until(() => inside(element, '[part="confirm-delete"]'))).click();
        await until(() => expect(inside(element, '[part="notice"]').textContent).to.equal('Deleted successfully'));
      },
    },
  ],
  'vs-pt-chart': [
    {
      name: 'curve and table, a row picked',
      prepare: async (element) => {
        (await until(() => inside(element, '[part="row"] button'))).click();
        await until(() => inside(element, '[part="row"][aria-selected="true"]'));
      },
    },
  ],
};

/** Each node of a color-contrast violation as a line: where it is, its text, its colours and their ratio. */
function describeViolations(results: axe.AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const data = (node.any[0]?.data ?? {}) as { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string };
      const where = node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' ');
      return `${where} ${node.html.slice(0, 120)}: ${data.fgColor} on ${data.bgColor} is ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}`;
    }),
  );
}

describe('contrast of every widget (WCAG AA, axe-core color-contrast)', () => {
  before(() => serveCannedApi());
  // Two items in the selection list the strip reads at start (it hides while the list is empty).
  beforeEach(() => localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1'), selectionItem('h2', 'SOV-12065')])));
  after(() => localStorage.clear());
  afterEach(cleanup);

  for (const [tag, list] of Object.entries(states) as [WidgetTag, State[]][]) {
    for (const state of list) {
      it(`<${tag}>: ${state.name}`, async () => {
        await elementModules[tag]();
        const element = mount(state.html ?? widgetUses[tag].html);
        await rendered(element);
        await state.prepare?.(element);
        const results = await axe.run(element, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
        expect(describeViolations(results), `<${tag}> ${state.name}`).to.deep.equal([]);
        // The rule found text to check: a state that drew nothing would pass without checking anything.
        expect(results.passes.flatMap((p) => p.nodes).length, 'text checked').to.be.greaterThan(0);
      });
    }
  }
});
