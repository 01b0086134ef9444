import { selectionHash } from '../../../../src/contracts/selection-hash';
import type { ProductRow } from '../../../../src/contracts/valve';
import type { SelectionItem } from '../../../../src/state';

export interface ListedContext {
  /** The family's drawing file under /images/families/. */
  imgfilename: string;
  /** The refrigerant the list was filtered by, if any. */
  refrigerant: string | undefined;
  approvals: readonly string[];
}

/**
 * A product of the sort list as an item of the selection list. The list calculates nothing, so the item carries
 * no conditions: only the refrigerant (the filter's, else the product's first) and approvals it was listed for,
 * which are also its identity beside the part number. It is graded Available: it carries that refrigerant and
 * those approvals, and no sizing said more.
 */
export function listedSelectionItem(row: ProductRow, context: ListedContext): SelectionItem {
  const refrigerant = context.refrigerant ?? row.Refrigerant[0] ?? '';
  const approvals = [...context.approvals];
  return {
    hash: selectionHash({
      valveName: row.valveName,
      serialId: row.Serialid,
      sizeId: row.Sizeid,
      partNumber: row.PartNumber,
      conditions: { refrigerant, approvals: approvals.join('|') },
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
      Grade: 'Available',
    },
    conditions: { valveName: row.valveName, serialId: row.Serialid, refrigerant, approvals, conditions: {} },
  };
}
