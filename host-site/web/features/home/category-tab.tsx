import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyItem } from '../../../../src/contracts/valve';
import { Pager } from '../../components/pager';
import { familyLink } from './family-link';
import { styles } from './home.styles';
import { gridPageSize, pageOf } from './paging';

/** The families, 9 a page; a family opens the selector, or its product list when it has no sizing model. */
export function CategoryTab({ families }: { families: readonly FamilyItem[] }) {
  const { t } = useTranslation('home');
  const [requested, setPage] = useState(1);
  const { items, page, pages } = pageOf(families, requested, gridPageSize);
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
