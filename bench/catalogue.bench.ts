// Catalogue figures: search per keystroke over 10,000 part numbers (spec: at most 1 ms in the browser; this
// measures the same matcher in Node) and the time to load and validate the catalogue files at start.
import { loadCatalogue } from '../host-site/server/catalogue/load';
import { buildSearchIndex, createMatcher, type SearchTuple } from '../src/catalogue';
import { medianMicroseconds, type BenchRow } from './harness';

/** 10,000 rows: the demo index, repeated with distinct part numbers until there are enough. */
function tenThousandRows(rows: readonly SearchTuple[]): SearchTuple[] {
  const out: SearchTuple[] = [];
  for (let copy = 0; out.length < 10_000; copy++)
    for (const [v, s, z, p] of rows) {
      if (out.length === 10_000) break;
      out.push([v, s, z, copy === 0 ? p : `${p}-${copy}`]);
    }
  return out;
}

/** Every keystroke of a few typed queries, in order, so that the matcher narrows as it would in the box. */
const TYPED = ['sov mdf a03', 'shf-50014', 'eev dpf 40', 'ycqb 30', 'TXV RFGB S', 'bv cbvt 9'].flatMap((q) =>
  Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)),
);

export async function run(): Promise<BenchRow[]> {
  const start = performance.now();
  const catalogue = loadCatalogue();
  const loadMs = performance.now() - start;

  const indexStart = performance.now();
  const index = buildSearchIndex(catalogue.data);
  const indexMs = performance.now() - indexStart;

  const rows = tenThousandRows(index.rows);
  const matcher = createMatcher(rows);
  const typing = medianMicroseconds(TYPED, (q) => matcher.search(q));
  // Worst case: a fresh two-character query each time, so every call scans all 10,000 rows.
  const fresh = ['so', 'sh', '10', 'ee', 'pt', 'a0', 'ds', '-1'];
  const scan = medianMicroseconds(fresh, (q) => {
    matcher.reset();
    return matcher.search(q);
  });

  return [
    { name: 'catalogue search, typing over 10,000 entries, per keystroke', value: typing, unit: 'µs', target: 1000 },
    { name: 'catalogue search, fresh 2-char query over 10,000 entries', value: scan, unit: 'µs', target: 1000 },
    { name: `catalogue load and validate (${catalogue.data.products.length} part numbers)`, value: loadMs, unit: 'ms', target: 1000 },
    { name: 'catalogue search index build', value: indexMs, unit: 'ms' },
  ];
}
