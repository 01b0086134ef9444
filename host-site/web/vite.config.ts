import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appAfterRedirect } from './build/app-after-redirect';
import { serviceWorker } from './build/service-worker-build';

const root = import.meta.dirname;
const projectRoot = path.resolve(root, '../..');

/** The host site: built into dist/site, which the server serves with a history fallback for client routes. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react({ jsxImportSource: '@emotion/react' }), appAfterRedirect(), serviceWorker()],
  build: {
    outDir: path.join(projectRoot, 'dist/site'),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser of the es2022 target either preloads modules itself or simply loads them unpreloaded; the
    // polyfill would only add bytes to every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The mobile page is an entry of its own (dist/site/mobile/index.html): a phone loads none of the site's code.
      input: { main: path.join(root, 'index.html'), mobile: path.join(root, 'mobile/index.html') },
      output: {
        // The libraries every page's shell runs on travel as one chunk: left to itself the bundler cuts them into a
        // dozen pieces by which lazy pages share them, and each piece gzips alone, worse than the whole. The phone's
        // page uses none of them, so it loads none of this chunk.
        codeSplitting: {
          groups: [
            { name: 'shell', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|@emotion|stylis|@preact|use-sync-external-store)[\\/]/ },
          ],
        },
      },
      treeshake: {
        // @emotion/react imports hoist-non-react-statics (and through it react-is) for withTheme only, yet by a bare
        // import too; both are plain CommonJS without a sideEffects field, so the bundler keeps them in the first
        // load although nothing calls them. They define functions and tables and touch nothing else.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev`: the API and the widget scripts come from a server started beside it (npm run serve).
    proxy: { '/api': 'http://127.0.0.1:8080', '/widgets': 'http://127.0.0.1:8080' },
    fs: { allow: [projectRoot] },
  },
});
