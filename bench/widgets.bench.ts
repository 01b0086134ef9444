// Download sizes of the widget builds, gzip level 9 (what a shop's visitor fetches). Builds dist/widgets
// first when it is missing or older than its sources.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWidgetsBuilt, widgetsDist } from '../scripts/build-widgets';
import type { BenchRow } from './harness';

async function gzipKB(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(widgetsDist, file)), { level: 9 }).length / 1024;
}

// esbuild's minified ESM writes static imports as `import{..}from"./x.js"` or `import"./x.js"`, and dynamic
// ones as `import("./x.js")`, which the quote right after `from`/`import` tells apart.
const staticImport = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g;
const dynamicImport = /\bimport\("(\.{1,2}\/[^"]+\.js)"\)/g;

/** `file` and every chunk it imports statically, transitively (paths relative to dist/widgets). */
async function staticClosure(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(path.join(widgetsDist, file), 'utf8');
  for (const [, specifier] of code.matchAll(staticImport)) {
    await staticClosure(path.posix.join(path.posix.dirname(file), specifier!), seen);
  }
  return seen;
}

/** The chunk the loader imports for `widget` (e.g. `chunks/unit-converter.element-HASH.js`). */
async function lazyChunkOf(widget: string): Promise<string> {
  const loader = await readFile(path.join(widgetsDist, 'valve-selector.js'), 'utf8');
  const chunk = [...loader.matchAll(dynamicImport)].map(([, s]) => s!).find((s) => s.includes(`/${widget}.element-`));
  if (!chunk) throw new Error(`the loader has no lazy import of ${widget}`);
  return path.posix.join('.', chunk);
}

export async function run(): Promise<BenchRow[]> {
  await ensureWidgetsBuilt();
  const loader = 'valve-selector.js';
  const converterPage = new Set([...(await staticClosure(loader)), ...(await staticClosure(await lazyChunkOf('unit-converter')))]);
  let converterKB = 0;
  for (const file of converterPage) converterKB += await gzipKB(file);
  return [
    { name: 'widgets: loader valve-selector.js', value: await gzipKB(loader), unit: 'KB gzip', target: 6 },
    { name: `widgets: page with only <vs-unit-converter> (${converterPage.size} files)`, value: converterKB, unit: 'KB gzip', target: 100 },
    { name: 'widgets: classic bundle valve-selector.bundle.js', value: await gzipKB('valve-selector.bundle.js'), unit: 'KB gzip' },
  ];
}
