import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectedListItem } from '../../../../src/state';
import { localeOf } from '../../../../src/i18n/languages';
import { detailsAddress } from '../../../../src/selection/pages';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { tableCells } from '../../components/table-styles';
import { paths } from '../../config/paths';
import { useAppState } from '../../lib/app-services';
import { productSelectionLink } from '../../lib/product-selection-link';
import { loadChunk } from '../../lib/chunk-load';
import { useBundles } from '../../lib/use-bundles';
import { useRemovalUndo } from '../../lib/use-removal-undo';
import { conditionSummary } from './condition-summary';
import { conditionWordsNamespace, conditionWordsResources } from './condition-words.resources';
import { SelectedListActions } from './selected-list-actions';
import { SelectedListBom } from './selected-list-bom';
import { selectedListNamespace, selectedListResources } from './selected-list.resources';

const styles = {
  table: css`
    width: 100%;
    border-collapse: collapse;
    caption {
      text-align: start;
      padding-bottom: ${token('space-sm')};
      color: ${token('color-text-muted')};
    }
    ${tableCells}
    th,
    td {
      vertical-align: middle;
    }
    input[type='number'] {
      width: 5em;
    }
    img {
      display: block;
      width: 64px;
      height: 40px;
      object-fit: contain;
    }
  `,
  hint: css`
    color: ${token('color-text-muted')};
  `,
  empty: css`
    display: grid;
    justify-items: start;
    gap: ${token('space-sm')};
    p {
      margin: 0;
    }
  `,
};

/** The most products compared side by side (issue 27), as in the selector's results. */
const MAX_COMPARED = 4;

// The side by side's code, and the Comparison's after it, arrive when two products are first ticked.
const SelectedListComparison = lazy(() => loadChunk(() => import('./selected-list-compare')).then((module) => ({ default: module.SelectedListComparison })));

/** A quantity as typed: a whole number from 1 to 999, else undefined (a field half typed keeps the last one). */
const quantityOf = (typed: string) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= 999 ? value : undefined;
};

/**
 * "Selected List": every product of the selection list with the conditions it was chosen for, a link to its
 * details page, the quantity to order, the list's actions (remove one, save, clear), two to four of them ticked
 * side by side, each at its own conditions (issue 27), and the bill of materials of the list at those quantities
 * (issue #28).
 */
export function SelectedListPage() {
  useSignals();
  useBundles(selectedListResources);
  useBundles(conditionWordsResources);
  const { t } = useTranslation(['site', selectedListNamespace, conditionWordsNamespace]);
  const { selection, choice, session } = useAppState();
  const items = selection.entries.value;
  const removed = useRemovalUndo();
  // How many of each product to order, by item hash: the page's own, for the bill of materials (1 when not set).
  const [quantities, setQuantities] = useState<Readonly<Record<string, number>>>({});
  // The items ticked for the side by side, by hash, in the order ticked; an item removed from the list leaves it.
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const compared = ticked.flatMap((hash) => items.filter((item) => item.hash === hash));
  const toggleCompared = (hash: string) =>
    setTicked((now) => (now.includes(hash) ? now.filter((h) => h !== hash) : now.length < MAX_COMPARED ? [...now, hash] : now));
  const remove = (item: SelectedListItem) => {
    const before = selection.entries.peek();
    if (selection.remove(item.hash)) removed(before, [item.hash]);
  };
  return (
    <>
      <PageHeading>{t('site:route.selected')}</PageHeading>
      {/* The list is the current project's: its other lists, files and share links are on the Projects page. */}
      <p>
        <Link to={paths.projects}>{t('selected-list:projects')}</Link>
      </p>
      {items.length === 0 ? (
        <div css={styles.empty}>
          <p>{t('selected-list:empty')}</p>
          <Link {...productSelectionLink(choice.family.value)}>{t('selected-list:start')}</Link>
        </div>
      ) : (
        <>
        <SelectedListActions onCleared={(before) => removed(before, before.map((item) => item.hash))} />
        <table css={styles.table}>
          <caption>{t('selected-list:caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('selected-list:columns.image')}</th>
              <th scope="col">{t('selected-list:columns.product')}</th>
              <th scope="col">{t('selected-list:columns.partNumber')}</th>
              <th scope="col">{t('selected-list:columns.size')}</th>
              <th scope="col">{t('selected-list:columns.refrigerant')}</th>
              <th scope="col">{t('selected-list:columns.grade')}</th>
              <th scope="col">{t('selected-list:conditions')}</th>
              <th scope="col">{t('selected-list:columns.quantity')}</th>
              <th scope="col">{t('selected-list:compare.column')}</th>
              <th scope="col">{t('selected-list:columns.details')}</th>
              <th scope="col">{t('selected-list:remove')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.hash}>
                <td>
                  <img src={item.product.ImageUrl} alt="" loading="lazy" />
                </td>
                <td>{item.product.ProductName}</td>
                <th scope="row">{item.product.PartNumber}</th>
                <td>{item.product.SizeName}</td>
                {/* A product added from the sort list has no grade, and no refrigerant when none was chosen. */}
                <td>{item.conditions.refrigerant || '–'}</td>
                <td>{item.product.Grade ? t(`selected-list:grade.${item.product.Grade}`) : '–'}</td>
                <td>{conditionSummary(item.conditions.conditions, t, localeOf(session.language.value)) || '–'}</td>
                <td>
                  <input type="number" min={1} max={999} step={1} inputMode="numeric" defaultValue={quantities[item.hash] ?? 1}
                    aria-label={t('selected-list:quantityOf', { partNumber: item.product.PartNumber })}
                    onChange={(event) => {
                      const quantity = quantityOf(event.target.value);
                      if (quantity !== undefined) setQuantities((now) => ({ ...now, [item.hash]: quantity }));
                    }} />
                </td>
                <td>
                  <input type="checkbox" aria-label={t('selected-list:compare.of', { partNumber: item.product.PartNumber })}
                    checked={ticked.includes(item.hash)} disabled={!ticked.includes(item.hash) && compared.length >= MAX_COMPARED}
                    onChange={() => toggleCompared(item.hash)} />
                </td>
                <td>
                  {/* As from the strip: the details page has no shell and opens in its own tab. */}
                  <a href={detailsAddress(paths.details, { PartNumber: item.product.PartNumber, Hashkey: item.hash })} target="_blank" rel="noopener"
                    aria-label={t('selected-list:detailsOf', { partNumber: item.product.PartNumber })}>
                    {t('selected-list:details')}
                  </a>
                </td>
                <td>
                  {/* Bordered like the page's other buttons (issue 37: a quiet one read as plain text in a table cell). */}
                  <button type="button" css={buttonStyles.secondary}
                    aria-label={`${t('selected-list:remove')} ${item.product.PartNumber}`}
                    onClick={() => remove(item)}>
                    {t('selected-list:remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {items.length > 1 && (
          // Polite: a screen-reader user who ticks a box hears that the table below has changed.
          <p role="status" css={styles.hint}>
            {compared.length < 2
              ? t('selected-list:compare.hint')
              : t('selected-list:compare.shown', { partNumbers: compared.map((item) => item.product.PartNumber).join(', ') })}
            {compared.length >= MAX_COMPARED && ` ${t('selected-list:compare.full')}`}
          </p>
        )}
        {compared.length > 1 && (
          <Suspense fallback={<p>{t('selected-list:compare.calculating')}</p>}>
            <SelectedListComparison items={compared} onRemove={toggleCompared} />
          </Suspense>
        )}
        <SelectedListBom items={items} quantities={quantities} />
        </>
      )}
    </>
  );
}
