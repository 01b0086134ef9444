import { selectionHash } from '../../../../src/contracts/selection-hash';
import type { ProductRow } from '../../../../src/contracts/valve';
import type { SelectedListItem } from '../../../../src/state';

export interface ListedContext {
  /** The family's drawing file under /images/families/. */
  imgfilename: string;
  /** The refrigerant the list is filtered by: every row listed carries it. */
  filtered: string | undefined;
  /** The user's own refrigerant, pre-selected on the home page, if any. */
  preselected: string | undefined;
  /** The approval groups the list is filtered by: every row listed meets them. */
  approvals: readonly string[];
}

/**
 * The refrigerant a listed product is chosen for: the list's filter, else the user's pre-selected refrigerant
 * when the product carries it, else none. Never one the user did not choose (the product's first, say).
 */
export function listedRefrigerant(row: ProductRow, context: Pick<ListedContext, 'filtered' | 'preselected'>): string {
  if (context.filtered) return context.filtered;
  const wanted = context.preselected?.toLowerCase();
  return row.Refrigerant.find((name) => name.toLowerCase() === wanted) ?? '';
}

/**
 * A product of the sort list as an item of the selection list. The list calculates nothing, so the item carries
 * no conditions and no grade: the user entered none and nothing sized it. Its hash is SPEC §4's, valve, series,
 * size, part number and the sorted condition values, of which it has only the refrigerant; approvals filter the
 * list, they are not condition values (the server's Hashkey leaves them out too).
 */
export function listedSelectedListItem(row: ProductRow, context: ListedContext): SelectedListItem {
  const refrigerant = listedRefrigerant(row, context);
  return {
    hash: selectionHash({
      valveName: row.valveName,
      serialId: row.Serialid,
      sizeId: row.Sizeid,
      partNumber: row.PartNumber,
      conditions: refrigerant ? { refrigerant } : {},
    }),
    product: {
      PartNumber: row.PartNumber,
      ProductName: row.ProductName,
      ProductType: row.ProductType,
      valveName: row.valveName,
      Valveid: row.Valveid,
      Serialid: row.Serialid,
      SerialName: row.serialName,
      Sizeid: row.Sizeid,
      SizeName: row.sizeName,
      ImageUrl: `/images/families/${context.imgfilename}`,
      Refrigerant: refrigerant,
    },
    conditions: { valveName: row.valveName, serialId: row.Serialid, refrigerant, approvals: [...context.approvals], conditions: {} },
  };
}
