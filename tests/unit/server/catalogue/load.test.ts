import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAMILY_CLASSNAMES, catalogueFiles } from '../../../../src/catalogue';
import { CatalogueLoadError, DEFAULT_CATALOGUE_DIR, loadCatalogue, readCatalogueData } from '../../../../host-site/server/catalogue/load';
import { tinyCatalogue } from '../../catalogue/fixture';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  for (const f of catalogueFiles(tinyCatalogue())) writeFileSync(path.join(dir, f.name), f.text);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Edits one file's text and returns the load error. */
function breakFile(name: string, edit: (text: string) => string): CatalogueLoadError {
  const file = path.join(dir, name);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  try {
    loadCatalogue(dir);
  } catch (e) {
    if (e instanceof CatalogueLoadError) return e;
    throw e;
  }
  throw new Error('expected the load to fail');
}

/** 1-based line of the first line containing `needle`. */
const lineWith = (name: string, needle: string) =>
  readFileSync(path.join(dir, name), 'utf8').split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('loadCatalogue', () => {
  it('loads good files into the model', () => {
    const c = loadCatalogue(dir);
    expect(c.version).toBe('test-1');
    expect(c.product('SOV-10001')?.Sizeid).toBe(1);
  });

  it('names file, line and field of a wrong field type', () => {
    const e = breakFile('sizes.json', (t) => t.replace('"kv":0.9', '"kv":"0.9"'));
    expect(e.file).toBe('sizes.json');
    expect(e.line).toBe(lineWith('sizes.json', 'FDF-09'));
    expect(e.field).toBe('items[2].tech.kv');
    expect(e.message).toMatch(/sizes\.json:\d+: items\[2\]\.tech\.kv: .*number/);
  });

  it('names an unknown field itself', () => {
    const e = breakFile('families.json', (t) => t.replace('"PipelineA":false', '"PipelineX":false'));
    expect(e.file).toBe('families.json');
    expect(e.line).toBe(lineWith('families.json', 'PipelineX'));
    expect(e.issues.map((i) => i.field)).toEqual(expect.arrayContaining(['items[1].PipelineX', 'items[1].PipelineA']));
  });

  it('names a missing reference with the line of the entry', () => {
    const e = breakFile('products.json', (t) => t.replace('"PartNumber":"SOV-10002","ProductName":"MDF-A04-S33","Serialid":1,"Valveid":1,"Sizeid":2', '"PartNumber":"SOV-10002","ProductName":"MDF-A04-S33","Serialid":1,"Valveid":1,"Sizeid":77'));
    expect(e.file).toBe('products.json');
    expect(e.line).toBe(lineWith('products.json', 'SOV-10002'));
    expect(e.field).toBe('items[1].Sizeid');
    expect(e.message).toContain('Sizeid 77 does not exist in sizes.json');
    expect(e.message).toContain('PartNumber SOV-10002');
  });

  it('names the line of bad JSON', () => {
    const e = breakFile('series.json', (t) => t.replace('"Name":"FDF",', '"Name":"FDF",,'));
    expect(e.file).toBe('series.json');
    expect(e.field).toBe('(syntax)');
    expect(e.line).toBe(lineWith('series.json', '"FDF",,'));
    expect(e.message).toContain('bad JSON');
  });

  it('reports a missing file and files of different versions', () => {
    rmSync(path.join(dir, 'coils.json'));
    expect(() => loadCatalogue(dir)).toThrow(/coils\.json:1: \(file\): missing file/);
    for (const f of catalogueFiles(tinyCatalogue())) writeFileSync(path.join(dir, f.name), f.text);
    const e = breakFile('countries.json', (t) => t.replace('"version": "test-1"', '"version": "test-2"'));
    expect(e).toMatchObject({ file: 'countries.json', line: 3, field: 'version' });
  });
});

describe('the shipped demo catalogue', () => {
  const data = readCatalogueData(DEFAULT_CATALOGUE_DIR);

  it('is demonstration data and says so', () => {
    expect(data.demo).toBe(true);
    expect(data.sources.length).toBeGreaterThan(20);
    const text = readFileSync(path.join(DEFAULT_CATALOGUE_DIR, 'products.json'), 'utf8');
    expect(text.slice(0, 2000)).toMatch(/"demo": true,\n {2}"notice": "DEMONSTRATION DATA/);
  });

  it('has the size the issue asks for', () => {
    expect(data.families.map((f) => f.Classname).sort()).toEqual([...FAMILY_CLASSNAMES].sort());
    expect(data.series.length).toBeGreaterThanOrEqual(40);
    expect(data.sizes.length).toBeGreaterThanOrEqual(400);
    expect(data.products.length).toBeGreaterThanOrEqual(3000);
    expect(data.systems.length).toBeGreaterThanOrEqual(10);
    for (const c of ['CN', 'DE', 'JP', 'KR', 'RU', 'GB', 'US', 'FR']) expect(data.countries.map((x) => x.Iso)).toContain(c);
  });

  it('lists Pt, Ps, Pc and Pc2 only, and calculates the others', () => {
    for (const f of data.families) expect(f.CalculateType === 0, f.Classname).toBe(['Pt', 'Ps', 'Pc', 'Pc2'].includes(f.Classname));
  });

  it('has series in every family and the special demo series flagged', () => {
    for (const f of data.families) expect(data.series.some((s) => s.Valveid === f.Id), f.Classname).toBe(true);
    for (const name of ['CBVT', 'BCV', 'DPF(R)']) expect(data.series.find((s) => s.Name === name)?.special, name).toBeTruthy();
    expect(data.series.find((s) => s.Name === 'BCV')?.invented).toBe(true);
    expect(data.series.find((s) => s.Name === 'DPF(R)')?.invented).toBe(true);
  });

  it('keeps the published SHF table verbatim', () => {
    const shf = data.products.find((p) => p.PartNumber === 'SHF-50014');
    expect(shf?.ProductName).toBe('SHF-35A-79');
    const size = data.sizes.find((s) => s.Id === shf?.Sizeid);
    expect(size?.tech).toMatchObject({ family: 'Mv4', portMm: 20, kv: 12.4, minShiftDpBar: 3.4, maxOperatingDpBar: 31 });
  });
});
