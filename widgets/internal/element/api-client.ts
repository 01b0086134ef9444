import { toJson } from '../../../src/contracts/json';
import { createContext, useContext, useMemo } from 'react';
import { createApiClient, type ApiClient } from '../../../src/client';
import { unitChoicesOf } from '../../../src/contracts/units-header';
import { useI18n } from './i18n';
import { unitSystemOf, type UnitProps } from '../units/units';
import { WidgetContext } from './widget-context';

/** The host site provides its own client (session, error catalogue); an element makes one per instance. */
export const ApiClientContext = createContext<ApiClient | undefined>(undefined);

/**
 * The client for a component that calls the server: the provided one, else one for the element's `api-base`
 * (default `/api`) that sends the widget's language and, for a widget that shows quantities, its units (Unitid and
 * Units), so that the server's figures and reasons come in them. Only widgets that call this carry the HTTP client code.
 */
export function useApiClient(units?: UnitProps): ApiClient {
  const provided = useContext(ApiClientContext);
  const widget = useContext(WidgetContext);
  const i18n = useI18n();
  const base = widget?.apiBase ?? '/api';
  // The units as values: a page writing the same units again keeps the client (and the calls it started).
  const shown = units ? toJson([unitSystemOf(units.unitSystem), unitChoicesOf(units.units)]) : undefined;
  const own = useMemo(() => {
    if (provided) return undefined;
    const [unitId, choices] = shown ? (JSON.parse(shown) as [number, Record<string, string>]) : [];
    return createApiClient({ base, session: () => ({ lang: i18n.language, ...(unitId ? { unitId, units: choices } : {}) }) });
  }, [provided, base, i18n, shown]);
  return (provided ?? own) as ApiClient;
}
