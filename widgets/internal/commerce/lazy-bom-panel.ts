import { lazy } from 'react';

/**
 * The bill of materials panel as a lazy component: its code (table, prices, downloads, strings) is a chunk of its
 * own, fetched when a buyer first opens a bill, so no widget's first view and no page that never shows one carries it.
 * Render it inside a Suspense boundary.
 */
export const LazyBomPanel = lazy(() => import('./bom-panel').then((module) => ({ default: module.BomPanel })));
