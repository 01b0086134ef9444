// Download sizes of the widget builds, gzip level 9 (what a shop's visitor fetches). Builds dist/widgets
// first when it is missing or older than its sources.
import { readdir, readFile } from 'node:fs/promises';
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

/** The chunks `file` imports dynamically (paths relative to dist/widgets). */
async function dynamicImportsOf(file: string): Promise<string[]> {
  const code = await readFile(path.join(widgetsDist, file), 'utf8');
  return [...code.matchAll(dynamicImport)].map(([, s]) => path.posix.join(path.posix.dirname(file), s!));
}

async function gzipTotal(files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of files) total += await gzipKB(file);
  return total;
}

/**
 * What the converter fetches when the user picks the saturation conversion for R134a, beyond the page it is
 * on: the engine's chunk (and the chunks under it) and R134a's data. Also every fluid's data chunk, the largest
 * being held to 8 KB.
 */
async function saturationFigures(page: ReadonlySet<string>, converterChunk: string) {
  const saturation = (await dynamicImportsOf(converterChunk)).find((f) => f.includes('/unit-converter.saturation-'));
  if (!saturation) throw new Error('the converter has no lazy saturation chunk');
  const engine = [...(await staticClosure(saturation))].filter((f) => !page.has(f));
  const lazy = (await Promise.all(engine.map(dynamicImportsOf))).flat();
  // The pure-fluid table is the one listing R22 (the blends' component table has R134a too, not R22).
  const tables = await Promise.all(engine.map(async (f) => ({ f, imports: await dynamicImportsOf(f) })));
  const fluidTable = tables.find((t) => t.imports.some((i) => /\/R22-\w+\.js$/.test(i)));
  const r134a = fluidTable?.imports.find((i) => /\/R134a-\w+\.js$/.test(i));
  if (!r134a) throw new Error('no lazy R134a data chunk');
  const dataSizes = await Promise.all(lazy.map(gzipKB));
  return { engineKB: await gzipTotal(engine), files: engine.length, r134aKB: await gzipKB(r134a), largestKB: Math.max(...dataSizes) };
}

/** The chunk the loader imports for each widget, by widget name (`unit-converter` -> `chunks/unit-converter.element-HASH.js`). */
async function lazyChunks(): Promise<Map<string, string>> {
  const loader = await readFile(path.join(widgetsDist, 'valve-selector.js'), 'utf8');
  const chunks = new Map<string, string>();
  for (const [, specifier] of loader.matchAll(dynamicImport)) {
    const name = /\/([a-z-]+)\.element-\w+\.js$/.exec(specifier!)?.[1];
    if (name) chunks.set(name, path.posix.join('.', specifier!));
  }
  return chunks;
}

/** uPlot's chunk, which use-uplot.ts imports when it first draws. */
async function uplotChunk(): Promise<string[]> {
  const chunk = (await scripts()).filter((file) => /^chunks\/uPlot[\w.]*-\w+\.js$/.test(file));
  if (chunk.length !== 1) throw new Error(`expected one uPlot chunk, found ${chunk.length}`);
  return chunk;
}

/** Every .js file of the build (paths relative to dist/widgets). */
async function scripts(dir = widgetsDist): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await scripts(full)));
    else if (entry.name.endsWith('.js')) files.push(path.relative(widgetsDist, full));
  }
  return files;
}

export async function run(): Promise<BenchRow[]> {
  await ensureWidgetsBuilt();
  const loader = 'valve-selector.js';
  const chunks = await lazyChunks();
  const chunkOf = (widget: string) => {
    const chunk = chunks.get(widget);
    if (!chunk) throw new Error(`the loader has no lazy import of ${widget}`);
    return chunk;
  };
  const pageOf = async (widget: string) => new Set([...(await staticClosure(loader)), ...(await staticClosure(chunkOf(widget)))]);
  const converterPage = await pageOf('unit-converter');
  const saturation = await saturationFigures(converterPage, chunkOf('unit-converter'));
  // zod checks the server's input; a widget trusts the contract's types and checks only the envelope (#9).
  const withZod = [];
  for (const file of await scripts()) if ((await readFile(path.join(widgetsDist, file), 'utf8')).includes('_zod')) withZod.push(file);
  // Issue 16: every page with one widget, React and react-dom included, at most 100 KB gzip.
  const pages: BenchRow[] = [];
  let shared: Set<string> | undefined;
  for (const widget of [...chunks.keys()].sort()) {
    const page = await pageOf(widget);
    shared = new Set([...page].filter((file) => shared?.has(file) ?? true));
    pages.push({
      name: `widgets: page with only <vs-${widget}>${widget === 'pt-chart' ? ', before data' : ''} (${page.size} files)`,
      value: await gzipTotal(page),
      unit: 'KB gzip',
      target: 100,
    });
  }
  // The floor under every page: what all of them load (React, react-dom, i18next, emotion, the element wrapper).
  const runtime = [...(shared ?? [])].filter((file) => file !== loader);
  return [
    { name: 'widgets: loader valve-selector.js', value: await gzipKB(loader), unit: 'KB gzip', target: 1 },
    { name: `widgets: runtime every widget page loads (${runtime.length} files)`, value: await gzipTotal(runtime), unit: 'KB gzip' },
    ...pages,
    {
      name: `widgets: + saturation mode on demand, engine (${saturation.files} files) and R134a data`,
      value: saturation.engineKB + saturation.r134aKB,
      unit: 'KB gzip',
    },
    { name: 'widgets: largest data chunk of one fluid (on demand)', value: saturation.largestKB, unit: 'KB gzip', target: 8 },
    // A chart's first view with data loads it on top of its page.
    { name: 'widgets: + uPlot, fetched when the first chart draws', value: await gzipTotal(await uplotChunk()), unit: 'KB gzip' },
    // The fluids' data is not in it: the bundle fetches a fluid's chunk when a calculation first needs it.
    { name: 'widgets: classic bundle valve-selector.bundle.js', value: await gzipKB('valve-selector.bundle.js'), unit: 'KB gzip', target: 180 },
    { name: 'widgets: scripts that carry zod', value: withZod.length, unit: 'files', target: 0 },
  ];
}
