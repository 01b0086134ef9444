// The package.json of dist/widgets: what makes the built widgets an npm package a shop's bundler can install
// (`npm pack dist/widgets`), apart from the project's own package, which holds the server too.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const widgetPackageName = '@valve-selector/widgets';

/** React is the shop's: one copy on the page, its types the ones the React entry's JSX typings extend. */
const PEERS = ['react', 'react-dom'];

interface RootManifest {
  version: string;
  description?: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** The package a bare import names: `@emotion/react/jsx-runtime` is `@emotion/react`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every package the ES modules and their declarations import (statically or by import()), read from the files. */
async function importedPackages(esmDir: string): Promise<Set<string>> {
  const found = new Set<string>();
  const files = (await readdir(esmDir)).filter((file) => file.endsWith('.js') || file.endsWith('.d.ts'));
  for (const file of files) {
    const code = await readFile(path.join(esmDir, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g)) found.add(packageOf(match[1]!));
  }
  return found;
}

/**
 * Packages the declarations import that come with one of ours rather than from package.json: the signal types,
 * from @preact/signals-core (scripts/build-widgets.ts, withSignalsFromCore), which @preact/signals-react brings.
 */
const BROUGHT_BY: Record<string, string> = { '@preact/signals-core': '@preact/signals-react' };

export async function widgetPackageManifest(projectRoot: string, widgetsDist: string, widgetNames: readonly string[]): Promise<object> {
  const root = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as RootManifest;
  const versionsBroughtBy: Record<string, string> = {};
  for (const [name, parent] of Object.entries(BROUGHT_BY)) {
    const manifest = JSON.parse(await readFile(path.join(projectRoot, 'node_modules', parent, 'package.json'), 'utf8')) as RootManifest;
    const version = manifest.dependencies[name];
    if (version) versionsBroughtBy[name] = version;
  }
  const versionOf = (name: string) => {
    const version = root.dependencies[name] ?? root.devDependencies[name] ?? versionsBroughtBy[name];
    if (!version) throw new Error(`dist/widgets/esm imports ${name}, which package.json does not list`);
    return version;
  };
  const imported = [...(await importedPackages(path.join(widgetsDist, 'esm')))].sort();
  const dependencies = Object.fromEntries(imported.filter((name) => !PEERS.includes(name)).map((name) => [name, versionOf(name)]));
  const major = (name: string) => `^${versionOf(name).split('.')[0]}`;
  const entry = (name: string) => ({ types: `./esm/${name}.d.ts`, import: `./esm/${name}.js` });
  return {
    name: widgetPackageName,
    version: root.version,
    description: 'Valve Selector widgets: custom elements for choosing refrigeration valves, for pages and bundlers.',
    type: 'module',
    ...(root.engines && { engines: root.engines }),
    types: './esm/index.d.ts',
    module: './esm/index.js',
    exports: {
      '.': entry('index'),
      ...Object.fromEntries(widgetNames.map((name) => [`./${name}`, entry(name)])),
      // React's JSX typings of the tags, for React pages (which have @types/react); nothing to run.
      './react': entry('react-jsx'),
      // For pages without a bundler: the loader that defines each element when it first appears, and the classic script.
      './loader': './valve-selector.js',
      './bundle': './valve-selector.bundle.js',
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    // Importing a widget's module defines its element: a bundler must keep what is imported, even "unused".
    sideEffects: ['./esm/*.js', './valve-selector.js', './valve-selector.bundle.js', './chunks/*.js'],
    customElements: 'custom-elements.json',
    files: ['esm', 'chunks', 'valve-selector.js', 'valve-selector.bundle.js', '*.LEGAL.txt', 'custom-elements.json'],
    peerDependencies: { react: major('react'), 'react-dom': major('react-dom'), '@types/react': major('@types/react') },
    peerDependenciesMeta: { '@types/react': { optional: true } },
    dependencies,
  };
}
