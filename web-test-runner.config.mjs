// Browser tests (tests/browser: widgets in real Chromium, from source) and embed tests (tests/embed: the BUILT
// dist/widgets files in plain HTML pages, loaded from another origin). `npm run test:browser` runs both.
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlakyApi } from './tests/embed/flaky-api.mjs';
import { startPriceServer } from './tests/embed/price-server.mjs';
import { startStaticServer } from './tests/embed/static-server.mjs';

const root = process.cwd();
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

// React ships CommonJS only, so test files are bundled with esbuild when requested rather than served as is.
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/^\/tests\/(browser|embed)\/.*\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [path.join(root, context.path)],
      bundle: true,
      format: 'esm',
      write: false,
      sourcemap: 'inline',
      tsconfig: path.join(root, 'tsconfig.json'),
      define: { 'process.env.NODE_ENV': '"development"' },
      loader: { '.html': 'text' },
      external: ['@web/test-runner-commands'],
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

// The embed pages are served raw from this origin (so tests can look into them), the widget files from
// another (the static server), as on a shop's page that embeds the maker's script. dist/widgets is built
// before this runner starts (`npm run test:browser` and `npm test` build what is stale first), never inside a
// test's timeout: a build takes minutes on a busy 2-core machine.
function embed() {
  let cdn;
  async function start() {
    const loader = path.join(root, 'dist/widgets/valve-selector.js');
    if (!(await stat(loader).catch(() => undefined))) {
      throw new Error('dist/widgets is not built: run `npm run build:widgets` (npm test and npm run test:browser do it first)');
    }
    return startStaticServer({
      '/widgets/': path.join(root, 'dist/widgets'),
      '/vendor/i18next/': path.join(root, 'node_modules/i18next/dist/umd'),
      // The shops' own frameworks, as their pages load them (tests/embed/frameworks.test.ts): Vue 3's global build
      // and jQuery 3, no bundler.
      '/vendor/vue/': path.dirname(fileURLToPath(import.meta.resolve('vue/dist/vue.global.prod.js'))),
      '/vendor/jquery/': path.dirname(fileURLToPath(import.meta.resolve('jquery/dist/jquery.min.js'))),
    });
  }
  // The maker's real server, for tests of its own headers (tests/embed/site-server.ts, TypeScript through tsx).
  let site;
  let flaky;
  let prices;
  return {
    name: 'embed',
    async serve(context) {
      if (context.path === '/embed/site') {
        // The test pages' origin is a shop the server lists in ALLOWED_ORIGINS, so that their widgets may call its API.
        const shop = context.origin;
        site ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('./tests/embed/site-server.ts', import.meta.url)).then((m) => m.startSite(root, [shop]));
        return { body: JSON.stringify({ origin: (await site).origin }), type: 'json' };
      }
      // The site's API behind a proxy a test switches: ?mode=pass|refuse|hang|fail|garbage; answers its origin and what it received.
      if (context.path === '/embed/flaky') {
        if (!site) return { status: 409, body: 'start the site first (/embed/site)' };
        const target = (await site).origin;
        flaky ??= startFlakyApi(target);
        const proxy = await flaky;
        const mode = context.query.mode;
        if (['pass', 'refuse', 'hang', 'fail', 'garbage'].includes(mode)) await proxy.setMode(mode);
        return { body: JSON.stringify({ origin: proxy.origin, requests: proxy.requests }), type: 'json' };
      }
      // A distributor's price service and cart on its own origin (tests/embed/price-server.mjs): its origin, what it
      // received and its carts.
      if (context.path === '/embed/prices') {
        prices ??= startPriceServer();
        const service = await prices;
        return { body: JSON.stringify({ origin: service.origin, requests: service.requests, carts: service.carts }), type: 'json' };
      }
      if (context.path === '/embed/cdn') {
        cdn ??= start();
        return { body: JSON.stringify({ origin: (await cdn).origin }), type: 'json' };
      }
      // The shop app that `npm test`'s package stage built from the packed widgets (scripts/check-widget-package.ts).
      const shopFile = /^\/embed\/package\/((?:assets\/)?[\w.-]+\.(html|js))$/.exec(context.path);
      if (shopFile) {
        const body = await readFile(path.join(root, 'var/package-consumer', shopFile[1])).catch(() => undefined);
        return body === undefined ? { status: 404, body: 'not built: run scripts/check-widget-package.ts' } : { body: body.toString('utf8'), type: shopFile[2] };
      }
      const page = /^\/embed\/pages\/([a-z0-9-]+\.html)$/.exec(context.path);
      if (!page) return undefined;
      let html = await readFile(path.join(root, 'tests/embed/pages', page[1]), 'utf8');
      // The README's recipe that reserves the widgets' room before their script runs, so a test checks what it says.
      if (html.includes('{{README_RESERVE_CSS}}')) html = html.replace('{{README_RESERVE_CSS}}', await readmeReserveCss());
      return {
        body: html.replaceAll('{{CDN}}', cdn ? (await cdn).origin : '').replaceAll('{{SITE}}', site ? (await site).origin : ''),
        type: 'html',
      };
    },
    async serverStop() {
      if (cdn) await (await cdn).close();
      if (flaky) await (await flaky).close();
      if (prices) await (await prices).close();
      if (site) await (await site).close();
    },
  };
}

// Forced colours (Windows High Contrast) as Chromium's DevTools emulate them, for `executeServerCommand(
// 'emulate-forced-colors', { active })`: the launcher's emulateMedia passes only prefers-* features to puppeteer, so
// this speaks to the page's DevTools session itself, one session per page, kept open (closing it ends the emulation).
function forcedColors() {
  const sessions = new WeakMap();
  return {
    name: 'forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      const page = session.browser.getPage(session.id);
      if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
      const value = payload && payload.active ? 'active' : 'none';
      await sessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });
      return true;
    },
  };
}

/** The embedding guide's CSS block (docs/embedding.md) that reserves the widgets' room (the one with `min-block-size` in it). */
async function readmeReserveCss() {
  const guide = await readFile(path.join(root, 'docs', 'embedding.md'), 'utf8');
  const block = [...guide.matchAll(/```css\n([\s\S]*?)```/g)].map((match) => match[1]).find((css) => css.includes('min-block-size'));
  if (!block) throw new Error('docs/embedding.md has no ```css block with min-block-size');
  return block;
}

// A slow network for `executeServerCommand('emulate-network', { latency, download, upload })` (ms, bytes per second;
// no payload: the real network again), through puppeteer's emulation of the page, its frames included.
function networkConditions() {
  return {
    name: 'network-conditions',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-network') return undefined;
      await session.browser.getPage(session.id).emulateNetworkConditions(payload ?? null);
      return true;
    },
  };
}

export default {
  files: ['tests/browser/**/*.test.ts', 'tests/embed/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  // Generous limits: they catch a hung test, they do not measure speed (a busy 2-core machine is slow).
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 60_000 } },
  plugins: [bundleTests, embed(), forcedColors(), networkConditions()],
  browsers: [chromeLauncher({ launchOptions: { executablePath: '/usr/bin/chromium', headless: true, args } })],
};
