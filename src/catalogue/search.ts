// The part-number search: a compact index of every part number (valve, serial, size, part number) and the
// matcher the search box runs on each keystroke. Rules (spec): empty input lists the first 10 entries; fewer
// than 2 non-blank characters asks for more; every whitespace-separated word must occur (case-insensitive) in
// one of the row's columns, so each added word narrows the result; no match says so.
// Speed: all rows live in one lower-cased string scanned with indexOf for the most selective word, the other
// words filter those candidates, and a query that refines the previous one filters the previous result only.
import type { CatalogueData } from './schema/files';

/** One row of the index as sent on the wire: [valve (family Classname), serial, size, part number]. */
export type SearchTuple = readonly [valve: string, serial: string, size: string, partNumber: string];

/** The search index the server serves (GET /api/valve/searchindex) and the client keeps in local storage. */
export interface SearchIndex {
  /** Catalogue version the index was built from. */
  version: string;
  /** Content hash, used as the HTTP ETag and to know when a stored copy is stale. */
  etag: string;
  columns: readonly ['valve', 'serial', 'size', 'partNumber'];
  rows: SearchTuple[];
}

/** Outcome of one search. `rows` are indexes into the index's rows, in index order. */
export type SearchResult =
  | { status: 'first'; rows: number[]; total: number }
  | { status: 'too-short' }
  | { status: 'none' }
  | { status: 'ok'; rows: number[]; total: number };

/** How many rows an empty input lists. */
export const FIRST_ROWS = 10;
/** Fewer non-blank characters than this ask the user to type more. */
export const MIN_QUERY_CHARS = 2;

/** 32-bit FNV-1a of a string as 8 hex digits: cheap, stable across runtimes, enough to detect a changed index. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Builds the index: every part number, ordered by family, series and size display order, then part number. */
export function buildSearchIndex(data: CatalogueData): SearchIndex {
  const families = new Map(data.families.map((f) => [f.Id, f]));
  const series = new Map(data.series.map((s) => [s.Id, s]));
  const sizes = new Map(data.sizes.map((s) => [s.Id, s]));
  const keyed = data.products.map((p) => {
    const f = families.get(p.Valveid);
    const s = series.get(p.Serialid);
    const z = sizes.get(p.Sizeid);
    return {
      order: [f?.Sort ?? 0, s?.Sort ?? 0, s?.Id ?? 0, z?.Sort ?? 0, z?.Id ?? 0] as const,
      tuple: [f?.Classname ?? '', s?.Name ?? '', z?.Name ?? '', p.PartNumber] as const,
    };
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < a.order.length; i++) {
      const d = a.order[i]! - b.order[i]!;
      if (d !== 0) return d;
    }
    return a.tuple[3] < b.tuple[3] ? -1 : a.tuple[3] > b.tuple[3] ? 1 : 0;
  });
  const rows = keyed.map((k) => k.tuple);
  return {
    version: data.version,
    etag: fnv1a(`${data.version}\n${rows.map((r) => r.join('\t')).join('\n')}`),
    columns: ['valve', 'serial', 'size', 'partNumber'],
    rows,
  };
}

/** The words of a query: split on whitespace, lower-cased, duplicates removed. */
export function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter((w) => w.length > 0))];
}

/**
 * Ranges [start, end) of `text` covered by any of the query words (case-insensitive), merged and sorted,
 * for highlighting the matched text as plain text spans (never as HTML).
 */
export function highlightRanges(text: string, words: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const hits: [number, number][] = [];
  for (const w of words) {
    if (!w) continue;
    for (let p = lower.indexOf(w); p !== -1; p = lower.indexOf(w, p + 1)) hits.push([p, p + w.length]);
  }
  hits.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const h of hits) {
    const last = merged[merged.length - 1];
    if (last && h[0] <= last[1]) last[1] = Math.max(last[1], h[1]);
    else merged.push([h[0], h[1]]);
  }
  return merged;
}

/** A matcher over a fixed list of rows; keeps the previous result so that typing on narrows step by step. */
export class SearchMatcher {
  private readonly hay: string;
  private readonly rowHay: string[];
  private readonly starts: Int32Array;
  private last: { words: string[]; rows: number[] } | undefined;

  constructor(rows: readonly (readonly string[])[]) {
    // Columns joined by a space and rows by a newline: a query word never contains either, so it can only
    // match inside one column of one row.
    this.rowHay = rows.map((r) => r.join(' ').toLowerCase());
    this.starts = new Int32Array(this.rowHay.length + 1);
    let offset = 0;
    this.rowHay.forEach((h, i) => {
      this.starts[i] = offset;
      offset += h.length + 1;
    });
    this.starts[this.rowHay.length] = offset;
    this.hay = this.rowHay.join('\n');
  }

  get size(): number {
    return this.rowHay.length;
  }

  /** Runs the rules on one input; `limit` caps the rows returned (total still counts all matches). */
  search(query: string, limit = Number.POSITIVE_INFINITY): SearchResult {
    const words = queryWords(query);
    if (words.length === 0) {
      const n = Math.min(FIRST_ROWS, this.rowHay.length);
      return { status: 'first', rows: Array.from({ length: n }, (_, i) => i), total: n };
    }
    if (words.reduce((sum, w) => sum + w.length, 0) < MIN_QUERY_CHARS) return { status: 'too-short' };
    const rows = this.match(words);
    this.last = { words, rows };
    if (rows.length === 0) return { status: 'none' };
    return { status: 'ok', rows: rows.length > limit ? rows.slice(0, limit) : rows, total: rows.length };
  }

  /** Forgets the previous result (e.g. when the input is cleared). */
  reset(): void {
    this.last = undefined;
  }

  private match(words: string[]): number[] {
    // Longest word first: it is usually the most selective, so the other words filter few candidates.
    const sorted = [...words].sort((a, b) => b.length - a.length);
    const last = this.last;
    // A query refines the previous one when every previous word lies inside one of the new words: its matches
    // are then a subset of the previous matches, so only those need checking.
    if (last && last.words.every((old) => sorted.some((w) => w.includes(old)))) return this.filter(last.rows, sorted);
    const [first, ...rest] = sorted as [string, ...string[]];
    return this.filter(this.scan(first), rest);
  }

  private filter(candidates: readonly number[], words: readonly string[]): number[] {
    if (words.length === 0) return candidates.slice();
    const out: number[] = [];
    const rowHay = this.rowHay;
    outer: for (const r of candidates) {
      const h = rowHay[r]!;
      for (const w of words) if (!h.includes(w)) continue outer;
      out.push(r);
    }
    return out;
  }

  /** Rows containing `word`, found by scanning the joined text and skipping to the next row after each hit. */
  private scan(word: string): number[] {
    const out: number[] = [];
    const { hay, starts } = this;
    const n = this.rowHay.length;
    let row = 0;
    let pos = hay.indexOf(word);
    while (pos !== -1) {
      // Hits come in increasing order, so the row cursor only moves forward: amortised O(rows) per scan.
      while (starts[row + 1]! <= pos) row++;
      out.push(row);
      if (row + 1 >= n) break;
      pos = hay.indexOf(word, starts[row + 1]!);
    }
    return out;
  }
}

/** A matcher over the rows of a search index (or any rows of strings). */
export function createMatcher(rows: readonly (readonly string[])[]): SearchMatcher {
  return new SearchMatcher(rows);
}
