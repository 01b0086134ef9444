// The host site's first-load JavaScript: the entry chunk and every chunk it imports statically (Vite lists them
// as modulepreload links in index.html), gzip -9 as served. Pages and tools loaded later do not count.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../scripts/build-if-stale';
import type { BenchRow } from './harness';

const siteDir = path.resolve(import.meta.dirname, '../dist/site');

/** The scripts index.html makes the browser fetch before the site can run. */
export function firstLoadScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set([...entries, ...preloads])];
}

export async function run(): Promise<BenchRow[]> {
  await buildIfStale({ quiet: true });
  const scripts = firstLoadScripts(await readFile(path.join(siteDir, 'index.html'), 'utf8'));
  if (scripts.length === 0) throw new Error('dist/site/index.html names no module script');
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const code = await readFile(path.join(siteDir, src.replace(/^\//, '')));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return [
    { name: 'host site first-load JS, gzip', value: gzip / 1024, unit: 'KB gzip', target: 130 },
    { name: 'host site first-load JS, raw', value: raw / 1024, unit: 'KB' },
    { name: 'host site first-load JS, files', value: scripts.length, unit: 'files' },
  ];
}
