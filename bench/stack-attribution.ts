// Which part of a built chunk is the mandated stack's libraries (design card: React, r2wc, Preact signals,
// floating-ui, emotion, i18next, uPlot, ky) and which is our own code, read from esbuild's metafile of the module
// build: it lists, per output chunk, the source modules in it and how many bytes each left there.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { widgetsDist, widgetsMetafile } from '../scripts/build-widgets';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** The design card's packages; what they depend on (scheduler, stylis, @floating-ui/dom ...) is theirs too. */
const mandatedStack = [
  'react', 'react-dom', '@r2wc/react-to-web-component', '@preact/signals-react', '@floating-ui/react',
  '@emotion/react', 'i18next', 'react-i18next', 'uplot', 'ky',
];

/** The package a bundled module comes from (`node_modules/@emotion/cache/dist/x.js` -> `@emotion/cache`), if any. */
export function packageOf(input: string): string | undefined {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
  return scope!.startsWith('@') ? `${scope}/${name}` : scope;
}

/** The mandated packages and, transitively, their runtime dependencies, as installed. */
async function stackPackages(): Promise<Set<string>> {
  const packages = new Set<string>();
  const visit = async (name: string): Promise<void> => {
    if (packages.has(name)) return;
    packages.add(name);
    const manifest = await readFile(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8').catch(() => undefined);
    if (!manifest) return;
    const { dependencies = {} } = JSON.parse(manifest) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(dependencies)) await visit(dependency);
  };
  for (const name of mandatedStack) await visit(name);
  return packages;
}

export interface ChunkMakeup {
  /** Share of the chunk's bytes from each mandated-stack package, 0..1. */
  stack: Map<string, number>;
}

/**
 * For each chunk of the module build (path relative to dist/widgets), the shares of its bytes that the mandated
 * stack's packages make up. The shares are esbuild's byte counts; terser's second pass and gzip shrink the chunk
 * as a whole, so a package's gzip weight in a chunk is taken as its share of the chunk's gzip size.
 */
export async function chunkMakeup(): Promise<Map<string, ChunkMakeup>> {
  const metafile = JSON.parse(await readFile(widgetsMetafile, 'utf8')) as Metafile;
  const stack = await stackPackages();
  const makeup = new Map<string, ChunkMakeup>();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const file = path.relative(widgetsDist, path.resolve(projectRoot, output));
    const total = Object.values(inputs).reduce((sum, { bytesInOutput }) => sum + bytesInOutput, 0);
    const shares = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
      const name = packageOf(input);
      if (!name || !stack.has(name) || total === 0) continue;
      shares.set(name, (shares.get(name) ?? 0) + bytesInOutput / total);
    }
    makeup.set(file, { stack: shares });
  }
  return makeup;
}
