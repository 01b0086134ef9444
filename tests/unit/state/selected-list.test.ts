import { describe, expect, it } from 'vitest';
import { selectionHash } from '../../../src/contracts/selection-hash';
import {
  createAppState,
  createSelectedList,
  memoryStore,
  readSelectedListItem,
  selectedListKey,
  type SelectedListItem,
  withRestored,
} from '../../../src/state';
import { selectionItem, selectionItems } from '../../../stories/fixtures/selection-items';

const persisted = (store = memoryStore()) => ({ store, list: createSelectedList<SelectedListItem>({ store, read: readSelectedListItem }) });

describe('selection list: hash and duplicates', () => {
  it('an item is named by valve, series, size, part number and the sorted conditions, whatever their order', () => {
    const identity = { valveName: 'Sov', serialId: 3, sizeId: 14, partNumber: 'SOV-12064' };
    const one = selectionHash({ ...identity, conditions: { Te: 263.15, Tk: 313.15, refrigerant: 'R410A' } });
    const same = selectionHash({ ...identity, conditions: { refrigerant: 'R410A', Tk: 313.15, Te: 263.15 } });
    const other = selectionHash({ ...identity, conditions: { Te: 263.15, Tk: 308.15, refrigerant: 'R410A' } });
    expect(one).toBe(same);
    expect(one).not.toBe(other);
    expect(selectionHash({ ...identity, partNumber: 'SOV-12065', conditions: { Te: 263.15 } })).not.toBe(
      selectionHash({ ...identity, conditions: { Te: 263.15 } }),
    );
  });

  it('ignores a second item with the same hash, even with other data', () => {
    const { list } = persisted();
    expect(list.add(selectionItem('h1'))).toBe(true);
    expect(list.add(selectionItem('h1', 'SOV-99999'))).toBe(false);
    expect(list.add(selectionItem('h2', 'SOV-12065'))).toBe(true);
    expect(list.entries.value.map((item) => item.product.PartNumber)).toEqual(['SOV-12064', 'SOV-12065']);
    expect(list.find('h2')?.product.PartNumber).toBe('SOV-12065');
    expect(list.find('nope')).toBeUndefined();
  });
});

describe('selection list: removal (the strip’s multi-select mode)', () => {
  it('removes one item, several selected ones, or all', () => {
    const { list } = persisted();
    for (const item of selectionItems(5)) list.add(item);
    expect(list.remove('h2')).toBe(true);
    expect(list.remove('h2')).toBe(false);
    expect(list.removeMany(new Set(['h1', 'h4', 'unknown']))).toBe(2);
    expect(list.entries.value.map((item) => item.hash)).toEqual(['h3', 'h5']);
    expect(list.removeMany([])).toBe(0);
    list.clear();
    expect(list.entries.value).toEqual([]);
  });
});

describe('selection list: kept in local storage under the V2 key', () => {
  it('writes every change under vs.selection.V2.items and removes the key when empty', () => {
    const { store, list } = persisted();
    // The key spelled out, not the constant: lists stored by earlier visits live under it.
    list.add(selectionItem('h1'));
    expect(JSON.parse(store.getItem('vs.selection.V2.items') ?? 'null')).toEqual([selectionItem('h1')]);
    list.clear();
    expect(store.getItem('vs.selection.V2.items')).toBeNull();
  });

  it('a new page (a new list on the same store) finds the items again, in order', () => {
    const store = memoryStore();
    const first = persisted(store).list;
    for (const item of selectionItems(3)) first.add(item);
    const second = persisted(store).list;
    expect(second.entries.value.map((item) => item.hash)).toEqual(['h1', 'h2', 'h3']);
    expect(second.entries.value[0]).toEqual(selectionItems(1)[0]);
  });

  it('drops stored entries of another shape, duplicates, and text that is not a list', () => {
    const store = memoryStore();
    const good = selectionItem('h1');
    const broken = { ...selectionItem('h2'), product: { ...good.product, Serialid: 'three' } };
    store.setItem(selectedListKey, JSON.stringify([good, { hash: 'h3' }, broken, good, 'x', null]));
    expect(persisted(store).list.entries.value.map((item) => item.hash)).toEqual(['h1']);
    store.setItem(selectedListKey, '{not json');
    expect(persisted(store).list.entries.value).toEqual([]);
    store.setItem(selectedListKey, '{"hash":"h1"}');
    expect(persisted(store).list.entries.value).toEqual([]);
  });

  it('reload() takes what another tab or strip wrote', () => {
    const store = memoryStore();
    const mine = persisted(store).list;
    const theirs = persisted(store).list;
    theirs.add(selectionItem('h9'));
    expect(mine.entries.value).toEqual([]);
    mine.reload();
    expect(mine.entries.value.map((item) => item.hash)).toEqual(['h9']);
  });

  it('the app keeps its list in its store, and ending the session empties it there too', () => {
    const store = memoryStore();
    const app = createAppState({ store });
    app.selection.add(selectionItem('h1'));
    expect(createAppState({ store }).selection.entries.value.map((item) => item.hash)).toEqual(['h1']);
    app.endSession();
    expect(createAppState({ store }).selection.entries.value).toEqual([]);
  });
});

// Issue 37: Undo puts back what a removal took, where it stood, and nothing else.
describe('selection list: withRestored (Undo)', () => {
  const entry = (hash: string) => ({ hash });
  const hashes = (entries: readonly { hash: string }[]) => entries.map((one) => one.hash);
  const before = ['a', 'b', 'c', 'd'].map(entry);

  it('puts removed entries back at their places', () => {
    expect(hashes(withRestored([entry('a'), entry('d')], before, ['b', 'c']))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps what was added since, after them, and leaves out what else was removed since', () => {
    expect(hashes(withRestored([entry('a'), entry('e')], before, ['b']))).toEqual(['a', 'b', 'e']);
  });

  it('keeps the entry now listed over its old copy', () => {
    const now = { hash: 'a', quantity: 2 };
    expect(withRestored([now], [{ hash: 'a', quantity: 1 }, { hash: 'b', quantity: 1 }], ['b'])).toEqual([now, { hash: 'b', quantity: 1 }]);
  });
});
