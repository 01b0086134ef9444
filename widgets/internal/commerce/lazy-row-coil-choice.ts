import { lazy, type ReactNode } from 'react';
import type { RowCoilChoiceProps } from './row-coil-choice';

/**
 * A result row's coil choice as a lazy component (issue 35): its code, the bom call and the bill's strings come with
 * the first row that shows a body needing a coil, so no widget's first view carries them. Render it inside a
 * Suspense boundary; typed as a plain function component, as LazyBomPanel.
 */
export const LazyRowCoilChoice: (props: RowCoilChoiceProps) => ReactNode = lazy(() => import('./row-coil-choice').then((module) => ({ default: module.RowCoilChoice })));
