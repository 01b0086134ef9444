// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSelectedList, memoryStore, readSelectedListItem, selectedListKey, type SelectedListItem } from '../../../src/state';
import { SelectionStrip, selectionStripResources, type SelectionStripProps } from '../../../widgets/selection-strip';
import { messageDuration } from '../../../widgets/selection-strip/selection-strip';
import { selectionItem, selectionItems } from '../../../stories/fixtures/selection-items';
import { hosted } from './test-support';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function listOf(items: readonly SelectedListItem[]) {
  const list = createSelectedList<SelectedListItem>({ store: memoryStore(), read: readSelectedListItem });
  for (const item of items) list.add(item);
  return list;
}

function renderStrip(props: SelectionStripProps, lang = 'en') {
  return render(hosted(<SelectionStrip {...props} />, selectionStripResources, lang));
}

const strip = () => screen.getByRole('region', { name: 'Selected products' });
const button = (name: string) => within(strip()).getByRole('button', { name });
const status = () => within(strip()).getByRole('status');
const base = (container: HTMLElement) => container.querySelector('[part="base"]') as HTMLElement;

describe('SelectionStrip: accessibility', () => {
  it('is a region; the toggle says whether the items are shown; tick boxes name their part number', () => {
    renderStrip({ list: listOf(selectionItems(2)) });
    const toggle = button('Expand');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(button('Collapse').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button('Clear'));
    expect(screen.getByRole('checkbox', { name: 'Select SOV-20001' })).toBeTruthy();
  });

  it('asks before Remove All in an alertdialog named by its question, focused on Cancel; Escape cancels', () => {
    const list = listOf(selectionItems(2));
    renderStrip({ list });
    fireEvent.click(button('Clear'));
    fireEvent.click(button('Remove All'));
    const question = screen.getByRole('alertdialog', { name: 'Remove all 2 products from the list?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(list.entries.value).toHaveLength(2);
    // The focus goes back to the button that asked.
    expect(document.activeElement).toBe(button('Remove All'));
  });

  it('has its status line, a live region, in the document before any message', () => {
    renderStrip({ list: listOf(selectionItems(1)) });
    expect(status().textContent).toBe('');
  });
});

describe('SelectionStrip: defaults', () => {
  it('starts collapsed; expanded, each item shows image, title, part number and a details link', () => {
    const { container } = renderStrip({ list: listOf(selectionItems(2)) });
    expect((container.querySelector('[part="items"]') as HTMLElement).hidden).toBe(true);
    fireEvent.click(button('Expand'));
    const items = container.querySelectorAll('[part="item"]');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('/images/families/Sov.svg');
    expect(items[0]?.textContent).toContain('FDF-25-S55');
    expect(items[0]?.textContent).toContain('SOV-20001');
    const link = screen.getByRole('link', { name: 'Details of SOV-20002' });
    // Absolute, to the maker's site (here the page's, the widget's code being served from it): a shop's page resolves
    // no relative link to the maker (issue 35).
    expect(link.getAttribute('href')).toBe(new URL('/details?PartNumber=SOV-20002&Hashkey=h2', window.location.href).href);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('SelectionStrip: props', () => {
  it('leaves the sign-in message to the host with signInNotice none', () => {
    const onSignInRequired = vi.fn();
    renderStrip({ list: listOf(selectionItems(1)), signInNotice: 'none', onSignInRequired });
    fireEvent.click(button('Save the list'));
    expect(onSignInRequired).toHaveBeenCalledWith({ action: 'save' });
    expect(status().textContent).toBe('');
  });

  // Issue 29: offline, the host site disables what the server makes, saying why.
  it('disables Export and Save the list with the reason given in serverUnavailable; the rest stays', () => {
    const onSave = vi.fn();
    const reason = 'Needs the server: not available offline';
    renderStrip({ list: listOf(selectionItems(1)), saveAction: 'event', onSave, serverUnavailable: reason });
    for (const name of ['Export', 'Save the list']) {
      expect((button(name) as HTMLButtonElement).disabled, name).toBe(true);
      expect(button(name).title).toBe(reason);
    }
    fireEvent.click(button('Save the list'));
    expect(onSave).not.toHaveBeenCalled();
    expect((button('Clear') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('SelectionStrip: events on user action only', () => {
  it('Export and Save the list say "Please sign in firstly" and report which', () => {
    const onSignInRequired = vi.fn();
    renderStrip({ list: listOf(selectionItems(1)), onSignInRequired });
    expect(onSignInRequired).not.toHaveBeenCalled();
    fireEvent.click(button('Export'));
    expect(status().textContent).toBe('Please sign in firstly');
    expect(status().dataset.tone).toBe('error');
    fireEvent.click(button('Save the list'));
    expect(onSignInRequired.mock.calls).toEqual([[{ action: 'export' }], [{ action: 'save' }]]);
  });

  // Issue 26: the maker's site saves a member's list from the strip.
  it('with saveAction event, Save the list hands the list to the page and says nothing of signing in', () => {
    const onSave = vi.fn();
    const onSignInRequired = vi.fn();
    const items = selectionItems(2);
    renderStrip({ list: listOf(items), saveAction: 'event', onSave, onSignInRequired });
    fireEvent.click(button('Save the list'));
    expect(onSave.mock.calls).toEqual([[{ hashes: items.map((item) => item.hash) }]]);
    expect(onSignInRequired).not.toHaveBeenCalled();
    expect(status().textContent).toBe('');
  });

  it('Clear opens the multi-select mode: Cancel leaves it with nothing removed', () => {
    const list = listOf(selectionItems(3));
    const onRemove = vi.fn();
    renderStrip({ list, onRemove });
    fireEvent.click(button('Clear'));
    expect(button('Delete selection').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SOV-20002' }));
    fireEvent.click(button('Cancel'));
    expect(list.entries.value).toHaveLength(3);
    expect(button('Clear')).toBeTruthy();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('Delete selection asks first; confirmed, it removes the ticked items and says "Deleted successfully"', () => {
    const list = listOf(selectionItems(4));
    const onRemove = vi.fn();
    renderStrip({ list, onRemove });
    fireEvent.click(button('Clear'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SOV-20001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SOV-20003' }));
    fireEvent.click(button('Delete selection'));
    expect(list.entries.value).toHaveLength(4);
    expect(onRemove).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Delete the 2 selected products from the list?' });
    // The ticks cannot change while the strip asks about them.
    expect((screen.getByRole('checkbox', { name: 'Select SOV-20002' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onRemove).toHaveBeenCalledWith({ hashes: ['h1', 'h3'] });
    expect(list.entries.value.map((item) => item.hash)).toEqual(['h2', 'h4']);
    expect(within(strip()).getByText('Total 2')).toBeTruthy();
    expect(status().textContent).toBe('Deleted successfully');
    expect(document.activeElement).toBe(button('Clear'));
  });

  it('a cancelled delete removes nothing, keeps the ticks, says "Undelete" and reports it', () => {
    const list = listOf(selectionItems(3));
    const onRemove = vi.fn();
    const onDeleteCancel = vi.fn();
    renderStrip({ list, onRemove, onDeleteCancel });
    fireEvent.click(button('Clear'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SOV-20002' }));
    fireEvent.click(button('Delete selection'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(onDeleteCancel).toHaveBeenCalledWith({ scope: 'selection', hashes: ['h2'] });
    expect(onRemove).not.toHaveBeenCalled();
    expect(list.entries.value).toHaveLength(3);
    expect(status().textContent).toBe('Undelete');
    expect((screen.getByRole('checkbox', { name: 'Select SOV-20002' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(button('Delete selection'));
  });

  it('Remove All, confirmed, empties the list; the strip stays to say so, then hides', () => {
    vi.useFakeTimers();
    try {
      const list = listOf(selectionItems(2));
      const onRemove = vi.fn();
      const { container } = renderStrip({ list, onRemove });
      fireEvent.click(button('Clear'));
      fireEvent.click(button('Remove All'));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(onRemove).toHaveBeenCalledWith({ hashes: ['h1', 'h2'] });
      expect(list.entries.value).toEqual([]);
      expect(base(container).hidden).toBe(false);
      expect(status().textContent).toBe('Deleted successfully');
      expect(within(strip()).queryByRole('button')).toBeNull();
      // Nothing left to focus in the strip's bar: the strip holds the focus rather than the page's start.
      expect(document.activeElement).toBe(base(container));
      act(() => void vi.advanceTimersByTime(messageDuration - 1));
      expect(base(container).hidden).toBe(false);
      act(() => void vi.advanceTimersByTime(1));
      expect(base(container).hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a list of its own it keeps one in local storage, fed by vs-add on the document, duplicates ignored', () => {
    renderStrip({});
    const add = (item: SelectedListItem) => act(() => void document.dispatchEvent(new CustomEvent('vs-add', { detail: item, bubbles: true })));
    add(selectionItem('h1'));
    add(selectionItem('h1'));
    add(selectionItem('h2', 'SOV-12065'));
    act(() => void document.dispatchEvent(new CustomEvent('vs-add', { detail: { hash: 'broken' } })));
    expect(within(strip()).getByText('Total 2')).toBeTruthy();
    expect((JSON.parse(localStorage.getItem(selectedListKey) ?? '[]') as SelectedListItem[]).map((item) => item.hash)).toEqual(['h1', 'h2']);
  });

  it('follows another tab that changed the stored list', () => {
    renderStrip({});
    localStorage.setItem(selectedListKey, JSON.stringify(selectionItems(3)));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: selectedListKey })));
    expect(within(strip()).getByText('Total 3')).toBeTruthy();
  });
});

describe('SelectionStrip: Chinese', () => {
  it('labels its tools, question and answers in Chinese', () => {
    render(hosted(<SelectionStrip list={listOf(selectionItems(2))} />, selectionStripResources, 'cn'));
    const region = screen.getByRole('region', { name: '已选产品' });
    expect(within(region).getByText('共 2 个')).toBeTruthy();
    expect(within(region).getByRole('button', { name: '保存清单' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: '清除' }));
    fireEvent.click(within(region).getByRole('button', { name: '全部移除' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '从清单中移除全部 2 个产品？' })).getByRole('button', { name: '取消' }));
    expect(within(region).getByRole('status').textContent).toBe('已取消删除');
  });
});
