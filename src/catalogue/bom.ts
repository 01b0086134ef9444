// The orderable bill of materials (issue #28): what a distributor sells when a buyer chooses one product. A valve
// chosen with its coil is bought as its body and the coil; an electronic valve with its driver (and the plug
// cable of an M12 stator); a thermostatic valve with its orifice and connection set. Pure: the server answers it
// in words, the widgets show it, the reports export it.
import type { Catalogue } from './model';
import type { Accessory, AccessoryKind, Coil, Product } from './schema/entities';
import type { Text } from './schema/common';

/** What a line of the bill is to the product it was resolved from. */
export type BomRole = 'valve' | 'body' | 'coil' | AccessoryKind;

/** One orderable line: a part number and how many, and what it is (texts in the catalogue's languages). */
export interface BomLine {
  partNumber: string;
  quantity: number;
  role: BomRole;
  /** The part's model name (ProductName, coil Name, accessory Name). */
  name: string;
  /** What the part is: the product's type, the coil's ratings, the accessory's description. */
  description: Text;
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
  if (accessory.EndSize === undefined) return accessory.Quantity;
  const ends = [product.ConnectionIn, product.ConnectionOut].filter((end) => end === accessory.EndSize).length;
  return accessory.Quantity * ends;
}

/**
 * The lines one product is bought as, `quantity` of it: its body and coil (or the product itself when it has no
 * coil, or no body sold alone), then its accessories in their Sort order. Undefined for an unknown part number.
 */
export function billOfMaterials(catalogue: Catalogue, partNumber: string, quantity = 1): BomLine[] | undefined {
  const product = catalogue.product(partNumber);
  if (!product) return undefined;
  const coil = product.Coilid === undefined ? undefined : catalogue.coil(product.Coilid);
  const body = coil ? bodyOf(catalogue, product) : undefined;
  const main = body ?? product;
  const lines: BomLine[] = [
    { partNumber: main.PartNumber, quantity, role: body ? 'body' : 'valve', name: main.ProductName, description: main.ProductType },
  ];
  if (coil && body) lines.push({ partNumber: coil.PartNumber, quantity, role: 'coil', name: coil.Name, description: coilRatings(coil) });
  for (const accessory of catalogue.accessoriesOf(product.Serialid)) {
    const each = accessoryQuantity(accessory, product, coil);
    if (each > 0)
      lines.push({ partNumber: accessory.PartNumber, quantity: each * quantity, role: accessory.Kind, name: accessory.Name, description: accessory.Description });
  }
  return lines;
}

/**
 * The bill of several products, each line once with the quantities added up (two valves sharing a driver
 * model order two drivers), in the order the part numbers first appear.
 */
export function mergeBills(bills: readonly (readonly BomLine[])[]): BomLine[] {
  const merged = new Map<string, BomLine>();
  for (const bill of bills)
    for (const line of bill) {
      const seen = merged.get(line.partNumber);
      if (seen) seen.quantity += line.quantity;
      else merged.set(line.partNumber, { ...line });
    }
  return [...merged.values()];
}
