// What the site's pages and its service worker (service-worker/service-worker.ts) tell each other about the network.

/** Marks an answer the worker gave from its cache because the network failed: the page then knows it is offline. */
export const offlineAnswerHeader = 'vs-offline-answer';

/** The message the worker posts to its pages when the server stops or starts answering. */
export interface NetworkMessage {
  type: 'vs-network';
  reachable: boolean;
}

export function isNetworkMessage(data: unknown): data is NetworkMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'vs-network' && typeof (data as { reachable?: unknown }).reachable === 'boolean';
}
