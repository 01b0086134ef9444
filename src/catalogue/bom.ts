// The orderable bill of materials (issues #28, #35): what a buyer must order to install one chosen product, resolved
// from the catalogue's relations. The series says what its products need (Series.needs); a product with its coil
// is bought as its body and that coil; a body alone needs a coil the buyer chooses (its voltage, or an EEV stator's
// connection), preselected from the site's mains; a stator takes the driver of its motor type (and a plug stator
// its cable); a thermostatic element its orifice and connection set; every flare end its nut. Pure: the server
// answers it in words, the widgets show it, the reports export it, the catalogue check refuses what does not resolve.
import type { Catalogue } from './model';
import type { Accessory, AccessoryKind, Coil, Product } from './schema/entities';
import type { Text } from './schema/common';

/** What a line of the bill is to the product it was resolved from. */
export type BomRole = 'valve' | 'body' | 'coil' | AccessoryKind;

/** What a line is, as its "for" text words it: a coil with a stepper motor is a stator. */
export type BomPart = BomRole | 'stator';

/** One orderable line: a part number and how many, and what it is (texts in the catalogue's languages). */
export interface BomLine {
  partNumber: string;
  quantity: number;
  role: BomRole;
  /** The part's model name (ProductName, coil Name, accessory Name). */
  name: string;
  /** What the part is: the product's type, the coil's ratings, the accessory's description. */
  description: Text;
  /** The chosen product the line serves ("coil for SOV-12001"); absent on the chosen product's own line. */
  for?: { partNumber: string; part: BomPart };
}

/** A part the bill offers to choose. */
export interface BomOption {
  partNumber: string;
  name: string;
  description: Text;
}

/** A choice the buyer must make for a product (a body's coil voltage, an EEV body's stator). */
export interface BomChoice {
  /** The chosen product the choice is for. */
  for: string;
  part: 'coil' | 'stator';
  options: BomOption[];
  /** The option on the bill (a part number of `options`). */
  chosen: string;
  /** True when the buyer did not choose: the most common option for the site's mains stands in. */
  preselected: boolean;
}

/** A product's bill: its lines and the choices they were made with. */
export interface Bill {
  lines: BomLine[];
  choices: BomChoice[];
}

/** The mains of the site's country, the preselected coil's basis. */
export interface Mains {
  voltageV: number;
  frequencyHz: number;
}

/** How one product is billed: how many, the buyer's choice (a coil's part number) and the site's mains. */
export interface BillRequest {
  quantity?: number;
  choice?: string | undefined;
  mains?: Mains | undefined;
}

/** A coil's ratings as a data sheet prints them, e.g. "230 V AC 50/60 Hz, 9 W, DIN 43650, IP65". */
export function coilRatings(coil: Coil): string {
  const frequency = coil.FrequencyHz ? ` ${coil.FrequencyHz} Hz` : '';
  return `${coil.VoltageV} V ${coil.Current}${frequency}, ${coil.PowerW} W, ${coil.Connection}, ${coil.IpRating}`;
}

/**
 * The body a product with its coil is built from: the product of the same size, connections and charge that
 * carries no coil. Undefined when the catalogue sells the pair only together.
 */
export function bodyOf(catalogue: Catalogue, product: Product): Product | undefined {
  if (product.Coilid === undefined) return undefined;
  return catalogue
    .productsOfSize(product.Sizeid)
    .find(
      (p) =>
        p.Coilid === undefined &&
        p.Serialid === product.Serialid &&
        p.ConnectionType === product.ConnectionType &&
        p.ConnectionIn === product.ConnectionIn &&
        p.ConnectionOut === product.ConnectionOut &&
        p.Charge === product.Charge,
    );
}

/** How many of an accessory one product takes: 0 when the accessory does not go with it. */
export function accessoryQuantity(accessory: Accessory, product: Product, coil: Coil | undefined): number {
  if (!accessory.Serialids.includes(product.Serialid)) return 0;
  if (accessory.Sizeids && !accessory.Sizeids.includes(product.Sizeid)) return 0;
  if (accessory.ConnectionTypes && (!product.ConnectionType || !accessory.ConnectionTypes.includes(product.ConnectionType))) return 0;
  if (accessory.ConnectionIn !== undefined && accessory.ConnectionIn !== product.ConnectionIn) return 0;
  if (accessory.ConnectionOut !== undefined && accessory.ConnectionOut !== product.ConnectionOut) return 0;
  if (accessory.CoilConnections && (!coil || !accessory.CoilConnections.includes(coil.Connection))) return 0;
  if (accessory.Motor && coil?.Motor !== accessory.Motor) return 0;
  if (accessory.EndSize === undefined) return accessory.Quantity;
  return accessory.Quantity * flareEnds(product).filter((end) => end === accessory.EndSize).length;
}

/** The ends of a product that take a flare nut: both ends of an SAE product, none of any other. */
export function flareEnds(product: Product): string[] {
  if (product.ConnectionType !== 'SAE') return [];
  return [product.ConnectionIn, product.ConnectionOut].filter((end): end is string => end !== undefined);
}

/** Whether the product needs a coil its catalogue entry does not carry: a body of a series that needs one. */
function needsCoil(catalogue: Catalogue, product: Product): boolean {
  return catalogue.series(product.Serialid)?.needs?.includes('coil') ?? false;
}

/**
 * The coil preselected for a site: the AC coil for the mains frequency nearest the mains voltage; for coils that
 * mains does not decide (DC stators), or without mains, the first in the catalogue's order.
 */
export function preselectedCoil(options: readonly Coil[], mains: Mains | undefined): Coil | undefined {
  const fits = mains
    ? options.filter((c) => c.Current === 'AC' && (c.FrequencyHz ?? '').split('/').map(Number).includes(mains.frequencyHz))
    : [];
  const nearest = [...fits].sort((a, b) => Math.abs(a.VoltageV - mains!.voltageV) - Math.abs(b.VoltageV - mains!.voltageV))[0];
  return nearest ?? options[0];
}

const coilPart = (coil: Coil): 'coil' | 'stator' => (coil.Motor ? 'stator' : 'coil');

/** The coil a product is billed with, and the choice it came from when the product is a body alone. */
function resolveCoil(catalogue: Catalogue, product: Product, request: BillRequest): { coil?: Coil; choice?: BomChoice } {
  if (product.Coilid !== undefined) return { coil: catalogue.coil(product.Coilid) };
  if (!needsCoil(catalogue, product)) return {};
  const options = catalogue.coilsOf(product.Serialid);
  const asked = request.choice === undefined ? undefined : options.find((c) => c.PartNumber.toLowerCase() === request.choice!.toLowerCase());
  const coil = asked ?? preselectedCoil(options, request.mains);
  if (!coil) return {};
  return {
    coil,
    choice: {
      for: product.PartNumber,
      part: coilPart(coil),
      options: options.map((c) => ({ partNumber: c.PartNumber, name: c.Name, description: coilRatings(c) })),
      chosen: coil.PartNumber,
      preselected: asked === undefined,
    },
  };
}

/** Whether `choice` is one of the options a product's bill offers (a coil's part number, case aside). */
export function isChoiceOf(catalogue: Catalogue, partNumber: string, choice: string): boolean {
  const product = catalogue.product(partNumber);
  if (!product || product.Coilid !== undefined || !needsCoil(catalogue, product)) return false;
  return catalogue.coilsOf(product.Serialid).some((c) => c.PartNumber.toLowerCase() === choice.toLowerCase());
}

/**
 * The bill of one product, `quantity` of it: its body (or the product itself when nothing of it is sold apart),
 * its coil (the product's own, or the chosen or preselected one for a body alone), then its accessories in their
 * Sort order. Undefined for an unknown part number.
 */
export function billOfMaterials(catalogue: Catalogue, partNumber: string, request: BillRequest = {}): Bill | undefined {
  const product = catalogue.product(partNumber);
  if (!product) return undefined;
  const quantity = request.quantity ?? 1;
  const { coil, choice } = resolveCoil(catalogue, product, request);
  const body = product.Coilid === undefined ? product : bodyOf(catalogue, product);
  const main = body ?? product;
  const serves = (part: BomPart) => ({ for: { partNumber: product.PartNumber, part } });
  const accessories: BomLine[] = [];
  for (const accessory of catalogue.accessoriesOf(product.Serialid)) {
    const each = accessoryQuantity(accessory, product, coil);
    if (each > 0)
      accessories.push({ partNumber: accessory.PartNumber, quantity: each * quantity, role: accessory.Kind, name: accessory.Name, description: accessory.Description, ...serves(accessory.Kind) });
  }
  // The first line is the body whenever a part of the product is listed apart (its coil, its orifice or connection
  // set), so that the buyer sees nothing twice; a product complete in itself (nuts aside) stays the valve.
  const apart = (coil !== undefined && body !== undefined) || accessories.some((l) => l.role === 'orifice' || l.role === 'connection-set');
  const lines: BomLine[] = [
    { partNumber: main.PartNumber, quantity, role: apart ? 'body' : 'valve', name: main.ProductName, description: main.ProductType, ...(main === product ? {} : serves('body')) },
  ];
  if (coil && body) lines.push({ partNumber: coil.PartNumber, quantity, role: 'coil', name: coil.Name, description: coilRatings(coil), ...serves(coilPart(coil)) });
  lines.push(...accessories);
  return { lines, choices: choice ? [choice] : [] };
}

/**
 * The bill of several products, each line once with the quantities added up (two valves sharing a driver
 * model order two drivers), in the order the part numbers first appear. A merged line serves every product its
 * lines served: `for` keeps the first, `forAll` names them all.
 */
export function mergeBills(bills: readonly (readonly BomLine[])[]): (BomLine & { forAll: string[] })[] {
  const merged = new Map<string, BomLine & { forAll: string[] }>();
  for (const bill of bills)
    for (const line of bill) {
      const seen = merged.get(line.partNumber);
      const served = line.for?.partNumber;
      if (!seen) merged.set(line.partNumber, { ...line, forAll: served ? [served] : [] });
      else {
        seen.quantity += line.quantity;
        if (served && !seen.forAll.includes(served)) seen.forAll.push(served);
      }
    }
  return [...merged.values()];
}
