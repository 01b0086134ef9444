// The bill of materials calls (issue #28): what a distributor sells for chosen part numbers, as data for the
// widgets and as a file for buyers. Catalogue data only: no user, no price (prices stay on the shop's page).
import { defineCall, defineFileCall } from './call';
import type { bomFileSchemas, bomSchemas } from './schemas/bom';

export type { BomAnswer, BomChoiceRow, BomLineRow, BomProduct } from './schemas/bom';

export const bom = defineCall<(typeof bomSchemas)['bom']>({
  method: 'GET',
  path: '/valve/bom',
  summary: 'Ours: the orderable bill of materials of part numbers (body, coil, driver, cable, orifice, connections) with quantities.',
});

export const bomFile = defineFileCall<(typeof bomFileSchemas)['bomFile']>({
  path: '/report/bom',
  summary: 'Ours: the same bill of materials as a CSV, XLSX or JSON attachment, for a guest or a member alike.',
});

/** How a list of products is written in the `items` query: `PartNumber:quantity` pairs, comma-separated. */
export function bomItemsQuery(items: readonly { partNumber: string; quantity: number }[]): string {
  return items.map((item) => `${item.partNumber}:${item.quantity}`).join(',');
}

/** How the buyer's choices are written in the `choices` query: `PartNumber:ChosenPartNumber`, comma-separated. */
export function bomChoicesQuery(choices: Readonly<Record<string, string>>): string {
  return Object.entries(choices)
    .map(([partNumber, chosen]) => `${partNumber}:${chosen}`)
    .join(',');
}
