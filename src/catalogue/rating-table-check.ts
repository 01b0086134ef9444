// Checks of a maker's rating grid before it may grade anything: the faults found in published tables (see
// ../shared/reference-tables/expansion-valves.md) are a digit typed twice (Emerson EX8 Tc 20 / Te −35 reads 5366
// between 535 and 533), a cell copied from elsewhere (RAC Brasil ESV20 R407C Tc 50 / Te −20 reads 19.44 between
// 12.13 and 12.56), a row that dips and rises again (RAC R407C Tc 35: Te 5 above Te 0) and values stuck at a cap.
// Pure, so that the server's loader and the import report the same problems the same way.
//
// What "monotone in the drop" means here. Along a row (fixed Tc) or a column (fixed Te) the drop pk − pe changes
// one way, and the capacity Kv·√(ρΔp)·Δh rises with the drop while the refrigerating effect Δh falls with it: the
// published rows rise to one peak and fall beyond it (EX tables fall with Tc at high Tc for low Te, RAC rows fall
// with Te at Tc 30). So a capacity may rise or fall with the drop, but never dip and rise again: an interior cell
// below both its neighbours on an axis (by more than the table's last printed digit) is a fault.

import { formatNumber } from '../engine/units/number-format';

/** One refrigerant's grid in the catalogue's units: °C and kW, rows by tcC, columns by teC, null where missing. */
export interface GridData {
  teC: readonly number[];
  tcC: readonly number[];
  capacityKW: readonly (readonly (number | null)[])[];
}

export type GridProblemCode = 'not_positive' | 'mistyped' | 'not_monotone_in_drop' | 'jump' | 'capped_plateau';

/** A faulty cell (row index by tcC, column index by teC) and why. */
export interface GridProblem {
  row: number;
  column: number;
  code: GridProblemCode;
  message: string;
}

/** A digit typed twice or dropped: a cell this many times off its neighbours. */
const MISTYPED_RATIO = 3;
/** A one-sided (corner) prediction misses a smooth curve's bend more than one between neighbours: so much more. */
const EXTRAPOLATION_ALLOWANCE = 3;
/** A plateau at the grid's maximum this long is a cap, when the table prints finer than 1 % of it. */
const PLATEAU_CELLS = 3;
const PLATEAU_RESOLUTION = 0.01;

/** Decimals a number is written with (0.01 for 5.71, 1 for 536): the table's printed resolution. */
function resolutionOf(v: number): number {
  const text = String(v);
  const dot = text.indexOf('.');
  return dot < 0 ? 1 : 10 ** -(text.length - dot - 1);
}

type Axis = 'row' | 'column';

/**
 * Checks one grid. `tolerance` is the stated largest relative jump of a cell from what its neighbours predict
 * (linear between the two on an axis; one-sided from the two beyond, with EXTRAPOLATION_ALLOWANCE times the
 * tolerance, when it has no neighbour on either side of any axis, unless it borders a missing cell, where
 * published tables fall steeply towards no drop).
 */
export function checkRatingGrid(grid: GridData, tolerance: number): GridProblem[] {
  const problems: GridProblem[] = [];
  const rows = grid.tcC.length;
  const columns = grid.teC.length;
  const at = (r: number, c: number): number | null => (r < 0 || c < 0 || r >= rows || c >= columns ? null : (grid.capacityKW[r]?.[c] ?? null));
  // A cell found faulty no longer predicts its neighbours (the cells beside 19.44 are not faulty for being beside it).
  const faulty = new Set<string>();
  const sound = (r: number, c: number): number | null => (faulty.has(`${r},${c}`) ? null : at(r, c));
  const cells: [number, number, number][] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) {
    const v = at(r, c);
    if (v !== null) cells.push([r, c, v]);
  }
  if (cells.length === 0) return problems;
  const resolution = Math.min(...cells.map(([, , v]) => resolutionOf(v)));
  const flagged = new Set<string>();
  const flag = (r: number, c: number, code: GridProblemCode, message: string) => {
    const key = `${r},${c}`;
    if (flagged.has(key)) return;
    flagged.add(key);
    faulty.add(key);
    problems.push({ row: r, column: c, code, message });
  };
  const step = (axis: Axis, d: number): [number, number] => (axis === 'row' ? [0, d] : [d, 0]);
  const neighbour = (r: number, c: number, axis: Axis, d: number) => {
    const [dr, dc] = step(axis, d);
    return sound(r + dr, c + dc);
  };
  /** The temperature of the node d steps along an axis from (r, c). */
  const coordinate = (r: number, c: number, axis: Axis, d: number) => (axis === 'row' ? grid.teC[c + d] : grid.tcC[r + d])!;
  /** Linear through (x1, y1) and (x2, y2), at x. */
  const line = (x1: number, y1: number, x2: number, y2: number, x: number) => y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
  const bordersMissing = (r: number, c: number) =>
    [[0, 1], [0, -1], [1, 0], [-1, 0]].some(([dr, dc]) => {
      const rr = r + dr!;
      const cc = c + dc!;
      return rr >= 0 && cc >= 0 && rr < rows && cc < columns && at(rr, cc) === null;
    });

  // What the neighbours predict for a cell: linear between both neighbours on an axis where it has both (the
  // closer prediction of the two axes, so that a steep but smooth axis is forgiven by a smooth one), else linear
  // from the two cells beyond on one side.
  const predicted = (r: number, c: number): { value: number; allowance: number } | undefined => {
    const between: number[] = [];
    const beyond: number[] = [];
    for (const axis of ['row', 'column'] as const) {
      const x = coordinate(r, c, axis, 0);
      const a = neighbour(r, c, axis, -1);
      const b = neighbour(r, c, axis, 1);
      if (a !== null && b !== null) between.push(line(coordinate(r, c, axis, -1), a, coordinate(r, c, axis, 1), b, x));
      for (const d of [-1, 1]) {
        const n1 = neighbour(r, c, axis, d);
        const n2 = neighbour(r, c, axis, 2 * d);
        if (n1 !== null && n2 !== null) beyond.push(line(coordinate(r, c, axis, d), n1, coordinate(r, c, axis, 2 * d), n2, x));
      }
    }
    const v = at(r, c)!;
    const closest = (xs: number[]) => xs.reduce((best, x) => (Math.abs(x - v) < Math.abs(best - v) ? x : best));
    if (between.length > 0) return { value: closest(between), allowance: 1 };
    return beyond.length > 0 && !bordersMissing(r, c) ? { value: closest(beyond), allowance: EXTRAPOLATION_ALLOWANCE } : undefined;
  };
  const deviation = (r: number, c: number): number => {
    const p = predicted(r, c);
    return p === undefined ? 0 : Math.abs(at(r, c)! - p.value);
  };

  for (const [r, c, v] of cells) {
    if (!(v > 0)) flag(r, c, 'not_positive', `capacity ${v} kW is not positive`);
  }

  // A digit typed twice or dropped: far off every neighbour (a low cell beside a missing one is the table's edge).
  for (const [r, c, v] of cells) {
    const around = (['row', 'column'] as const).flatMap((axis) => [neighbour(r, c, axis, -1), neighbour(r, c, axis, 1)]).filter((x): x is number => x !== null);
    if (around.length === 0) continue;
    const high = Math.max(...around);
    const low = Math.min(...around);
    if (v > MISTYPED_RATIO * high || (v * MISTYPED_RATIO < low && !bordersMissing(r, c)))
      flag(r, c, 'mistyped', `${v} kW is more than ${MISTYPED_RATIO} times off its neighbours (${around.join(', ')} kW): a mistyped cell`);
  }

  // A dip: an interior cell below both neighbours on an axis. The faulty cell is the one of the three that its
  // neighbours predict worst.
  for (const axis of ['row', 'column'] as const) {
    for (const [r, c, v] of cells) {
      const a = neighbour(r, c, axis, -1);
      const b = neighbour(r, c, axis, 1);
      if (a === null || b === null || !(v < a - resolution / 2 && v < b - resolution / 2)) continue;
      const [dr, dc] = step(axis, 1);
      const suspects: [number, number][] = [[r - dr, c - dc], [r, c], [r + dr, c + dc]];
      const [fr, fc] = suspects.reduce((worst, s) => (deviation(s[0], s[1]) > deviation(worst[0], worst[1]) ? s : worst));
      const along = axis === 'row' ? `at Tc ${grid.tcC[r]} °C the capacity falls and rises again with Te` : `at Te ${grid.teC[c]} °C the capacity falls and rises again with Tc`;
      flag(fr, fc, 'not_monotone_in_drop', `${at(fr, fc)} kW: not monotone in the drop (${along}: ${a}, ${v}, ${b} kW)`);
    }
  }

  // A jump: further from what the neighbours predict than the stated tolerance (plus the last printed digit). The
  // worst first, each found one set aside before the next is judged.
  for (;;) {
    let worst: { r: number; c: number; v: number; p: number; excess: number } | undefined;
    for (const [r, c, v] of cells) {
      const p = faulty.has(`${r},${c}`) ? undefined : predicted(r, c);
      const excess = p === undefined ? 0 : Math.abs(v - p.value) - (p.allowance * tolerance * v + resolution);
      if (p !== undefined && excess > 0 && (!worst || excess > worst.excess)) worst = { r, c, v, p: p.value, excess };
    }
    if (!worst) break;
    flag(worst.r, worst.c, 'jump', `${worst.v} kW jumps from the ${formatNumber(worst.p, 'en', 2)} kW its neighbours give, beyond the stated tolerance ${Math.round(tolerance * 100)} %`);
  }

  // A cap: the grid's maximum held over several neighbours, where the table prints fine enough to show a change.
  const max = Math.max(...cells.map(([, , v]) => v));
  if (resolution <= PLATEAU_RESOLUTION * max) {
    for (const axis of ['row', 'column'] as const) {
      for (const [r, c, v] of cells) {
        if (v !== max || neighbour(r, c, axis, -1) === max) continue;
        let n = 1;
        while (neighbour(r, c, axis, n) === max) n++;
        if (n < PLATEAU_CELLS) continue;
        const [dr, dc] = step(axis, 1);
        for (let k = 1; k < n; k++) flag(r + k * dr, c + k * dc, 'capped_plateau', `${v} kW repeats the grid's maximum over ${n} cells: a capped plateau`);
      }
    }
  }
  return problems;
}
