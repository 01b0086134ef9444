// The maker's own server (host-site/server) for embed tests that need what it answers, headers included: the built
// site and widgets from dist, an in-memory database, the test pages' origin among the shops allowed to call the API.
// Started by the test runner's embed plugin on first use.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../host-site/server/app';
import { loadConfig } from '../../host-site/server/config';

/** `shops`: the test pages' origins, allowed to call the API across origins as a listed shop is. */
export async function startSite(root: string, shops: string[] = []): Promise<{ origin: string; close(): Promise<void> }> {
  if (!existsSync(path.join(root, 'dist/site/index.html'))) {
    throw new Error('dist/site is not built: run `npm run build` (npm test and npm run test:browser do it first)');
  }
  const config = loadConfig({
    DATABASE_FILE: ':memory:',
    LOG_LEVEL: 'silent',
    CHECK_ANSWERS: '1',
    ALLOWED_ORIGINS: shops.join(','),
    SITE_DIR: path.join(root, 'dist/site'),
    WIDGETS_DIR: path.join(root, 'dist/widgets'),
  });
  const app = await buildApp(config);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { origin, close: () => app.close() };
}
