export { createAppState, type AppState } from './app-state';
export { createSession, type Session } from './session';
export {
  createSelectedList,
  selectedListKey,
  type SelectedList,
  withRestored,
} from './selected-list';
export { readSelectedListItem, type SelectedListItem } from './selected-list-item';
export { hasConditions, recalculationOf } from './recalculation';
export { createProductChoice } from './product-choice';
export { localStore, memoryStore, type KeyValueStore } from './key-value-store';
export { nextLocalId, unitListOf, unitSetsOfRows, unitsInEffect, type UnitSet } from './unit-sets';
