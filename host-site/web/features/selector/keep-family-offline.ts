import { useEffect } from 'react';
import { catalogueSlice } from '../../../../src/contracts/selection-slice';
import { useApi } from '../../lib/app-services';

/**
 * Keeps the family's catalogue slice for use offline (issue 37): once the site's service worker controls the page
 * (at once, or when it takes control after a first visit), the slice is asked through it and so kept. Reloaded
 * offline, the form then calculates in the browser (src/selection), a link's conditions included, even though the
 * visit online never calculated. Without a worker (development, a browser that refuses one) nothing is asked.
 */
export function useFamilyKeptOffline(valveName: string | undefined): void {
  const api = useApi();
  useEffect(() => {
    const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!valveName || !workers) return;
    // Failures are nobody's business: the form works online without the slice, and offline says what it lacks.
    const keep = () => void api.call(catalogueSlice, { query: { valveName } }, { showsUnreachable: true, showsRefusal: true }).catch(() => undefined);
    if (workers.controller) {
      keep();
      return;
    }
    workers.addEventListener('controllerchange', keep, { once: true });
    return () => workers.removeEventListener('controllerchange', keep);
  }, [api, valveName]);
}
