// The search box's promise: searching 10,000 part numbers takes at most 1 ms per keystroke, in the browser.
// The real matcher (src/catalogue/search.ts) is bundled with esbuild into a page of Debian's Chromium, which
// types queries into it one character at a time, as the box does; the figure is the median keystroke.
import { build } from 'esbuild';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BenchRow } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

// Runs in the page. 10,000 rows shaped like the catalogue's index: 15 families, their series, sizes and part
// numbers. Each round types every query from its first character, the matcher reset between queries as a
// cleared input resets it; a round's time divided by its keystrokes is one sample (one keystroke alone is
// below the browser's 0.1 ms timer resolution).
const entry = `
import { SearchMatcher } from './src/catalogue/search';
const families = ['Sov', 'TxvOld', 'Eev', 'Mv4', 'Filter', 'Xtf', 'Eprv', 'Cvs', 'Bv', 'Ssv', 'Sg', 'Pt', 'Ps', 'Pc', 'Pc2'];
const rows = [];
for (let i = 0; rows.length < 10000; i++) {
  const family = families[i % families.length];
  const series = family.toUpperCase().slice(0, 3) + (1 + (i % 7));
  const size = series + '-' + String(6 + (i % 23)).padStart(2, '0');
  rows.push([family, series, size, size + '-' + (10000 + i) + (i % 3 === 0 ? '-ODF' : '-ODM')]);
}
const queries = ['sov3-12-10', 'bv 12 odf', 'BVA', 'eev5-2', 'filter 08 odm', 'ptx', 'mv4 4 10', 'ssv 2', '10500', 'zzzz'];
window.bench = (minMs) => {
  const matcher = new SearchMatcher(rows);
  const keystrokes = queries.reduce((n, q) => n + q.length, 0);
  let sink = 0;
  const round = () => {
    const start = performance.now();
    for (const query of queries) {
      matcher.reset();
      for (let k = 1; k <= query.length; k++) {
        const result = matcher.search(query.slice(0, k), 100);
        sink += result.status === 'ok' ? result.total : 0;
      }
    }
    return (performance.now() - start) / keystrokes;
  };
  for (let i = 0; i < 20; i++) round();
  const samples = [];
  const end = performance.now() + minMs;
  while (performance.now() < end || samples.length < 15) samples.push(round());
  samples.sort((a, b) => a - b);
  let slowest = 0;
  for (const query of queries) {
    matcher.reset();
    for (let k = 1; k <= query.length; k++) {
      const start = performance.now();
      matcher.search(query.slice(0, k), 100);
      slowest = Math.max(slowest, performance.now() - start);
    }
  }
  return { median: samples[Math.floor(samples.length / 2)], rows: rows.length, slowest, sink };
};
`;

export async function run(): Promise<BenchRow[]> {
  const bundle = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  try {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><script>${bundle.outputFiles[0]!.text}</script>`);
    const result = await page.evaluate(
      (minMs) => (window as unknown as { bench: (ms: number) => { median: number; rows: number; slowest: number } }).bench(minMs),
      1500,
    );
    return [
      { name: `search box: ${result.rows} part numbers in Chromium, median per keystroke`, value: result.median, unit: 'ms', target: 1 },
      { name: 'search box: slowest single keystroke (timer resolution 0.1 ms)', value: result.slowest, unit: 'ms' },
    ];
  } finally {
    await browser.close();
  }
}
