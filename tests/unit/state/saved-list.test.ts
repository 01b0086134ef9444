import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/contracts/account';
import { saveSelectionBody } from '../../../src/contracts/schemas/results';
import { createAppState, createSession, memoryStore, type SelectedListItem } from '../../../src/state';
import { fromSavedSelection, toSavedSelection, unsavedMerge } from '../../../src/state/saved-list';

const duty = { valveName: 'Sov', refrigerant: 'R134a', approvals: ['CE'], conditions: { Capicity: { value: 10, unit: 'kW' }, Tc: { value: 40, unit: '℃' } } };

const item = (hash: string, sizeid: number, conditions = duty): SelectedListItem => ({
  hash,
  conditions,
  product: {
    PartNumber: `PN-${sizeid}`,
    ProductName: 'Solenoid valve',
    ProductType: 'NC',
    valveName: 'Sov',
    Valveid: 3,
    Serialid: 12,
    SerialName: 'SV',
    Sizeid: sizeid,
    SizeName: `DN${sizeid}`,
    ImageUrl: '/img/sv.png',
    Refrigerant: 'R134a',
    Grade: 'Optimal',
  },
});

describe('the selection list as the server saves it (SPEC §7 Selection)', () => {
  it('sends a duty shared by several items once, and reads the list back as it was', () => {
    const other = { ...duty, conditions: { ...duty.conditions, Tc: { value: 45, unit: '℃' } } };
    const items = [item('a1', 6), item('b2', 10), item('c3', 10, other)];
    const body = toSavedSelection(items);
    expect(body.conditionList).toHaveLength(2);
    expect(body.productList.map((product) => product.conditionIndex)).toEqual([0, 0, 1]);
    // What the client sends is what the server's schema takes.
    expect(saveSelectionBody.safeParse(body).success).toBe(true);
    expect(fromSavedSelection({ productList: body.productList, conditions: body.conditionList })).toEqual(items);
  });

  it('carries the figures an item had when it was added, there and back', () => {
    const figures = { capacity: { value: 12.3, unit: 'kW' }, opening: { value: 61, unit: '%' } };
    const items = [{ ...item('f1', 6), product: { ...item('f1', 6).product, Values: figures } }, item('f2', 10)];
    const body = toSavedSelection(items);
    expect(body.productList[0]!.Values).toEqual(figures);
    expect(body.productList[1]).not.toHaveProperty('Values');
    expect(saveSelectionBody.safeParse(body).success).toBe(true);
    expect(fromSavedSelection({ productList: body.productList, conditions: body.conditionList })).toEqual(items);
  });

  it('carries the coil a buyer picked for a body sold alone, there and back (issue 35)', () => {
    const items = [{ ...item('k1', 6), coil: 'COIL-10004' }, item('k2', 10)];
    const body = toSavedSelection(items);
    expect(body.productList[0]!.Coil).toBe('COIL-10004');
    expect(body.productList[1]).not.toHaveProperty('Coil');
    expect(saveSelectionBody.parse(body).productList[0]!.Coil).toBe('COIL-10004');
    expect(fromSavedSelection({ productList: body.productList, conditions: body.conditionList })).toEqual(items);
  });

  it('leaves out a product whose condition set is missing', () => {
    const body = toSavedSelection([item('a1', 6)]);
    expect(fromSavedSelection({ productList: body.productList, conditions: [] })).toEqual([]);
  });

  it('replaces the local list with the saved one, each hash once', () => {
    const state = createAppState({ store: memoryStore(), preferredLanguages: ['en'] });
    state.selection.add(item('local', 4));
    state.selection.replace([item('a1', 6), item('a1', 8), item('b2', 10)]);
    expect(state.selection.entries.value.map((entry) => [entry.hash, entry.product.Sizeid])).toEqual([
      ['a1', 6],
      ['b2', 10],
    ]);
  });
});

describe('the list saved before another list becomes the Selected List (issue 37)', () => {
  it('is nothing when the server holds every local product', () => {
    expect(unsavedMerge([item('a1', 6)], [item('b2', 10), item('a1', 6)])).toBeUndefined();
    expect(unsavedMerge([], [item('a1', 6)])).toBeUndefined();
  });

  it('keeps the local products in their order, then those only the server holds', () => {
    const merged = unsavedMerge([item('a1', 6), item('c3', 12)], [item('b2', 10), item('a1', 6)]);
    expect(merged?.map((entry) => entry.hash)).toEqual(['a1', 'c3', 'b2']);
  });
});

describe('the custom unit set in effect (SPEC §3 local persistence)', () => {
  const profile = (remarks: string): Profile => ({ UserName: 'mei-ling', Photo: '', Remarks: remarks, Email: '', Phone: '', Country: '86', Region: 'CN' });

  it("is kept in the browser for a guest's next visit", () => {
    const store = memoryStore();
    createSession(store, ['en']).customUnitId.value = 42;
    expect(createSession(store, ['en']).customUnitId.value).toBe(42);
  });

  it("becomes the account's at sign-in, or none when the account has none", () => {
    const state = createAppState({ store: memoryStore(), preferredLanguages: ['en'] });
    state.session.customUnitId.value = 42;
    state.signIn({ Token: 't', Profile: profile('{"UnitId":1,"CustomUnitId":7}') });
    expect([state.session.unitSystem.value, state.session.customUnitId.value]).toEqual([1, 7]);
    state.signIn({ Token: 't', Profile: profile('{"UnitId":2}') });
    expect(state.session.customUnitId.value).toBeUndefined();
  });
});
