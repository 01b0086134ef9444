import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { topBand } from '../../features/notifications/toast-region';
import { SiteSearch } from '../../features/sort-list/site-search';
import { useAppState } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';

const styles = {
  page: css`
    display: flex;
    flex-direction: column;
    min-height: 100vh;
  `,
  // The strip's band, there whether the list is empty or not, as tall as the strip's bar at the window's width
  // (issue 37: the strip arriving with the first Add pushed the row just clicked down by its height, where the
  // browser does not compensate). The bar's buttons wrap to two rows under 755 px and three under 440 px (measured in
  // English in Chromium: 49, 89 and 129 px).
  band: css`
    box-sizing: border-box;
    min-height: calc(${token('control-height')} + 2 * ${token('space-sm')} + 1px);
    background: ${token('color-surface-muted')};
    @media (max-width: 755px) {
      min-height: calc(2 * ${token('control-height')} + 3 * ${token('space-sm')} + 1px);
    }
    @media (max-width: 440px) {
      min-height: calc(3 * ${token('control-height')} + 4 * ${token('space-sm')} + 1px);
    }
  `,
  // The selection list stays in view under the header while the page scrolls.
  strip: css`
    position: sticky;
    top: 0;
    z-index: 10;
  `,
  // The band while the list is empty: where the products added will be. Its look is the strip's.
  reserve: css`
    margin: 0;
    padding: ${token('space-sm')} ${token('space-lg')};
    display: flex;
    align-items: center;
    border-bottom: 1px solid ${token('color-border')};
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
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
const SiteSelectionStrip = lazy(() => loadChunk(() => import('../../features/selection-strip/site-selection-strip')));

/** The shell around the current page: header and footer as its route's layout asks, the document title. */
export function SiteLayout() {
  useSignals();
  // The page's route is the last match; its static data says how it is titled and laid out.
  const page = useRouterState({ select: (state) => state.matches.at(-1)?.staticData });
  const router = useRouter();
  const { selection } = useAppState();
  const { t, i18n } = useTranslation('site');
  const main = useRef<HTMLElement>(null);
  const title = page?.title;

  useEffect(() => {
    if (title) document.title = t('documentTitle', { page: t(`route.${title}`), product: t('product') });
  }, [title, t, i18n.language]);

  // After a link is followed to another page, start reading and tabbing at the new page, as a full page load
  // would. Back and Forward, redirects (they replace) and changes of the query alone leave the focus where it is.
  useEffect(() => {
    let pushed = false;
    const stopHistory = router.history.subscribe(({ action }) => void (pushed = action.type === 'PUSH'));
    const stopResolved = router.subscribe('onResolved', ({ pathChanged }) => {
      if (pushed && pathChanged) main.current?.focus({ preventScroll: true });
      pushed = false;
    });
    return () => {
      stopHistory();
      stopResolved();
    };
  }, [router]);

  const layout = page?.layout ?? 'full';
  const content = (
    <main ref={main} tabIndex={-1} css={styles.main}>
      <Outlet />
    </main>
  );
  if (layout === 'none') return content;
  return (
    <div css={styles.page}>
      <OfflineBanner />
      <Header search={<SiteSearch />} nav={layout === 'full'} />
      {layout === 'full' && (selection.entries.value.length > 0 ? (
        <div css={[styles.band, styles.strip]} {...topBand}>
          <Suspense fallback={null}>
            <SiteSelectionStrip />
          </Suspense>
        </div>
      ) : (
        <p css={[styles.band, styles.reserve]}>{t('stripEmpty')}</p>
      ))}
      {content}
      <Footer />
    </div>
  );
}
