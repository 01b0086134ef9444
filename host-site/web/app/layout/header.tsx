import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { visuallyHidden } from '../../components/visually-hidden';
import { CountryChooser } from '../../features/country/country-chooser';
import { topBand } from '../../features/notifications/toast-region';
import { paths } from '../../config/paths';
import { useAppState } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { productSelectionLink } from '../../lib/product-selection-link';
import { useFrame } from './frame-context';
import { rowItem, useHeaderFit } from './header-fit';
import { LanguageSwitch } from './language-switch';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

// One row: where everything does not fit, the header folds (header-fit.ts), the signed-in name to its avatar, then
// the navigation behind a Menu button (at 1280 px, measured: Chinese, English, Japanese and Korean keep their links
// signed in or out; German, Spanish, French, Russian and the other longer ones fold them). Only a window too narrow for that (a phone) breaks the flex line, by the items' whole widths
// (flex-basis auto, not 0), stacking logo, search, navigation and tools, each row wrapping in itself.
const styles = {
  header: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-sm')} ${token('space-md')};
    padding: ${token('space-sm')} ${token('space-lg')};
    border-bottom: 1px solid ${token('color-border')};
    background: ${token('color-surface')};
  `,
  logo: css`
    flex: none;
    font-size: ${token('font-size-lg')};
    font-weight: ${token('font-weight-bold')};
    color: ${token('color-primary')};
    text-decoration: none;
    white-space: nowrap;
  `,
  search: css`
    flex: 1 1 200px;
    min-width: min(180px, 100%);
    max-width: 360px;
  `,
  nav: css`
    flex: 0 1 auto;
    min-width: 0;
    > ul {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${token('space-xs')} ${token('space-md')};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    li {
      white-space: nowrap;
    }
    a,
    button {
      padding: 0;
      border: 0;
      background: none;
      color: ${token('color-text')};
      font: inherit;
      text-decoration: none;
      cursor: pointer;
    }
    button:focus-visible {
      outline: 2px solid ${token('color-focus')};
      outline-offset: 2px;
    }
    a:hover,
    button:hover,
    a[aria-current='page'] {
      color: ${token('color-primary')};
      text-decoration: underline;
    }
  `,
  // The shop's label comes from the catalogue and runs to 45 characters ("Интернет-магазин (EU, демонстрационная
  // ссылка)"): a cart with the label as its name and tooltip, the label itself written out where there is room.
  shop: css`
    display: inline-flex;
    align-items: center;
    gap: ${token('space-xs')};
    color: ${token('color-primary')};
    @media (max-width: 1439px) {
      .label {
        ${visuallyHidden};
      }
    }
  `,
  // Language and account keep to the right edge, with the navigation or without it.
  end: css`
    display: flex;
    flex: 0 1 auto;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${token('space-sm')} ${token('space-md')};
    margin-inline-start: auto;
    white-space: nowrap;
  `,
};

const cart = (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" fill="none" stroke="currentColor"
    strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" style={{ flex: 'none' }}>
    <path d="M3 4h2l2.4 11h11.2L21 8H6.2" />
    <circle cx={9} cy={19.5} r={1.5} />
    <circle cx={17} cy={19.5} r={1.5} />
  </svg>
);

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
  const { t, i18n } = useTranslation('site');
  const { choice, session } = useAppState();
  const frame = useFrame();
  const shop = frame.shop.value;
  const shopLabel = shop?.Label ?? t('frame:shop.link');
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
  const header = useRef<HTMLElement>(null);
  const fit = useHeaderFit(header, [i18n.language, session.profile.value?.UserName, frame.country.current.value?.Id, shopLabel, nav].join('|'));
  const links = (
    <>
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
        <button type="button" aria-haspopup="dialog" onClick={() => show('units')}>
          {t('nav.units')}
        </button>
      </li>
      <li>
        <button type="button" aria-haspopup="dialog" onClick={() => show('converter')}>
          {t('nav.conversionTool')}
        </button>
      </li>
    </>
  );
  return (
    <header ref={header} css={styles.header} {...topBand}>
      <Link to={paths.home} activeOptions={current} css={styles.logo} aria-label={t('header.logo')} {...rowItem}>
        {t('product')}
      </Link>
      {search && (
        <div role="search" css={styles.search} {...rowItem}>
          {search}
        </div>
      )}
      {nav && (
        <nav css={styles.nav} aria-label={t('nav.label')} {...rowItem}>
          {fit === 'menu' ? <NavMenu>{links}</NavMenu> : <ul>{links}</ul>}
        </nav>
      )}
      <div css={styles.end} {...rowItem}>
        {shop && (
          <a href={shop.Content} target="_blank" rel="noopener noreferrer" data-testid="shop-link" css={styles.shop}
            title={shopLabel}>
            {cart}
            <span className="label">{shopLabel}</span>
          </a>
        )}
        <CountryChooser country={frame.country.current.value} onOpen={() => frame.openCountryDialog()} />
        <LanguageSwitch />
        <UserMenu nameShown={fit === 'full'} />
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
