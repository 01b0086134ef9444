// @vitest-environment happy-dom
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../../../host-site/web/app/app';
import { createSiteApp, type SiteApp } from '../../../../../host-site/web/app/create-app';
import { health } from '../../../../../src/contracts';
import { memoryStore } from '../../../../../src/state';
import { selectionItem } from '../../../../../stories/fixtures/selection-items';

// The routes' pages are lazy chunks: on a busy 2-core machine the first one takes seconds to load, which says
// nothing about the app. The limit catches a page that never comes.
configure({ asyncUtilTimeout: 15_000 });

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let app: SiteApp;
let answer: unknown;
let sentHeaders: Headers | undefined;
let asked: string[];

/** The server's side of the conversation: whatever envelope the test set, as a real Response. */
const server: typeof fetch = async (input) => {
  sentHeaders = input instanceof Request ? input.headers : undefined;
  if (input instanceof Request) asked.push(new URL(input.url).pathname);
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
};

beforeEach(async () => {
  answer = { Result: 50012, Data: null, ErrorMsg: 'Token expired' };
  asked = [];
  window.history.replaceState(null, '', '/units');
  app = createSiteApp({ store: memoryStore(), preferredLanguages: ['en-US'], fetch: server });
  render(<App app={app} />);
  // Each test starts once the page and the shell's lazily loaded parts are there: the search box, and the footer
  // notes, which ask for the catalogue's base info. React warns of a lazy part that arrives after its test.
  await screen.findByRole('heading', { level: 1, name: 'Units' });
  await screen.findByRole('combobox', { name: 'Search part numbers' });
  await waitFor(() => expect(asked).toContain('/api/valve/baseinfo'));
});

afterEach(() => cleanup());

describe('the site shell', () => {
  it('shows the page in its shell with the document title', async () => {
    await screen.findByRole('heading', { level: 1, name: 'Units' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.title).toBe('Units - Valve Selector');
  });

  it('switches language: labels, title and the LANG header follow', async () => {
    await act(() => app.services.state.session.setLanguage('cn'));
    await screen.findByRole('heading', { level: 1, name: '单位设置' });
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: '产品选型' })).toBeTruthy();
    expect(document.title).toBe('单位设置 - 阀门选型');
    answer = { Result: 0, Data: { status: 'ok', database: 'sqlite', version: '0.1.0' }, ErrorMsg: '' };
    await act(() => app.services.api.call(health, {}));
    expect(sentHeaders?.get('LANG')).toBe('cn');
  });

  it('offers Re-Login when a call finds the session gone, then ends it and goes to /login', async () => {
    const { state, notifications, api } = app.services;
    await act(() => {
      state.session.token.value = 'stale';
      state.selection.add(selectionItem('h1'));
    });
    await act(() => api.call(health, {}).catch(() => undefined));

    const confirm = await screen.findByRole('alertdialog', { name: 'Signed out' });
    expect(within(confirm).getByText('You have been logged out, you can cancel to stay on this page, or log in again')).toBeTruthy();
    expect(sentHeaders?.get('Authorization')).toBe('Bearer stale');
    await act(() => within(confirm).getByRole('button', { name: 'Re-Login' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(window.location.pathname).toBe('/login');
    expect(state.session.token.value).toBeUndefined();
    expect(state.selection.entries.value).toEqual([]);
    expect(notifications.signedOutConfirm.value).toBe(false);
  });

  it('Cancel ends the session but stays on the page', async () => {
    const { state, api } = app.services;
    await act(() => void (state.session.token.value = 'stale'));
    await act(() => api.call(health, {}).catch(() => undefined));
    const confirm = await screen.findByRole('alertdialog', { name: 'Signed out' });
    await act(() => within(confirm).getByRole('button', { name: 'Cancel' }).click());
    expect(window.location.pathname).toBe('/units');
    expect(state.session.token.value).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a refusal as a toast in the live region', async () => {
    answer = { Result: 3, Data: null, ErrorMsg: 'Calculation failed' };
    await act(() => app.services.api.call(health, {}).catch(() => undefined));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(within(region).getByText('Calculation failed')).toBeTruthy();
  });
});
