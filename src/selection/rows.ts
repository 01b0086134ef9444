// From graded sizes to the answer's rows: one row per size, carrying every part number of the size that fits the
// request. A size is what the engineer chooses (its capacity, drop and grade are the size's); its part numbers
// differ only in connection, coil or charge, so listing them under the size keeps 3,000 products to a few dozen rows.
// A prohibited size lists only its first part number (nobody orders from that group; the count says how many).
import type { Catalogue, Family, Product } from '../catalogue';
// The catalogue's modules themselves, not its index: the index carries the files' zod schemas into a browser.
import { meetsApprovals } from '../catalogue/model';
import { textIn } from '../catalogue/text';
import {
  selectionHasher,
  type SelectionProduct,
  type ProvenanceDetail,
  type RowPoint,
  type SelectionRow,
  type SizeFigures,
} from '../contracts/selection';
import type { Grade, Reason, SizeResult, SizeValues, SizingConditions } from '../engine';
// The engine's module itself, not its index: the index registers every fluid, which a browser fetches on demand.
import { decidingPoint, sizesOverPoints } from '../engine/sizing/operating-points';
import type { Language } from '../i18n';
import type { Translate } from '../i18n/translate';
import type { ResolvedConditions } from './conditions';
import { reasonAtPoint } from './operating-points';
import { provenanceList } from './provenance';
import { reasonText } from './reasons';
import type { ScopedSize } from './scope';
import type { UnitPresenter } from './unit-presenter';

export interface RowContext {
  catalogue: Catalogue;
  family: Family;
  refrigerant: string;
  /** Approval groups as the catalogue spells them ("TUV,VDE"). */
  approvals: readonly string[];
  conditions: ResolvedConditions;
  /** With operating points: their names in point order (the design point first); the reasons then name the point. */
  pointNames?: readonly string[];
  /** The conditions the Hashkey stands for, when not the design point's alone (operating points). */
  hashed?: ResolvedConditions['hashed'];
  units: UnitPresenter;
  t: Translate;
  /** The language of the request's words, one of the fourteen: the catalogue's texts (a product type) in it. */
  language: Language;
}

const INCH = new Set(['ODF', 'SAE']);
const METRIC = new Set(['ODM']);

/**
 * WidthType, the connection standard: 1 inch (ODF, SAE), 0 metric (ODM), −1 any. Connections that are neither
 * (UNF, capillary, tube stubs) fit either standard.
 */
function fitsWidth(product: Product, widthType: SizingConditions['connectionStandard']): boolean {
  const type = product.ConnectionType;
  if (widthType === -1 || type === undefined || (!INCH.has(type) && !METRIC.has(type))) return true;
  return widthType === 1 ? INCH.has(type) : METRIC.has(type);
}

/** The size's figures in the request's units. */
function figures(v: SizeValues, units: UnitPresenter): SizeFigures {
  const out: SizeFigures = {};
  if (v.capacity !== undefined) out.capacity = units.measured('CoolCapacity', v.capacity);
  if (v.pressureDrop !== undefined) out.pressureDrop = units.measured('Press', v.pressureDrop);
  if (v.suctionDrop !== undefined) out.suctionDrop = units.measured('Press', v.suctionDrop);
  if (v.dischargeDrop !== undefined) out.dischargeDrop = units.measured('Press', v.dischargeDrop);
  if (v.availableDrop !== undefined) out.availableDrop = units.measured('Press', v.availableDrop);
  out.massFlow = units.measured('MassFlow', v.massFlow);
  if (v.velocity !== undefined) out.velocity = units.measured('Velocity', v.velocity);
  if (v.loadRatio !== undefined) out.loadRatio = units.percent(v.loadRatio);
  if (v.opening !== undefined) out.opening = units.percent(v.opening);
  // The engine's part-load opening is the design opening × the lowest part load (a linear characteristic), so their
  // ratio is that part load: the user reads "21 % at 33 % part load" without the row restating the engine's rule.
  if (v.partLoadOpening !== undefined && v.opening) {
    out.partLoadOpening = units.percent(v.partLoadOpening);
    out.partLoad = units.percent(v.partLoadOpening / v.opening);
  }
  if (v.flashQuality !== undefined) out.flashQuality = units.percent(v.flashQuality);
  if (v.kv !== undefined) out.kv = units.measured('FlowFactor', v.kv);
  if (v.differential !== undefined) out.differential = units.measured('Press', v.differential);
  if (v.mopd !== undefined) out.mopd = units.measured('Press', v.mopd);
  if (v.minShiftDifferential !== undefined) out.minShiftDifferential = units.measured('Press', v.minShiftDifferential);
  if (v.maxOperatingDifferential !== undefined) out.maxOperatingDifferential = units.measured('Press', v.maxOperatingDifferential);
  if (v.minDischargeDrop !== undefined) out.minDischargeDrop = units.measured('Press', v.minDischargeDrop);
  return out;
}

// What part numbers a size lists for a request depends on the catalogue, the connection standard, the refrigerant
// and the approvals, never on the numbers of the conditions: worked out once and kept, so that a selector that
// recalculates at every keystroke (issue 29) filters a family's hundreds of part numbers only when one of those changes.
const listedBySize = new WeakMap<Catalogue, Map<string, readonly Product[]>>();
const fittingByList = new WeakMap<readonly Product[], Map<string, { covering: readonly Product[]; fitting: readonly Product[] }>>();

/** A size's part numbers that fit the connection standard (WidthType), in the catalogue's order. */
function listedProducts(catalogue: Catalogue, sizeId: number, widthType: SizingConditions['connectionStandard']): readonly Product[] {
  let known = listedBySize.get(catalogue);
  if (!known) listedBySize.set(catalogue, (known = new Map()));
  const key = `${sizeId}|${widthType}`;
  let listed = known.get(key);
  if (!listed) {
    listed = catalogue.productsOfSize(sizeId).filter((p) => fitsWidth(p, widthType));
    known.set(key, listed);
  }
  return listed;
}

/** Of a size's listed part numbers, those for the refrigerant, and of these those that meet the approvals. */
function fittingProducts(listed: readonly Product[], refrigerant: string, approvals: readonly string[]): { covering: readonly Product[]; fitting: readonly Product[] } {
  let known = fittingByList.get(listed);
  if (!known) fittingByList.set(listed, (known = new Map()));
  // Neither a refrigerant's name nor an approval group holds a line break.
  const key = `${refrigerant}\n${approvals.join('\n')}`;
  let found = known.get(key);
  if (!found) {
    const covering = listed.filter((p) => p.Refrigerant.includes(refrigerant));
    found = { covering, fitting: covering.filter((p) => meetsApprovals(p.Safetycer, approvals)) };
    known.set(key, found);
  }
  return found;
}

/**
 * The grade of a size's part numbers: the engine grades the size by its series' refrigerants and approvals; a part
 * number may carry fewer (a TXV's charge). When none of the size's part numbers fits, the size is prohibited for
 * that reason.
 */
function productGrade(result: SizeResult<number>, listed: readonly Product[], ctx: RowContext): { grade: Grade; reasons: Reason[]; products: readonly Product[] } {
  if (result.grade === 'Prohibited') return { grade: result.grade, reasons: result.reasons, products: listed };
  const { covering, fitting } = fittingProducts(listed, ctx.refrigerant, ctx.approvals);
  if (fitting.length > 0) return { grade: result.grade, reasons: result.reasons, products: fitting };
  const code = covering.length === 0 ? 'refrigerant_not_covered' : 'approval_missing';
  return { grade: 'Prohibited', reasons: [{ code, values: {} }], products: listed };
}

/**
 * A part number as a row lists it, fields in the contract's order. Assigned one by one: a spread per optional field
 * made five short-lived objects for each of up to 674 part numbers (TxvOld) in every calculation (issue 17).
 */
function selectionProduct(p: Product, language: Language, hashkey: string): SelectionProduct {
  const product = { PartNumber: p.PartNumber, ProductName: p.ProductName, ProductType: textIn(p.ProductType, language) } as SelectionProduct;
  if (p.ConnectionType !== undefined) product.ConnectionType = p.ConnectionType;
  if (p.ConnectionIn !== undefined) product.ConnectionIn = p.ConnectionIn;
  if (p.ConnectionOut !== undefined) product.ConnectionOut = p.ConnectionOut;
  if (p.CoilVoltage !== undefined) product.CoilVoltage = p.CoilVoltage;
  if (p.Charge !== undefined) product.Charge = p.Charge;
  product.Hashkey = hashkey;
  return product;
}

/** A size at one point: its grade there, the reasons in words (naming the point when there are several), the figures. */
function pointRow(result: SizeResult<number>, graded: { grade: Grade; reasons: Reason[] }, name: string | undefined, separator: string, ctx: RowContext): RowPoint {
  const Reasons = graded.reasons.map((r) => {
    const text = reasonText(r, ctx.t, ctx.units, ctx);
    return { code: r.code, text: name === undefined ? text : reasonAtPoint(text, name, ctx.t) };
  });
  return { name: name ?? '', Grade: graded.grade, Reason: Reasons.map((r) => r.text).join(separator), Reasons, Values: figures(result.values, ctx.units) };
}

/**
 * The rows of the graded sizes (one result list per operating point, the design point first), by group, in display
 * order (series, then size), and the provenances they name. A size's grade is its worst over the points; that point
 * decides its reasons and figures.
 */
export function selectionRows(
  perPoint: readonly (readonly SizeResult<number>[])[],
  scoped: ReadonlyMap<number, ScopedSize>,
  ctx: RowContext,
): Record<Grade, SelectionRow[]> & { Provenances: ProvenanceDetail[] } {
  const groups: Record<Grade, SelectionRow[]> = { Optimal: [], Available: [], Prohibited: [] };
  const hash = selectionHasher(ctx.hashed ?? ctx.conditions.hashed);
  const separator = ctx.t('errors:listSeparator');
  const provenances = provenanceList(ctx.units, ctx.t);
  for (const { key, points } of sizesOverPoints(perPoint)) {
    const { size, series } = scoped.get(key)!;
    const listed = listedProducts(ctx.catalogue, size.Id, ctx.conditions.si.connectionStandard);
    if (listed.length === 0) continue;
    const graded = points.map((result) => productGrade(result, listed, ctx));
    const deciding = decidingPoint(graded.map((g) => g.grade));
    const { grade, products } = graded[deciding]!;
    const pointRows = points.map((result, i) => pointRow(result, graded[i]!, ctx.pointNames?.[i], separator, ctx));
    const decided = pointRows[deciding]!;
    const shown = grade === 'Prohibited' ? products.slice(0, 1) : products;
    const rows = shown.map((p) => selectionProduct(p, ctx.language, hash({ valveName: ctx.family.Classname, serialId: series.Id, sizeId: size.Id, partNumber: p.PartNumber })));
    const first = rows[0]!;
    groups[grade].push({
      PartNumber: first.PartNumber,
      ProductName: first.ProductName,
      ProductType: first.ProductType,
      Valveid: ctx.family.Id,
      valveName: ctx.family.Classname,
      Serialid: series.Id,
      SerialName: series.Name,
      Sizeid: size.Id,
      SizeName: size.Name,
      ImageUrl: `/images/families/${ctx.family.Imgfilename}`,
      Refrigerant: ctx.refrigerant,
      Hashkey: first.Hashkey,
      conditionIndex: 0,
      Grade: grade,
      Reason: decided.Reason,
      Reasons: decided.Reasons,
      Values: decided.Values,
      ...(ctx.pointNames && { Points: pointRows, DecidingPoint: deciding }),
      Provenance: provenances.of(points[deciding]!.provenance!),
      Products: rows,
      ProductCount: products.length,
    });
  }
  return { ...groups, Provenances: provenances.list };
}
