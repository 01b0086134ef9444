// Small helpers for writing the demo series compactly: connection sizes, capacity estimates, variant builders.
import type { ConnectionType, FamilyClassname, Label, NeededPart, SeriesTech, SizeTech } from '../../src/catalogue';

/** Nominal inch size from eighths of an inch, as part-number digits encode it (3 -> 3/8, 9 -> 1-1/8). */
export function inch(eighths: number): string {
  const whole = Math.floor(eighths / 8);
  let num = eighths % 8;
  let den = 8;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  if (num === 0) return String(whole);
  return whole > 0 ? `${whole}-${num}/${den}` : `${num}/${den}`;
}

/** Eighths of an inch from a nominal size, the inverse of inch(). */
export function eighths(size: string): number {
  const m = /^(?:(\d+)-)?(\d+)\/(\d+)$/.exec(size);
  if (!m) return Number(size) * 8;
  return Number(m[1] ?? 0) * 8 + (Number(m[2]) * 8) / Number(m[3]);
}

/** The metric tube that replaces an inch tube (EN 12735-1 practice: 3/8 -> 10 mm, 7/8 -> 22 mm). */
export function mmOf(eighths: number): number {
  const table: Record<number, number> = { 2: 6, 3: 10, 4: 12, 5: 16, 6: 18, 7: 22, 8: 25, 9: 28, 10: 32, 11: 35, 13: 42, 17: 54, 21: 67 };
  const mm = table[eighths];
  if (mm === undefined) throw new Error(`no metric tube for ${eighths}/8 in`);
  return mm;
}

/** Connection fields of an in-line valve with the same size in and out (or given both), from eighths of an inch. */
export function conn(inE: number, outE = inE) {
  return { connInInch: inch(inE), connOutInch: inch(outE), connInMm: mmOf(inE), connOutMm: mmOf(outE) };
}

/**
 * Liquid-line capacity in kW per unit Kv at Te −10 °C, liquid +25 °C, 0.15 bar drop: hand estimates of
 * Kv·√(Δp·ρ)·Δh with rounded property values (demo figures, within about 10 %).
 */
export const KW_PER_KV_LIQUID: Record<string, number> = {
  R22: 20.1, R32: 27.3, R134a: 18.7, R404A: 14.0, R407C: 19.4, R407F: 19.0, R410A: 19.8, R448A: 17.5, R449A: 17.5,
  R452A: 14.3, R454B: 21.9, R454C: 18.4, R507A: 14.0, R513A: 16.1, R1234yf: 15.2, 'R1234ze(E)': 17.4, R290: 21.9,
  R600a: 24.0, R1270: 22.9, R744: 14.5, R717: 93.6, R23: 12.0, 'R1233zd(E)': 17.0,
};

/** Suction-vapour capacity in kW per unit Kv at Te −10 °C, 0.15 bar drop (same kind of estimate; KVL 12 gives 2.2 for R22). */
export const KW_PER_KV_SUCTION: Record<string, number> = {
  R22: 2.2, R32: 2.9, R134a: 1.65, R404A: 1.95, R407C: 2.1, R407F: 2.2, R410A: 2.9, R448A: 2.0, R449A: 2.0,
  R452A: 1.95, R454B: 2.8, R454C: 1.9, R507A: 2.0, R513A: 1.6, R1234yf: 1.5, 'R1234ze(E)': 1.3, R290: 2.0,
  R600a: 0.9, R1270: 2.3, R744: 6.5, R717: 5.0, R23: 2.5, 'R1233zd(E)': 0.5,
};

/**
 * Expansion-valve capacity ratio to R22 for the same orifice at nominal conditions (Te +5/−10 °C, Tk 38 °C):
 * the spread seen in makers' TXV tables (R404A about 0.7 of R22, R410A above); demo figures.
 */
export const TXV_RATIO: Record<string, number> = {
  R22: 1, R32: 1.45, R134a: 0.72, R404A: 0.69, R407C: 0.98, R407F: 0.95, R410A: 1.2, R448A: 0.86, R449A: 0.85,
  R452A: 0.72, R454B: 1.18, R454C: 0.82, R507A: 0.69, R513A: 0.7, R1234yf: 0.6, 'R1234ze(E)': 0.62, R290: 0.95,
  R600a: 0.45, R1270: 1.05, R744: 1.3, R717: 3.5, R23: 0.5, 'R1233zd(E)': 0.2,
};

/** Rounds to 3 significant digits (catalogue precision). */
export function sig3(x: number): number {
  return Number(x.toPrecision(3));
}

/** ratedCapacityKW for each refrigerant from a per-refrigerant factor table. */
export function capacities(refrigerants: readonly string[], factor: (r: string) => number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of refrigerants) out[r] = sig3(factor(r));
  return out;
}

/** Kv of a round orifice of d mm with a discharge coefficient of 0.4 (needle seats): 0.016·d² m³/h. */
export function orificeKv(dMm: number): number {
  return sig3(0.016 * dMm * dMm);
}

/** One sellable variant of a size. */
export interface VariantDef {
  /** ProductName (model code). */
  model: string;
  productType: string;
  connectionType?: ConnectionType;
  connectionIn?: string;
  connectionOut?: string;
  /** Coil name (coils.ts) when the product ships with its coil. */
  coil?: string;
  charge?: string;
  refrigerants?: string[];
  approvals?: string[];
  /** A verbatim part number from a published table; otherwise numbered by the generator. */
  partNumber?: string;
}

export interface SizeDef {
  name: string;
  tech?: SizeTech;
}

/** A series written compactly: its data, its sizes and how each size multiplies into part numbers. */
export interface SeriesDef {
  family: FamilyClassname;
  name: string;
  description: Label;
  refrigerants: string[];
  approvals: string[];
  tech: SeriesTech;
  sources: string[];
  invented?: boolean;
  special?: string;
  /** What its products need to be installed (Series.needs); flare nuts are added for a series with SAE ends. */
  needs?: NeededPart[];
  sizes: SizeDef[];
  variants: (size: SizeDef, index: number) => VariantDef[];
}

/** Connection variants of an in-line body: ODF inch solder, ODM metric solder, and SAE flare up to 5/8 in. */
export function lineVariants(
  base: string,
  inE: number,
  outE = inE,
  opts: { flare?: boolean; metric?: boolean } = {},
): { suffix: string; connectionType: ConnectionType; connectionIn: string; connectionOut: string }[] {
  const list: { suffix: string; connectionType: ConnectionType; connectionIn: string; connectionOut: string }[] = [
    { suffix: `S${inE}${outE}`, connectionType: 'ODF', connectionIn: inch(inE), connectionOut: inch(outE) },
  ];
  if (opts.metric !== false)
    list.push({ suffix: `M${mmOf(inE)}${mmOf(outE)}`, connectionType: 'ODM', connectionIn: String(mmOf(inE)), connectionOut: String(mmOf(outE)) });
  if (opts.flare !== false && inE <= 5 && outE <= 5)
    list.push({ suffix: `F${inE}${outE}`, connectionType: 'SAE', connectionIn: inch(inE), connectionOut: inch(outE) });
  void base;
  return list;
}

/** Approvals of a variant: North-American listings only on inch connections, UKCA and CE everywhere. */
export function approvalsFor(series: readonly string[], connectionType: ConnectionType | undefined, withCoil: boolean): string[] {
  return series.filter((a) => {
    if ((a === 'UL' || a === 'CUL' || a === 'CRN') && connectionType === 'ODM') return false;
    if ((a === 'LVD' || a === 'TUV' || a === 'VDE') && !withCoil) return false;
    return true;
  });
}

export type { SeriesTech };
