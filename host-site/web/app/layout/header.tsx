import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { CountryChooser } from '../../features/country/country-chooser';
import { paths } from '../../config/paths';
import { useAppState } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { productSelectionLink } from '../../lib/product-selection-link';
import { useFrame } from './frame-context';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

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
  shop: css`
    color: ${token('color-primary')};
  `,
  // Language and account keep to the right edge, with the navigation or without it.
  end: css`
    display: flex;
    align-items: center;
    gap: ${token('space-md')};
    margin-inline-start: auto;
  `,
};

// The dialogs come with the first click on their buttons: most visits never open them.
const ConversionToolDialog = lazy(() =>
  loadChunk(() => import('../../features/conversion-tool/conversion-tool-dialog')).then((module) => ({ default: module.ConversionToolDialog })),
);
const UnitSystemDialog = lazy(() =>
  loadChunk(() => import('../../features/unit-system/unit-system-dialog')).then((module) => ({ default: module.UnitSystemDialog })),
);

type HeaderDialog = 'units' | 'converter';

// A link to the page shown carries aria-current="page" (TanStack's Link marks it): that very page, whatever its
// query, and not an unknown address below it (/home/extra).
const current = { exact: true, includeSearch: false } as const;

export interface HeaderProps {
  /** Where the site-wide search box goes (the catalogue's search widget). */
  search?: ReactNode;
  /** The navigation links (Home, Product Selection, Selected List, Units, Conversion tool); SPEC §2 hides them on home, login and register. */
  nav?: boolean;
}

/** The top of every page that has the shell: logo, search, navigation, language, account. */
export function Header({ search, nav = true }: HeaderProps) {
  useSignals();
  const { t } = useTranslation('site');
  const { choice } = useAppState();
  const frame = useFrame();
  const shop = frame.shop.value;
  // A dialog, once opened, stays mounted: closing it (not unmounting it) is what hands the focus back.
  const [used, setUsed] = useState<ReadonlySet<HeaderDialog>>(new Set());
  const [open, setOpen] = useState<HeaderDialog | undefined>(undefined);
  const show = (dialog: HeaderDialog) => {
    setUsed((before) => new Set(before).add(dialog));
    setOpen(dialog);
  };
  // A recommendation of LinkType Function opens its tool here, where the tools' dialogs live.
  const requested = frame.requestedFunction.value;
  const shown = open ?? (requested === 'units' ? 'units' : requested === 'converter' ? 'converter' : undefined);
  if (shown && !used.has(shown)) setUsed(new Set(used).add(shown));
  const close = () => {
    setOpen(undefined);
    frame.functionHandled();
  };
  return (
    <header css={styles.header}>
      <Link to={paths.home} activeOptions={current} css={styles.logo} aria-label={t('header.logo')}>
        {t('product')}
      </Link>
      {search && <div role="search">{search}</div>}
      {nav && (
        <nav css={styles.nav} aria-label={t('nav.label')}>
          <ul>
            <li>
              <Link to={paths.home} activeOptions={current}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link {...productSelectionLink(choice.family.value)} activeOptions={current}>
                {t('nav.selector')}
              </Link>
            </li>
            <li>
              <Link to={paths.selected} activeOptions={current}>
                {t('nav.selected')}
              </Link>
            </li>
            <li>
              <button type="button" css={buttonStyles.secondary} aria-haspopup="dialog" onClick={() => show('units')}>
                {t('nav.units')}
              </button>
            </li>
            <li>
              <button type="button" css={buttonStyles.secondary} aria-haspopup="dialog" onClick={() => show('converter')}>
                {t('nav.conversionTool')}
              </button>
            </li>
          </ul>
        </nav>
      )}
      <div css={styles.end}>
        {shop && (
          <a href={shop.Content} target="_blank" rel="noopener noreferrer" data-testid="shop-link" css={styles.shop}>
            {shop.Label ?? t('frame:shop.link')}
          </a>
        )}
        <CountryChooser country={frame.country.current.value} onOpen={() => frame.openCountryDialog()} />
        <LanguageSwitch />
        <UserMenu />
      </div>
      {used.has('units') && (
        <Suspense fallback={null}>
          <UnitSystemDialog open={shown === 'units'} onClose={close} />
        </Suspense>
      )}
      {used.has('converter') && (
        <Suspense fallback={null}>
          <ConversionToolDialog open={shown === 'converter'} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
