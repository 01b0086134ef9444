import type { SelectCondition, SizeFigures } from '../contracts/selection';
import type { SelectedListEntry } from './selected-list';

/** What the list keeps of a calculated product: enough to show it, link its details and calculate it again. */
export interface SelectedProduct {
  PartNumber: string;
  ProductName: string;
  ProductType: string;
  /** Family Classname, e.g. Sov. */
  valveName: string;
  Valveid: number;
  Serialid: number;
  SerialName: string;
  Sizeid: number;
  SizeName: string;
  ImageUrl: string;
  /** The refrigerant it was chosen for; '' when none was (a product list without a refrigerant). */
  Refrigerant: string;
  /** The grade it had at its conditions; absent for a product added from the product list, which grades nothing. */
  Grade?: 'Optimal' | 'Available' | 'Prohibited';
  /** Its figures when it was added, in the unit set it was calculated in: reopening a project says which moved. */
  Values?: SizeFigures;
}

/**
 * One item of the Selected List, and the detail of `vs-add`: the product, the resolved conditions it was
 * calculated at (posted back as they are to calculate it again), and its hash, the server's Hashkey of valve,
 * series, size, part number and the sorted condition values (src/contracts/selection-hash.ts).
 */
export interface SelectedListItem extends SelectedListEntry {
  product: SelectedProduct;
  conditions: SelectCondition;
  /**
   * The coil (or stator) the buyer picked in the result row for a body sold alone (issue 35); absent, the list's bill
   * takes the one the server preselects for the country, as the row did before a pick.
   */
  coil?: string;
}

const text = (v: unknown): v is string => typeof v === 'string';
const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const record = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const productChecks: Record<keyof SelectedProduct, (v: unknown) => boolean> = {
  PartNumber: text,
  ProductName: text,
  ProductType: text,
  valveName: text,
  Valveid: whole,
  Serialid: whole,
  SerialName: text,
  Sizeid: whole,
  SizeName: text,
  ImageUrl: text,
  Refrigerant: text,
  Grade: (v) => v === undefined || v === 'Optimal' || v === 'Available' || v === 'Prohibited',
  Values: (v) => v === undefined || record(v),
};

/**
 * A stored value as a SelectedListItem, or undefined when it is not one (an entry of an older shape, or edited by
 * hand). Checked by hand rather than with the contract's zod schema: the list loads with the site's first page,
 * which should not carry a schema library.
 */
export function readSelectedListItem(value: unknown): SelectedListItem | undefined {
  if (!record(value) || !text(value.hash) || value.hash === '') return undefined;
  const { product, conditions } = value;
  if (!record(product) || !record(conditions)) return undefined;
  for (const [key, check] of Object.entries(productChecks)) if (!check(product[key])) return undefined;
  if (!text(conditions.valveName) || !text(conditions.refrigerant) || !record(conditions.conditions)) return undefined;
  if (!Array.isArray(conditions.approvals) || !conditions.approvals.every(text)) return undefined;
  if (value.coil !== undefined && !(text(value.coil) && value.coil !== '')) return undefined;
  return value as unknown as SelectedListItem;
}
