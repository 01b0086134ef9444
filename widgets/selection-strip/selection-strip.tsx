import { useSignals } from '@preact/signals-react/runtime';
import type { TFunction } from 'i18next';
import { Suspense, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AddToCartDetail } from '../internal/commerce/cart';
import { useHostProperty } from '../internal/commerce/host-property';
import { LazyBomPanel as BomPanel } from '../internal/commerce/lazy-bom-panel';
import type { PriceProvider } from '../internal/commerce/prices';
import { detailsPage, makerUrl } from '../internal/element/code-origin';
import { useTranslator } from '../internal/element/i18n';
import {
  createSelectedList,
  localStore,
  readSelectedListItem,
  selectedListKey,
  type SelectedListItem,
  type SelectedList,
} from '../../src/state';
import { WidgetContext } from '../internal/element/widget-context';
import type { ExportProgress, ExportRequest } from './export-choice';
import { ExportDialog } from './export-dialog';
import {
  createSelectionStripModel,
  type DeleteScope,
  type SelectionStripModel,
  type SignInAction,
  type StripMessage,
} from './selection-strip.model';
import { selectionStripNamespace } from './selection-strip.resources';
import { styles } from './selection-strip.styles';

// The bill of materials, its prices and the cart come with their own chunk when first shown (issue #28): a strip
// that never shows them does not carry them.

/** How long the status line keeps a message: the 5 seconds SPEC §8 gives messages. */
export const messageDuration = 5000;

export interface SelectionStripProps {
  /**
   * The list shown; default one of the strip's own, kept in local storage under the V2 key and fed by `vs-add`
   * events reaching the document (a shop page with <vs-selector> needs no glue code).
   */
  list?: SelectedList<SelectedListItem>;
  /**
   * The details page items link to; `?PartNumber=…&Hashkey=…` is added. Default `/details` on the maker's site
   * (where the widget script came from), not on the shop's.
   */
  detailsHref?: string;
  /** `inline` shows 'Please sign in firstly' in the strip; `none` leaves it to the host (a toast). Default inline. */
  signInNotice?: 'inline' | 'none';
  /**
   * What Export does: `sign-in` says 'Please sign in firstly' (a page without the maker's accounts, or a guest);
   * `dialog` opens the export dialog, whose choice comes out as `onExport`. Default sign-in.
   */
  exportAction?: 'sign-in' | 'dialog';
  /**
   * What Save the list does: `sign-in` says 'Please sign in firstly' (a page without the maker's accounts, or a
   * guest); `event` hands the list to the page as `onSave` (a signed-in member on the maker's site). Default sign-in.
   */
  saveAction?: 'sign-in' | 'event';
  /** The report's language the export dialog starts with (the page's); default the strip's. */
  reportLanguage?: string;
  /**
   * Why Export and Save the list cannot be used now, both made by the server (the host site offline, issue 29): both
   * are disabled with this reason as their title. None: both are offered.
   */
  serverUnavailable?: string;
  /** Export or Save the list was pressed, which need a signed-in user. */
  onSignInRequired?: (detail: { action: SignInAction }) => void;
  /** Save the list was pressed with saveAction `event`: the page saves the list (all its items). */
  onSave?: (detail: { hashes: string[] }) => void;
  /** The user chose items, a form and a language in the export dialog and pressed Export or Export All. */
  onExport?: (detail: ExportRequest) => void;
  /** The report the owner is making for the last export: the dialog stays open and shows its progress. */
  exportProgress?: ExportProgress | undefined;
  /** Cancel report was pressed in the export dialog while `exportProgress` was shown. */
  onExportCancel?: () => void;
  /** The user confirmed a delete (Delete selection, Remove All): the items removed. */
  onRemove?: (detail: { hashes: string[] }) => void;
  /** The user cancelled a delete at the strip's question ('Undelete'): nothing was removed. */
  onDeleteCancel?: (detail: { scope: DeleteScope; hashes: string[] }) => void;
  /** The shop's add-to-cart address template (widgets/commerce/cart.ts); the page goes there after Add to cart. */
  cartUrl?: string;
  /** The shop's price address template, `{partNumber}` or `{partNumbers}`. */
  priceUrl?: string;
  /** The shop's prices: part numbers in, `{ price, currency, stock }` by part number out; asked in the browser only. */
  priceProvider?: PriceProvider;
  /** OCI punch-out: the purchasing system's HOOK_URL; the bill's Transfer to purchasing posts there. */
  punchoutHookUrl?: string;
  /** The frame a punch-out form is posted to (OCI's ~TARGET). */
  punchoutTarget?: string;
  /** cXML punch-out: the session key of the StartPage. */
  punchoutSession?: string;
  /** Add to cart was pressed in the bill of materials: its order lines. */
  onAddToCart?: (detail: AddToCartDetail) => void;
}

/** Where the focus goes once the strip has rendered after an answer to its question. */
type FocusTarget = DeleteScope | 'clear';

/**
 * The selection list as a strip: 'Total n', expand/collapse, Export, Save the list, Clear; Clear opens a
 * multi-select mode (Cancel, Delete selection, Remove All), whose deletes ask first. A status line answers
 * ('Deleted successfully', 'Undelete', 'Please sign in firstly') inside the strip's own bar, so it never covers
 * the items or the page. Hidden while the list is empty and nothing is being said.
 */
export function SelectionStrip(props: SelectionStripProps) {
  useSignals();
  const { t } = useTranslator([selectionStripNamespace]);
  const list = useList(props.list);
  const [model] = useState(() => createSelectionStripModel(list));
  const id = useId();
  const base = useRef<HTMLElement>(null);
  const deleteSelection = useRef<HTMLButtonElement>(null);
  const removeAll = useRef<HTMLButtonElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const [showingBom, setShowingBom] = useState(false);
  const priceProvider = useHostProperty<PriceProvider>('priceProvider', props.priceProvider);
  const items = list.entries.value;
  const expanded = model.expanded.value;
  const selecting = model.selecting.value;
  const ticked = model.ticked.value;
  const pending = model.pending.value;
  const message = model.message.value;
  const shown = message?.kind === 'sign-in' && props.signInNotice === 'none' ? undefined : message;
  const apiBase = useContext(WidgetContext)?.apiBase;
  const detailsOf = (item: SelectedListItem) => detailsPage(props.detailsHref, apiBase, { PartNumber: item.product.PartNumber, Hashkey: item.hash });

  useMessageTimeout(model, message);
  // The button that asked, or Clear after a delete, is rendered again only now; without one (the list is empty)
  // the strip itself holds the focus rather than letting it fall to the page's start.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = undefined;
    const button = { selection: deleteSelection, all: removeAll, clear }[target].current;
    (button ?? base.current)?.focus();
  });

  const needsServer = props.serverUnavailable ? { disabled: true, title: props.serverUnavailable } : {};
  function refuse(action: SignInAction) {
    model.refuse(action);
    props.onSignInRequired?.({ action });
  }
  function confirm() {
    const done = model.confirmDelete();
    if (!done) return;
    focusNext.current = 'clear';
    props.onRemove?.({ hashes: [...done.hashes] });
  }
  function cancel() {
    const dropped = model.cancelDelete();
    if (!dropped) return;
    focusNext.current = dropped.scope;
    props.onDeleteCancel?.({ scope: dropped.scope, hashes: [...dropped.hashes] });
  }
  return (
    <section ref={base} tabIndex={-1} part="base" css={styles.base} aria-label={t('label')}
      hidden={items.length === 0 && !shown && !pending}
      data-state={selecting ? 'selecting' : expanded ? 'expanded' : 'collapsed'}>
      <div css={styles.bar} part="toolbar">
        <strong part="total" css={styles.total}>
          {t('total', { count: items.length })}
        </strong>
        {/* Always in the document, so that a screen reader hears each message as it is written. */}
        <p part="notice" role="status" css={styles.notice} data-tone={shown?.kind === 'sign-in' ? 'error' : 'success'}>
          {shown && messageText(t, shown)}
        </p>
        {pending ? (
          <Confirm pending={pending} onConfirm={confirm} onCancel={cancel} />
        ) : selecting ? (
          <>
            <button type="button" css={styles.button} onClick={() => model.cancelSelecting()}>
              {t('cancel')}
            </button>
            <button ref={deleteSelection} type="button" css={styles.danger} disabled={ticked.size === 0}
              onClick={() => model.askDelete('selection')}>
              {t('deleteSelection')}
            </button>
            <button ref={removeAll} type="button" css={styles.danger} onClick={() => model.askDelete('all')}>
              {t('removeAll')}
            </button>
          </>
        ) : (
          // An emptied strip that stays only to say 'Deleted successfully' offers nothing to do.
          (items.length > 0 || !shown) && (
            <>
              <button type="button" part="toggle" css={styles.button} aria-expanded={expanded} aria-controls={`${id}items`}
                onClick={() => model.toggleExpanded()}>
                {expanded ? t('collapse') : t('expand')}
              </button>
              <button type="button" part="bom-toggle" css={styles.button} aria-expanded={showingBom} aria-controls={`${id}bom`}
                onClick={() => setShowingBom((shown) => !shown)}>
                {t('bom')}
              </button>
              <button type="button" part="export" css={styles.button} aria-haspopup={props.exportAction === 'dialog' ? 'dialog' : undefined}
                {...needsServer} onClick={() => (props.exportAction === 'dialog' ? setExporting(true) : refuse('export'))}>
                {t('export')}
              </button>
              <button type="button" part="save" css={styles.primary} {...needsServer} onClick={() => (props.saveAction === 'event' ? props.onSave?.({ hashes: items.map((item) => item.hash) }) : refuse('save'))}>
                {t('save')}
              </button>
              <button ref={clear} type="button" part="clear" css={styles.button} onClick={() => model.startSelecting()}>
                {t('clear')}
              </button>
            </>
          )
        )}
      </div>
      <ul id={`${id}items`} part="items" css={styles.items} hidden={!expanded || items.length === 0}>
        {items.map((item) => (
          <Item key={item.hash} item={item} model={model} selecting={selecting} locked={pending !== undefined}
            href={detailsOf(item)} />
        ))}
      </ul>
      {showingBom && items.length > 0 && (
        <div id={`${id}bom`}>
          <Suspense fallback={null}>
            <BomPanel items={items.map((item) => ({ partNumber: item.product.PartNumber, quantity: 1, link: detailsOf(item), conditions: item.conditions, chosen: item.coil }))}
              priceProvider={priceProvider} priceUrl={props.priceUrl} cartUrl={props.cartUrl}
              punchout={{ hookUrl: props.punchoutHookUrl, target: props.punchoutTarget, session: props.punchoutSession }} onAddToCart={props.onAddToCart} />
          </Suspense>
        </div>
      )}
      <ExportDialog open={exporting || props.exportProgress !== undefined} items={items} language={props.reportLanguage}
        onCancel={() => setExporting(false)} progress={props.exportProgress} onCancelReport={props.onExportCancel}
        onExport={(request) => {
          setExporting(false);
          props.onExport?.(request);
        }} />
    </section>
  );
}

function messageText(t: TFunction, message: StripMessage): string {
  switch (message.kind) {
    case 'sign-in':
      return t('signInFirst');
    case 'deleted':
      return t('deleted');
    case 'undeleted':
      return t('undeleted');
  }
}

/** A message goes after messageDuration; a new one (even the same words again) starts its own time. */
function useMessageTimeout(model: SelectionStripModel, message: StripMessage | undefined) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => {
      if (model.message.peek() === message) model.dismissMessage();
    }, messageDuration);
    return () => clearTimeout(timer);
  }, [model, message]);
}

interface ConfirmProps {
  pending: { scope: DeleteScope; hashes: readonly string[] };
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a delete, in the strip's bar where the buttons were: the ticked items stay in sight
 * while it asks. It takes the focus on Cancel, the answer that loses nothing; Escape cancels too.
 */
function Confirm({ pending, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useTranslator([selectionStripNamespace]);
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  const question = pending.scope === 'all' ? 'confirmAll' : 'confirmSelection';
  return (
    <div role="alertdialog" aria-labelledby={questionId} part="confirm" css={styles.confirm} onKeyDown={onKeyDown}>
      <span id={questionId}>{t(question, { count: pending.hashes.length })}</span>
      <button ref={cancel} type="button" css={styles.button} onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="button" part="confirm-delete" css={styles.dangerFilled} onClick={onConfirm}>
        {t('delete')}
      </button>
    </div>
  );
}

interface ItemProps {
  item: SelectedListItem;
  model: SelectionStripModel;
  selecting: boolean;
  /** A delete is being asked about: the ticks cannot change under the question. */
  locked: boolean;
  href: string;
}

function Item({ item, model, selecting, locked, href }: ItemProps) {
  const { t } = useTranslator([selectionStripNamespace]);
  const { product } = item;
  const on = model.ticked.value.has(item.hash);
  const facts = [product.SizeName, item.conditions.refrigerant].filter(Boolean).join(' · ');
  return (
    <li part="item" css={styles.item} data-ticked={selecting && on} data-selecting={selecting}>
      {selecting && (
        <input type="checkbox" checked={on} disabled={locked} aria-label={t('select', { partNumber: product.PartNumber })}
          onChange={(event) => model.tick(item.hash, event.currentTarget.checked)} />
      )}
      <img part="image" css={styles.image} src={makerUrl(product.ImageUrl)} alt="" loading="lazy" />
      <div css={styles.text}>
        <span css={styles.title} title={product.ProductName}>
          {product.ProductName}
        </span>
        <span>{product.PartNumber}</span>
        {facts && <span css={styles.muted}>{facts}</span>}
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
function useList(provided: SelectedList<SelectedListItem> | undefined): SelectedList<SelectedListItem> {
  const widget = useContext(WidgetContext);
  const [own] = useState(() =>
    provided ? undefined : createSelectedList<SelectedListItem>({ store: localStore(), read: readSelectedListItem }),
  );
  // Listening from the commit that shows the strip: an Add right after the page renders is not lost.
  useLayoutEffect(() => {
    if (!own) return undefined;
    const doc = widget?.host.ownerDocument ?? document;
    const view = doc.defaultView ?? window;
    const onAdd = (event: Event) => {
      const item = readSelectedListItem((event as CustomEvent<unknown>).detail);
      if (item) own.add(item);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === selectedListKey || event.key === null) own.reload();
    };
    doc.addEventListener('vs-add', onAdd);
    view.addEventListener('storage', onStorage);
    return () => {
      doc.removeEventListener('vs-add', onAdd);
      view.removeEventListener('storage', onStorage);
    };
  }, [own, widget]);
  return provided ?? (own as SelectedList<SelectedListItem>);
}
