import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import type { SearchTuple } from '../src/catalogue/search';
import { createI18n } from '../src/i18n';
import { SearchBox, searchBoxResources } from '../widgets/search-box';
// Importing the element module defines <vs-search-box>.
import { meta as element } from '../widgets/search-box/search-box.element';

function WithStrings({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nextProvider i18n={createI18n(lang, searchBoxResources)}>{children}</I18nextProvider>;
}

// A slice of a range like the demo's, so that the stories work without a server.
const families = [['Sov', 'SV2'], ['Bv', 'BVA'], ['Filter', 'DF'], ['Eev', 'EX5'], ['Sg', 'SGI']] as const;
const entries: SearchTuple[] = families.flatMap(([valve, serial]) =>
  ['06', '10', '12', '16', '22'].flatMap((size) =>
    ['ODF', 'ODM'].map((end): SearchTuple => [valve, serial, `${serial}-${size}`, `${serial}-${size}-${end}`]),
  ),
);

const meta = {
  title: 'Widgets/Search box',
  component: SearchBox,
  args: { entries, onSelect: fn() },
  decorators: [(Story, context) => <WithStrings lang={String(context.globals.lang ?? 'en')}><div style={{ width: 320, minHeight: 380 }}><Story /></div></WithStrings>],
  argTypes: {
    placeholder: { control: 'text', description: element.attributes.placeholder.doc },
    entries: { control: 'object', description: element.attributes.entries.doc },
    model: { table: { disable: true } },
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: focus the box to see the first 10 part numbers. */
export const Empty: Story = {};

/** A shop's own hint. */
export const Placeholder: Story = { args: { placeholder: 'Artikelnummer suchen' } };

/** An index that is still on its way (no entries yet, and no server in Storybook): the box says it is loading. */
export const Loading: Story = { args: { entries: undefined } };

/** Chinese labels and messages (the language toolbar switches every story). */
export const Chinese: Story = { globals: { lang: 'cn' } };

/** In a narrow column the table keeps its minimum width and stays on screen. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
};

/** The custom element itself, as a shop embeds it: entries set as a property, vs-select out. */
export const Element: Story = {
  render: ({ entries: rows, placeholder, onSelect }) => (
    <vs-search-box
      entries={rows}
      placeholder={placeholder}
      ref={(host) => {
        if (!host || !onSelect) return undefined;
        const listener = (event: CustomEvent) => onSelect(event.detail);
        host.addEventListener('vs-select', listener);
        return () => host.removeEventListener('vs-select', listener);
      }}
    />
  ),
};
