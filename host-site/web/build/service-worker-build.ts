import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build as bundle } from 'esbuild';
import type { Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

const source = path.resolve(import.meta.dirname, '../service-worker/service-worker.ts');
/** The worker's address: at the site's root, so that its scope is the whole site. */
const workerFile = 'sw.js';

/**
 * Modules fetched on demand and kept by the worker as they are used, not precached: a language's strings (14
 * languages of every namespace). Precaching them would fetch several MB that a visitor in one language never needs.
 * The refrigerants' equation data (some 40 small modules) is precached with the code: offline, a selector calculates
 * in the browser for whatever refrigerant the user picks, not only for those used online (issue 37).
 */
const onDemandData = /[\\/]src[\\/]i18n[\\/]locales[\\/]/;

/**
 * Builds the service worker (service-worker/service-worker.ts) into dist/site/sw.js, after the site: bundled by
 * esbuild into one classic script (every browser with service workers runs those), with Workbox's precache list of
 * the build injected by workbox-build. The built index.html names the worker in a meta element, which is how the
 * page knows to register it: `npm run dev` serves no worker and registers none.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  let buildId = '';
  const data = new Set<string>();
  return {
    name: 'valve-selector:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml(html, { filename }) {
      // The mobile site is a page of its own: the worker serves it nothing.
      if (filename.includes(`${path.sep}mobile${path.sep}`)) return html;
      return { html, tags: [{ tag: 'meta', attrs: { name: 'vs-service-worker', content: `/${workerFile}` }, injectTo: 'head' }] };
    },
    generateBundle(_options, output) {
      data.clear();
      const files = Object.values(output).sort((a, b) => a.fileName.localeCompare(b.fileName));
      // English strings come with the code (imported statically): a chunk another imports statically is code.
      const imported = new Set(files.flatMap((file) => (file.type === 'chunk' ? file.imports : [])));
      const hash = createHash('sha256');
      for (const file of files) {
        hash.update(file.fileName);
        // Hashed names say their content; the pages keep their names, so their content goes in.
        if (file.type === 'asset' && file.fileName.endsWith('.html')) hash.update(file.source);
        if (file.type !== 'chunk' || file.isEntry || imported.has(file.fileName)) continue;
        if (file.moduleIds.length > 0 && file.moduleIds.every((id) => onDemandData.test(id))) data.add(file.fileName);
      }
      buildId = hash.digest('hex').slice(0, 16);
    },
    async closeBundle() {
      const work = await mkdtemp(path.join(tmpdir(), 'vs-sw-'));
      try {
        const bundled = path.join(work, workerFile);
        const built = await bundle({
          entryPoints: [source],
          bundle: true,
          format: 'iife',
          target: 'es2022',
          minify: true,
          write: false,
          outfile: bundled,
          // Workbox logs its decisions in development builds only.
          define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
        });
        await writeFile(bundled, built.outputFiles[0]!.contents);
        const { warnings } = await injectManifest({
          swSrc: bundled,
          swDest: path.join(outDir, workerFile),
          globDirectory: outDir,
          // The page, the script that starts the app (public/mobile-redirect.js) and the code; not the pictures, nor
          // the mobile site.
          globPatterns: ['index.html', 'mobile-redirect.js', 'assets/**/*.{js,css}'],
          manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !data.has(entry.url)), warnings: [] })],
          // Files under assets/ carry their content hash in their name: no revision needed.
          dontCacheBustURLsMatching: /^assets\//,
        });
        if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}
