import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { recalculateProject, type NewProjectList, type ProductChange } from '../../../../src/contracts/projects';
import { token } from '../../../../src/theme';
import { tableCells } from '../../components/table-styles';
import { useCallQuery } from '../../lib/call-queries';

const styles = {
  table: css`
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${token('space-lg')};
    caption {
      text-align: start;
      font-weight: ${token('font-weight-bold')};
      padding-bottom: ${token('space-xs')};
    }
    ${tableCells}
  `,
  failure: css`
    color: ${token('color-danger')};
  `,
};

interface Recalculated {
  name: string;
  products: ProductChange[];
  failures: { conditionIndex: number; message: string }[];
}

/**
 * A project's lists at today's data (issue 27): each list's conditions calculated again by the server, and per
 * product what changed since it was saved: the grade, figures beyond rounding, or the product withdrawn.
 */
export function ProjectChanges({ lists }: { lists: readonly NewProjectList[] }) {
  const { t } = useTranslation('projects');
  const withProducts = lists.filter((list) => list.productList.length > 0);
  // The query's key is the lists' content, not the array's identity (a parent's render makes a new one); an answer
  // for other lists than these is not shown: the new one is on its way.
  const recalculated: readonly Recalculated[] | undefined = useCallQuery(recalculateProject, withProducts.length > 0 ? { body: { lists: withProducts } } : undefined).data?.lists;

  if (withProducts.length === 0) return <p>{t('page.noProducts')}</p>;
  return (
    <section aria-label={t('page.changesTitle')} data-testid="project-changes" aria-busy={recalculated === undefined}>
      {recalculated?.map((list) => (
        <table key={list.name} css={styles.table}>
          <caption>{`${t('page.list')}: ${list.name}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t('page.product')}</th>
              <th scope="col">{t('page.change')}</th>
            </tr>
          </thead>
          <tbody>
            {list.products.map((product) => (
              <tr key={product.Hashkey} data-status={product.status}>
                <th scope="row">{product.PartNumber}</th>
                <td>{product.text}</td>
              </tr>
            ))}
            {list.failures.map((failure) => (
              <tr key={`failure-${failure.conditionIndex}`} css={styles.failure}>
                <td colSpan={2}>{t('page.failure', { message: failure.message })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
