// The store lives with the client, which keeps the search index in it too; the state's modules name it from here.
export { localStore, memoryStore, type KeyValueStore } from '../client/key-value-store';
