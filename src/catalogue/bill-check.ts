// The catalogue check's part for bills (issue #35): every product must resolve every part its series says it
// needs (Series.needs), so that no bill leaves out what the buyer must order to install it. A product that fails is
// reported at its own line, naming the part and where the relation is missing.
import { accessoryQuantity, flareEnds } from './bom';
import { Catalogue } from './model';
import type { Coil, Product } from './schema/entities';
import type { CatalogueData } from './schema/files';

/** A product whose bill would miss a part: the field that calls for it and what is missing. */
export interface UnresolvedPart {
  index: number;
  path: string[];
  message: string;
}

/** The unresolved parts of every product (empty when every bill is complete). */
export function unresolvedParts(data: CatalogueData): UnresolvedPart[] {
  const catalogue = new Catalogue(data);
  const found: UnresolvedPart[] = [];
  data.products.forEach((product, index) => {
    const needs = catalogue.series(product.Serialid)?.needs ?? [];
    const add = (path: string[], message: string) => found.push({ index, path, message });
    const resolves = (kind: string, coil: Coil | undefined, test: (quantity: number) => boolean = (q) => q > 0) =>
      catalogue.accessoriesOf(product.Serialid).some((a) => a.Kind === kind && test(accessoryQuantity(a, product, coil)));
    const coils = coilsFor(catalogue, product);
    if (needs.includes('coil') && coils.length === 0)
      add(['Serialid'], `series ${product.Serialid} needs a coil, but the product has no Coilid and no coil in coils.json lists the series`);
    if (needs.includes('driver'))
      for (const coil of coils.length > 0 ? coils : [undefined]) {
        if (!coil?.Motor) add(['Serialid'], `series ${product.Serialid} needs a driver, but ${coil ? `stator ${coil.Name} states no Motor` : 'the product has no stator'} (coils.json)`);
        else if (!resolves('driver', coil)) add(['Serialid'], `needs a driver for its ${coil.Motor} stator ${coil.Name}, but no driver in accessories.json fits (Serialids, Motor)`);
      }
    for (const coil of coils)
      if (coil.Plug && !resolves('cable', coil)) add(['Serialid'], `stator ${coil.Name} ends in a plug, but no cable in accessories.json fits it (Serialids, CoilConnections)`);
    for (const kind of ['orifice', 'connection-set'] as const)
      if (needs.includes(kind) && !resolves(kind, coils[0]))
        add(['Sizeid'], `series ${product.Serialid} needs an ${kind}, but none in accessories.json fits size ${product.Sizeid} with ${product.ConnectionType ?? 'no'} ends ${product.ConnectionIn ?? ''} × ${product.ConnectionOut ?? ''}`);
    if (needs.includes('flare-nut'))
      flareEnds(product).forEach((end, i) => {
        const fits = catalogue.accessoriesOf(product.Serialid).some((a) => a.Kind === 'flare-nut' && a.EndSize === end && accessoryQuantity(a, product, coils[0]) > 0);
        if (!fits) add([i === 0 ? 'ConnectionIn' : 'ConnectionOut'], `the ${end} SAE end needs a flare nut, but no flare-nut in accessories.json has EndSize ${end} for series ${product.Serialid}`);
      });
  });
  return found;
}

/** The coils a product may be billed with: its own, or for a body alone every coil of its series (the choices). */
function coilsFor(catalogue: Catalogue, product: Product): readonly Coil[] {
  if (product.Coilid !== undefined) {
    const coil = catalogue.coil(product.Coilid);
    return coil ? [coil] : [];
  }
  return catalogue.coilsOf(product.Serialid);
}
