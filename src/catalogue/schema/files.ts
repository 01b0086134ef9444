// The versioned file format: one JSON file per entity, a header saying what the data is and where it comes from,
// then the items. The header travels with the data so that demo figures can never pass for a real data sheet.
import { z } from 'zod';
import {
  Accessory,
  Approval,
  Coil,
  Country,
  Family,
  Product,
  Recommendation,
  Refrigerant,
  Series,
  Size,
  SystemApp,
  SystemType,
  WebConfigEntry,
} from './entities';

/** Where figures come from: cited by id from series (sources) and named in the header. */
export const Source = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  url: z.string().optional(),
  /** Which figures imitate or quote it. */
  usedFor: z.string().min(1),
});
export type Source = z.infer<typeof Source>;

/** Schema of each entity's items, keyed by the entity name (which is also the file's base name). */
export const ENTITY_ITEMS = {
  families: Family,
  systemTypes: SystemType,
  systems: SystemApp,
  series: Series,
  sizes: Size,
  products: Product,
  coils: Coil,
  accessories: Accessory,
  refrigerants: Refrigerant,
  approvals: Approval,
  countries: Country,
  recommendations: Recommendation,
  webConfig: WebConfigEntry,
} as const;
export type EntityName = keyof typeof ENTITY_ITEMS;
export const ENTITY_NAMES = Object.keys(ENTITY_ITEMS) as EntityName[];

/** File name of an entity, e.g. systemTypes -> system-types.json. */
export function entityFileName(entity: EntityName): string {
  return `${entity.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`;
}

/** The file of one entity. */
export function catalogueFile<E extends EntityName>(entity: E) {
  return z.strictObject({
    entity: z.literal(entity),
    /** Version of the catalogue this file belongs to; every file of one catalogue carries the same. */
    version: z.string().min(1),
    /** True for demonstration data; the site says so in its footer. */
    demo: z.boolean(),
    notice: z.string().optional(),
    sources: z.array(Source),
    items: z.array(ENTITY_ITEMS[entity]),
  });
}

export type EntityItem<E extends EntityName> = z.infer<(typeof ENTITY_ITEMS)[E]>;

/** Every entity's items; the input of createCatalogue. */
export type CatalogueData = { [E in EntityName]: EntityItem<E>[] } & {
  version: string;
  demo: boolean;
  sources: Source[];
};
