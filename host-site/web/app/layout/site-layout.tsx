import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
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
  main: css`
    flex: 1;
    padding: ${token('space-lg')};
    &:focus {
      outline: none;
    }
  `,
};

function titleOf(view: RouterView): RouteTitleKey | undefined {
  if (view.kind === 'page' || view.kind === 'failed') return view.route.title;
  return view.kind === 'not-found' ? 'notFound' : undefined;
}

/** The shell around the current page: header and footer as its route's layout asks, the document title. */
export function SiteLayout() {
  const { view, forwardNavigations } = useRouterState();
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
      {layout === 'full' && <Header />}
      {content}
      <Footer />
    </div>
  );
}
