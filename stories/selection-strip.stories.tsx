import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fn, userEvent, within } from 'storybook/test';
import { createI18n } from '../src/i18n';
import { createSelectionList, memoryStore, readSelectionItem, type SelectionItem } from '../src/state';
import { SelectionStrip, selectionStripResources } from '../widgets/selection-strip';
import { meta as element } from '../widgets/selection-strip/selection-strip.element';
import { selectionItem, selectionItems } from './fixtures/selection-items';

function WithStrings({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nextProvider i18n={createI18n(lang, selectionStripResources)}>{children}</I18nextProvider>;
}

/** A list of its own per story (in memory), so stories do not share one. */
function Listed({ items, children }: { items: readonly SelectionItem[]; children: (list: ReturnType<typeof createList>) => ReactNode }) {
  const [list] = useState(() => createList(items));
  return <>{children(list)}</>;
}

function createList(items: readonly SelectionItem[]) {
  const list = createSelectionList<SelectionItem>({ store: memoryStore(), read: readSelectionItem });
  for (const item of items) list.add(item);
  return list;
}

const meta = {
  title: 'Widgets/Selection strip',
  component: SelectionStrip,
  args: { onSignInRequired: fn(), onRemove: fn(), onDeleteCancel: fn() },
  decorators: [(Story, context) => <WithStrings lang={String(context.globals.lang ?? 'en')}><Story /></WithStrings>],
  argTypes: {
    detailsHref: { control: 'text', description: element.attributes.detailsHref.doc },
    signInNotice: { control: 'inline-radio', options: ['inline', 'none'], description: element.attributes.signInNotice.doc },
    list: { table: { disable: true } },
  },
  render: (args, context) => (
    <Listed items={(context.parameters.items as SelectionItem[] | undefined) ?? []}>{(list) => <SelectionStrip {...args} list={list} />}</Listed>
  ),
} satisfies Meta<typeof SelectionStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: the strip is hidden (this story renders nothing visible). */
export const Empty: Story = {};

/** Two products; press Expand to see them, Clear for the multi-select mode, Save for the sign-in message. */
export const Typical: Story = { parameters: { items: [selectionItem('h1'), selectionItem('h2', 'SOV-12065', { ProductName: 'FDF-25-S55-230AC', ProductType: 'NC' })] } };

/** Many products: the expanded row scrolls. */
export const ManyItems: Story = { parameters: { items: selectionItems(24) } };

/** Multi-select mode: Clear pressed, two items ticked. */
export const MultiSelect: Story = {
  parameters: { items: selectionItems(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select SOV-20002' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select SOV-20004' }));
  },
};

/** Remove All pressed: the strip asks before it deletes, the items still in sight; Cancel answers "Undelete". */
export const AskingBeforeDelete: Story = {
  parameters: { items: selectionItems(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove All' }));
  },
};

/** A confirmed Delete selection: one item left, "Deleted successfully" in the status line for 5 s. */
export const Deleted: Story = {
  parameters: { items: selectionItems(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select SOV-20001' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selection' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
  },
};

/** Chinese labels. */
export const Chinese: Story = { parameters: { items: selectionItems(3) }, globals: { lang: 'cn' } };

/**
 * The custom element itself, keeping its list in this browser's local storage and adding every vs-add on the
 * page: the button below sends one, as <vs-selector> would.
 */
export const Element: Story = {
  render: ({ detailsHref, signInNotice }) => (
    <>
      <button type="button" onClick={(event) => event.currentTarget.dispatchEvent(new CustomEvent('vs-add', {
        detail: selectionItem(`story-${Date.now()}`, `SOV-${10000 + Math.floor(Math.random() * 9000)}`), bubbles: true, composed: true,
      }))}>
        Send a vs-add
      </button>
      <vs-selection-strip detailsHref={detailsHref} signInNotice={signInNotice} />
    </>
  ),
};
