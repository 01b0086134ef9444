export { createAppState, type AppState, type AppStateOptions } from './app-state';
export { createSession, type Session } from './session';
export { createSelectionList, type SelectionEntry, type SelectionList } from './selection-list';
export { localStore, memoryStore, type KeyValueStore } from './key-value-store';
