import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
// Importing the element module defines <vs-selector>.
import { meta as element } from '../widgets/selector/selector.element';
import { elementStories } from './element-story';
import eevFields from './fixtures/selector/eev-fields.json';
import refused from './fixtures/selector/sov-calculate-refused.json';
import calculated from './fixtures/selector/sov-calculate.json';
import chartLine from './fixtures/selector/sov-chartline.json';
import fields from './fixtures/selector/sov-fields.json';
import slice from './fixtures/selector/sov-slice.json';
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

/** A German shop: decimal commas. */
export const German: Story = { args: { lang: 'de' } };

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

/** Results in all three groups, Prohibited opened: grades, figures, reasons and each row's provenance. */
export const Results: Story = {
  args: { calculate: true, 'api-base': storyApi('results', server) },
  play: async ({ canvasElement }) => {
    await partOf(canvasElement, 'results');
    const closed = canvasElement.querySelector('vs-selector')!.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="group-toggle"][aria-expanded="false"]');
    for (const toggle of closed) await userEvent.click(toggle);
    await expect(canvasElement.querySelector('vs-selector')!.shadowRoot!.querySelectorAll('[part~="group"]')).toHaveLength(3);
  },
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
    await partOf(canvasElement, 'field-error');
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
