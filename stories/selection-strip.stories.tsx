import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { selectedListKey, type SelectedListItem } from '../src/state';
// Importing the element module defines <vs-selection-strip>.
import { meta as element } from '../widgets/selection-strip/selection-strip.element';
import { elementStories, withinElement } from './element-story';
import { selectionItem, selectionItems } from './fixtures/selection-items';
import bom from './fixtures/selector/sov-bom.json';
import { json, storyApi } from './page/story-api';

/**
 * The strip keeps its list in this browser's local storage, as on a shop's page: each story writes its items
 * there before it renders and removes them after, so that no story sees another's.
 */
function listed(items: readonly SelectedListItem[]) {
  return () => {
    localStorage.setItem(selectedListKey, JSON.stringify(items));
    return () => localStorage.removeItem(selectedListKey);
  };
}

const meta = { title: 'Widgets/Selection strip', ...elementStories(element) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: the strip is hidden (this story renders nothing visible). */
export const Empty: Story = { beforeEach: listed([]) };

/** Two products; press Expand to see them, Clear for the multi-select mode, Save for the sign-in message. */
export const Typical: Story = {
  beforeEach: listed([selectionItem('h1'), selectionItem('h2', 'SOV-12065', { ProductName: 'FDF-25-S55-230AC', ProductType: 'NC' })]),
};

/** Many products: the expanded row scrolls. */
export const ManyItems: Story = { beforeEach: listed(selectionItems(24)) };

/**
 * The stories below reach their state by pressing buttons named in English: their page is English whatever the
 * toolbar's language (the other globals still apply).
 */
const english = { lang: 'en' };

/** Multi-select mode: Clear pressed, two items ticked. */
export const MultiSelect: Story = {
  globals: english,
  beforeEach: listed(selectionItems(5)),
  play: async ({ canvasElement }) => {
    const strip = await withinElement(canvasElement, 'vs-selection-strip');
    await userEvent.click(await strip.findByRole('button', { name: 'Clear' }));
    await userEvent.click(strip.getByRole('checkbox', { name: 'Select SOV-20002' }));
    await userEvent.click(strip.getByRole('checkbox', { name: 'Select SOV-20004' }));
  },
};

/** Remove All pressed: the strip asks before it deletes, the items still in sight; Cancel answers "Undelete". */
export const AskingBeforeDelete: Story = {
  globals: english,
  beforeEach: listed(selectionItems(3)),
  play: async ({ canvasElement }) => {
    const strip = await withinElement(canvasElement, 'vs-selection-strip');
    await userEvent.click(await strip.findByRole('button', { name: 'Clear' }));
    await userEvent.click(strip.getByRole('button', { name: 'Remove All' }));
  },
};

/** A confirmed Delete selection: one item left, "Deleted successfully" in the status line for 5 s. */
export const Deleted: Story = {
  globals: english,
  beforeEach: listed(selectionItems(2)),
  play: async ({ canvasElement }) => {
    const strip = await withinElement(canvasElement, 'vs-selection-strip');
    await userEvent.click(await strip.findByRole('button', { name: 'Clear' }));
    await userEvent.click(strip.getByRole('checkbox', { name: 'Select SOV-20001' }));
    await userEvent.click(strip.getByRole('button', { name: 'Delete selection' }));
    await userEvent.click(strip.getByRole('button', { name: 'Delete' }));
  },
};

/** The export dialog a member's Export opens: tick boxes, form and language. */
export const ExportDialog: Story = {
  globals: english,
  args: { 'export-action': 'dialog' },
  beforeEach: listed(selectionItems(3)),
  play: async ({ canvasElement }) => {
    const strip = await withinElement(canvasElement, 'vs-selection-strip');
    await userEvent.click(await strip.findByRole('button', { name: 'Export' }));
  },
};

/** Signed out: Save the list on a page without the maker's accounts says "Please sign in firstly" in the strip. */
export const SignedOut: Story = {
  globals: english,
  beforeEach: listed(selectionItems(2)),
  play: async ({ canvasElement }) => {
    const strip = await withinElement(canvasElement, 'vs-selection-strip');
    await userEvent.click(await strip.findByRole('button', { name: 'Save the list' }));
    await expect(await strip.findByRole('status')).toHaveTextContent('Please sign in firstly');
  },
};

/** Signed in: the page saves the list for its member (save-action="event"); the strip hands it over as vs-save. */
export const SignedIn: Story = {
  globals: english,
  args: { 'save-action': 'event', 'export-action': 'dialog' },
  beforeEach: listed(selectionItems(2)),
  play: async ({ canvasElement, args }) => {
    const strip = await withinElement(canvasElement, 'vs-selection-strip');
    await userEvent.click(await strip.findByRole('button', { name: 'Save the list' }));
    await expect(args['onSave']).toHaveBeenCalledOnce();
  },
};

/** Chinese labels. */
export const Chinese: Story = { beforeEach: listed(selectionItems(3)), globals: { lang: 'cn' } };

/** Every vs-add on the page joins the list, as <vs-selector> sends them: the button below sends one. */
export const AddedByThePage: Story = {
  beforeEach: listed([]),
  decorators: [
    (Story) => (
      <>
        <button type="button" onClick={(event) => event.currentTarget.dispatchEvent(new CustomEvent('vs-add', {
          detail: selectionItem(`story-${Date.now()}`, `SOV-${10000 + Math.floor(Math.random() * 9000)}`), bubbles: true, composed: true,
        }))}>
          Send a vs-add
        </button>
        <Story />
      </>
    ),
  ],
};

/** The bill's API: the real server's bill of materials for the first item (a captured answer, stories/fixtures). */
const bomApi = storyApi('bom', { 'GET /valve/bom': () => json(bom) });

/** Opens the bill of materials of the strip's one item, and waits for its table. */
async function openBill(canvasElement: HTMLElement, part: string): Promise<void> {
  const strip = canvasElement.querySelector('vs-selection-strip')!;
  let toggle: HTMLElement | null = null;
  await waitFor(() => expect((toggle = strip.shadowRoot!.querySelector<HTMLElement>('[part~="bom-toggle"]'))).not.toBeNull());
  await userEvent.click(toggle!);
  await waitFor(() => expect(strip.shadowRoot!.querySelector(`[part~="${part}"]`)).not.toBeNull(), { timeout: 10_000 });
}

/** The bill of materials on a page that gives no prices: parts and quantities, no price columns. */
export const BillOfMaterials: Story = {
  args: { 'api-base': bomApi },
  beforeEach: listed([selectionItem('h1')]),
  play: async ({ canvasElement }) => openBill(canvasElement, 'bom-table'),
};

/** The bill with the shop's prices (its price-url answering for every part at once), stock and the total. */
export const BillWithPrices: Story = {
  args: {
    'api-base': bomApi,
    'price-url': `${storyApi('shop-prices', { 'GET /prices': () => json({ 'SOV-12064': { price: 1042.5, currency: 'EUR', stock: 4 }, 'COIL-10001': { price: 38.9, currency: 'EUR', stock: 12 } }) })}/prices?parts={partNumbers}`,
  },
  beforeEach: listed([selectionItem('h1')]),
  play: async ({ canvasElement }) => openBill(canvasElement, 'total-price'),
};
