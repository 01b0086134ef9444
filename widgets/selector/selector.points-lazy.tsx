// The operating points' editor, the grades per point and the side-by-side comparison as lazy chunks (issue 27,
// weight: keep these boundaries): a one-point selection, which is what the first view shows, carries none of their
// code or strings. Each arrives with the `selector-points` namespace, added to the selector's i18next as it comes.
import type { Resource } from 'i18next';
import { createElement, lazy, useEffect, type FunctionComponent, type ReactNode } from 'react';
import { addMissingBundles } from '../../src/i18n/add-bundles';
import { loadMissingNamespaces } from '../../src/i18n/load-language';
import { useI18n } from '../internal/element/i18n';
import { ChunkUnavailable } from './selector.chart';
import type * as PointsFace from './selector.points-ui';
import type * as CompareFace from './selector.compare';

const pointsModule = (): Promise<typeof PointsFace> => import('./selector.points-ui');
const compareModule = (): Promise<typeof CompareFace> => import('./selector.compare');

/** Starts fetching the points' chunk (on the first hover or focus of "Add operating points", so that it comes at once). */
export function prefetchPoints(): void {
  pointsModule().catch(() => undefined);
}

/**
 * A lazy component with the namespace's strings added to the instance's i18next and loaded in its language. Typed as
 * a plain function component so that the package's declarations need no React types (a lazy component's is React's).
 */
function withStrings<P extends object>(load: () => Promise<{ Component: FunctionComponent<P>; resources: Resource }>): (props: P) => ReactNode {
  return lazy(async () => {
    const loaded = await load().catch(() => undefined);
    // The chunk could not be fetched (offline, blocked): the part says so, the selector keeps working.
    if (!loaded) return { default: ChunkUnavailable as FunctionComponent<P> };
    const { Component, resources } = loaded;
    return {
      default: function WithStrings(props: P) {
        const i18n = useI18n();
        // Idempotent, and silent: the store's event would update other components in the middle of this render.
        addMissingBundles(i18n, resources, { silent: true });
        const language = i18n.language;
        useEffect(() => {
          loadMissingNamespaces(i18n, language).catch(() => undefined);
        }, [i18n, language]);
        return createElement(Component, props);
      },
    };
  });
}

// The strings come from the chunk itself, so that the first view does not carry them.
export const PointsBar = withStrings<PointsFace.PointsBarProps>(() => pointsModule().then((module) => ({ Component: module.PointsBar, resources: module.selectorPointsResources })));
export const PointGrades = withStrings<PointsFace.PointGradesProps>(() => pointsModule().then((module) => ({ Component: module.PointGrades, resources: module.selectorPointsResources })));
export const Comparison = withStrings<CompareFace.ComparisonProps>(() => compareModule().then((module) => ({ Component: module.Comparison, resources: module.selectorPointsResources })));
