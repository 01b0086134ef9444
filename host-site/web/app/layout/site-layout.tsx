import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { SiteSearch } from '../../features/sort-list/site-search';
import { useAppState } from '../../lib/app-services';
import { useRouterState, type RouteTitleKey, type RouterView } from '../router';
import { Footer } from './footer';
import { Header } from './header';
import { RouteView } from './route-view';

const styles = {
  page: css`
    display: flex;
    flex-direction: column;
    min-height: 100vh;
  `,
  // The selection list stays in view under the header while the page scrolls.
  strip: css`
    position: sticky;
    top: 0;
    z-index: 10;
  `,
  main: css`
    flex: 1;
    padding: ${token('space-lg')};
    &:focus {
      outline: none;
    }
  `,
};

// The strip's code arrives with the first selected product, not with the first page.
const SiteSelectionStrip = lazy(() => import('../../features/selection-strip/site-selection-strip'));

function titleOf(view: RouterView): RouteTitleKey | undefined {
  if (view.kind === 'page' || view.kind === 'failed') return view.route.title;
  return view.kind === 'not-found' ? 'notFound' : undefined;
}

/** The shell around the current page: header and footer as its route's layout asks, the document title. */
export function SiteLayout() {
  useSignals();
  const { view, forwardNavigations } = useRouterState();
  const { selection } = useAppState();
  const { t, i18n } = useTranslation('site');
  const main = useRef<HTMLElement>(null);
  const title = titleOf(view);

  useEffect(() => {
    if (title) document.title = t('documentTitle', { page: t(`route.${title}`), product: t('product') });
  }, [title, t, i18n.language]);

  // After a link is followed, start reading and tabbing at the new page, as a full page load would.
  useEffect(() => {
    if (forwardNavigations === 0) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [forwardNavigations]);

  const layout = view.kind === 'page' || view.kind === 'failed' ? view.route.layout : 'full';
  const content = (
    <main ref={main} tabIndex={-1} css={styles.main}>
      <RouteView view={view} />
    </main>
  );
  if (layout === 'none') return content;
  return (
    <div css={styles.page}>
      {layout === 'full' && <Header search={<SiteSearch />} />}
      {layout === 'full' && selection.entries.value.length > 0 && (
        <div css={styles.strip}>
          <Suspense fallback={null}>
            <SiteSelectionStrip />
          </Suspense>
        </div>
      )}
      {content}
      <Footer />
    </div>
  );
}
