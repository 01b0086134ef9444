import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import type { SelectionFieldsData } from '../src/contracts/selection';
import { createI18n } from '../src/i18n';
import { Selector, selectorResources } from '../widgets/selector';
import { meta as element } from '../widgets/selector/selector.element';
import { oneOf } from './one-of';
import fields from './fixtures/selector/sov-fields.json';

// The field definitions are a captured real answer of GET /api/valve/selection?valveName=Sov (tests/fixtures,
// checked against the server by tests/unit/widgets/selector-fixtures.test.ts). Calculate asks the API at /api:
// run `npm start` and Storybook's dev server proxy, or read the form, validation and units without it.
const sovFields = fields.Data as SelectionFieldsData;

function WithStrings({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nextProvider i18n={createI18n(lang, selectorResources)}>{children}</I18nextProvider>;
}

const meta = {
  title: 'Widgets/Selector',
  component: Selector,
  args: { fields: sovFields, refrigerant: 'R410A', onCalculate: fn(), onAdd: fn() },
  decorators: [(Story, context) => <WithStrings lang={String(context.globals.lang ?? 'en')}><Story /></WithStrings>],
  argTypes: {
    valveName: { control: 'text', description: element.attributes.valveName.doc },
    serialId: { control: 'number', description: element.attributes.serialId.doc },
    systemId: { control: 'number', description: element.attributes.systemId.doc },
    refrigerant: { control: 'text', description: element.attributes.refrigerant.doc },
    approvals: { control: 'object', description: element.attributes.approvals.doc },
    unitSystem: { control: 'inline-radio', options: [1, 2], description: element.attributes.unitSystem.doc },
    fields: { control: 'object', description: element.attributes.fields.doc },
    locale: { control: 'text' },
    model: { table: { disable: true } },
  },
} satisfies Meta<typeof Selector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No family: the widget asks for one. */
export const Empty: Story = { args: { fields: undefined, refrigerant: undefined } };

/** The solenoid valve's conditions, metric. */
export const Typical: Story = {};

/** The widget's own refrigerant select, when the page sets none. */
export const OwnRefrigerant: Story = { args: { refrigerant: undefined } };

/** Imperial units: ℉, TR, psi. */
export const Imperial: Story = { args: { unitSystem: 1 } };

/** A German shop: decimal commas. */
export const German: Story = { args: { locale: 'de' } };

/** Chinese labels of the widget (the field titles are the captured English answer). */
export const Chinese: Story = { globals: { lang: 'cn' } };

/** A narrow column: the fields stack. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>] };

/** The custom element itself; Calculate calls the API at api-base (default /api). */
export const Element: Story = {
  render: ({ refrigerant, unitSystem, fields: given }) => <vs-selector fields={given} refrigerant={refrigerant} unitSystem={oneOf([1, 2], unitSystem)} />,
};
