// The maker's server on loopback (the built site and widgets, an in-memory database) and Debian's Chromium, as the
// browser benches measure them: one place for how both are started and stopped.
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../host-site/server/app';
import { loadConfig } from '../host-site/server/config';

const root = path.resolve(import.meta.dirname, '..');
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

export interface MakerSite {
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Serves dist/ from a server of its own and launches Chromium; `close` stops both. */
export async function startMakerSite(): Promise<MakerSite> {
  const config = loadConfig({
    DATABASE_FILE: ':memory:',
    LOG_LEVEL: 'silent',
    SITE_DIR: path.join(root, 'dist/site'),
    WIDGETS_DIR: path.join(root, 'dist/widgets'),
  });
  const app = await buildApp(config);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      await app.close();
    },
  };
}
