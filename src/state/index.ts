export { createAppState, type AppState } from './app-state';
export { createSession, type Session } from './session';
export {
  createSelectionList,
  selectionListKey,
  type SelectionList,
} from './selection-list';
export { readSelectionItem, type SelectionItem } from './selection-item';
export { createProductChoice } from './product-choice';
export { localStore, memoryStore, type KeyValueStore } from './key-value-store';
export { nextLocalId, unitListOf, unitSetsOfRows, unitsInEffect, type UnitSet } from './unit-sets';
