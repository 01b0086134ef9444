// The import of makers' rating tables (`<Classname>-ratings.csv`): the published tables of
// ../shared/reference-tables/expansion-valves.md (tests/fixtures/rating-tables) pass where they are sound, and
// every fault found in them is refused with its file and line: Emerson EX8 Tc 20 / Te −35 = 5366 (mistyped), RAC
// Brasil's R407C Tc 35 rows where Te 5 exceeds Te 0 (not monotone in the drop), ESV13 R407C Tc 38 Te −20 4.6, ESV20
// R407C Tc 50 Te −20 19.44, ESV18 R134a Tc 50 Te −5 7.89 and ESV18 R407C Tc 50 Te 10 8.78 (jumps).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCatalogueData } from '../../../host-site/server/catalogue/load';
import { runImport } from '../../../scripts/catalogue/import';
import { parseRatingTables } from '../../../scripts/catalogue/ratings';
import { checkCatalogue, type CatalogueData } from '../../../src/catalogue';
import { tinyCatalogue } from '../catalogue/fixture';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/rating-tables');
const ex = readFileSync(path.join(FIXTURES, 'emerson-ex', 'Eev-ratings.csv'), 'utf8');
const rac = readFileSync(path.join(FIXTURES, 'rac-esv', 'Eev-ratings.csv'), 'utf8');

/** The 1-based line of a cell row in a file. */
const lineOf = (text: string, row: string) => text.split('\n').indexOf(row) + 1;

describe('the published tables', () => {
  it('Emerson EX4–EX8: only EX8 Tc 20 / Te −35 = 5366 is refused, as mistyped, at its line', () => {
    const { tables, rejected } = parseRatingTables('Eev-ratings.csv', ex);
    expect(rejected).toEqual([{ file: 'Eev-ratings.csv', line: lineOf(ex, 'EX8,R134a,20,-35,5366'), text: 'EX8,R134a,20,-35,5366', reason: expect.stringContaining('mistyped') }]);
    expect([...tables.keys()]).toEqual(['EX4', 'EX5', 'EX6', 'EX7', 'EX8']);
    // The typo fixed, the whole table passes.
    expect(parseRatingTables('Eev-ratings.csv', ex.replace('EX8,R134a,20,-35,5366', 'EX8,R134a,20,-35,536')).rejected).toEqual([]);
  });

  it("RAC Brasil ESV: each listed error is refused at its line, and no sound cell", () => {
    const { rejected } = parseRatingTables('Eev-ratings.csv', rac);
    const found = (row: string) => rejected.find((r) => r.line === lineOf(rac, row))?.reason;
    const listed: [string, RegExp][] = [
      ['ESV20,R407C,50,-20,19.44', /jumps .* beyond the stated tolerance 2 %/],
      ['ESV13,R407C,35,5,4.65', /not monotone in the drop/],
      ['ESV18,R407C,35,5,9.72', /not monotone in the drop/],
      ['ESV20,R407C,35,5,12', /not monotone in the drop/],
      ['ESV24,R407C,35,5,17.27', /not monotone in the drop/],
      ['ESV13,R407C,38,-20,4.6', /not monotone in the drop/],
      ['ESV18,R134a,50,-5,7.89', /jumps/],
      ['ESV18,R407C,50,10,8.78', /jumps/],
    ];
    for (const [row, reason] of listed) expect(found(row), row).toMatch(reason);
    // Beside them, three more cells of the same kind the reference lists "among others": 36.07 above both its Tc
    // neighbours, and the R22 cells 57.01 and 57.53 among 52–54.
    expect(rejected.map((r) => r.text).filter((t) => !listed.some(([row]) => row === t))).toEqual(['ESV32,R410A,50,-10,36.07', 'ESV45,R22,35,0,57.01', 'ESV45,R22,40,5,57.53']);
  });

  it('refuses a capped plateau: ESV65 R410A with every cell above 130 kW cut to 130.00', () => {
    const capped = rac.replace(/^ESV65,R410A,(\d+),(-?\d+),([\d.]+)$/gm, (row, tc: string, te: string, q: string) => (Number(q) > 130 ? `ESV65,R410A,${tc},${te},130.00` : row));
    const { rejected } = parseRatingTables('Eev-ratings.csv', capped);
    const plateau = rejected.filter((r) => r.reason.includes('capped plateau'));
    expect(plateau.length).toBeGreaterThan(0);
    expect(plateau.every((r) => r.text.startsWith('ESV65,R410A,') && r.text.endsWith(',130'))).toBe(true);
  });

  it('refuses a cell that is no number, a cell given twice and a file without its basis', () => {
    const broken = ex.replace('EX4,R134a,10,-40,9', 'EX4,R134a,10,-40,"5,366"').replace('EX4,R134a,10,-35,8', 'EX4,R134a,10,-35,8\nEX4,R134a,10,-35,8');
    const { rejected } = parseRatingTables('Eev-ratings.csv', broken);
    expect(rejected.find((r) => r.line === lineOf(broken, 'EX4,R134a,10,-40,"5,366"'))?.reason).toBe('capacityKW: "5,366" is not a number (a mistyped cell)');
    expect(rejected.find((r) => r.reason.includes('given twice'))?.line).toBe(lineOf(broken, 'EX4,R134a,10,-35,8') + 1);
    const bare = parseRatingTables('Eev-ratings.csv', 'size,refrigerant,tcC,teC,capacityKW\nEX4,R134a,10,-40,9\n');
    expect(bare.rejected.map((r) => r.reason)).toEqual(['the basis header lacks "# standard: ..."', 'the basis header lacks "# subcoolingK: ..."', 'the basis header lacks "# superheatK: ..."', 'the basis header lacks "# lossesBar: ..."']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The whole import: a new EEV series whose sizes carry the EX tables

const eevFamily = { Id: 3, Classname: 'Eev' as const, Name: { cn: '电子膨胀阀', en: 'Electronic expansion valve' }, Imgfilename: 'Eev.svg', Sort: 3, CalculateType: 1, PipelineA: true, PipelineC: true, PipelineD: true };
const base = (): CatalogueData => ({ ...tinyCatalogue(), families: [...tinyCatalogue().families, eevFamily] });

const eevCsv =
  'size,connInInch,connOutInch,connInMm,connOutMm,orificeMm,kv,steps,stepRatePps,minOpeningPercent,mopdBar,biFlow,coilVoltage,ratedCapacityKW.R134a\n' +
  ['EX4', 'EX5', 'EX6', 'EX7', 'EX8'].map((s, i) => `${s},3/8,5/8,10,16,${i + 1},${[0.1, 0.3, 0.7, 2, 5][i]},750,500,10,40,false,24 V AC,${[12, 37, 88, 242, 645][i]}`).join('\n') +
  '\n';
const seriesCsv = 'series,descriptionCn,descriptionEn,refrigerants,approvals,psBar,mediumMinC,mediumMaxC\nEXV,电子膨胀阀,Electrical control valves,R134a,CE,60,-50,100\n';
const lines = ['EX4', 'EX5', 'EX6', 'EX7', 'EX8'].map((s, i) => `Eev 电子膨胀阀 EXV ${s} ${s}-P${i}`);

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ratings-'));
  mkdirSync(path.join(root, 'tables'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function importRange(ratings: string) {
  const file = path.join(root, 'range.txt');
  writeFileSync(file, lines.join('\n'));
  for (const [name, text] of Object.entries({ 'series.csv': seriesCsv, 'Eev.csv': eevCsv, 'Eev-ratings.csv': ratings })) writeFileSync(path.join(root, 'tables', name), text);
  return runImport({ file, tablesDir: path.join(root, 'tables'), outDir: path.join(root, 'data'), baseData: base() });
}

describe('the import of a range with rating tables', () => {
  it('writes nothing while a table is broken, and names the file and line', () => {
    const r = importRange(ex);
    expect(r.ok).toBe(false);
    expect(r.rejected.map((x) => `${x.file}:${x.line}`)).toEqual([`Eev-ratings.csv:${lineOf(ex, 'EX8,R134a,20,-35,5366')}`]);
    expect(existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('refuses a table for a model group the range lacks (a misspelt size)', () => {
    const misspelt = ex.replace('EX8,R134a,20,-35,5366', 'EX8,R134a,20,-35,536').replace(/^EX4,/gm, 'EX-4,');
    const r = importRange(misspelt);
    expect(r.ok).toBe(false);
    expect(r.rejected).toEqual([{ file: 'Eev-ratings.csv', line: lineOf(misspelt, 'EX-4,R134a,10,-45,9'), text: 'EX-4', reason: "model group EX-4 is not in the range's Eev lines" }]);
  });

  it('gives each size its table, which the loader reads back and checks', () => {
    const r = importRange(ex.replace('EX8,R134a,20,-35,5366', 'EX8,R134a,20,-35,536'));
    expect(r.rejected).toEqual([]);
    expect(r.problems).toEqual([]);
    const data = readCatalogueData(path.join(root, 'data'));
    const ex5 = data.sizes.find((s) => s.Name === 'EX5')!.tech;
    expect(ex5).toMatchObject({ family: 'Eev', ratingTable: { standard: 'Emerson EX4-8 (as transcribed)', subcoolingK: 0, superheatK: 1, lossesBar: 0, jumpTolerance: 0.25 } });
    const grid = ex5?.family === 'Eev' ? ex5.ratingTable!.grids.R134a! : undefined;
    expect(grid!.capacityKW[grid!.tcC.indexOf(40)]![grid!.teC.indexOf(-10)]).toBe(37);
    expect(grid!.capacityKW[grid!.tcC.indexOf(10)]![grid!.teC.indexOf(15)]).toBeNull();

    // A table broken in the catalogue's JSON itself is found by the same check the loader runs at start.
    const broken = structuredClone(data);
    const tech = broken.sizes.find((s) => s.Name === 'EX8')!.tech!;
    if (tech.family !== 'Eev') throw new Error('EX8 is an Eev');
    const g = tech.ratingTable!.grids.R134a!;
    g.capacityKW[g.tcC.indexOf(20)]![g.teC.indexOf(-35)] = 5366;
    const issues = checkCatalogue(broken);
    expect(issues).toEqual([expect.objectContaining({ entity: 'sizes', path: ['tech', 'ratingTable', 'grids', 'R134a', 'capacityKW', g.tcC.indexOf(20), g.teC.indexOf(-35)], message: expect.stringMatching(/^R134a Tc 20 °C Te -35 °C: 5366 kW is more than 3 times off/) })]);
  });
});
