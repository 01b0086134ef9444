import type { Meta, StoryObj } from '@storybook/react-vite';
// Importing the element module defines <vs-selector>.
import { meta as element } from '../widgets/selector/selector.element';
import { elementStories } from './element-story';
import eevFields from './fixtures/selector/eev-fields.json';
import fields from './fixtures/selector/sov-fields.json';

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
