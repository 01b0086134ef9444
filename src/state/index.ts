export { createAppState, type AppState, type AppStateOptions } from './app-state';
export { createSession, type Session } from './session';
export {
  createSelectionList,
  selectionListKey,
  type SelectionEntry,
  type SelectionList,
  type SelectionListOptions,
} from './selection-list';
export { readSelectionItem, type SelectedProduct, type SelectionItem } from './selection-item';
export { createProductChoice, type ProductChoice } from './product-choice';
export { localStore, memoryStore, type KeyValueStore } from './key-value-store';
export { nextLocalId, unitListOf, unitSetsOfRows, unitsInEffect, type UnitSet } from './unit-sets';
