import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../src/contracts/call';
import type { baseInfo } from '../../../../src/contracts/valve';
import { buttonStyles } from '../../components/button-styles';
import { Pager } from '../../components/pager';
import { paths } from '../../config/paths';
import { styles } from './home.styles';
import { gridPageSize, pageOf, useListPage } from './paging';

type BaseInfo = CallData<typeof baseInfo>;

export interface ApplicationTabProps {
  systems: BaseInfo['valveSystem'];
  systemTypes: BaseInfo['systemSort'];
}

/** The system applications, 9 a page, narrowed by a clearable system type; a system opens its valves. */
export function ApplicationTab({ systems, systemTypes }: ApplicationTabProps) {
  const { t } = useTranslation('home');
  const id = useId();
  const [type, chooseType] = useState<number | undefined>(undefined);
  // A new system type is a new list: it starts at its first page (SPEC §4).
  const [requested, setPage] = useListPage(String(type));
  const shown = type === undefined ? systems : systems.filter((system) => system.Sort === type);
  const { items, page, pages } = pageOf(shown, requested, gridPageSize);
  return (
    <>
      <div css={styles.filter}>
        <label htmlFor={id}>{t('systems.type')}</label>
        <select id={id} value={type ?? ''} onChange={(event) => chooseType(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)}>
          <option value="">{t('systems.allTypes')}</option>
          {systemTypes.map((systemType) => (
            <option key={systemType.Id} value={systemType.Id}>
              {systemType.Message}
            </option>
          ))}
        </select>
        {type !== undefined && (
          <button type="button" css={buttonStyles.quiet} aria-label={t('systems.clear')} title={t('systems.clear')}
            onClick={() => chooseType(undefined)}>
            ×
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p css={styles.message}>{t('noData')}</p>
      ) : (
        <ul css={styles.grid}>
          {items.map((system) => (
            <li key={system.Id}>
              <Link to={paths.home} search={{ systemId: system.Id }} css={styles.card}>
                <img src={system.ImgUrl} alt="" width={160} height={96} />
                <span css={styles.cardTitle}>{system.Name}</span>
                {system.Memo && <span css={styles.cardNote}>{system.Memo}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage}
        labels={{ nav: t('paging.label'), previous: t('paging.previous'), next: t('paging.next'), page: t('paging.page', { page, pages }) }} />
    </>
  );
}
