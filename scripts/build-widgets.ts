// Builds the widgets into dist/widgets (`npm run build:widgets`):
//   valve-selector.js         ES module loader for <script type="module" src>: knows every tag, loads a widget's
//                             chunks (relative to its own URL) when the first element of that kind appears
//   chunks/                   the lazily loaded widget code and the shared runtime (React, emotion, i18next ...)
//   valve-selector.bundle.js  one self-contained classic script defining every element
//   esm/<widget>.js + .d.ts   ES modules per widget for bundlers, dependencies external
//   custom-elements.json      the Custom Elements Manifest, written from each widget's meta
//   package.json              the npm package of all this (@valve-selector/widgets): `npm pack dist/widgets`
import { build as esbuild, type BuildOptions, type Metafile } from 'esbuild';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'terser';
import { build as tsup } from 'tsup';
import { widgetPackageManifest } from './widget-build/package-manifest';
import { reactRenderingAugmentation, renderingDeclarations, withoutReactTypes } from './widget-build/react-types';
import { browserSize, buildTimeOnly, leavesOnDemand, onDemandPrefix, stringsOnDemand, wholeOnDemand } from './widget-build/plugins';

const projectRoot = path.resolve(import.meta.dirname, '..');
export const widgetsDist = path.join(projectRoot, 'dist/widgets');
/**
 * esbuild's metafile of the module build (which source modules went into which chunk, and how many bytes each),
 * beside the package rather than in it: the widgets bench attributes each chunk's weight to the modules in it.
 */
export const widgetsMetafile = path.join(projectRoot, 'dist/widgets.meta.json');

const browser: BuildOptions = {
  absWorkingDir: projectRoot,
  bundle: true,
  minify: true,
  platform: 'browser',
  // Widgets go onto shops' pages: browsers since autumn 2021 (Chrome 94, Firefox 93, Safari 15), with native
  // custom elements, modules and class fields, so that nothing is lowered into longer code.
  target: ['chrome94', 'firefox93', 'safari15'],
  define: { 'process.env.NODE_ENV': '"production"' },
  tsconfig: path.join(projectRoot, 'tsconfig.json'),
  // The licences of the bundled packages go into *.LEGAL.txt files beside the chunks, served with them, rather
  // than into (or as a pointer comment in) what pages load.
  legalComments: 'external',
  plugins: [browserSize, buildTimeOnly],
  logLevel: 'warning',
};

export async function buildWidgets(): Promise<void> {
  await rm(widgetsDist, { recursive: true, force: true });
  await mkdir(widgetsDist, { recursive: true });
  // Metas are read in Node, where defineWidget is a no-op: importing the widgets defines nothing.
  const widgets = await (await import('../widgets/index')).widgetEntries();
  const { customElementsManifest } = await import('../widgets/internal/element/manifest');

  const modules = await esbuild({
    ...browser,
    plugins: [...browser.plugins!, stringsOnDemand],
    entryPoints: { 'valve-selector': 'widgets/loader.ts' },
    outdir: widgetsDist,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
  });
  await writeFile(widgetsMetafile, JSON.stringify(modules.metafile));
  const chunks = chunksOf(modules.metafile);
  // The classic bundle's code on demand, each built whole: an ES module that imports nothing of the module build
  // but its leaves, so that the bundle's page gets no second copy of React or of the runtime.
  const whole = await esbuild({
    ...browser,
    plugins: [...browser.plugins!, leavesOnDemand],
    entryPoints: [...wholeOnDemand],
    outdir: path.join(widgetsDist, 'chunks'),
    entryNames: '[name]-whole-[hash]',
    format: 'esm',
    metafile: true,
    write: false,
  });
  for (const [source, chunk] of chunksOf(whole.metafile)) chunks.set(source, chunk);
  for (const file of whole.outputFiles) {
    const code = file.path.endsWith('.js') ? `const bundleUrl=new URL("..",import.meta.url);\n${withChunksOnDemand(file.text, chunks)}` : file.contents;
    await writeFile(file.path, code);
  }
  const classic = await esbuild({
    ...browser,
    plugins: [...browser.plugins!, leavesOnDemand],
    stdin: { contents: classicBundleEntry(widgets), resolveDir: path.join(projectRoot, 'widgets'), sourcefile: 'valve-selector.bundle.ts', loader: 'ts' },
    outfile: path.join(widgetsDist, 'valve-selector.bundle.js'),
    format: 'iife',
    write: false,
  });
  for (const file of classic.outputFiles) {
    await writeFile(file.path, file.path.endsWith('.js') ? `(bundleUrl=>{${withChunksOnDemand(file.text, chunks)}})(document.currentScript.src);\n` : file.contents);
  }

  // terser works on this thread while tsup's declaration build runs in its worker
  await Promise.all([recompress(widgetsDist), buildForBundlers(widgets)]);

  const manifest = customElementsManifest(
    widgets.map((w) => ({ meta: w.meta, module: `esm/${w.name}.js`, className: w.className })),
  );
  await writeFile(path.join(widgetsDist, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const packageManifest = await widgetPackageManifest(projectRoot, widgetsDist, widgets.map((w) => w.name));
  await writeFile(path.join(widgetsDist, 'package.json'), `${JSON.stringify(packageManifest, null, 2)}\n`);
}

/**
 * The entry of the classic bundle: a static import of each widget's element module, written from the table in
 * widgets/elements.ts. Static, not the table's dynamic imports: in one file esbuild would wrap every module they
 * reach in a lazy initialiser, 3 KB gzip more.
 */
function classicBundleEntry(widgets: readonly { name: string }[]): string {
  return widgets.map((w) => `import './${w.name}/${w.name}.element';\n`).join('');
}

/** Each entry of a build (a source file the code imports on demand) and its output, from dist/widgets: chunks/R134a-HASH.js. */
function chunksOf(build: Metafile): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [output, { entryPoint }] of Object.entries(build.outputs)) {
    if (entryPoint) chunks.set(entryPoint, path.relative(widgetsDist, path.resolve(projectRoot, output)));
  }
  return chunks;
}

/**
 * The classic bundle (or its code on demand) with each file it imports on demand fetched as its chunk
 * (chunks/R134a-HASH.js: 130 KB gzip of fluid data, strings in other languages, uPlot and the selector's
 * in-browser selection that a page may never need), from where the bundle itself was served: the caller defines
 * `bundleUrl`, an address in dist/widgets. A classic script may import() modules; its URL is read while it runs
 * first, the only time document.currentScript names it.
 */
function withChunksOnDemand(bundle: string, chunks: ReadonlyMap<string, string>): string {
  // esbuild writes the external import() it was given as import("<prefix><path>"); the prefix holds no RegExp syntax.
  const code = bundle.replace(new RegExp(`import\\("${onDemandPrefix}([^"]+)"\\)`, 'g'), (_, source: string) => {
    const chunk = chunks.get(source);
    if (!chunk) throw new Error(`no chunk of ${source}, which the classic bundle imports on demand`);
    return `import(new URL(${JSON.stringify(chunk)},bundleUrl).href)`;
  });
  if (code.includes(onDemandPrefix)) throw new Error('the classic bundle imports on demand in a form withChunksOnDemand does not know');
  return code;
}

/** ES modules per widget with their .d.ts, dependencies external, for shops that bundle. */
async function buildForBundlers(widgets: readonly { name: string }[]): Promise<void> {
  await tsup({
    entry: {
      index: 'widgets/index.ts',
      // React's JSX typings, for React pages only (see widgets/react-jsx.ts)
      'react-jsx': 'widgets/react-jsx.ts',
      ...Object.fromEntries(widgets.map((w) => [w.name, `widgets/${w.name}/${w.name}.element.ts`])),
    },
    outDir: path.join(widgetsDist, 'esm'),
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    // tsup's declaration build sets baseUrl, which TypeScript 6 reports as deprecated.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    splitting: true,
    sourcemap: false,
    clean: false,
    silent: true,
    tsconfig: path.join(projectRoot, 'tsconfig.json'),
  });
  // The tag and event typings are declared once, for every widget, in index.d.ts. A shop that imports only
  // esm/<widget>.js gets them through a reference, which (unlike an import) adds no module to its bundle.
  const entries = new Set(widgets.map(({ name }) => `${name}.d.ts`));
  const esm = path.join(widgetsDist, 'esm');
  // Only the React entry may need @types/react; every other declaration compiles without it (react-types.ts).
  for (const file of (await readdir(esm)).filter((f) => f.endsWith('.d.ts'))) {
    const source = withSignalsFromCore(await readFile(path.join(esm, file), 'utf8'));
    const declarations = file === 'react-jsx.d.ts' ? `${source}${reactRenderingAugmentation}` : withoutReactTypes(source);
    await writeFile(path.join(esm, file), entries.has(file) ? `/// <reference path="./index.d.ts" />\n${declarations}` : declarations);
  }
  await writeFile(path.join(esm, 'rendering.d.ts'), renderingDeclarations);
}

/**
 * @preact/signals-react's own declarations fail a shop's type check of libraries (skipLibCheck false: its
 * runtime/dist/index.d.ts imports a file the package does not ship), so the signal types the models expose are
 * imported from @preact/signals-core, which declares them and which signals-react re-exports; the bare import
 * kept for signals-react's JSX augmentation goes, as no declaration of ours renders a signal.
 */
function withSignalsFromCore(declarations: string): string {
  return declarations
    .replace(/^import '@preact\/signals-react';\n/gm, '')
    .replace(/^(import (?:type )?\{ (?:(?:type )?(?:ReadonlySignal|Signal)(?:, )?)+ \}) from '@preact\/signals-react';$/gm, "$1 from '@preact/signals-core';");
}

/**
 * A second minification of what browsers load (the loader, its chunks, the classic bundle) by terser, whose
 * compressor folds and inlines more than esbuild's: 2 KB gzip less on a page with one widget, nearly all of it
 * in React's own code. Per file, so chunk names and imports stay as esbuild wrote them; the ESM builds for
 * bundlers are left readable, the shop's bundler minifies them.
 */
async function recompress(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.js') && !f.startsWith('esm'));
  for (const file of files) {
    const target = path.join(dir, file);
    const code = await readFile(target, 'utf8');
    const module = !file.endsWith('.bundle.js');
    // comments 'some' keeps esbuild's /*! pointer to the LEGAL.txt file beside each chunk
    const result = await minify(code, { module, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: 'some' } });
    await writeFile(target, result.code!);
  }
}

/**
 * Builds when dist/widgets is missing or older than any source; for tests and benches that use the build.
 * @returns whether it built.
 */
export async function ensureWidgetsBuilt(): Promise<boolean> {
  const built = await stat(path.join(widgetsDist, 'custom-elements.json')).catch(() => undefined);
  const sources = ['src', 'widgets', 'scripts/build-widgets.ts', 'scripts/widget-build', 'package.json', 'tsconfig.json'];
  const times = await Promise.all(sources.map((s) => newest(path.join(projectRoot, s))));
  if (built && Math.max(...times) <= built.mtimeMs) return false;
  await buildWidgets();
  return true;
}

async function newest(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info?.isDirectory()) return info?.mtimeMs ?? 0;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newest(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const started = performance.now();
  // --if-stale: for tests and benches that need a current build but should not pay for one every time.
  const built = process.argv.includes('--if-stale') ? await ensureWidgetsBuilt() : (await buildWidgets(), true);
  if (built) console.log(`widgets built into ${path.relative(projectRoot, widgetsDist)} in ${Math.round(performance.now() - started)} ms`);
}
