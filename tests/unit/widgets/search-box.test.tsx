// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchTuple } from '../../../src/catalogue/search';
import { searchIndexStorageKey } from '../../../src/client/search-index';
import { createI18n } from '../../../src/i18n';
import { WidgetContext } from '../../../widgets/internal/element/widget-context';
import { SearchBox, createSearchBoxModel, maxShownRows, searchBoxResources, type SearchBoxProps } from '../../../widgets/search-box';
import { loadPopup } from '../../../widgets/internal/ui/popup';
import { withChinese } from './test-support';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// A small range: twelve solenoid valves, three ball valves, and a hostile serial name.
const entries: SearchTuple[] = [
  ...Array.from({ length: 12 }, (_, i): SearchTuple => ['Sov', 'SV2', `SV2-${String(i + 1).padStart(2, '0')}`, `SV2-${i + 1}-230V`]),
  ['Bv', 'BVA', 'BVA-10', 'BVA-10-ODF'],
  ['Bv', 'BVA', 'BVA-12', 'BVA-12-ODF'],
  ['Bv', 'BVB', 'BVB-12', 'BVB-12-ODM'],
  ['Sg', '<img src=x onerror=alert(1)>', 'SGI-06', 'SGI-06-X'],
];

function renderBox(props: SearchBoxProps = {}, lang = 'en', wrap = (node: ReactNode) => node) {
  const i18n = createI18n(lang, withChinese(searchBoxResources));
  return render(<I18nextProvider i18n={i18n}>{wrap(<SearchBox entries={entries} {...props} />)}</I18nextProvider>);
}

const input = () => screen.getByRole('combobox') as HTMLInputElement;
const options = () => screen.queryAllByRole('option');
const optionTexts = () => options().map((o) => [...o.children].map((c) => c.textContent).join('|'));
const messageText = () => document.querySelector('[part="message"]')?.textContent;
const typeText = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });

// A page fetches the panel's positioning when a popup first opens; fetched once here, every test opens at once.
beforeAll(async () => {
  await loadPopup();
});

describe('SearchBox: accessibility', () => {
  it('is a labelled combobox controlling a listbox, collapsed until focused', () => {
    renderBox();
    const box = input();
    expect(box.getAttribute('aria-label')).toBe('Search part numbers');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('points aria-activedescendant at the active option, which is aria-selected', () => {
    renderBox();
    fireEvent.focus(input());
    key('ArrowDown');
    key('ArrowDown');
    const active = document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
    expect(active?.getAttribute('role')).toBe('option');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(options().indexOf(active!)).toBe(1);
  });

  it('announces the number of matches in a polite live region', () => {
    renderBox();
    fireEvent.focus(input());
    typeText('bva');
    expect(screen.getByRole('status').textContent).toBe('2 part numbers');
  });
});

describe('SearchBox: the search rules of the specification', () => {
  it('empty input lists the first 10 entries', () => {
    renderBox();
    fireEvent.focus(input());
    expect(options()).toHaveLength(10);
    expect(optionTexts()[0]).toBe('Sov|SV2|SV2-01|SV2-1-230V');
  });

  it("fewer than 2 non-blank characters: 'Please enter more'", () => {
    renderBox();
    fireEvent.focus(input());
    typeText(' s ');
    expect(options()).toHaveLength(0);
    expect(messageText()).toBe('Please enter more');
    typeText('sv');
    expect(options().length).toBeGreaterThan(0);
  });

  it("no match: 'No data available'", () => {
    renderBox();
    fireEvent.focus(input());
    typeText('XYZ-999');
    expect(options()).toHaveLength(0);
    expect(messageText()).toBe('No data available');
  });

  it('several words narrow the result step by step', () => {
    renderBox();
    fireEvent.focus(input());
    typeText('bv');
    expect(options()).toHaveLength(3);
    typeText('bv 12');
    expect(optionTexts()).toEqual(['Bv|BVA|BVA-12|BVA-12-ODF', 'Bv|BVB|BVB-12|BVB-12-ODM']);
    typeText('bv 12 odm');
    expect(optionTexts()).toEqual(['Bv|BVB|BVB-12|BVB-12-ODM']);
  });

  it('is case-insensitive', () => {
    renderBox();
    fireEvent.focus(input());
    typeText('bvb-12-odm');
    const lower = optionTexts();
    typeText('BvB-12-OdM');
    expect(optionTexts()).toEqual(lower);
    expect(lower).toHaveLength(1);
  });

  it('highlights the matched text in <mark>, every word, whatever its case', () => {
    renderBox();
    fireEvent.focus(input());
    typeText('odf BVA-1');
    const cells = [...options()[0]!.children];
    const pieces = (cell: Element) => [...cell.childNodes].map((node) => `${node.nodeName}:${node.textContent}`);
    expect(pieces(cells[3]!)).toEqual(['MARK:BVA-1', '#text:0-', 'MARK:ODF']);
    expect(pieces(cells[2]!)).toEqual(['MARK:BVA-1', '#text:0']);
    expect(pieces(cells[0]!)).toEqual(['#text:Bv']);
  });

  it(`draws at most ${maxShownRows} rows and says how many more matched`, () => {
    const many = Array.from({ length: 250 }, (_, i): SearchTuple => ['Filter', 'DF', `DF-${i}`, `DF-${i}-X`]);
    renderBox({ entries: many });
    fireEvent.focus(input());
    typeText('df');
    expect(options()).toHaveLength(maxShownRows);
    expect(messageText()).toBe(`${maxShownRows} of 250 shown: type more to narrow`);
  });
});

describe('SearchBox: defaults', () => {
  it('shows the translated placeholder, or the one given', () => {
    renderBox();
    expect(input().placeholder).toBe('Part number, series or size');
    cleanup();
    renderBox({ placeholder: 'Artikelnummer' });
    expect(input().placeholder).toBe('Artikelnummer');
  });

  it('fetches the index from api-base on first focus only, and keeps it in local storage', async () => {
    const rows = entries.slice(12, 15);
    const fetch = vi.fn(async () =>
      new Response(JSON.stringify({ Result: 0, ErrorMsg: '', Data: { version: 'v', etag: 'e1', columns: ['valve', 'serial', 'size', 'partNumber'], rows } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const widget = { host: document.createElement('div'), locale: 'en', apiBase: 'https://maker.example/api' };
    renderBox({ entries: undefined }, 'en', (node) => <WidgetContext.Provider value={widget}>{node}</WidgetContext.Provider>);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.focus(input());
    expect(messageText()).toBe('Loading part numbers…');
    await act(async () => {
      await vi.waitFor(() => expect(options()).toHaveLength(3));
    });
    // With a signal: a hung API ends at the time-out (issue 28).
    expect(fetch).toHaveBeenCalledExactlyOnceWith('https://maker.example/api/valve/searchindex', { headers: {}, signal: expect.any(AbortSignal) });
    fireEvent.blur(input());
    fireEvent.focus(input());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(searchIndexStorageKey) ?? '{}').etag).toBe('e1');
  });

  it('says so when the index cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    renderBox({ entries: undefined });
    fireEvent.focus(input());
    await act(async () => {
      await vi.waitFor(() => expect(messageText()).toBe('The part numbers could not be loaded'));
    });
  });
});

describe('SearchBox: events on user action only', () => {
  it('reports nothing for typing, moving, Enter without an active row, or new entries', () => {
    const onSelect = vi.fn();
    const view = renderBox({ onSelect });
    fireEvent.focus(input());
    typeText('bva');
    key('ArrowDown');
    key('ArrowUp');
    typeText('bvb');
    key('Enter');
    view.rerender(
      <I18nextProvider i18n={createI18n('en', searchBoxResources)}>
        <SearchBox entries={entries.slice(0, 3)} onSelect={onSelect} />
      </I18nextProvider>,
    );
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('SearchBox: Chinese', () => {
  it('speaks Chinese with lang cn', () => {
    renderBox({}, 'cn');
    fireEvent.focus(input());
    typeText('x');
    expect(messageText()).toBe('请输入更多字符');
    typeText('zz');
    expect(messageText()).toBe('暂无数据');
    expect(input().getAttribute('aria-label')).toBe('搜索产品型号');
  });
});

describe('createSearchBoxModel', () => {
  it('keeps no active row where there are no rows', () => {
    const model = createSearchBoxModel(entries);
    model.setText('zzzz');
    model.move(1);
    expect(model.active.value).toBe(-1);
    expect(model.activeEntry()).toBeUndefined();
  });
});
