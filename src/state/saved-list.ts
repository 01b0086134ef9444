import { toJson } from '../contracts/json';
import type { SaveSelectionBody, SavedCondition, SavedSelection } from '../contracts/results';
import { readSelectedListItem, type SelectedListItem } from './selected-list-item';

/**
 * The Selected List as saveselection takes it (SPEC §7 Selection): items that share their conditions share one
 * condition set, so a list of ten sizes at one duty sends that duty once.
 */
export function toSavedSelection(items: readonly SelectedListItem[]): SaveSelectionBody {
  const conditionList: SavedCondition[] = [];
  const indexOf = new Map<string, number>();
  const productList = items.map(({ hash, product, conditions, coil }) => {
    const key = toJson(conditions);
    let conditionIndex = indexOf.get(key);
    if (conditionIndex === undefined) {
      conditionIndex = conditionList.push(conditions as SavedCondition) - 1;
      indexOf.set(key, conditionIndex);
    }
    return {
      valveId: product.Valveid,
      serialId: product.Serialid,
      productName: product.ProductName,
      ValveName: product.valveName,
      Sizeid: product.Sizeid,
      Sizename: product.SizeName,
      SerialName: product.SerialName,
      ProductType: product.ProductType,
      ImageUrl: product.ImageUrl,
      conditionIndex,
      PartNumber: product.PartNumber,
      Refrigerant: product.Refrigerant,
      ...(product.Grade ? { Grade: product.Grade } : {}),
      ...(product.Values ? { Values: product.Values } : {}),
      Hashkey: hash,
      ...(coil ? { Coil: coil } : {}),
    };
  });
  return { conditionList, productList };
}

/** The server's saved list as selection items; a product whose condition set is missing is left out. */
export function fromSavedSelection(saved: Pick<SavedSelection, 'productList' | 'conditions'>): SelectedListItem[] {
  return saved.productList.flatMap((product) =>
    [
      readSelectedListItem({
        hash: product.Hashkey,
        conditions: saved.conditions[product.conditionIndex],
        product: {
          PartNumber: product.PartNumber,
          ProductName: product.productName,
          ProductType: product.ProductType,
          valveName: product.ValveName,
          Valveid: product.valveId,
          Serialid: product.serialId,
          SerialName: product.SerialName,
          Sizeid: product.Sizeid,
          SizeName: product.Sizename,
          ImageUrl: product.ImageUrl,
          Refrigerant: product.Refrigerant,
          ...(product.Grade ? { Grade: product.Grade } : {}),
          ...(product.Values ? { Values: product.Values } : {}),
        },
        ...(product.Coil ? { coil: product.Coil } : {}),
      }),
    ].filter((item): item is SelectedListItem => item !== undefined),
  );
}

/**
 * The list to save before another list becomes the Selected List (issue 37): the local items in their order, then
 * those only the server holds (added on another device); undefined when the server already holds every local item,
 * so that nothing is sent. Switching lists then never drops a product added since the last Save, nor one saved
 * elsewhere.
 */
export function unsavedMerge(local: readonly SelectedListItem[], saved: readonly SelectedListItem[]): SelectedListItem[] | undefined {
  const onServer = new Set(saved.map((item) => item.hash));
  if (local.every((item) => onServer.has(item.hash))) return undefined;
  const here = new Set(local.map((item) => item.hash));
  return [...local, ...saved.filter((item) => !here.has(item.hash))];
}
