import { describe, expect, it } from 'vitest';
import { selectionHash } from '../../../../../../src/contracts/selection-hash';
import type { ProductRow } from '../../../../../../src/contracts/valve';
import { readSelectedListItem } from '../../../../../../src/state';
import { listedRefrigerant, listedSelectedListItem, type ListedContext } from '../../../../../../host-site/web/features/sort-list/selected-list-item';

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

const context: ListedContext = { imgfilename: 'Bv.svg', filtered: undefined, preselected: 'R32', approvals: ['CE'] };

describe('a sort-list product as a selection-list item', () => {
  // Issue #10: a product added from the sort list carries the user's refrigerant and no invented conditions.
  it('is a valid item of the list with the pre-selected refrigerant, no conditions and no grade', () => {
    const item = listedSelectedListItem(row, context);
    expect(readSelectedListItem(JSON.parse(JSON.stringify(item)))).toEqual(item);
    expect(item.product).toEqual({
      PartNumber: 'BVA-12-ODF',
      ProductName: 'Ball valve 1/2 ODF',
      ProductType: 'Standard',
      valveName: 'Bv',
      Valveid: 9,
      Serialid: 30,
      SerialName: 'BVA',
      Sizeid: 301,
      SizeName: 'BVA-12',
      ImageUrl: '/images/families/Bv.svg',
      Refrigerant: 'R32',
    });
    expect(item.conditions).toEqual({ valveName: 'Bv', serialId: 30, refrigerant: 'R32', approvals: ['CE'], conditions: {} });
  });

  it('takes the refrigerant the list is filtered by over the pre-selected one', () => {
    expect(listedRefrigerant(row, { filtered: 'R410A', preselected: 'R32' })).toBe('R410A');
  });

  it('carries no refrigerant rather than one the user did not choose', () => {
    expect(listedRefrigerant(row, { filtered: undefined, preselected: undefined })).toBe('');
    // The pre-selected refrigerant is not one this product is made for.
    expect(listedRefrigerant(row, { filtered: undefined, preselected: 'R744' })).toBe('');
    expect(listedRefrigerant(row, { filtered: undefined, preselected: 'r32' })).toBe('R32');
    const item = listedSelectedListItem(row, { ...context, preselected: undefined });
    expect(item.product.Refrigerant).toBe('');
    expect(readSelectedListItem(JSON.parse(JSON.stringify(item)))).toEqual(item);
  });

  it("hashes SPEC §4's identity: valve, series, size, part number and the sorted condition values", () => {
    const identity = { valveName: 'Bv', serialId: 30, sizeId: 301, partNumber: 'BVA-12-ODF' };
    expect(listedSelectedListItem(row, context).hash).toBe(selectionHash({ ...identity, conditions: { refrigerant: 'R32' } }));
    expect(listedSelectedListItem(row, { ...context, preselected: undefined }).hash).toBe(selectionHash({ ...identity, conditions: {} }));
  });

  it('is the same item, a duplicate, whatever approvals filtered the list; another for another refrigerant', () => {
    expect(listedSelectedListItem(row, { ...context, approvals: ['UL'] }).hash).toBe(listedSelectedListItem(row, context).hash);
    expect(listedSelectedListItem({ ...row }, context).hash).toBe(listedSelectedListItem(row, context).hash);
    expect(listedSelectedListItem(row, { ...context, preselected: 'R410A' }).hash).not.toBe(listedSelectedListItem(row, context).hash);
  });
});
