// esbuild plugins of the browser builds of the widgets (scripts/build-widgets.ts), each for the download size of a
// shop's page (issue 2's budget), each step measured by `npm run bench`.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Packages trimmed:
 * - hoist-non-react-statics (and react-is under it) are CommonJS, which esbuild keeps whole once imported;
 *   emotion imports them for withTheme only, which no widget uses, so they are declared free of side effects and
 *   dropped (-1.0 KB gzip);
 * - use-sync-external-store/shim backfills a hook React 19 has; @preact/signals-react gets React's own;
 * - widgets/internal/i18n.ts needs only react-i18next's context object. Code splitting places whole files, so
 *   through the package's index a widget page would also get every react-i18next file any other widget uses
 *   (useTranslation ...); it is pointed at the context's own file, the same module the index re-exports.
 */
export const browserSize: Plugin = {
  name: 'browser-size',
  setup(build) {
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
      args.importer === path.join(projectRoot, 'widgets/internal/i18n.ts')
        ? { path: path.join(projectRoot, 'node_modules/react-i18next/dist/es/context.js') }
        : undefined,
    );
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: path.join(projectRoot, 'widgets/internal/use-sync-external-store.ts'),
    }));
  },
};

/** Files holding documentation for the manifest, the README and Storybook: widget metas, knobs and tokens. */
const documented = /(widgets\/[\w-]+\/[\w-]+\.(element|styles)|widgets\/internal\/meta|src\/theme\/tokens)\.ts$/;

/**
 * The documentation text of metas, knobs and tokens (`doc`, an event's `detail` type, the `parts` descriptions) is
 * read at build time only, by the manifest, the README and Storybook; in the browser it would be dead weight
 * (~0.9 KB gzip on a one-widget page). This blanks those strings in the browser builds, as production React builds
 * drop propTypes. The source keeps one meta per widget; the Node-side readers are unaffected.
 */
export const withoutDocs: Plugin = {
  name: 'without-docs',
  setup(build) {
    build.onLoad({ filter: documented }, async (args) => ({
      contents: blankDocs(await readFile(args.path, 'utf8'), args.path),
      loader: 'ts',
    }));
  },
};

/** `source` with every documentation string (see withoutDocs) replaced by `''`. */
export function blankDocs(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const spans: [number, number][] = [];
  const blank = (node: ts.Expression) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) spans.push([node.getStart(file), node.end]);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const name = node.name.text;
      if (name === 'doc' || name === 'detail') blank(node.initializer);
      if (name === 'parts' && ts.isObjectLiteralExpression(node.initializer)) {
        for (const part of node.initializer.properties) if (ts.isPropertyAssignment(part)) blank(part.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of spans.reverse()) out = `${out.slice(0, start)}''${out.slice(end)}`;
  return out;
}
