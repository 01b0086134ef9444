// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSelectionList, memoryStore, readSelectionItem, selectionListKey, type SelectionItem } from '../../../src/state';
import { SelectionStrip, selectionStripResources, type SelectionStripProps } from '../../../widgets/selection-strip';
import { selectionItem, selectionItems } from '../../../stories/fixtures/selection-items';
import { hosted } from './test-support';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function listOf(items: readonly SelectionItem[]) {
  const list = createSelectionList<SelectionItem>({ store: memoryStore(), read: readSelectionItem });
  for (const item of items) list.add(item);
  return list;
}

function renderStrip(props: SelectionStripProps, lang = 'en') {
  return render(hosted(<SelectionStrip {...props} />, selectionStripResources, lang));
}

const strip = () => screen.getByRole('region', { name: 'Selected products' });
const button = (name: string) => within(strip()).getByRole('button', { name });

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
});

describe('SelectionStrip: defaults', () => {
  it('is hidden while the list is empty, and shows Total n once it is not', () => {
    const list = listOf([]);
    const { container } = renderStrip({ list });
    expect((container.querySelector('[part="base"]') as HTMLElement).hidden).toBe(true);
    act(() => void list.add(selectionItem('h1')));
    expect((container.querySelector('[part="base"]') as HTMLElement).hidden).toBe(false);
    expect(within(strip()).getByText('Total 1')).toBeTruthy();
  });

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
    expect(link.getAttribute('href')).toBe('/details?PartNumber=SOV-20002&Hashkey=h2');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('SelectionStrip: props', () => {
  it('links to the details page it is given', () => {
    renderStrip({ list: listOf([selectionItem('abc')]), detailsHref: 'https://maker.example/details' });
    fireEvent.click(button('Expand'));
    expect(screen.getByRole('link', { name: 'Details of SOV-12064' }).getAttribute('href')).toBe(
      'https://maker.example/details?PartNumber=SOV-12064&Hashkey=abc',
    );
  });

  it('leaves the sign-in message to the host with signInNotice none', () => {
    const onSignInRequired = vi.fn();
    renderStrip({ list: listOf(selectionItems(1)), signInNotice: 'none', onSignInRequired });
    fireEvent.click(button('Save the list'));
    expect(onSignInRequired).toHaveBeenCalledWith({ action: 'save' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SelectionStrip: events on user action only', () => {
  it('Export and Save the list say "Please sign in firstly" and report which', () => {
    const onSignInRequired = vi.fn();
    renderStrip({ list: listOf(selectionItems(1)), onSignInRequired });
    expect(onSignInRequired).not.toHaveBeenCalled();
    fireEvent.click(button('Export'));
    expect(screen.getByRole('alert').textContent).toBe('Please sign in firstly');
    fireEvent.click(button('Save the list'));
    expect(onSignInRequired.mock.calls).toEqual([[{ action: 'export' }], [{ action: 'save' }]]);
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

  it('Delete selection removes the ticked items; Remove All the rest', () => {
    const list = listOf(selectionItems(4));
    const onRemove = vi.fn();
    renderStrip({ list, onRemove });
    fireEvent.click(button('Clear'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SOV-20001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SOV-20003' }));
    fireEvent.click(button('Delete selection'));
    expect(onRemove).toHaveBeenLastCalledWith({ hashes: ['h1', 'h3'] });
    expect(list.entries.value.map((item) => item.hash)).toEqual(['h2', 'h4']);
    expect(within(strip()).getByText('Total 2')).toBeTruthy();
    fireEvent.click(button('Clear'));
    fireEvent.click(button('Remove All'));
    expect(onRemove).toHaveBeenLastCalledWith({ hashes: ['h2', 'h4'] });
    expect(list.entries.value).toEqual([]);
  });

  it('without a list of its own it keeps one in local storage, fed by vs-add on the document, duplicates ignored', () => {
    renderStrip({});
    const add = (item: SelectionItem) => act(() => void document.dispatchEvent(new CustomEvent('vs-add', { detail: item, bubbles: true })));
    add(selectionItem('h1'));
    add(selectionItem('h1'));
    add(selectionItem('h2', 'SOV-12065'));
    act(() => void document.dispatchEvent(new CustomEvent('vs-add', { detail: { hash: 'broken' } })));
    expect(within(strip()).getByText('Total 2')).toBeTruthy();
    expect((JSON.parse(localStorage.getItem(selectionListKey) ?? '[]') as SelectionItem[]).map((item) => item.hash)).toEqual(['h1', 'h2']);
  });

  it('follows another tab that changed the stored list', () => {
    renderStrip({});
    localStorage.setItem(selectionListKey, JSON.stringify(selectionItems(3)));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: selectionListKey })));
    expect(within(strip()).getByText('Total 3')).toBeTruthy();
  });
});

describe('SelectionStrip: Chinese', () => {
  it('labels its tools in Chinese', () => {
    render(hosted(<SelectionStrip list={listOf(selectionItems(2))} />, selectionStripResources, 'cn'));
    const region = screen.getByRole('region', { name: '已选产品' });
    expect(within(region).getByText('共 2 个')).toBeTruthy();
    expect(within(region).getByRole('button', { name: '保存清单' })).toBeTruthy();
  });
});
