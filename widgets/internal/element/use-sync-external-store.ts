// What the widget builds give for `use-sync-external-store/shim` (see scripts/build-widgets.ts): React 19 has the
// hook, so the backfill that @preact/signals-react imports is never needed on a shop's page.
export { useSyncExternalStore } from 'react';
