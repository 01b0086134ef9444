import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { baseInfo } from '../../../../src/contracts/valve';
import { Pager } from '../../components/pager';
import { useCall } from '../../lib/use-call';
import { familyLink } from './family-link';
import { styles } from './home.styles';
import { NoFit } from './no-fit';
import { gridPageSize, pageOf, useListPage } from './paging';
import { useProductFilter } from './use-product-filter';

/**
 * The families that have a product for the refrigerant and approvals of the boxes, as a system's valves are on
 * the other tab: one GET baseinfo for the filter (answered once per filter and visit), whose serialCount says
 * how many series of each family fit.
 */
function useFittingFamilies(filter: ReturnType<typeof useProductFilter>) {
  const answer = useCall(baseInfo, { query: filter });
  return answer.status === 'done' ? { status: 'done' as const, data: answer.data.valveInfo.filter((family) => family.serialCount > 0) } : answer;
}

/** The families, 9 a page; a family opens the selector, or its product list when it has no sizing model. */
export function CategoryTab() {
  const { t } = useTranslation('home');
  const filter = useProductFilter();
  // Another refrigerant or approvals is another list: it starts at its first page.
  const [requested, setPage] = useListPage(JSON.stringify(filter));
  const fitting = useFittingFamilies(filter);
  if (fitting.status !== 'done') return <p css={styles.message}>{t(fitting.status === 'loading' ? 'loading' : 'failed')}</p>;
  if (fitting.data.length === 0) return <NoFit list="families" />;
  const { items, page, pages } = pageOf(fitting.data, requested, gridPageSize);
  return (
    <>
      <ul css={styles.grid}>
        {items.map((family) => (
          <li key={family.Id}>
            <Link {...familyLink(family)} css={styles.card}>
              <img src={`/images/families/${family.Imgfilename}`} alt="" width={160} height={96} />
              <span css={styles.cardTitle}>{family.Name}</span>
              <span css={styles.cardNote}>{t(family.CalculateType !== 0 ? 'family.calculates' : 'family.lists')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage}
        labels={{ nav: t('paging.label'), previous: t('paging.previous'), next: t('paging.next'), page: t('paging.page', { page, pages }) }} />
    </>
  );
}
