import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { paths } from '../../config/paths';
import { useAppState } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { LanguageSwitch } from './language-switch';

const styles = {
  header: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-md')} ${token('space-lg')};
    padding: ${token('space-sm')} ${token('space-lg')};
    border-bottom: 1px solid ${token('color-border')};
    background: ${token('color-surface')};
  `,
  logo: css`
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-bold')};
    color: ${token('color-primary')};
    text-decoration: none;
  `,
  nav: css`
    flex: 1;
    ul {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${token('space-xs')} ${token('space-md')};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    a {
      color: ${token('color-text')};
      text-decoration: none;
    }
    a:hover,
    a[aria-current='page'] {
      color: ${token('color-primary')};
      text-decoration: underline;
    }
  `,
};

// The dialog comes with the first click on its button: most visits never open it.
const ConversionToolDialog = lazy(() =>
  loadChunk(() => import('../../features/conversion-tool/conversion-tool-dialog')).then((module) => ({ default: module.ConversionToolDialog })),
);

const links = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.selector, label: 'nav.selector' },
  { to: paths.selected, label: 'nav.selected' },
  { to: paths.units, label: 'nav.units' },
] as const;

// A link to the page shown carries aria-current="page" (TanStack's Link marks it): that very page, whatever its
// query, and not an unknown address below it (/home/extra).
const current = { exact: true, includeSearch: false } as const;

export interface HeaderProps {
  /** Where the site-wide search box goes (the catalogue's search widget). */
  search?: ReactNode;
}

/** The top of every page that has the shell: logo, search, navigation, conversion tool, language, account. */
export function Header({ search }: HeaderProps) {
  useSignals();
  const { t } = useTranslation('site');
  const { session } = useAppState();
  // Once opened, the dialog stays mounted: closing it (not unmounting it) is what hands the focus back.
  const [converter, setConverter] = useState<'unused' | 'open' | 'closed'>('unused');
  const account = session.token.value
    ? { to: paths.user, label: t('nav.account') }
    : { to: paths.login, label: t('nav.login') };
  return (
    <header css={styles.header}>
      <Link to={paths.home} activeOptions={current} css={styles.logo} aria-label={t('header.logo')}>
        {t('product')}
      </Link>
      {search && <div role="search">{search}</div>}
      <nav css={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} activeOptions={current}>
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" css={buttonStyles.secondary} aria-haspopup="dialog" onClick={() => setConverter('open')}>
              {t('nav.conversionTool')}
            </button>
          </li>
        </ul>
      </nav>
      <LanguageSwitch />
      <Link to={account.to} activeOptions={current}>
        {account.label}
      </Link>
      {converter !== 'unused' && (
        <Suspense fallback={null}>
          <ConversionToolDialog open={converter === 'open'} onClose={() => setConverter('closed')} />
        </Suspense>
      )}
    </header>
  );
}
