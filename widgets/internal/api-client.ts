import { createContext, useContext, useMemo } from 'react';
import { createApiClient, type ApiClient } from '../../src/client';
import { useI18n } from './i18n';
import { WidgetContext } from './widget-context';

/** The host site provides its own client (session, error catalogue); an element makes one per instance. */
export const ApiClientContext = createContext<ApiClient | undefined>(undefined);

/**
 * The client for a component that calls the server: the provided one, else one for the element's `api-base`
 * (default `/api`) that sends the widget's language. Only widgets that call this carry the HTTP client code.
 */
export function useApiClient(): ApiClient {
  const provided = useContext(ApiClientContext);
  const widget = useContext(WidgetContext);
  const i18n = useI18n();
  const base = widget?.apiBase ?? '/api';
  const own = useMemo(
    () => (provided ? undefined : createApiClient({ base, session: () => ({ lang: i18n.language }) })),
    [provided, base, i18n],
  );
  return (provided ?? own) as ApiClient;
}
