import { useSignals } from '@preact/signals-react/runtime';
import { useContext, useId, useLayoutEffect, useState } from 'react';
import { useTranslator } from '../internal/i18n';
import {
  createSelectionList,
  localStore,
  readSelectionItem,
  selectionListKey,
  type SelectionItem,
  type SelectionList,
} from '../../src/state';
import { WidgetContext } from '../internal/widget-context';
import { createSelectionStripModel, detailsUrl, type SignInAction, type SelectionStripModel } from './selection-strip.model';
import { selectionStripNamespace } from './selection-strip.resources';
import { styles } from './selection-strip.styles';

export interface SelectionStripProps {
  /**
   * The list shown; default one of the strip's own, kept in local storage under the V2 key and fed by `vs-add`
   * events reaching the document (a shop page with <vs-selector> needs no glue code).
   */
  list?: SelectionList<SelectionItem>;
  /** The details page items link to; `?PartNumber=…&Hashkey=…` is added. Default `/details`. */
  detailsHref?: string;
  /** `inline` shows 'Please sign in firstly' in the strip; `none` leaves it to the host (a toast). Default inline. */
  signInNotice?: 'inline' | 'none';
  /** Export or Save the list was pressed, which need a signed-in user (until the accounts issue). */
  onSignInRequired?: (detail: { action: SignInAction }) => void;
  /** The user removed items (Delete selection, Remove All). */
  onRemove?: (detail: { hashes: string[] }) => void;
}

/**
 * The selection list as a strip: 'Total n', expand/collapse, Export, Save the list, Clear; Clear opens a
 * multi-select mode (Cancel, Delete selection, Remove All). Hidden while the list is empty.
 */
export function SelectionStrip(props: SelectionStripProps) {
  useSignals();
  const { t } = useTranslator([selectionStripNamespace]);
  const list = useList(props.list);
  const [model] = useState(() => createSelectionStripModel(list));
  const id = useId();
  const items = list.entries.value;
  const expanded = model.expanded.value;
  const selecting = model.selecting.value;
  const ticked = model.ticked.value;
  const detailsBase = props.detailsHref ?? '/details';

  function refuse(action: SignInAction) {
    model.refuse(action);
    props.onSignInRequired?.({ action });
  }
  function removed(hashes: string[]) {
    if (hashes.length > 0) props.onRemove?.({ hashes });
  }

  return (
    <section part="base" css={styles.base} hidden={items.length === 0} aria-label={t('label')}
      data-state={selecting ? 'selecting' : expanded ? 'expanded' : 'collapsed'}>
      <div css={styles.bar} part="toolbar">
        <strong part="total" css={styles.total} aria-live="polite">
          {t('total', { count: items.length })}
        </strong>
        {selecting ? (
          <>
            <button type="button" css={styles.button} onClick={() => model.cancelSelecting()}>
              {t('cancel')}
            </button>
            <button type="button" css={styles.danger} disabled={ticked.size === 0} onClick={() => removed(model.deleteTicked())}>
              {t('deleteSelection')}
            </button>
            <button type="button" css={styles.danger} onClick={() => removed(model.removeAll())}>
              {t('removeAll')}
            </button>
          </>
        ) : (
          <>
            <button type="button" part="toggle" css={styles.button} aria-expanded={expanded} aria-controls={`${id}items`}
              onClick={() => model.toggleExpanded()}>
              {expanded ? t('collapse') : t('expand')}
            </button>
            <button type="button" part="export" css={styles.button} onClick={() => refuse('export')}>
              {t('export')}
            </button>
            <button type="button" part="save" css={styles.primary} onClick={() => refuse('save')}>
              {t('save')}
            </button>
            <button type="button" part="clear" css={styles.button} onClick={() => model.startSelecting()}>
              {t('clear')}
            </button>
          </>
        )}
      </div>
      {model.notice.value && props.signInNotice !== 'none' && (
        <p role="alert" part="notice" css={styles.notice}>
          {t('signInFirst')}
        </p>
      )}
      <ul id={`${id}items`} part="items" css={styles.items} hidden={!expanded}>
        {items.map((item) => (
          <Item key={item.hash} item={item} model={model} selecting={selecting} href={detailsUrl(detailsBase, item)} />
        ))}
      </ul>
    </section>
  );
}

interface ItemProps {
  item: SelectionItem;
  model: SelectionStripModel;
  selecting: boolean;
  href: string;
}

function Item({ item, model, selecting, href }: ItemProps) {
  const { t } = useTranslator([selectionStripNamespace]);
  const { product } = item;
  const on = model.ticked.value.has(item.hash);
  return (
    <li part="item" css={styles.item} data-ticked={selecting && on}>
      {selecting ? (
        <input type="checkbox" checked={on} aria-label={t('select', { partNumber: product.PartNumber })}
          onChange={(event) => model.tick(item.hash, event.currentTarget.checked)} />
      ) : (
        <img part="image" css={styles.image} src={product.ImageUrl} alt="" loading="lazy" />
      )}
      <div css={styles.text}>
        <span css={styles.title} title={product.ProductName}>
          {product.ProductName}
        </span>
        <span>{product.PartNumber}</span>
        <span css={styles.muted}>
          {product.SizeName} · {item.conditions.refrigerant}
        </span>
        <a part="details-link" css={styles.link} href={href} target="_blank" rel="noopener"
          aria-label={t('detailsOf', { partNumber: product.PartNumber })}>
          {t('details')}
        </a>
      </div>
    </li>
  );
}

/**
 * The list to show: the host's, or the strip's own in local storage. The own list follows `vs-add` events on the
 * document and changes another tab (or another strip, through it) stored under the same key.
 */
function useList(provided: SelectionList<SelectionItem> | undefined): SelectionList<SelectionItem> {
  const widget = useContext(WidgetContext);
  const [own] = useState(() =>
    provided ? undefined : createSelectionList<SelectionItem>({ store: localStore(), read: readSelectionItem }),
  );
  // Listening from the commit that shows the strip: an Add right after the page renders is not lost.
  useLayoutEffect(() => {
    if (!own) return undefined;
    const doc = widget?.host.ownerDocument ?? document;
    const view = doc.defaultView ?? window;
    const onAdd = (event: Event) => {
      const item = readSelectionItem((event as CustomEvent<unknown>).detail);
      if (item) own.add(item);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === selectionListKey || event.key === null) own.reload();
    };
    doc.addEventListener('vs-add', onAdd);
    view.addEventListener('storage', onStorage);
    return () => {
      doc.removeEventListener('vs-add', onAdd);
      view.removeEventListener('storage', onStorage);
    };
  }, [own, widget]);
  return provided ?? (own as SelectionList<SelectionItem>);
}
