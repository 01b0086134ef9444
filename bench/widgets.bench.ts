// Download sizes of the widget builds, gzip level 9 (what a shop's visitor fetches). Builds dist/widgets
// first when it is missing or older than its sources. Each widget's first view is measured in Chromium
// (bench/first-views.ts): the runtime is what every first view loads (the loader included); above it, a widget's
// own code (what its first view loads less the mandated stack's libraries in it) is held to 12 KB gzip (issue 28).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWidgetsBuilt, widgetsDist } from '../scripts/build-widgets';
import { measureFirstViews, type FirstView } from './first-views';
import { chunkMakeup, type ChunkMakeup } from './stack-attribution';
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
  // The mixture model's code comes on demand too, and imports the blends' data: its chunk is not a fluid's data,
  // the chunks it imports are.
  const onDemand = (await Promise.all(engine.map(dynamicImportsOf))).flat();
  const blendModel = onDemand.filter((f) => /\/blend-model-\w+\.js$/.test(f));
  const lazy = [...onDemand.filter((f) => !blendModel.includes(f)), ...(await Promise.all(blendModel.map(dynamicImportsOf))).flat()];
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

/** The scripts every first view loads: the shared runtime. */
function sharedByAll(views: readonly FirstView[]): Set<string> {
  return new Set([...views[0]!.scripts.keys()].filter((file) => views.every((view) => view.scripts.has(file))));
}

const kilobytes = (sizes: Iterable<number>) => [...sizes].reduce((sum, size) => sum + size, 0) / 1024;

/**
 * Three rows per widget: its first view above the runtime (what the page downloads for it), the mandated stack's
 * libraries in that (uPlot when a chart draws, floating-ui when a popup is wanted, ky in the API client: no widget
 * code can shrink them), identified by module in esbuild's metafile, and what is left, the widget's own code, held
 * to 12 KB gzip (issue 28).
 */
function firstViewRows(view: FirstView, runtime: ReadonlySet<string>, runtimeKB: number, makeup: ReadonlyMap<string, ChunkMakeup>): BenchRow[] {
  const own = [...view.scripts].filter(([file]) => !runtime.has(file));
  const ownKB = kilobytes(own.map(([, size]) => size));
  const libraries = new Map<string, number>();
  for (const [file, size] of own) {
    const shares = makeup.get(file)?.stack;
    if (!shares) throw new Error(`${file} is not in the module build's metafile`);
    for (const [name, share] of shares) libraries.set(name, (libraries.get(name) ?? 0) + (share * size) / 1024);
  }
  const librariesKB = [...libraries.values()].reduce((sum, kb) => sum + kb, 0);
  const named = [...libraries].filter(([, kb]) => kb >= 0.05).sort((a, b) => b[1] - a[1]);
  const tag = `<vs-${view.widget}>`;
  return [
    {
      name: `widgets: ${tag} first view ${(runtimeKB + ownKB).toFixed(1)} KB, above the runtime (${own.length} files)`,
      value: ownKB,
      unit: 'KB gzip',
    },
    {
      name: `widgets: ${tag}   of it the stack's libraries (${named.map(([n, kb]) => `${n} ${kb.toFixed(1)}`).join(', ') || 'none'})`,
      value: librariesKB,
      unit: 'KB gzip',
    },
    { name: `widgets: ${tag}   the widget's own code`, value: ownKB - librariesKB, unit: 'KB gzip', target: 12 },
  ];
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
  const views = await measureFirstViews();
  const runtime = sharedByAll(views);
  const runtimeKB = kilobytes([...runtime].map((file) => views[0]!.scripts.get(file)!));
  const makeup = await chunkMakeup();
  return [
    { name: 'widgets: loader valve-selector.js', value: await gzipKB(loader), unit: 'KB gzip', target: 1 },
    { name: `widgets: runtime every first view loads, loader included (${runtime.size} files, Chromium)`, value: runtimeKB, unit: 'KB gzip' },
    ...views.flatMap((view) => firstViewRows(view, runtime, runtimeKB, makeup)),
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
