import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCatalogueData } from '../../../host-site/server/catalogue/load';
import { parseCsv } from '../../../scripts/catalogue/csv';
import { parseLineFile, runImport } from '../../../scripts/catalogue/import';
import { writeDirAtomic } from '../../../scripts/catalogue/write-atomic';
import { tinyCatalogue } from '../catalogue/fixture';

let root: string;
let out: string;
let tables: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'import-'));
  out = path.join(root, 'data');
  tables = path.join(root, 'tables');
  mkdirSync(tables);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function importText(lines: string[], files: Record<string, string> = {}) {
  const file = path.join(root, 'range.txt');
  writeFileSync(file, lines.join('\n'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(tables, name), text);
  return runImport({ file, tablesDir: tables, outDir: out, baseData: tinyCatalogue() });
}

describe('the text line format', () => {
  it('accepts good lines and skips blank and comment lines', () => {
    const { rows, rejected } = parseLineFile('# range\n\nSov 电磁阀 MDF MDF-A03 MDF-A03-1001\r\nPt 压力传感器 YCQB YCQB-30I PT-1\n');
    expect(rejected).toEqual([]);
    expect(rows).toEqual([
      { line: 3, family: 'Sov', label: '电磁阀', series: 'MDF', model: 'MDF-A03', partNumber: 'MDF-A03-1001' },
      { line: 4, family: 'Pt', label: '压力传感器', series: 'YCQB', model: 'YCQB-30I', partNumber: 'PT-1' },
    ]);
  });

  it('rejects each bad line with its number and why', () => {
    const { rows, rejected } = parseLineFile(
      [
        'Sov 电磁阀 MDF MDF-A03 P-1', // 1 good
        'Sov 电磁阀 MDF MDF-A03', // 2 four fields
        'Txv 热力膨胀阀 T T-1 P-2', // 3 unknown code
        'Sov 电磁阀 MDF MDF-A03 p-1', // 4 duplicate part number (case-insensitive)
        'Sov 电磁 FDF FDF-09 P-3', // 5 other label for Sov
        'Bv 球阀 MDF MDF-X P-4', // 6 series already in Sov
        'Sov 电磁阀 FDF MDF-A03 P-5', // 7 model group already in MDF
        'Sov 电磁阀 MDF MDF-A03 P<6>', // 8 bad characters
      ].join('\n'),
    );
    expect(rows.map((r) => r.line)).toEqual([1]);
    expect(rejected.map((r) => [r.line, r.reason.split(' ').slice(0, 3).join(' ')])).toEqual([
      [2, 'expected 5 space-separated'],
      [3, 'unknown category code'],
      [4, 'duplicate part number'],
      [5, 'category label 电磁'],
      [6, 'series MDF is'],
      [7, 'model group MDF-A03'],
      [8, 'part number "P<6>"'],
    ]);
    expect(rejected[2]!.reason).toContain('first on line 1');
  });
});

describe('import', () => {
  it('imports lines whose names the base catalogue knows, without tables', () => {
    const r = importText(['Sov 电磁阀 MDF MDF-A03 SOV-10001', 'Sov 电磁阀 MDF MDF-A04 SOV-2', 'Pt 压力传感器 YCQB YCQB-30I PT-9']);
    expect(r.rejected).toEqual([]);
    expect(r.ok).toBe(true);
    const data = readCatalogueData(out);
    expect(data.demo).toBe(false);
    expect(data.products.map((p) => p.PartNumber)).toEqual(['SOV-10001', 'SOV-2', 'PT-9']);
    // Known part numbers keep their attributes; new ones get the series' refrigerants and approvals.
    expect(data.products[0]).toMatchObject({ ProductName: 'MDF-A03-S33', Coilid: 1, Refrigerant: ['R134a', 'R410A'] });
    expect(data.products[1]).toMatchObject({ ProductName: 'MDF-A04', Refrigerant: ['R134a', 'R410A'], Safetycer: ['CE', 'UL'] });
    expect(data.sizes.find((s) => s.Name === 'MDF-A04')?.tech).toMatchObject({ kv: 0.3, psBar: 42 });
    // FDF was not imported: the system and the coil lose it, the recommendation that only named it goes.
    expect(data.systems[0]!.Serialids).toEqual([1]);
    expect(data.recommendations.map((x) => x.Id)).toEqual([1]);
    expect(r.notes.join('\n')).toContain('coil MQ-230AC');
  });

  it('takes new series, sizes and products from the CSV tables', () => {
    const r = importText(['Sov 电磁阀 EVX EVX-2 EVX-2-001', 'Sov 电磁阀 EVX EVX-3 EVX-3-001'], {
      'series.csv': 'series,descriptionCn,descriptionEn,refrigerants,approvals,psBar,mediumMinC,mediumMaxC\nEVX,"新系列","New series, pilot",R134a; R410A,CE,45,-40,105\n',
      'Sov.csv':
        'size,connInInch,connOutInch,connInMm,connOutMm,kv,portMm,operation,normally,mopdAcBar,mopdDcBar,minOpeningDpBar,ratedCapacityKW.R134a,ratedCapacityKW.R410A\n' +
        'EVX-2,3/8,3/8,10,10,0.9,6,pilot,NC,30,21,0.05,16.8,17.8\n' +
        'EVX-3,1/2,1/2,12,12,1.6,8,pilot,NO,21,21,0.05,29.9,31.7\n',
      'products.csv': 'partNumber,productName,productType,connectionType,connectionIn,connectionOut,coilVoltage\nEVX-3-001,EVX-3-S44,NO,ODF,1/2,1/2,24 V DC\n',
    });
    expect(r.rejected).toEqual([]);
    expect(r.problems).toEqual([]);
    const data = readCatalogueData(out);
    expect(data.series.map((s) => s.Name)).toEqual(['EVX']);
    expect(data.series[0]).toMatchObject({ Description: { en: 'New series, pilot' }, Refrigerants: ['R134a', 'R410A'], tech: { psBar: 45, medium: { minC: -40, maxC: 105 } } });
    expect(data.sizes[1]!.tech).toMatchObject({ family: 'Sov', normally: 'NO', kv: 1.6, ratedCapacityKW: { R134a: 29.9, R410A: 31.7 } });
    expect(data.products[1]).toMatchObject({ ProductName: 'EVX-3-S44', ConnectionType: 'ODF', CoilVoltage: '24 V DC' });
  });

  it('rejects lines whose series or model group has no data, and bad table rows, naming the table line', () => {
    const r = importText(['Sov 电磁阀 NEW NEW-1 N-1', 'Sov 电磁阀 MDF MDF-Z9 N-2', 'Sov 电磁阀 MDF MDF-Q1 N-3'], {
      'Sov.csv': 'size,kv\nMDF-Q1,abc\n',
    });
    expect(r.ok).toBe(false);
    expect(r.rejected.map((x) => [x.line, x.reason])).toEqual([
      [1, expect.stringContaining('series NEW has no row in series.csv')],
      [2, expect.stringContaining('no technical data for model group MDF-Z9')],
      [3, expect.stringMatching(/Sov\.csv line 2: kv: "abc" is not a number/)],
    ]);
  });

  it('writes nothing when any line is rejected, and leaves the old catalogue as it was', () => {
    expect(importText(['Sov 电磁阀 MDF MDF-A03 SOV-10001']).ok).toBe(true);
    const before = readFileSync(path.join(out, 'products.json'), 'utf8');
    const r = importText(['Sov 电磁阀 MDF MDF-A04 SOV-10002', 'Sov 电磁阀 MDF MDF-A03']);
    expect(r.ok).toBe(false);
    expect(r.rejected).toEqual([expect.objectContaining({ line: 2 })]);
    expect(readFileSync(path.join(out, 'products.json'), 'utf8')).toBe(before);
    expect(readdirSync(root).sort()).toEqual(['data', 'range.txt', 'tables']);
  });

  it('rejects an empty range instead of writing an empty catalogue', () => {
    const r = importText(['# nothing here']);
    expect(r.ok).toBe(false);
    expect(existsSync(out)).toBe(false);
  });
});

describe('writeDirAtomic', () => {
  it('swaps all files in at once and keeps unrelated files', () => {
    writeDirAtomic(out, [{ name: 'a.json', text: '1' }]);
    writeFileSync(path.join(out, 'README.md'), 'keep');
    writeDirAtomic(out, [{ name: 'a.json', text: '2' }, { name: 'b.json', text: '3' }]);
    expect(readdirSync(out).sort()).toEqual(['README.md', 'a.json', 'b.json']);
    expect(readFileSync(path.join(out, 'a.json'), 'utf8')).toBe('2');
    expect(readdirSync(root).sort()).toEqual(['data', 'tables']);
  });

  it('leaves the directory untouched when a write fails half-way', () => {
    writeDirAtomic(out, [{ name: 'a.json', text: '1' }]);
    expect(() => writeDirAtomic(out, [{ name: 'a.json', text: '2' }, { name: 'missing/b.json', text: '3' }])).toThrow();
    expect(readdirSync(out)).toEqual(['a.json']);
    expect(readFileSync(path.join(out, 'a.json'), 'utf8')).toBe('1');
    expect(readdirSync(root).sort()).toEqual(['data', 'tables']);
  });
});

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and keeps line numbers', () => {
    const { header, records } = parseCsv('\uFEFFa,b\n"x, y","say ""hi"""\n\n"two\nlines",z\n');
    expect(header).toEqual(['a', 'b']);
    expect(records).toEqual([
      { line: 2, cells: { a: 'x, y', b: 'say "hi"' } },
      { line: 4, cells: { a: 'two\nlines', b: 'z' } },
    ]);
  });
});
