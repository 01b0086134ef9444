import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '../../../src/client';
import type { AppState } from '../../../src/state';
import type { Notifications } from './notifications';
import type { OfflineState } from './offline';

/** What the app creates once and every part of the site may use. */
export interface AppServices {
  api: ApiClient;
  state: AppState;
  notifications: Notifications;
  /** The cache of the API's answers (TanStack Query), shared by every page of the visit. */
  queries: QueryClient;
  /** Whether the server is out of reach: what needs it is disabled meanwhile. */
  offline: OfflineState;
}

const ServicesContext = createContext<AppServices | undefined>(undefined);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('the site services need a <ServicesProvider> above');
  return services;
}

/** The app's one API client: base /api, the session's headers, failures shown by the error catalogue. */
export const useApi = (): ApiClient => useServices().api;
export const useAppState = (): AppState => useServices().state;
export const useNotifications = (): Notifications => useServices().notifications;
/**
 * True while the browser itself says it has no network (navigator.onLine false): the pages that cannot work without
 * the server (signing in, the account, a member's projects) show why instead of their forms (issue 37).
 */
export function useNoNetwork(): boolean {
  const { noNetwork } = useServices().offline;
  return useSyncExternalStore((changed) => noNetwork.subscribe(changed), () => noNetwork.peek());
}

/** True while the browser has no network or the server does not answer (issue 29). */
export function useOffline(): boolean {
  const { offline } = useServices().offline;
  // Its own subscription, so that a component re-renders with it whether or not it tracks signals (useSignals).
  return useSyncExternalStore((changed) => offline.subscribe(changed), () => offline.peek());
}
