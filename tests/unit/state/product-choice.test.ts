import { describe, expect, it } from 'vitest';
import { createAppState, createProductChoice, memoryStore } from '../../../src/state';

describe('product choice (refrigerant and approvals of the home page)', () => {
  it('starts with no refrigerant and no approval required', () => {
    const choice = createProductChoice(memoryStore());
    expect([choice.refrigerant.value, choice.favourites.value, choice.defaultRefrigerant.value, choice.approvals.value])
      .toEqual([undefined, [], undefined, []]);
  });

  it('is kept in the store and read back by the next app', () => {
    const store = memoryStore();
    const first = createAppState({ store }).choice;
    first.chooseRefrigerant({ refrigerant: 'R32', favourites: ['R290', 'R32'], defaultRefrigerant: 'R410A' });
    first.chooseApprovals(['CE', 'TUV,VDE']);
    const next = createAppState({ store }).choice;
    expect(next.refrigerant.value).toBe('R32');
    expect(next.favourites.value).toEqual(['R290', 'R32']);
    expect(next.defaultRefrigerant.value).toBe('R410A');
    expect(next.approvals.value).toEqual(['CE', 'TUV,VDE']);
    next.chooseApprovals([]);
    expect(store.getItem('vs.choice.v1.approvals')).toBeNull();
  });

  it('ignores a stored list that is not a list of names', () => {
    const store = memoryStore();
    store.setItem('vs.choice.v1.approvals', '{"CE":1}');
    store.setItem('vs.choice.v1.favourites', 'not json');
    const choice = createProductChoice(store);
    expect([choice.approvals.value, choice.favourites.value]).toEqual([[], []]);
  });
});

describe('product choice: the default refrigerant again, and the last family', () => {
  it('resetRefrigerant drops the chosen refrigerant and keeps the favourites and the default', () => {
    const store = memoryStore();
    const choice = createProductChoice(store);
    choice.chooseRefrigerant({ refrigerant: 'R744', favourites: ['R744'], defaultRefrigerant: 'R410A' });
    choice.resetRefrigerant();
    expect([choice.refrigerant.value, choice.favourites.value, choice.defaultRefrigerant.value]).toEqual([undefined, ['R744'], 'R410A']);
    expect(store.getItem('vs.choice.v1.refrigerant')).toBeNull();
  });

  it('remembers the family the selector opened last, for the next visit', () => {
    const store = memoryStore();
    createProductChoice(store).openFamily('Bv');
    const next = createProductChoice(store);
    expect(next.family.value).toBe('Bv');
    next.openFamily('');
    expect(next.family.value).toBeUndefined();
  });
});
