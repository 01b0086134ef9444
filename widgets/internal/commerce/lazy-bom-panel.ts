import { lazy, type ReactNode } from 'react';
import type { BomPanelProps } from './bom-panel';

/**
 * The bill of materials panel as a lazy component: its code (table, prices, downloads, strings) is a chunk of its
 * own, fetched when a buyer first opens a bill, so no widget's first view and no page that never shows one carries it.
 * Render it inside a Suspense boundary. Typed as a plain function component so that the package's declarations
 * need no React types (a lazy component's type is React's own).
 */
export const LazyBomPanel: (props: BomPanelProps) => ReactNode = lazy(() => import('./bom-panel').then((module) => ({ default: module.BomPanel })));
