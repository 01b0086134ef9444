import { useSignals } from '@preact/signals-react/runtime';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { systemPageSize, systemSeries } from '../../../../src/contracts/valve';
import { buttonStyles } from '../../components/button-styles';
import { Pager } from '../../components/pager';
import { paths } from '../../config/paths';
import { useCallQuery } from '../../lib/call-queries';
import { familyLink } from './family-link';
import { styles } from './home.styles';
import { NoFit } from './no-fit';
import { pageCount, useListPage } from './paging';
import { useProductFilter } from './use-product-filter';

/** One system's valves (its series), 7 a page, for the refrigerant and approvals chosen; Reselect goes back to the systems. */
export function SystemSeries({ systemId }: { systemId: number }) {
  useSignals();
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const filter = useProductFilter();
  // Another refrigerant or approvals is another list: it starts at its first page.
  const [page, setPage] = useListPage(JSON.stringify(filter));
  const answer = useCallQuery(systemSeries, { query: { systemId, page, pageSize: systemPageSize, ...filter } });
  const reselect = () => void navigate({ to: paths.home, search: { tab: 'application' } });

  if (answer.data === undefined) return <p css={styles.message}>{t(answer.isPending ? 'loading' : 'failed')}</p>;
  const { system, valveInfo: list, total } = answer.data;
  const pages = pageCount(total, systemPageSize);
  return (
    <section aria-labelledby={`system-${system.Id}`}>
      <div css={styles.systemHead}>
        <h2 id={`system-${system.Id}`}>{t('systems.series', { system: system.Name })}</h2>
        <button type="button" css={buttonStyles.secondary} onClick={reselect}>
          {t('systems.reselect')}
        </button>
        {system.Memo && <p>{system.Memo}</p>}
      </div>
      {/* A system without valves at all says so as SPEC §2 words it; one whose valves the filter left out, which. */}
      {system.Serialids.length === 0 ? (
        <p css={styles.message}>{t('noData')}</p>
      ) : list.length === 0 ? (
        <NoFit list="series" system={system.Name} />
      ) : (
        <ul css={styles.grid}>
          {list.map((series) => (
            <li key={series.Id}>
              <Link css={styles.card}
                {...familyLink({ Classname: series.valveName, CalculateType: series.CalculateType },
                  { systemId, serialId: series.Id, serialName: series.Name })}>
                <img src={`/images/families/${series.Imgfilename}`} alt="" width={160} height={96} />
                <span css={styles.cardTitle}>{series.Name}</span>
                <span css={styles.cardNote}>{series.valveLabel}</span>
                <span css={styles.cardNote}>{series.Description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage}
        labels={{ nav: t('paging.label'), previous: t('paging.previous'), next: t('paging.next'), page: t('paging.page', { page, pages }) }} />
    </section>
  );
}
