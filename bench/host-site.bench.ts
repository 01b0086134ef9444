// The host site's first-load JavaScript, measured twice, gzip -9 as served:
// - the shell: the entry chunk and every chunk it imports statically (Vite lists them as modulepreload links in
//   index.html), what any page costs before its own code;
// - the first view of /home in Chromium: every script the browser loads until the page is shown and idle (the
//   shell, the page's lazy chunks, the footer's), from the real server. A page's weight is that, not one chunk.
// - a phone's first view: from /home, redirected to /mobile, every script until the mobile page is shown (its
//   widgets as facades); then, for information, until idle, when the widgets' code has come in their place.
// Pages and tools loaded later (after a user action) count in none. The 130 KB target holds the Chromium figure of
// /home; the shell alone is information. Beside them, the floor the mandated stack sets: a minimal app of React,
// react-dom, TanStack Router, emotion, i18next and ky built by the site's bundler, and the same with the preact
// signals, react-i18next and one floating-ui popup the home page's choosers use. No page of the site can weigh less.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../host-site/server/app';
import { loadConfig } from '../host-site/server/config';
import { buildIfStale } from '../scripts/build-if-stale';
import type { BenchRow } from './harness';

const siteDir = path.resolve(import.meta.dirname, '../dist/site');
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic',
  '--no-first-run', '--disable-component-update', '--disable-sync'];

/**
 * The scripts index.html makes the browser fetch before the site can run: its module script and preloads, or, in
 * the built page, the ones the mobile redirect starts for a visitor who stays (data-app, data-preload).
 */
export function firstLoadScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!);
  const started = [...html.matchAll(/\bdata-(?:app|preload)="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ').filter(Boolean));
  return [...new Set([...entries, ...started, ...preloads])];
}

interface Weight {
  raw: number;
  gzip: number;
  files: number;
}

function weigh(bodies: readonly Buffer[]): Weight {
  let raw = 0;
  let gzip = 0;
  for (const body of bodies) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip, files: bodies.length };
}

async function shellWeight(): Promise<Weight> {
  const scripts = firstLoadScripts(await readFile(path.join(siteDir, 'index.html'), 'utf8'));
  if (scripts.length === 0) throw new Error('dist/site/index.html names no module script');
  return weigh(await Promise.all(scripts.map((src) => readFile(path.join(siteDir, src.replace(/^\//, ''))))));
}

/**
 * Counts the page's requests in flight from now on; `quiet()` then resolves once none has been in flight for
 * `quietMs`. The lazy chunks a page asks for after it renders (the footer's notes) start after the document's
 * load, so the load event alone would miss them.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = () => {
    inFlight++;
    lastActivity = performance.now();
  };
  const ended = () => {
    inFlight--;
    lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
      const deadline = performance.now() + timeoutMs;
      return new Promise((resolve, reject) => {
        const check = () => {
          const now = performance.now();
          if (inFlight === 0 && now - lastActivity >= quietMs) return resolve();
          if (now > deadline) return reject(new Error(`the page did not go quiet within ${timeoutMs} ms`));
          setTimeout(check, 50);
        };
        check();
      });
    },
  };
}

interface View {
  path: string;
  context: BrowserContextOptions;
  /** Resolves once the page shows its content. */
  shown: (page: Page) => Promise<void>;
}

// The page's content: its heading and the first family of the range (the catalogue's answer rendered).
const home: View = {
  path: '/home',
  context: { locale: 'en-US' },
  shown: async (page) => {
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
  },
};

// A phone asking for the site: redirected to /mobile before the app starts; shown once the converter's facade is.
const mobile: View = {
  path: '/home',
  context: {
    locale: 'en-GB',
    isMobile: true,
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  },
  shown: async (page) => {
    await page.waitForURL(/\/mobile$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('select option').first().waitFor({ state: 'attached' });
  },
};

/** Every script Chromium loads for the first view of a page, from the real server with a throw-away database. */
/** Every script until the page is idle, and the part of them asked for before its content was shown. */
interface FirstView {
  idle: Weight;
  shown: Weight;
}

async function firstViewWeight(view: View): Promise<FirstView> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vs-bench-'));
  const environment = { ...process.env };
  delete environment.DATABASE_FILE;
  delete environment.DATABASE_URL;
  const app = await buildApp(loadConfig({ ...environment, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    try {
      const page = await (await browser.newContext(view.context)).newPage();
      // Bodies as decoded by the browser: the server may send them compressed at another level.
      const bodies = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
        // A script fetched by a page that then went away (the preload scanner's fetch before a redirect) has no
        // body left in the browser: the same file is read from the build.
        const built = () => readFile(path.join(siteDir, decodeURIComponent(new URL(response.url()).pathname)));
        bodies.set(response.url(), response.body().catch(built));
      });
      const requests = trackRequests(page);
      await page.goto(`${baseUrl}${view.path}`);
      await view.shown(page);
      const beforeShown = [...bodies.values()];
      await requests.quiet();
      return { idle: weigh(await Promise.all(bodies.values())), shown: weigh(await Promise.all(beforeShown)) };
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The stack's least app: one route that greets in i18next's words, styled by emotion, and asks the API with ky.
const floorApp = `
import { css } from '@emotion/react';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import ky from 'ky';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Extras } from './extras';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { home: { title: 'Valve Selector' } } } });
const api = ky.create({ prefixUrl: '/api' });
const rootRoute = createRootRoute({ component: () => <Outlet /> });
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  component: function Home() {
    const [answer, setAnswer] = useState('');
    useEffect(() => void api.get('base-info').text().then(setAnswer, () => setAnswer('failed')), []);
    return <h1 css={css\`color: navy;\`}>{i18n.t('home:title')} {answer}<Extras i18n={i18n} /></h1>;
  },
});
const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) });
createRoot(document.getElementById('root')!).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`;

const noExtras = `export function Extras(_: { i18n: unknown }) { return null; }`;

// What the home page adds to the stack before any of its own code: signals, react-i18next, a chooser's popup.
const homeExtras = `
import { autoUpdate, flip, FloatingPortal, offset, shift, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';

const open = signal(false);
function Chooser() {
  useSignals();
  const { t } = useTranslation('home');
  const { refs, floatingStyles, context } = useFloating({
    open: open.value,
    onOpenChange: (next) => (open.value = next),
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift()],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useDismiss(context)]);
  return (
    <>
      <button ref={refs.setReference} {...getReferenceProps()} onClick={() => (open.value = !open.value)}>{t('title')}</button>
      {open.value && <FloatingPortal><div ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>R410A</div></FloatingPortal>}
    </>
  );
}
export function Extras({ i18n }: { i18n: i18n }) {
  return <I18nextProvider i18n={i18n}><Chooser /></I18nextProvider>;
}
`;

/**
 * The floor: every script of a minimal app built as the site is (same bundler, plugin, target and tree-shaking),
 * in a folder under node_modules/.cache so that it resolves the repository's packages.
 */
async function floorWeight(extras: string): Promise<Weight> {
  const cache = path.resolve(import.meta.dirname, '../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'vs-floor-'));
  try {
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>');
    await writeFile(path.join(dir, 'main.tsx'), floorApp);
    await writeFile(path.join(dir, 'extras.tsx'), extras);
    const site = (await import('../host-site/web/vite.config')).default;
    const outDir = path.join(dir, 'dist');
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      // Not the service worker: it is no script of a first view, and it precaches the site's own files, which the
      // minimal app has not.
      plugins: (site.plugins ?? []).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'valve-selector:service-worker')),
      build: { outDir, target: site.build?.target, modulePreload: site.build?.modulePreload, rolldownOptions: { treeshake: site.build?.rolldownOptions?.treeshake } },
    });
    const assets = path.join(outDir, 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    return weigh(await Promise.all(scripts.map((file) => readFile(path.join(assets, file)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  await buildIfStale({ quiet: true });
  const shell = await shellWeight();
  const { idle: homeView, shown: homeShown } = await firstViewWeight(home);
  const { idle: mobileIdle, shown: mobileView } = await firstViewWeight(mobile);
  const floor = await floorWeight(noExtras);
  const homeFloor = await floorWeight(homeExtras);
  return [
    { name: 'host site first-load JS (the shell), gzip', value: shell.gzip / 1024, unit: 'KB gzip' },
    { name: 'host site first-load JS, raw', value: shell.raw / 1024, unit: 'KB' },
    { name: 'host site first-load JS, files', value: shell.files, unit: 'files' },
    { name: 'host site: first view of /home in Chromium, every script', value: homeView.gzip / 1024, unit: 'KB gzip', target: 130 },
    { name: 'host site: first view of /home in Chromium, raw', value: homeView.raw / 1024, unit: 'KB' },
    { name: 'host site: first view of /home in Chromium, files', value: homeView.files, unit: 'files' },
    // Against the figure above: what only came after the content was shown, deferred past the first paint.
    { name: 'host site: /home in Chromium, scripts asked for before its content was shown', value: homeShown.gzip / 1024, unit: 'KB gzip' },
    { name: 'floor: React, react-dom, router, emotion, i18next, ky (minimal app)', value: floor.gzip / 1024, unit: 'KB gzip' },
    { name: 'floor: the same with signals, react-i18next and a floating-ui popup', value: homeFloor.gzip / 1024, unit: 'KB gzip' },
    // Issue 14: a phone's first view, the redirect script included: the page with its widgets' facades. The widgets'
    // own code follows on first use or when the browser is idle (features/mobile/widget-facade.ts): counted below.
    { name: 'mobile site: first view on a phone (/home to /mobile), every script', value: mobileView.gzip / 1024, unit: 'KB gzip', target: 60 },
    { name: 'mobile site: first view on a phone, files', value: mobileView.files, unit: 'files' },
    { name: 'mobile site: once idle, the widgets loaded in place of their facades, every script', value: mobileIdle.gzip / 1024, unit: 'KB gzip' },
  ];
}
