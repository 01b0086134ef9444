import { describe, expect, it } from 'vitest';
import { createAppState, createSelectedList, memoryStore } from '../../../src/state';
import { selectionItem } from '../../../stories/fixtures/selection-items';

describe('createSelectedList', () => {
  it('adds each product once, in order', () => {
    const list = createSelectedList();
    expect(list.add({ hash: 'a' })).toBe(true);
    expect(list.add({ hash: 'b' })).toBe(true);
    expect(list.add({ hash: 'a' })).toBe(false);
    expect(list.entries.value.map((entry) => entry.hash)).toEqual(['a', 'b']);
    list.clear();
    expect(list.entries.value).toEqual([]);
  });
});

describe('createAppState', () => {
  it('ends the session: no token, an empty selection list, the rest of the preferences kept', () => {
    const state = createAppState({ store: memoryStore(), preferredLanguages: ['cn'] });
    state.session.token.value = 't0k';
    state.session.unitSystem.value = 1;
    state.selection.add(selectionItem('a'));
    state.endSession();
    expect(state.session.token.value).toBeUndefined();
    expect(state.selection.entries.value).toEqual([]);
    expect([state.session.language.value, state.session.unitSystem.value]).toEqual(['cn', 1]);
  });

  it('gives each app its own state', () => {
    const one = createAppState({ store: memoryStore() });
    const two = createAppState({ store: memoryStore() });
    one.selection.add(selectionItem('a'));
    expect(two.selection.entries.value).toEqual([]);
  });
});
