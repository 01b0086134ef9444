// @vitest-environment happy-dom
// Issue 13: the export dialog of the selection strip (SPEC §2 Selection strip, §5 messages).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSelectedList, memoryStore, readSelectedListItem, type SelectedListItem } from '../../../src/state';
import { chooseExport, exportLanguageOf, SelectionStrip, selectionStripResources, type SelectionStripProps } from '../../../widgets/selection-strip';
import { selectionItems } from '../../../stories/fixtures/selection-items';
import { hosted } from './test-support';

afterEach(cleanup);

function listOf(items: readonly SelectedListItem[]) {
  const list = createSelectedList<SelectedListItem>({ store: memoryStore(), read: readSelectedListItem });
  for (const item of items) list.add(item);
  return list;
}

function renderStrip(props: SelectionStripProps, lang = 'en') {
  return render(hosted(<SelectionStrip {...props} />, selectionStripResources, lang));
}

const strip = () => screen.getByRole('region', { name: 'Selected products' });
const dialog = () => screen.getByRole('dialog', { name: 'Export' });
const inDialog = (name: string) => within(dialog()).getByRole('button', { name });
/** Whether the export dialog is open: a closed <dialog> stays in the document, empty. */
const shown = () => document.querySelector('dialog')?.open ?? false;
const alert = () => within(dialog()).getByRole('alert');

function openDialog(props: Partial<SelectionStripProps> = {}, count = 3) {
  const onExport = vi.fn();
  const onSignInRequired = vi.fn();
  renderStrip({ list: listOf(selectionItems(count)), exportAction: 'dialog', onExport, onSignInRequired, ...props });
  fireEvent.click(within(strip()).getByRole('button', { name: 'Export' }));
  return { onExport, onSignInRequired };
}

describe('chooseExport', () => {
  const listed = [{ hash: 'a' }, { hash: 'b' }, { hash: 'c' }];
  const form = { format: 'pdf', language: 'cn' } as const;

  it('refuses Export All of an empty list and Export with nothing ticked', () => {
    expect(chooseExport([], new Set(), 'all', form)).toBe('emptyList');
    expect(chooseExport([], new Set(['a']), 'selection', form)).toBe('emptyList');
    expect(chooseExport(listed, new Set(), 'selection', form)).toBe('noneTicked');
    // A tick left from an item that has since left the list is no choice.
    expect(chooseExport(listed, new Set(['gone']), 'selection', form)).toBe('noneTicked');
  });

  it("gives the ticked items in the list's order, or every item for Export All", () => {
    expect(chooseExport(listed, new Set(['c', 'a']), 'selection', form)).toEqual({ scope: 'selection', hashes: ['a', 'c'], format: 'pdf', language: 'cn' });
    expect(chooseExport(listed, new Set(['b']), 'all', form)).toEqual({ scope: 'all', hashes: ['a', 'b', 'c'], format: 'pdf', language: 'cn' });
  });

  it("offers a report in the page's language, any of the fourteen; another starts on English", () => {
    expect(exportLanguageOf('zh-CN')).toBe('cn');
    expect(exportLanguageOf('cn')).toBe('cn');
    expect(exportLanguageOf('en')).toBe('en');
    expect(exportLanguageOf('de-DE')).toBe('de');
    expect(exportLanguageOf('ja')).toBe('ja');
    expect(exportLanguageOf('th')).toBe('th');
    expect(exportLanguageOf('uk-UA')).toBe('ua');
    expect(exportLanguageOf('xx')).toBe('en');
    expect(exportLanguageOf(undefined)).toBe('en');
  });
});

describe('SelectionStrip: the export dialog', () => {
  it('keeps "Please sign in firstly" for Export by default (a page without accounts), opening no dialog', () => {
    const onSignInRequired = vi.fn();
    renderStrip({ list: listOf(selectionItems(2)), onSignInRequired });
    fireEvent.click(within(strip()).getByRole('button', { name: 'Export' }));
    expect(onSignInRequired).toHaveBeenCalledWith({ action: 'export' });
    expect(shown()).toBe(false);
  });

  it('opens a modal dialog with a tick box per item, none ticked, the page form and the page language', () => {
    const { onSignInRequired } = openDialog({}, 3);
    expect(onSignInRequired).not.toHaveBeenCalled();
    const boxes = within(dialog()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(3);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    expect((within(dialog()).getByRole('radio', { name: 'Report page (print)' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog()).getByRole('combobox', { name: 'Report language' }) as HTMLSelectElement).value).toBe('en');
    for (const name of ['Cancel', 'Unselect All', 'Export', 'Export All']) expect(inDialog(name)).toBeTruthy();
  });

  it('Export with nothing ticked says "Please select the product to be exported" and exports nothing', () => {
    const { onExport } = openDialog();
    fireEvent.click(inDialog('Export'));
    expect(alert().textContent).toBe('Please select the product to be exported');
    expect(onExport).not.toHaveBeenCalled();
    // Ticking answers the message.
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /SOV-20001/ }));
    expect(alert().textContent).toBe('');
  });

  it('Export gives the ticked items with the chosen form and language, and closes the dialog', () => {
    const { onExport } = openDialog();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /SOV-20001/ }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /SOV-20003/ }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'PDF' }));
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Report language' }), { target: { value: 'cn' } });
    fireEvent.click(inDialog('Export'));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(onExport).toHaveBeenCalledWith({ scope: 'selection', hashes: ['h1', 'h3'], format: 'pdf', language: 'cn' });
    expect(shown()).toBe(false);
  });

  it('Unselect All clears the ticks; Export All then gives every item', () => {
    const { onExport } = openDialog();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /SOV-20002/ }));
    fireEvent.click(inDialog('Unselect All'));
    expect((within(dialog()).getAllByRole('checkbox') as HTMLInputElement[]).some((box) => box.checked)).toBe(false);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Spreadsheet (XLSX)' }));
    fireEvent.click(inDialog('Export All'));
    expect(onExport).toHaveBeenCalledWith({ scope: 'all', hashes: ['h1', 'h2', 'h3'], format: 'xlsx', language: 'en' });
  });

  it('Cancel closes the dialog and exports nothing; it opens again with nothing ticked', () => {
    const { onExport } = openDialog();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /SOV-20001/ }));
    fireEvent.click(inDialog('Cancel'));
    expect(shown()).toBe(false);
    expect(onExport).not.toHaveBeenCalled();
    fireEvent.click(within(strip()).getByRole('button', { name: 'Export' }));
    expect((within(dialog()).getAllByRole('checkbox') as HTMLInputElement[]).some((box) => box.checked)).toBe(false);
  });

  it('starts on the report language it is given, and speaks Chinese in a Chinese strip', () => {
    const onExport = vi.fn();
    renderStrip({ list: listOf(selectionItems(1)), exportAction: 'dialog', reportLanguage: 'cn', onExport }, 'cn');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const chinese = screen.getByRole('dialog', { name: '导出' });
    expect((within(chinese).getByRole('combobox', { name: '报告语言' }) as HTMLSelectElement).value).toBe('cn');
    fireEvent.click(within(chinese).getByRole('button', { name: '导出' }));
    expect(within(chinese).getByRole('alert').textContent).toBe('请选择要导出的产品');
  });
});

// Issue 24: while its owner makes the report file, the dialog shows how far it has come and lets the member cancel.
describe('SelectionStrip: the report being made', () => {
  function making(props: Partial<SelectionStripProps>, lang = 'en') {
    const onExportCancel = vi.fn();
    const list = listOf(selectionItems(2));
    const view = renderStrip({ list, exportAction: 'dialog', onExportCancel, ...props }, lang);
    return { onExportCancel, rerender: (next: Partial<SelectionStripProps>) => view.rerender(hosted(<SelectionStrip {...{ list, exportAction: 'dialog', onExportCancel, ...next }} />, selectionStripResources, lang)) };
  }

  it('shows the percent on a progress bar in place of the choice, and Cancel report tells the owner', () => {
    const { onExportCancel } = making({ exportProgress: { state: 'running', percent: 40, position: null } });
    expect(shown()).toBe(true);
    expect(within(dialog()).getByRole('status').textContent).toBe('Making the report: 40 %');
    const bar = within(dialog()).getByRole('progressbar', { name: 'Making the report: 40 %' }) as HTMLProgressElement;
    expect(bar.getAttribute('value')).toBe('40');
    expect(within(dialog()).queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(inDialog('Cancel report'));
    expect(onExportCancel).toHaveBeenCalledTimes(1);
  });

  it('says its place in line while it waits, with a bar that has no value yet', () => {
    making({ exportProgress: { state: 'queued', percent: 0, position: 2 } });
    const bar = within(dialog()).getByRole('progressbar', { name: 'Waiting for the server: number 2 in line' });
    expect(bar.hasAttribute('value')).toBe(false);
  });

  it('cancels the report on Escape instead of closing over it, and closes when the owner says the report is over', () => {
    const { onExportCancel, rerender } = making({ exportProgress: { state: 'running', percent: 5, position: null } });
    const escape = new Event('cancel', { cancelable: true });
    document.querySelector('dialog')!.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(onExportCancel).toHaveBeenCalledTimes(1);
    expect(shown()).toBe(true);
    rerender({ exportProgress: undefined });
    expect(shown()).toBe(false);
  });

  it('speaks Chinese in a Chinese strip', () => {
    making({ exportProgress: { state: 'queued', percent: 0, position: null } }, 'cn');
    expect(screen.getByRole('button', { name: '取消报告' })).toBeTruthy();
    expect(within(screen.getByRole('dialog', { name: '导出' })).getByRole('status').textContent).toBe('正在等待服务器…');
  });
});
