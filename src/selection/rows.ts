// From graded sizes to the answer's rows: one row per size, carrying every part number of the size that fits the
// request. A size is what the engineer chooses (its capacity, drop and grade are the size's); its part numbers
// differ only in connection, coil or charge, so listing them under the size keeps 3,000 products to a few dozen rows.
// A prohibited size lists only its first part number (nobody orders from that group; the count says how many).
import type { Catalogue, Family, Product } from '../catalogue';
// The catalogue's modules themselves, not its index: the index carries the files' zod schemas into a browser.
import { meetsApprovals } from '../catalogue/model';
import { textIn } from '../catalogue/text';
import {
  identityHead,
  selectionHasher,
  type ComputedAt,
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
import { reasonText, worded } from './reasons';
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
  /** Where the answer is calculated, which every provenance carries. */
  computed: ComputedAt;
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

/** A size's part numbers as a request lists them: those of its connection standard, and which of them fit it. */
interface SizeListing {
  listed: readonly Product[];
  /** Of those listed, the part numbers that carry the request's refrigerant. */
  covering: readonly Product[];
  /** Of those, the ones with the request's approvals. */
  fitting: readonly Product[];
}

type Size = ScopedSize['size'];

/**
 * Each size's listings by what they depend on (connection standard, refrigerant, approvals), none of which a change
 * of temperatures or duty moves: made once and kept with the size rather than filtering its part numbers (674 in
 * TxvOld) in every calculation (issue 29). A size keeps a few; past that it starts again.
 */
const listings = new WeakMap<Catalogue, WeakMap<Size, Map<string, SizeListing>>>();
const LISTINGS_PER_SIZE = 32;

/** What a listing depends on, as its key among the size's listings. */
function listingKey(ctx: RowContext): string {
  return `${ctx.conditions.si.connectionStandard}\n${ctx.refrigerant}\n${ctx.approvals.join('\n')}`;
}

function sizeListing(sizes: WeakMap<Size, Map<string, SizeListing>>, size: Size, key: string, ctx: RowContext): SizeListing {
  let bySize = sizes.get(size);
  if (!bySize) sizes.set(size, (bySize = new Map()));
  let listing = bySize.get(key);
  if (!listing) {
    if (bySize.size >= LISTINGS_PER_SIZE) bySize.clear();
    const listed = ctx.catalogue.productsOfSize(size.Id).filter((p) => fitsWidth(p, ctx.conditions.si.connectionStandard));
    const covering = listed.filter((p) => p.Refrigerant.includes(ctx.refrigerant));
    const fitting = covering.filter((p) => meetsApprovals(p.Safetycer, ctx.approvals));
    bySize.set(key, (listing = { listed, covering, fitting }));
  }
  return listing;
}

/** Each part number's identity head (the Hashkey's text before the conditions): its family, series and size are its catalogue's. */
const heads = new WeakMap<Product, string>();

/**
 * The grade of a size's part numbers: the engine grades the size by its series' refrigerants and approvals; a part
 * number may carry fewer (a TXV's charge). When none of the size's part numbers fits, the size is prohibited for
 * that reason.
 */
function productGrade(result: SizeResult<number>, listing: SizeListing): { grade: Grade; reasons: Reason[]; products: readonly Product[] } {
  if (result.grade === 'Prohibited') return { grade: result.grade, reasons: result.reasons, products: listing.listed };
  if (listing.fitting.length > 0) return { grade: result.grade, reasons: result.reasons, products: listing.fitting };
  const code = listing.covering.length === 0 ? 'refrigerant_not_covered' : 'approval_missing';
  return { grade: 'Prohibited', reasons: [{ code, values: {} }], products: listing.listed };
}

/**
 * A part number as a row lists it, fields in the contract's order. Assigned one by one: a spread per optional field
 * made five short-lived objects for each of up to 674 part numbers (TxvOld) in every calculation (issue 17).
 */
function selectionProduct(p: Product, language: Language, hashkey: string, needsCoil: boolean): SelectionProduct {
  const product = { PartNumber: p.PartNumber, ProductName: p.ProductName, ProductType: textIn(p.ProductType, language) } as SelectionProduct;
  if (p.ConnectionType !== undefined) product.ConnectionType = p.ConnectionType;
  if (p.ConnectionIn !== undefined) product.ConnectionIn = p.ConnectionIn;
  if (p.ConnectionOut !== undefined) product.ConnectionOut = p.ConnectionOut;
  if (p.CoilVoltage !== undefined) product.CoilVoltage = p.CoilVoltage;
  if (p.Charge !== undefined) product.Charge = p.Charge;
  // A body alone of a series that needs a coil: the row offers the coil's choice, as its bill does (issue 35).
  if (needsCoil && p.Coilid === undefined) product.NeedsCoil = true;
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
  // Through worded's sentences, kept per language: i18next's own lookup cost more than a row (issue 29).
  const separator = worded(ctx.t, 'errors:listSeparator', {});
  const provenances = provenanceList(ctx.units, ctx.t, ctx.computed);
  const listingOf = listingKey(ctx);
  let sizeListings = listings.get(ctx.catalogue);
  if (!sizeListings) listings.set(ctx.catalogue, (sizeListings = new WeakMap()));
  for (const { key, points } of sizesOverPoints(perPoint)) {
    const { size, series } = scoped.get(key)!;
    const listing = sizeListing(sizeListings, size, listingOf, ctx);
    if (listing.listed.length === 0) continue;
    const graded = points.map((result) => productGrade(result, listing));
    const deciding = decidingPoint(graded.map((g) => g.grade));
    const { grade, products } = graded[deciding]!;
    const pointRows = points.map((result, i) => pointRow(result, graded[i]!, ctx.pointNames?.[i], separator, ctx));
    const decided = pointRows[deciding]!;
    const shown = grade === 'Prohibited' ? products.slice(0, 1) : products;
    const needsCoil = series.needs?.includes('coil') ?? false;
    const rows = shown.map((p) => {
      let head = heads.get(p);
      if (head === undefined) heads.set(p, (head = identityHead({ valveName: ctx.family.Classname, serialId: series.Id, sizeId: size.Id, partNumber: p.PartNumber })));
      return selectionProduct(p, ctx.language, hash(head), needsCoil);
    });
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
