// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/client';
import { createI18n } from '../../../src/i18n';
import { memoryStore } from '../../../src/state';
import { ApiClientContext } from '../../../widgets/internal/element/api-client';
import { WidgetContext } from '../../../widgets/internal/element/widget-context';
import {
  RefrigerantChooser,
  createRefrigerantChooserModel,
  refrigerantChooserResources,
  refrigerantMemoryKey,
  type RefrigerantChooserProps,
  type RefrigerantOption,
} from '../../../widgets/refrigerant-chooser';
import { loadPopup } from '../../../widgets/internal/ui/popup';
import { withChinese } from './test-support';

afterEach(cleanup);

const refrigerants: RefrigerantOption[] = [
  { name: 'R22', safety: 'A1', gwp: 1810 },
  { name: 'R32', safety: 'A2L', gwp: 675 },
  { name: 'R410A', safety: 'A1', gwp: 2088 },
  { name: 'R454B', safety: 'A2L', gwp: 466 },
  { name: 'R1234ze(E)', safety: 'A2L', gwp: 7 },
  { name: 'R290', safety: 'A3', gwp: 3 },
];

function renderChooser(props: RefrigerantChooserProps = {}, lang = 'en', wrap = (node: ReactNode) => node) {
  const i18n = createI18n(lang, withChinese(refrigerantChooserResources));
  const store = props.store ?? memoryStore();
  const element = (next: RefrigerantChooserProps) => (
    <I18nextProvider i18n={i18n}>{wrap(<RefrigerantChooser refrigerants={refrigerants} store={store} {...next} />)}</I18nextProvider>
  );
  const view = render(element(props));
  return { ...view, store, update: (next: RefrigerantChooserProps) => act(async () => view.rerender(element(next))) };
}

// Signals re-render the component in a microtask after the event: an async act() lets it land.
const user = (action: () => void) => act(async () => action());
const trigger = () => document.querySelector<HTMLButtonElement>('[part="trigger"]')!;
const boxValue = () => trigger().textContent;
const open = () => user(() => fireEvent.click(trigger()));
const press = (name: string) => user(() => fireEvent.click(screen.getByRole('button', { name })));
const pick = (name: string) => user(() => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} `) })));
const star = (name: string) => press(`Favourite ${name}`);
const search = (text: string) => user(() => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } }));
const listed = () => screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
const groupOf = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name} `) }).closest('[role="group"]')?.getAttribute('aria-label');

// A page fetches the panel's positioning when a popup first opens; fetched once here, every test opens at once.
beforeAll(async () => {
  await loadPopup();
});

describe('RefrigerantChooser: accessibility', () => {
  it('is a button opening a labelled dialog with a search box and a radio group', async () => {
    renderChooser();
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    await open();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Refrigerant' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search refrigerants' }));
    expect(screen.getByRole('radiogroup', { name: 'Refrigerant' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'R32 A2L GWP 675' })).toBeTruthy();
  });

  it('stars are toggle buttons saying whether they are pressed', async () => {
    renderChooser();
    await open();
    const button = screen.getByRole('button', { name: 'Favourite R290' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await star('R290');
    expect(screen.getByRole('button', { name: 'Favourite R290' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('RefrigerantChooser: defaults', () => {
  it('starts on R410A with its safety class and GWP, every refrigerant listed in order', async () => {
    renderChooser();
    expect(boxValue()).toBe('RefrigerantR410AA1 · GWP 2,088');
    await open();
    expect(listed()).toEqual(refrigerants.map((r) => r.name));
    expect((screen.getByRole('radio', { name: /^R410A / }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /^R410A / }).closest('label')?.textContent).toContain('Default');
  });

  it('loads the catalogue list from baseinfo when none is given', async () => {
    const china = { Id: 1, Country: '中国', CountryEn: 'China', Language: 'cn', Unitid: 2, Location: 'CN', NationalFlag: 'cn.svg', Iso: 'CN', Sort: 1 };
    const data = {
      valveInfo: [], valveSystem: [], systemSort: [], approvalList: [], countryList: [china], location: 'CN', areaName: 'China',
      country: china, version: 'test', demo: true,
      refrigerantList: [{ Name: 'R744', Safety: 'A1', Kind: 'natural', Blend: 'pure', Gwp: 1, Sort: 1 }],
    };
    const fetch = vi.fn(async (_request: RequestInfo | URL) => Response.json({ Result: 0, ErrorMsg: '', Data: data }));
    const api = createApiClient({ base: '/api', fetch, retries: 0 });
    renderChooser({ refrigerants: undefined }, 'en', (node) => <ApiClientContext.Provider value={api}>{node}</ApiClientContext.Provider>);
    await open();
    await act(async () => {
      await vi.waitFor(() => expect(listed()).toEqual(['R744']));
    });
    expect((fetch.mock.calls[0]![0] as Request).url).toMatch(/\/api\/valve\/baseinfo$/);
  });

  it('says so when the list cannot be loaded', async () => {
    const fetch = vi.fn(async () => Response.json({ Result: 500, ErrorMsg: 'down', Data: null }, { status: 500 }));
    const api = createApiClient({ base: '/api', fetch, retries: 0 });
    renderChooser({ refrigerants: undefined }, 'en', (node) => <ApiClientContext.Provider value={api}>{node}</ApiClientContext.Provider>);
    await open();
    await act(async () => {
      await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('The refrigerants could not be loaded'));
    });
  });
});

describe('RefrigerantChooser: props and memory', () => {
  it('remembers the choice in the store (versioned key) and starts from it next time', async () => {
    const { store } = renderChooser({ refrigerant: 'R22' });
    await open();
    await pick('R454B');
    await star('R32');
    await press('Confirm');
    expect(JSON.parse(store.getItem(refrigerantMemoryKey) ?? '')).toEqual({ refrigerant: 'R454B', favourites: ['R32'], defaultRefrigerant: 'R410A' });
    cleanup();
    renderChooser({ store, refrigerant: 'R22' });
    expect(boxValue()).toContain('R454B');
  });

  it("remembers nothing with remember 'none'", async () => {
    const store = memoryStore();
    renderChooser({ store, remember: 'none' });
    await open();
    await pick('R32');
    await press('Confirm');
    expect(store.getItem(refrigerantMemoryKey)).toBeNull();
  });

  it('ignores a broken memory', () => {
    const store = memoryStore();
    store.setItem(refrigerantMemoryKey, '{not json');
    renderChooser({ store });
    expect(boxValue()).toContain('R410A');
  });
});

describe('RefrigerantChooser: search and favourites', () => {
  it('searches by name or safety class, ignoring case and brackets', async () => {
    renderChooser();
    await open();
    await search('r1234ze');
    expect(listed()).toEqual(['R1234ze(E)']);
    await search('a2l');
    expect(listed()).toEqual(['R32', 'R454B', 'R1234ze(E)']);
    await search('R999');
    expect(screen.getByRole('status').textContent).toBe('No refrigerant matches');
  });

  it('lists favourites first, in their own group', async () => {
    renderChooser({ favourites: ['R290'] });
    await open();
    expect(listed()[0]).toBe('R290');
    expect(groupOf('R290')).toBe('Favourites');
    expect(groupOf('R22')).toBe('All refrigerants');
  });
});

describe('RefrigerantChooser: events on user action only', () => {
  it('Confirm reports the refrigerant and favourites, and closes', async () => {
    const onChange = vi.fn();
    renderChooser({ onChange });
    await open();
    await pick('R32');
    await star('R290');
    await star('R22');
    await press('Confirm');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ refrigerant: 'R32', favourites: ['R22', 'R290'], defaultRefrigerant: 'R410A' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('Confirm makes the choice the default when asked; Reset returns to the default', async () => {
    const onChange = vi.fn();
    renderChooser({ onChange });
    await open();
    await pick('R454B');
    await user(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Use as my default refrigerant' })));
    await press('Confirm');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ refrigerant: 'R454B', defaultRefrigerant: 'R454B' }));
    await open();
    await pick('R22');
    await press('Confirm');
    await open();
    await press('Reset');
    expect(onChange).toHaveBeenLastCalledWith({ refrigerant: 'R454B', favourites: [], defaultRefrigerant: 'R454B' });
    expect(boxValue()).toContain('R454B');
  });

  it('Cancel and Escape discard the draft, stars included, and report nothing', async () => {
    const onChange = vi.fn();
    renderChooser({ onChange });
    await open();
    await pick('R32');
    await star('R32');
    await press('Cancel');
    expect(boxValue()).toContain('R410A');
    await open();
    expect(screen.getByRole('button', { name: 'Favourite R32' }).getAttribute('aria-pressed')).toBe('false');
    await pick('R290');
    await user(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(boxValue()).toContain('R410A');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RefrigerantChooser: Chinese and German', () => {
  it('speaks Chinese with lang cn', async () => {
    renderChooser({}, 'cn');
    await open();
    expect(screen.getByRole('button', { name: '确认' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '搜索制冷剂' })).toBeTruthy();
  });

  it('writes GWP in the number locale of the element (de: 2.088)', () => {
    const widget = { host: document.createElement('div'), locale: 'de', apiBase: undefined };
    renderChooser({}, 'en', (node) => <WidgetContext.Provider value={widget}>{node}</WidgetContext.Provider>);
    expect(boxValue()).toBe('RefrigerantR410AA1 · GWP 2.088');
  });
});

describe('createRefrigerantChooserModel', () => {
  it('keeps favourites in the list order', () => {
    const model = createRefrigerantChooserModel();
    model.setOptions(refrigerants);
    model.open();
    model.toggleFavourite('R290');
    model.toggleFavourite('R22');
    expect(model.confirm().favourites).toEqual(['R22', 'R290']);
  });
});
