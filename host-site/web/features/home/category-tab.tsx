import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseInfo } from '../../../../src/contracts/valve';
import { localeOf, normaliseLanguage } from '../../../../src/i18n/languages';
import { buttonStyles } from '../../components/button-styles';
import { Pager } from '../../components/pager';
import { useCallQuery } from '../../lib/call-queries';
import { familyLink } from './family-link';
import { styles } from './home.styles';
import { NoFit } from './no-fit';
import { gridPageSize, pageOf, useListPage } from './paging';
import { useProductFilter } from './use-product-filter';

/**
 * Every family, with how many of its series have a product for the refrigerant and approvals of the boxes (one
 * GET baseinfo for the filter, answered once per filter and visit: serialCount), as a system's valves are on the
 * other tab.
 */
function useFamilies(filter: ReturnType<typeof useProductFilter>) {
  return useCallQuery(baseInfo, { query: filter });
}

/**
 * The families that fit, 9 a page; a family opens the selector, or its product list when it has no sizing model.
 * The families the filter hides are named above the grid with the reason, never dropped in silence (a user would
 * conclude the maker has no such product), and "Show them" lists them too, marked as having no product that fits.
 */
export function CategoryTab() {
  const { t, i18n } = useTranslation('home');
  const filter = useProductFilter();
  // Another refrigerant or approvals is another list: it starts at its first page.
  const [requested, setPage] = useListPage(JSON.stringify(filter));
  const [showHidden, setShowHidden] = useState(false);
  const families = useFamilies(filter);
  if (families.data === undefined) return <p css={styles.message}>{t(families.isPending ? 'loading' : 'failed')}</p>;
  const all = families.data.valveInfo;
  const hidden = all.filter((family) => family.serialCount === 0);
  if (hidden.length === all.length) return <NoFit list="families" />;
  const shown = showHidden ? all : all.filter((family) => family.serialCount > 0);
  const { items, page, pages } = pageOf(shown, requested, gridPageSize);
  const refrigerant = filter.Refrigerant;
  const names = new Intl.ListFormat(localeOf(normaliseLanguage(i18n.language))).format(hidden.map((family) => family.Name));
  return (
    <>
      {hidden.length > 0 && (
        <div css={[styles.noFit, styles.hiddenNote]} role="status">
          <p>{t(filter.Safetycer ? 'filter.hiddenApprovals' : 'filter.hidden', { refrigerant, names })}</p>
          <button type="button" css={buttonStyles.secondary} aria-pressed={showHidden} onClick={() => setShowHidden(!showHidden)}>
            {t(showHidden ? 'filter.hideHidden' : 'filter.showHidden')}
          </button>
        </div>
      )}
      <ul css={styles.grid}>
        {items.map((family) => (
          <li key={family.Id}>
            <Link {...familyLink(family)} css={[styles.card, family.serialCount === 0 && styles.cardUnfit]}>
              <img src={`/images/families/${family.Imgfilename}`} alt="" width={160} height={96} />
              <span css={styles.cardTitle}>{family.Name}</span>
              <span css={styles.cardNote}>
                {family.serialCount === 0 ? t('family.noFit', { refrigerant }) : t(family.CalculateType !== 0 ? 'family.calculates' : 'family.lists')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage}
        labels={{ nav: t('paging.label'), previous: t('paging.previous'), next: t('paging.next'), page: t('paging.page', { page, pages }) }} />
    </>
  );
}
