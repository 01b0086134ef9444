import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createMatcher, fnv1a, highlightRanges, queryWords, type SearchTuple } from '../../../src/catalogue';
import { tinyCatalogue } from './fixture';

const ROWS: SearchTuple[] = [
  ['Sov', 'MDF', 'MDF-A03', 'SOV-10001'],
  ['Sov', 'MDF', 'MDF-A04', 'SOV-10002'],
  ['Sov', 'FDF', 'FDF-09', 'SOV-11001'],
  ['Mv4', 'SHF', 'SHF-35A', 'SHF-50014'],
  ['Mv4', 'SHF', 'SHF(L)-4H', 'SHF-19001'],
  ['Bv', 'CBVT', 'CBVT-5', 'BV-12001'],
  ...Array.from({ length: 14 }, (_, i) => ['Pt', 'YCQB', `YCQB-${i}`, `PT-1${String(i).padStart(4, '0')}`] as SearchTuple),
];

/** The rules written plainly, to check the fast matcher against. */
function naive(rows: readonly SearchTuple[], query: string): number[] {
  const words = queryWords(query);
  return rows.flatMap((r, i) => (words.every((w) => r.some((c) => c.toLowerCase().includes(w))) ? [i] : []));
}

describe('search matcher (spec rules)', () => {
  it('lists the first 10 entries for an empty or blank input', () => {
    const m = createMatcher(ROWS);
    expect(m.search('')).toEqual({ status: 'first', rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], total: 10 });
    expect(m.search('   ').status).toBe('first');
    expect(createMatcher(ROWS.slice(0, 3)).search('')).toMatchObject({ rows: [0, 1, 2] });
  });

  it('asks for more with fewer than 2 non-blank characters', () => {
    const m = createMatcher(ROWS);
    expect(m.search('s').status).toBe('too-short');
    expect(m.search('  s  ').status).toBe('too-short');
    expect(m.search('sh').status).toBe('ok');
    // Two single characters are two non-blank characters.
    expect(m.search('s h').status).toBe('ok');
  });

  it('says no data when nothing matches', () => {
    expect(createMatcher(ROWS).search('zzz')).toEqual({ status: 'none' });
  });

  it('is case-insensitive', () => {
    const m = createMatcher(ROWS);
    expect(m.search('shf-50014')).toMatchObject({ rows: [3] });
    expect(m.search('SHF-50014')).toMatchObject({ rows: [3] });
    expect(m.search('cBvT')).toMatchObject({ rows: [5] });
  });

  it('narrows step by step as words are added, each word in any column', () => {
    const m = createMatcher(ROWS);
    const sov = m.search('sov');
    expect(sov).toMatchObject({ status: 'ok', rows: [0, 1, 2] });
    expect(m.search('sov mdf')).toMatchObject({ rows: [0, 1] });
    expect(m.search('sov mdf a04')).toMatchObject({ rows: [1] });
    expect(m.search('sov mdf a04 zz').status).toBe('none');
    // Word order does not matter.
    expect(m.search('a04 sov')).toMatchObject({ rows: [1] });
  });

  it('widens again when a word is deleted or changed (the cache only serves refinements)', () => {
    const m = createMatcher(ROWS);
    m.search('sov mdf a03');
    expect(m.search('sov mdf')).toMatchObject({ rows: [0, 1] });
    expect(m.search('sov fdf')).toMatchObject({ rows: [2] });
    expect(m.search('shf')).toMatchObject({ rows: [3, 4] });
  });

  it('never matches across columns or rows', () => {
    const m = createMatcher(ROWS);
    // "mdf sov" joined would be "MDF SOV"; a single word cannot span the separator.
    expect(m.search('a03sov').status).toBe('none');
    expect(m.search('10001mv4').status).toBe('none');
  });

  it('caps the rows returned but counts every match', () => {
    const r = createMatcher(ROWS).search('ycqb', 5);
    expect(r).toMatchObject({ status: 'ok', total: 14 });
    expect(r.status === 'ok' && r.rows.length).toBe(5);
  });

  it('agrees with the plain rules on every prefix of several queries typed in turn', () => {
    const m = createMatcher(ROWS);
    for (const query of ['sov mdf a03', 'pt ycqb 1', 'shf 500', 'bv cbvt 12', 'sov 1000 a0']) {
      for (let n = 2; n <= query.length; n++) {
        const q = query.slice(0, n);
        const r = m.search(q);
        const expected = naive(ROWS, q);
        if (expected.length === 0) expect(r.status, q).toBe('none');
        else expect(r.status === 'ok' && r.rows, q).toEqual(expected);
      }
    }
  });
});

describe('search index', () => {
  it('holds every part number with valve, serial and size, in display order', () => {
    const index = buildSearchIndex(tinyCatalogue());
    expect(index.columns).toEqual(['valve', 'serial', 'size', 'partNumber']);
    expect(index.rows).toEqual([
      ['Sov', 'FDF', 'FDF-09', 'SOV-11001'],
      ['Sov', 'MDF', 'MDF-A03', 'SOV-10001'],
      ['Sov', 'MDF', 'MDF-A04', 'SOV-10002'],
      ['Pt', 'YCQB', 'YCQB-30I', 'PT-10001'],
    ]);
  });

  it('changes its etag when the content changes and only then', () => {
    const data = tinyCatalogue();
    const a = buildSearchIndex(data).etag;
    expect(buildSearchIndex(tinyCatalogue()).etag).toBe(a);
    data.products[0]!.PartNumber = 'SOV-10009';
    expect(buildSearchIndex(data).etag).not.toBe(a);
    expect(fnv1a('')).toBe('811c9dc5');
  });
});

describe('highlightRanges', () => {
  it('marks every occurrence of every word, merged, case-insensitive', () => {
    expect(highlightRanges('MDF-A03-MDF', ['mdf'])).toEqual([[0, 3], [8, 11]]);
    expect(highlightRanges('SHF-50014', ['shf-5', 'f-50'])).toEqual([[0, 6]]);
    expect(highlightRanges('abc', [])).toEqual([]);
  });
});
