import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../../../../src/contracts/valve';
import { readSelectionItem } from '../../../../../../src/state';
import { listedSelectionItem } from '../../../../../../host-site/web/features/sort-list/selection-item';

const row: ProductRow = {
  PartNumber: 'BVA-12-ODF',
  ProductName: 'Ball valve 1/2 ODF',
  ProductType: 'Standard',
  Valveid: 9,
  valveName: 'Bv',
  Serialid: 30,
  serialName: 'BVA',
  Sizeid: 301,
  sizeName: 'BVA-12',
  ConnectionType: 'ODF',
  ConnectionIn: '1/2',
  ConnectionOut: '1/2',
  Refrigerant: ['R410A', 'R32'],
  Safetycer: ['CE', 'UL'],
};

describe('a sort-list product as a selection-list item', () => {
  it('is a valid item of the list, with the filter refrigerant, no conditions, graded Available', () => {
    const item = listedSelectionItem(row, { imgfilename: 'Bv.svg', refrigerant: 'R32', approvals: ['CE'] });
    expect(readSelectionItem(JSON.parse(JSON.stringify(item)))).toEqual(item);
    expect(item.product).toMatchObject({ PartNumber: 'BVA-12-ODF', SerialName: 'BVA', SizeName: 'BVA-12', ImageUrl: '/images/families/Bv.svg', Refrigerant: 'R32', Grade: 'Available' });
    expect(item.conditions).toEqual({ valveName: 'Bv', serialId: 30, refrigerant: 'R32', approvals: ['CE'], conditions: {} });
  });

  it("takes the product's first refrigerant when the list is not filtered by one", () => {
    expect(listedSelectionItem(row, { imgfilename: 'Bv.svg', refrigerant: undefined, approvals: [] }).product.Refrigerant).toBe('R410A');
  });

  it('is the same item for the same product and filter, another for another refrigerant', () => {
    const context = { imgfilename: 'Bv.svg', refrigerant: 'R32', approvals: [] };
    expect(listedSelectionItem(row, context).hash).toBe(listedSelectionItem({ ...row }, context).hash);
    expect(listedSelectionItem(row, { ...context, refrigerant: 'R410A' }).hash).not.toBe(listedSelectionItem(row, context).hash);
  });
});
