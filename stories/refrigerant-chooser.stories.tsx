import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import { createI18n } from '../src/i18n';
import { memoryStore } from '../src/state';
import { RefrigerantChooser, refrigerantChooserResources, type RefrigerantOption } from '../widgets/refrigerant-chooser';
// Importing the element module defines <vs-refrigerant-chooser>.
import { meta as element } from '../widgets/refrigerant-chooser/refrigerant-chooser.element';

function WithStrings({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nextProvider i18n={createI18n(lang, refrigerantChooserResources)}>{children}</I18nextProvider>;
}

// Safety classes (ASHRAE 34) and GWP (IPCC AR4) as the demo catalogue lists them.
const refrigerants: RefrigerantOption[] = [
  { name: 'R22', safety: 'A1', gwp: 1810 },
  { name: 'R32', safety: 'A2L', gwp: 675 },
  { name: 'R134a', safety: 'A1', gwp: 1430 },
  { name: 'R404A', safety: 'A1', gwp: 3922 },
  { name: 'R407C', safety: 'A1', gwp: 1774 },
  { name: 'R410A', safety: 'A1', gwp: 2088 },
  { name: 'R454B', safety: 'A2L', gwp: 466 },
  { name: 'R1234yf', safety: 'A2L', gwp: 4 },
  { name: 'R290', safety: 'A3', gwp: 3 },
  { name: 'R744', safety: 'A1', gwp: 1 },
];

const meta = {
  title: 'Widgets/Refrigerant chooser',
  component: RefrigerantChooser,
  // Each story remembers in its own memory, not in the browser's localStorage.
  args: { refrigerants, onChange: fn(), store: memoryStore() },
  decorators: [(Story, context) => <WithStrings lang={String(context.globals.lang ?? 'en')}><div style={{ width: 320, minHeight: 480 }}><Story /></div></WithStrings>],
  argTypes: {
    refrigerant: { control: 'select', options: refrigerants.map((r) => r.name), description: element.attributes.refrigerant.doc },
    defaultRefrigerant: { control: 'select', options: refrigerants.map((r) => r.name), description: element.attributes.defaultRefrigerant.doc },
    favourites: { control: 'object', description: element.attributes.favourites.doc },
    remember: { control: 'inline-radio', options: ['local', 'none'], description: element.attributes.remember.doc },
    refrigerants: { control: 'object', description: element.attributes.refrigerants.doc },
    store: { table: { disable: true } },
    model: { table: { disable: true } },
  },
} satisfies Meta<typeof RefrigerantChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the default refrigerant, no favourites. */
export const Default: Story = {};

/** A user with favourites (listed first) and R32 in effect. */
export const Favourites: Story = { args: { refrigerant: 'R32', favourites: ['R32', 'R290', 'R744'] } };

/** A chiller maker whose default is the low-GWP R1234yf. */
export const LowGwpDefault: Story = { args: { defaultRefrigerant: 'R1234yf' } };

/** The list still on its way (no list given, no server in Storybook). */
export const Loading: Story = { args: { refrigerants: undefined } };

/** Chinese labels (the language toolbar switches every story). */
export const Chinese: Story = { globals: { lang: 'cn' } };

/** The custom element itself: the list set as a property, vs-change out. */
export const Element: Story = {
  render: ({ refrigerants: list, refrigerant, favourites, onChange }) => (
    <vs-refrigerant-chooser
      refrigerants={list}
      refrigerant={refrigerant}
      favourites={favourites}
      remember="none"
      ref={(host) => {
        if (!host || !onChange) return undefined;
        const listener = (event: CustomEvent) => onChange(event.detail);
        host.addEventListener('vs-change', listener);
        return () => host.removeEventListener('vs-change', listener);
      }}
    />
  ),
};
