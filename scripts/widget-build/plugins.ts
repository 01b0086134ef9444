// esbuild plugins of the browser builds of the widgets (scripts/build-widgets.ts), each for the download size of a
// shop's page (issue 2's budget), each step measured by `npm run bench`.
import type { Plugin, PluginBuild } from 'esbuild';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Packages trimmed:
 * - hoist-non-react-statics (and react-is under it) are CommonJS, which esbuild keeps whole once imported;
 *   emotion imports them for withTheme only, which no widget uses, so they are declared free of side effects and
 *   dropped (-1.0 KB gzip);
 * - use-sync-external-store/shim backfills a hook React 19 has; @preact/signals-react gets React's own;
 * - widgets/internal/element/i18n.ts needs only react-i18next's context object. Code splitting places whole files, so
 *   through the package's index a widget page would also get every react-i18next file any other widget uses
 *   (useTranslation ...); it is pointed at the context's own file, the same module the index re-exports.
 * - a JSON file whose words a module imports by name (`import { network, retry } from '.../en/errors.json'`) is a
 *   module of its own for that importer: esbuild drops a JSON module's unused properties only when no importer takes
 *   it whole, and the whole file would ride along (the selector's first view took 2 KB gzip of errors it never shows).
 */
export const browserSize: Plugin = {
  name: 'browser-size',
  setup(build) {
    build.onResolve({ filter: /\.json$/ }, async (args) => {
      if (args.kind !== 'import-statement' || !/\.tsx?$/.test(args.importer)) return undefined;
      const source = await readFile(args.importer, 'utf8');
      const specifier = args.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`import\\s*\\{[^}]*\\}\\s*from\\s*['"]${specifier}['"]`).test(source)) return undefined;
      return { path: path.resolve(args.resolveDir, args.path), namespace: 'json-words', suffix: `?from=${path.relative(projectRoot, args.importer)}` };
    });
    build.onLoad({ filter: /.*/, namespace: 'json-words' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'json' }));
    build.onResolve({ filter: /^(hoist-non-react-statics|react-is)$/ }, async (args) => {
      if (args.pluginData === 'browser-size') return undefined;
      const resolved = await build.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: 'browser-size',
      });
      return { ...resolved, sideEffects: false };
    });
    build.onResolve({ filter: /^react-i18next$/ }, (args) =>
      args.importer === path.join(projectRoot, 'widgets/internal/element/i18n.ts')
        ? { path: path.join(projectRoot, 'node_modules/react-i18next/dist/es/context.js') }
        : undefined,
    );
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: path.join(projectRoot, 'widgets/internal/element/use-sync-external-store.ts'),
    }));
  },
};

/**
 * Files holding build-time parts: widget elements and metas, knobs and tokens, and the attributes and events several
 * widgets declare alike (the units', the commerce ones: 1.5 KB of doc strings in the selector's and the strip's
 * first views, issue 40).
 */
const documented = /(widgets\/[\w-]+\/[\w-]+\.(element|styles)|widgets\/internal\/(element|commerce)\/meta|widgets\/internal\/units\/units|src\/theme\/tokens)\.ts$/;

/**
 * Leaves out of the browser builds what only build-time readers use (~1.1 KB gzip on a one-widget page), as
 * production React builds drop propTypes; the source keeps one meta per widget and the Node-side readers are
 * unaffected:
 * - the documentation in metas, knobs and tokens (`doc`, an event's `detail` type, a meta's `parts` and
 *   `cssProperties`, an attribute's `default` and `values`), read by the manifest, the README and Storybook;
 * - an element module's re-export of its widget's React API (`export * from './index'`), there for bundlers
 *   (esm/<widget>.js): the loader and the classic bundle only define elements and read no exports.
 */
export const buildTimeOnly: Plugin = {
  name: 'build-time-only',
  setup(build) {
    build.onLoad({ filter: documented }, async (args) => ({
      contents: withoutBuildTimeParts(await readFile(args.path, 'utf8'), args.path),
      loader: 'ts',
    }));
  },
};

/** `source` without the parts buildTimeOnly names (a property with its comma, a statement whole). */
export function withoutBuildTimeParts(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const spans: [number, number][] = [];
  const isText = (node: ts.Expression) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
  const isMeta = (object: ts.Node) =>
    ts.isObjectLiteralExpression(object) && object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'tag');
  // An attribute's spec ({ type: 'number', default: '2', values: [...] }): only its type reaches the element.
  const isAttributeSpec = (object: ts.Node) =>
    ts.isObjectLiteralExpression(object) &&
    object.properties.some(
      (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'type' && ts.isStringLiteral(p.initializer) &&
        ['string', 'number', 'boolean', 'json'].includes(p.initializer.text),
    );
  const visit = (node: ts.Node): void => {
    if (ts.isExportDeclaration(node) && !node.exportClause && isReExportOfIndex(node, fileName)) {
      spans.push([node.getFullStart(), node.end]);
      return;
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      const documentation =
        ((name === 'doc' || name === 'detail') && isText(node.initializer)) ||
        ((name === 'parts' || name === 'cssProperties') && isMeta(node.parent)) ||
        ((name === 'default' || name === 'values') && isAttributeSpec(node.parent));
      if (documentation) {
        const comma = /^\s*,/.exec(source.slice(node.end));
        spans.push([node.getFullStart(), node.end + (comma?.[0].length ?? 0)]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of spans.reverse()) out = out.slice(0, start) + out.slice(end);
  return out;
}

function isReExportOfIndex(node: ts.ExportDeclaration, fileName: string): boolean {
  const from = node.moduleSpecifier;
  return fileName.endsWith('.element.ts') && from !== undefined && ts.isStringLiteral(from) && from.text === './index';
}

/** The prefix of an external import() that leavesOnDemand leaves in the classic bundle, before its chunk is known. */
export const onDemandPrefix = 'valve-selector-on-demand:';

/** `import(`./locales/${language}/units.json`)`: a JSON file per value of one path segment, which esbuild globs. */
const jsonGlobImport = /import\(`([^`$]*\/)\$\{(\w+)\}(\/[^`$]*\.json)`\)/g;

/**
 * Folders a glob import of strings never loads: English, which every namespace carries statically
 * (src/i18n/load-language.ts fetches any language but English). Left in the glob, each English file would be
 * imported both ways and so become a chunk of its own, one more request and gzip stream on every first view.
 */
const neverOnDemand = new Set(['en']);

/**
 * Writes each glob import of JSON files out as one import per file (but neverOnDemand's), in a table keyed by the
 * path segment's value: esbuild resolves a glob's files without asking plugins, and would import every one.
 */
function expandJsonGlobs(build: PluginBuild): void {
  build.onLoad({ filter: /\.ts$/ }, async (args) => {
    const source = await readFile(args.path, 'utf8');
    const globs = [...source.matchAll(jsonGlobImport)];
    if (globs.length === 0) return undefined;
    let contents = source;
    for (const [glob, before, variable, after] of globs) {
      const folder = path.resolve(path.dirname(args.path), before!);
      const values = (await readdir(folder)).filter((value) => !neverOnDemand.has(value) && existsSync(path.join(folder, value, after!)));
      const imports = values.map((value) => `${JSON.stringify(value)}: () => import(${JSON.stringify(before! + value + after!)})`);
      const missing = `() => Promise.reject(new Error(\`no ${before}\${${variable}}${after}\`))`;
      contents = contents.replace(glob, `({ ${imports.join(', ')} }[${variable}] ?? (${missing}))()`);
    }
    return { contents, loader: 'ts' };
  });
}

/** The module build's strings: one chunk per language and namespace, English only in the code that uses it. */
export const stringsOnDemand: Plugin = { name: 'strings-on-demand', setup: expandJsonGlobs };

/**
 * What the classic bundle loads on demand as an ES module of its own, built whole with everything it imports
 * (scripts/build-widgets.ts): code that only a user's action needs and that shares no state with the widgets but
 * what it is handed. The selector's in-browser selection (the sizing engine, 30 KB gzip) is fetched once the user
 * edits a form; inlined, it made the bundle weigh 309 KB gzip for every page (issue 35).
 */
export const wholeOnDemand: readonly string[] = [
  'widgets/selector/selector.local-engine.ts',
  // The property engine behind the converter's refrigerant half and the P-T chart's table (each hands back data,
  // never an error to test with instanceof): the bundle went from 181.3 to 165.5 KB gzip (tests/embed/weight.test.ts).
  'widgets/unit-converter/unit-converter.saturation.ts',
  'widgets/pt-chart/pt-chart.table.ts',
];

/**
 * In the classic bundle, what an `import()` loads and needs nothing else of ours (a fluid's data, a language's
 * strings, uPlot, floating-ui's positioning) stays out, as in the module build, where each is a chunk of its own:
 * the import is left external under onDemandPrefix and the path from the project root, for
 * scripts/build-widgets.ts to point at the module build's chunk of that file. So does wholeOnDemand's code, pointed
 * at its own build. esbuild resolves a glob import's files without asking plugins, so each is first written out as
 * one import per file.
 */
export const leavesOnDemand: Plugin = {
  name: 'leaves-on-demand',
  setup(build) {
    expandJsonGlobs(build);
    const external = (file: string) => ({ path: onDemandPrefix + path.relative(projectRoot, file), external: true });
    build.onResolve({ filter: /\.json$/ }, (args) =>
      args.kind === 'dynamic-import' ? external(path.resolve(args.resolveDir, args.path)) : undefined,
    );
    build.onResolve({ filter: /^(uplot|@floating-ui\/dom)$/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'leaves-on-demand') return undefined;
      const { path: file } = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'leaves-on-demand' });
      return external(file);
    });
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'leaves-on-demand') return undefined;
      const { path: file } = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'leaves-on-demand' });
      return wholeOnDemand.includes(path.relative(projectRoot, file)) ? external(file) : undefined;
    });
  },
};
