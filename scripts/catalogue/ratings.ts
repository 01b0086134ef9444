// The rating-table files of the import: `<Classname>-ratings.csv`, one row per cell (size, refrigerant, tcC, teC,
// capacityKW) under a basis header of `# key: value` lines (standard, subcoolingK, superheatK, lossesBar,
// jumpTolerance, subcoolingFactor.<refrigerant>). Each size gets one rating table (its grids by refrigerant); a
// broken cell is rejected with its file and line, and nothing is written.
import { checkRatingGrid, RatingTableData, type GridData } from '../../src/catalogue';
import { parseCsv, type Rejection } from './csv';

/** The rating table of each size (model group) in one file. */
export type RatingTables = Map<string, RatingTableData>;

/** A file's tables, the line each size starts on, and the cells refused. */
export interface ParsedRatings {
  tables: RatingTables;
  firstLine: Map<string, number>;
  rejected: Rejection[];
}

const BASIS_KEYS = ['standard', 'subcoolingK', 'superheatK', 'lossesBar', 'jumpTolerance'] as const;
const BASIS_LINE = /^#\s*(standard|subcoolingK|superheatK|lossesBar|jumpTolerance|subcoolingFactor\.[^\s:]+)\s*:\s*(.+?)\s*$/;
const COLUMNS = ['size', 'refrigerant', 'tcC', 'teC', 'capacityKW'] as const;

/** Jump tolerance when the file states none: twice the roughest step of a smooth published row. */
export const DEFAULT_JUMP_TOLERANCE = 0.1;

interface Cell {
  line: number;
  tcC: number;
  teC: number;
  capacityKW: number;
}

/** Reads the basis lines: numbers by key, subcooling factors as "upToK:factor; ..." lists. */
function readBasis(file: string, lines: string[], errors: Rejection[]) {
  const basis: Record<string, string | number> = {};
  const factors: Record<string, [number, number][]> = {};
  lines.forEach((text, i) => {
    const m = BASIS_LINE.exec(text);
    if (!m) return;
    const [, key, value] = m as unknown as [string, string, string];
    const reject = (reason: string) => errors.push({ file, line: i + 1, text, reason });
    if (key.startsWith('subcoolingFactor.')) {
      const pairs = value.split(';').map((p) => p.split(':').map((x) => Number(x.trim())));
      if (pairs.some((p) => p.length !== 2 || !p.every(Number.isFinite))) return reject(`${key}: write "upToK:factor; ..." pairs of numbers`);
      factors[key.slice('subcoolingFactor.'.length)] = pairs as [number, number][];
    } else if (key === 'standard') basis[key] = value;
    else if (!Number.isFinite(Number(value))) reject(`${key}: "${value}" is not a number`);
    else basis[key] = Number(value);
  });
  return { basis, factors };
}

/** Cells of one size and refrigerant as a grid (axes ascending), with the line of each cell. */
function toGrid(cells: Cell[]): { grid: GridData; lines: number[][] } {
  const teC = [...new Set(cells.map((c) => c.teC))].sort((a, b) => a - b);
  const tcC = [...new Set(cells.map((c) => c.tcC))].sort((a, b) => a - b);
  const capacityKW = tcC.map(() => teC.map((): number | null => null));
  const lines = tcC.map(() => teC.map(() => 0));
  for (const c of cells) {
    const r = tcC.indexOf(c.tcC);
    const k = teC.indexOf(c.teC);
    capacityKW[r]![k] = c.capacityKW;
    lines[r]![k] = c.line;
  }
  return { grid: { teC, tcC, capacityKW }, lines };
}

/** Parses and checks a family's rating file; the tables by size, or the rejected lines. */
export function parseRatingTables(file: string, text: string): ParsedRatings {
  const rejected: Rejection[] = [];
  const tables: RatingTables = new Map();
  const firstLine = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const { basis, factors } = readBasis(file, lines, rejected);
  for (const key of BASIS_KEYS.filter((k) => k !== 'jumpTolerance'))
    if (basis[key] === undefined) rejected.push({ file, line: 1, text: lines[0] ?? '', reason: `the basis header lacks "# ${key}: ..."` });
  const tolerance = typeof basis.jumpTolerance === 'number' ? basis.jumpTolerance : DEFAULT_JUMP_TOLERANCE;

  // The CSV proper starts at its header row; comment lines above it keep their numbers.
  const headerIndex = lines.findIndex((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  if (headerIndex < 0) return { tables, firstLine, rejected: [...rejected, { file, line: 1, text: '', reason: 'no header row (size, refrigerant, tcC, teC, capacityKW)' }] };
  const { header, records } = parseCsv(lines.slice(headerIndex).join('\n'));
  const missing = COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) return { tables, firstLine, rejected: [...rejected, { file, line: headerIndex + 1, text: header.join(','), reason: `header lacks ${missing.join(', ')}` }] };

  const bySize = new Map<string, Map<string, Cell[]>>();
  const seen = new Map<string, number>();
  for (const rec of records) {
    const line = rec.line + headerIndex;
    const text = COLUMNS.map((c) => rec.cells[c]).join(',');
    const reject = (reason: string) => rejected.push({ file, line, text, reason });
    const { size, refrigerant } = rec.cells as Record<(typeof COLUMNS)[number], string>;
    const nums = (['tcC', 'teC', 'capacityKW'] as const).map((k) => [k, rec.cells[k] ?? '', Number(rec.cells[k])] as const);
    const bad = nums.find(([, raw, n]) => raw === '' || !Number.isFinite(n));
    if (!size || !refrigerant) {
      reject('size and refrigerant must be given');
      continue;
    }
    if (bad) {
      reject(`${bad[0]}: "${bad[1]}" is not a number (a mistyped cell)`);
      continue;
    }
    const [tcC, teC, capacityKW] = nums.map(([, , n]) => n) as [number, number, number];
    const key = `${size}|${refrigerant}|${tcC}|${teC}`;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(`${size} ${refrigerant} Tc ${tcC} Te ${teC} is given twice (first on line ${first})`);
      continue;
    }
    seen.set(key, line);
    if (!firstLine.has(size)) firstLine.set(size, line);
    let grids = bySize.get(size);
    if (!grids) bySize.set(size, (grids = new Map()));
    let cells = grids.get(refrigerant);
    if (!cells) grids.set(refrigerant, (cells = []));
    cells.push({ line, tcC, teC, capacityKW });
  }

  for (const [size, grids] of bySize) {
    const data: Record<string, GridData> = {};
    for (const [refrigerant, cells] of grids) {
      const { grid, lines: cellLines } = toGrid(cells);
      for (const p of checkRatingGrid(grid, tolerance)) {
        const line = cellLines[p.row]![p.column]!;
        rejected.push({ file, line, text: `${size},${refrigerant},${grid.tcC[p.row]},${grid.teC[p.column]},${grid.capacityKW[p.row]![p.column]}`, reason: p.message });
      }
      data[refrigerant] = grid;
    }
    const refrigerantFactors = Object.fromEntries(Object.entries(factors).filter(([r]) => grids.has(r)));
    const candidate = {
      standard: basis.standard,
      subcoolingK: basis.subcoolingK,
      superheatK: basis.superheatK,
      lossesBar: basis.lossesBar,
      jumpTolerance: tolerance,
      ...(Object.keys(refrigerantFactors).length > 0 ? { subcoolingFactors: refrigerantFactors } : {}),
      grids: data,
    };
    const parsed = RatingTableData.safeParse(candidate);
    if (parsed.success) tables.set(size, parsed.data);
    else if (rejected.length === 0)
      rejected.push({ file, line: headerIndex + 1, text: size, reason: `rating table of ${size}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { tables, firstLine, rejected };
}
