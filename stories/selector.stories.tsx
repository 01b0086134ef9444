import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
// Importing the element module defines <vs-selector>.
import { meta as element } from '../widgets/selector/selector.element';
import { elementStories } from './element-story';
import eevInterpolated from './fixtures/selector/eev-calculate-interpolated.json';
import eevCalculated from './fixtures/selector/eev-calculate.json';
import eevFields from './fixtures/selector/eev-fields.json';
import bomBodies from './fixtures/selector/sov-bom-bodies.json';
import calculatedDe from './fixtures/selector/sov-calculate-de.json';
import points from './fixtures/selector/sov-calculate-points.json';
import refused from './fixtures/selector/sov-calculate-refused.json';
import calculatedRu from './fixtures/selector/sov-calculate-ru.json';
import calculated from './fixtures/selector/sov-calculate.json';
import chartLine from './fixtures/selector/sov-chartline.json';
import fieldsDe from './fixtures/selector/sov-fields-de.json';
import fieldsRu from './fixtures/selector/sov-fields-ru.json';
import fields from './fixtures/selector/sov-fields.json';
import seriesFields from './fixtures/selector/sov-serialfields.json';
import seriesSizes from './fixtures/selector/sov-seriallist.json';
import slice from './fixtures/selector/sov-slice.json';
import txvExtrapolated from './fixtures/selector/txvold-calculate-extrapolated.json';
import txvFields from './fixtures/selector/txvold-fields.json';
import { json, pending, storyApi, unreachable } from './page/story-api';

// The field definitions are a captured real answer of GET /api/valve/selection?valveName=Sov (tests/fixtures,
// checked against the server by tests/unit/widgets/selector-fixtures.test.ts). Calculate asks the API at api-base:
// run `npm start` and Storybook's dev server proxy, or read the form, validation and units without it.
const stories = elementStories(element);
const meta = { title: 'Widgets/Selector', ...stories, args: { ...stories.args, fields: fields.Data, refrigerant: 'R410A' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No family: the widget asks for one. */
export const Empty: Story = { args: { fields: undefined, refrigerant: undefined } };

/** The solenoid valve's conditions, metric. */
export const Typical: Story = {};

/** The widget's own refrigerant select, when the page sets none. */
export const OwnRefrigerant: Story = { args: { refrigerant: undefined } };

/** Imperial units: ℉, TR, psi. */
export const Imperial: Story = { args: { 'unit-system': '1' } };

/** A German shop: decimal commas, and the server's German field titles. */
export const German: Story = { args: { lang: 'de', fields: fieldsDe.Data } };

/** Chinese labels of the widget (the field titles are the captured English answer). */
export const Chinese: Story = { globals: { lang: 'cn' } };

/**
 * An electronic expansion valve: its results show no velocity or drop column, and with a lowest part load set
 * (Load) each row's opening there beside the design opening.
 */
export const ExpansionValve: Story = { args: { fields: eevFields.Data } };

/** A narrow column: the fields stack. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>] };

/** The selector's shadow root and its part `name`, once it is there (the state a play function waits for). */
async function partOf(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const element = canvasElement.querySelector('vs-selector')!;
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
    expect(found, `part ${name}`).not.toBeNull();
  }, { timeout: 20_000 });
  return found!;
}

// The API the result stories calculate on: the real server's answers for the form's defaults (fixtures above), and
// the family's slice, which the widget fetches after the first answer to calculate the next edits itself.
const server = {
  'POST /ucselection/calculate': () => json(calculated),
  'GET /selection/slice': () => json(slice),
  'POST /ucselection/getchartline': () => json(chartLine),
};

/** The results, every group opened (Prohibited starts closed): the state the result stories show. */
async function openGroups(canvasElement: HTMLElement): Promise<ShadowRoot> {
  await partOf(canvasElement, 'results');
  const root = canvasElement.querySelector('vs-selector')!.shadowRoot!;
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[part~="group-toggle"][aria-expanded="false"]')) await userEvent.click(toggle);
  return root;
}

/** Results in all three groups, Prohibited opened: grades, figures, reasons and each row's provenance. */
export const Results: Story = {
  args: { calculate: true, 'api-base': storyApi('results', server) },
  play: async ({ canvasElement }) => {
    const root = await openGroups(canvasElement);
    await expect(root.querySelectorAll('[part~="group"]')).toHaveLength(3);
  },
};

/**
 * Three operating points (the design's 10 kW, a part load of 6 kW and a peak of 14 kW): each row's grade at every
 * point under its reason, the deciding (worst) one marked. FDF-25 is decided at the part load, its neighbours at the
 * design point.
 */
export const OperatingPoints: Story = {
  args: {
    calculate: true,
    'operating-points': points.operatingPoints,
    'api-base': storyApi('points', { ...server, 'POST /ucselection/calculate': () => json(points.envelope) }),
  },
  play: async ({ canvasElement }) => {
    const root = await openGroups(canvasElement);
    await waitFor(() => expect(root.querySelector('[part~="row"][data-size="FDF-25"] [part~="point-grade"][data-deciding]')?.getAttribute('data-point')).toBe('Part load'), { timeout: 20_000 });
  },
};

/** Three sizes side by side (Compare pressed on each): every figure, the grade's reason and the technical data that differ. */
export const Comparison: Story = {
  args: {
    calculate: true,
    'api-base': storyApi('comparison', { ...server, 'POST /valve/seriallist': () => json(seriesSizes), 'GET /valve/fetchserialfields': () => json(seriesFields) }),
  },
  play: async ({ canvasElement }) => {
    const root = await openGroups(canvasElement);
    for (const size of ['FDF-25', 'FDF-16', 'FDF-38']) await userEvent.click(root.querySelector<HTMLElement>(`[part~="row"][data-size="${size}"] [part~="compare-button"]`)!);
    await partOf(canvasElement, 'comparison');
  },
};

/**
 * Offline: the calculate call fails as the browser's does with no network, and the selector calculates in this
 * browser from the family's catalogue data (its slice), says so once with Check again, and each row's provenance says
 * where it was calculated. (The client tries the call three more times first, 2, 4 and 8 s apart.)
 */
export const Offline: Story = {
  args: { calculate: true, 'api-base': storyApi('offline', { ...server, 'POST /ucselection/calculate': unreachable }) },
  play: async ({ canvasElement }) => {
    await partOf(canvasElement, 'unreachable');
    await expect((await partOf(canvasElement, 'computed')).dataset['by']).toBe('browser');
  },
};

/** Waits for a row whose provenance is `method` (table, interpolated, extrapolated or model), every group opened. */
async function provenanceShown(canvasElement: HTMLElement, method: string): Promise<void> {
  const root = await openGroups(canvasElement);
  await expect(root.querySelector(`[part~="provenance"][data-method="${method}"]`)).not.toBeNull();
}

/** An expansion valve's results: DPF rows read at a node of the maker's rating table, VPF rows from the model. */
export const ProvenanceTable: Story = {
  args: {
    fields: eevFields.Data,
    conditions: { Load: 33 },
    calculate: true,
    'api-base': storyApi('provenance-table', { 'POST /ucselection/calculate': () => json(eevCalculated) }),
  },
  play: async ({ canvasElement }) => provenanceShown(canvasElement, 'table'),
};

/** Between the table's nodes (Te −2.5 ℃): the DPF rows are interpolated in it. */
export const ProvenanceInterpolated: Story = {
  args: {
    fields: eevFields.Data,
    conditions: { Te: { value: -2.5, unit: '℃' } },
    calculate: true,
    'api-base': storyApi('provenance-interpolated', { 'POST /ucselection/calculate': () => json(eevInterpolated) }),
  },
  play: async ({ canvasElement }) => provenanceShown(canvasElement, 'interpolated'),
};

/** Thermostatic valves on R404A at Tc 40 ℃, the table being at 45 ℃: the model, scaled to the table's nearest point. */
export const ProvenanceExtrapolated: Story = {
  args: {
    fields: txvFields.Data,
    refrigerant: 'R404A',
    calculate: true,
    'api-base': storyApi('provenance-extrapolated', { 'POST /ucselection/calculate': () => json(txvExtrapolated) }),
  },
  play: async ({ canvasElement }) => provenanceShown(canvasElement, 'extrapolated'),
};

/** Long German words in every part: the server's field titles, group titles and reasons, in a 390 px column. */
export const GermanResults: Story = {
  args: { lang: 'de', fields: fieldsDe.Data, calculate: true, 'api-base': storyApi('results-de', { ...server, 'POST /ucselection/calculate': () => json(calculatedDe) }) },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => void (await openGroups(canvasElement)),
};

/** Long Russian words in every part, as GermanResults. */
export const RussianResults: Story = {
  args: { lang: 'ru', fields: fieldsRu.Data, calculate: true, 'api-base': storyApi('results-ru', { ...server, 'POST /ucselection/calculate': () => json(calculatedRu) }) },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => void (await openGroups(canvasElement)),
};

/** Calculating: the server has not answered yet. */
export const Calculating: Story = {
  args: { calculate: true, 'api-base': storyApi('calculating', { 'POST /ucselection/calculate': pending }) },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await partOf(canvasElement, 'base')).dataset['state']).toBe('calculating'));
  },
};

/** The server failed (HTTP 500): its fault, worded so, with Try again. */
export const ServerError: Story = {
  args: { calculate: true, 'api-base': storyApi('server-error', { 'POST /ucselection/calculate': () => new Response('Internal Server Error', { status: 500 }) }) },
  play: async ({ canvasElement }) => {
    await partOf(canvasElement, 'error');
    await partOf(canvasElement, 'retry');
  },
};

/** No server answered and no catalogue data to calculate here: "The server cannot be reached", with Try again. */
export const Unreachable: Story = {
  args: { calculate: true, 'api-base': storyApi('unreachable', { 'POST /ucselection/calculate': unreachable }) },
  play: async ({ canvasElement }) => {
    await partOf(canvasElement, 'retry');
  },
};

/** The server refused a field (an evaporating temperature above R410A's critical point): the message beside it. */
export const Refused: Story = {
  args: {
    calculate: true,
    conditions: { Te: { value: 80, unit: '℃' } },
    'api-base': storyApi('refused', { 'POST /ucselection/calculate': () => json(refused.envelope, refused.status) }),
  },
  play: async ({ canvasElement }) => {
    // The server's 400 names the field (Detail.field): its message stands under that field.
    await expect(refused.status).toBe(400);
    const error = await partOf(canvasElement, 'field-error');
    await expect(error.closest('[data-field]')?.getAttribute('data-field')).toBe(refused.envelope.Detail.field);
  },
};

/** A size's curves, opened under its row (Curves pressed on the first Optimal row). */
export const Curves: Story = {
  args: { calculate: true, 'api-base': storyApi('curves', server) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await partOf(canvasElement, 'curves-button'));
    await partOf(canvasElement, 'curves');
  },
};

// The bodies sold alone of the answer above with their coil choices, as the first row showing one asks them (issue 35).
const withCoils = { ...server, 'GET /valve/bom': () => json(bomBodies) };

/** The first Optimal row's coil choice: a solenoid body sold alone needs a coil; the one for the country is preselected and said so. */
async function coilChoiceShown(canvasElement: HTMLElement): Promise<HTMLSelectElement> {
  const row = (await partOf(canvasElement, 'results')).querySelector<HTMLElement>('[part~="group"][data-grade="Optimal"] [part~="row"]')!;
  let select: HTMLSelectElement | null = null;
  await waitFor(() => expect((select = row.querySelector<HTMLSelectElement>('[part~="coil-choice-select"]'))).not.toBeNull(), { timeout: 20_000 });
  return select!;
}

/** A body sold alone (FDF-25 without coil): its row offers the coil, the one for the page's country preselected and said so. */
export const CoilChoice: Story = {
  args: { calculate: true, 'api-base': storyApi('coil-choice', withCoils) },
  play: async ({ canvasElement }) => {
    const select = await coilChoiceShown(canvasElement);
    await expect(select.value).toBe('COIL-10001');
    await waitFor(() => expect(select.parentElement!.querySelector('[part~="coil-choice-note"]')).not.toBeNull());
  },
};

/** The buyer picked 24 V DC in the row: their choice, with no note; the row's bill and Add carry it. */
export const CoilChoicePicked: Story = {
  args: { calculate: true, 'api-base': storyApi('coil-choice-picked', withCoils) },
  play: async ({ canvasElement }) => {
    const select = await coilChoiceShown(canvasElement);
    await userEvent.selectOptions(select, 'COIL-10004');
    await waitFor(() => expect(select.parentElement!.querySelector('[part~="coil-choice-note"]')).toBeNull());
    await expect(select.value).toBe('COIL-10004');
  },
};
