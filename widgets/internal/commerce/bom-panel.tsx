// The bill of materials as a distributor shows it (issue #28): each part to order with its quantity, the shop's
// price and stock beside it when the page gives a price source, an Add to cart button that hands the lines to the
// shop, and the CSV, XLSX and JSON downloads. Loaded on demand: a widget's first view does not carry it.
import { useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { bomChoicesQuery, type BomAnswer } from '../../../src/contracts/bom';
import { punchoutOrder } from '../../../src/contracts/punchout';
import { formatUpTo } from '../../../src/engine/units/number-format';
import { selectionAddress } from '../../../src/selection/address';
import { useApiClient } from '../element/api-client';
import { makerPage } from '../element/code-origin';
import { useTranslator } from '../element/i18n';
import { useNumberLocale, WidgetContext } from '../element/widget-context';
import { BomChoices } from './bom-choices';
import { styles } from './bom-panel.styles';
import { sendToCart, type AddToCartDetail, type CartLine } from './cart';
import { commerceNamespace, commerceResources } from './commerce.resources';
import { formatPrice } from './price-format';
import type { PartPrice, PriceProvider } from './prices';
import { ociFields } from '../../../src/contracts/oci';
import { postForm, punchingOut, type PunchoutStart } from './punchout';
import { totalOf } from './total';
import { useBom, type BomItem } from './use-bom';
import { usePrices, type PriceState } from './use-prices';

export interface BomPanelProps {
  /** The chosen products, each with its quantity, its page and the conditions it was chosen at. */
  items: readonly BomItem[];
  /** The page's prices (see prices.ts); asked in the browser only. */
  priceProvider?: PriceProvider | undefined;
  /** A price address template, `{partNumber}` or `{partNumbers}`; used when there is no priceProvider. */
  priceUrl?: string | undefined;
  /** The shop's add-to-cart address template (cart.ts); the page goes there after Add to cart. */
  cartUrl?: string | undefined;
  /** A purchasing system opened the page (OCI or cXML): the bill goes back to it, Transfer to purchasing in place of Add to cart. */
  punchout?: PunchoutStart | undefined;
  /** Add to cart was pressed: the order lines, for the shop's own cart code. */
  onAddToCart?: ((detail: AddToCartDetail) => void) | undefined;
  /** The heading's level in the page around it; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** The bill opened as a row's disclosure: the focus moves into it when it appears, one Tab before Add to cart. */
  focusOnOpen?: boolean;
  /**
   * The buyer's choices (product part number to the chosen coil or stator) when the page keeps them, as the selector
   * does for the choice a result row offers too (issue 35); with onChoose. Without them the bill keeps its own.
   */
  choices?: Readonly<Record<string, string>> | undefined;
  onChoose?: ((partNumber: string, chosen: string) => void) | undefined;
}

/**
 * The order lines as cart lines: each with the product's page and the selection's link of the first chosen product it
 * belongs to; the selection's link written as the maker's selector page writes its own (src/selection/address.ts).
 */
export function cartLines(bom: BomAnswer, items: readonly BomItem[], apiBase: string | undefined): CartLine[] {
  const selections = items.map((item) => (item.conditions && Object.keys(item.conditions.conditions).length > 0 ? makerPage(selectionAddress(item.conditions), apiBase) : undefined));
  const itemOf = (partNumber: string) => {
    const index = bom.products.findIndex((p) => p.lines.some((line) => line.PartNumber === partNumber));
    return index >= 0 && items[index] ? index : 0;
  };
  return bom.lines.map((line) => {
    const index = itemOf(line.PartNumber);
    const selection = selections[index];
    return {
      partNumber: line.PartNumber,
      quantity: line.Quantity,
      description: `${line.Name}, ${line.Description}`,
      link: items[index]?.link ?? '',
      ...(selection !== undefined && { selection }),
    };
  });
}

export function BomPanel(props: BomPanelProps) {
  const { t, i18n } = useTranslator([commerceNamespace]);
  // The strings come with this chunk; the other languages' load on demand once English is in.
  useLayoutEffect(() => {
    for (const [language, bundle] of Object.entries(commerceResources))
      if (!i18n.hasResourceBundle(language, commerceNamespace)) i18n.addResourceBundle(language, commerceNamespace, bundle[commerceNamespace]);
  }, [i18n]);
  const locale = useNumberLocale();
  const api = useApiClient();
  const widget = useContext(WidgetContext);
  const headingId = useId();
  // The buyer's choices (issue #35): product part number to the chosen coil or stator.
  const [ownChoices, setChoices] = useState<Readonly<Record<string, string>>>({});
  // The picks the items bring (a listed item's, made in its result row), under those made in this bill.
  const { items } = props;
  const given = props.choices ?? ownChoices;
  const choices = useMemo(() => {
    const brought = Object.fromEntries(items.flatMap((item) => (item.chosen ? [[item.partNumber, item.chosen] as const] : [])));
    return Object.keys(brought).length === 0 ? given : { ...brought, ...given };
  }, [items, given]);
  const choose = props.onChoose ?? ((partNumber: string, chosen: string) => setChoices((now) => ({ ...now, [partNumber]: chosen })));
  const state = useBom(props.items, choices);
  const bom = state.status === 'ready' ? state.bom : undefined;
  const partNumbers = useMemo(() => bom?.lines.map((line) => line.PartNumber) ?? [], [bom]);
  const prices = usePrices(partNumbers, props.priceProvider, props.priceUrl);
  const priced = prices.status !== 'none';
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const panel = useRef<HTMLElement>(null);
  const { focusOnOpen } = props;
  useEffect(() => {
    if (focusOnOpen) panel.current?.focus();
  }, [focusOnOpen]);

  // The cart-url hand-off under way, or stopped at a line the cart did not confirm (issue 35).
  const [handOff, setHandOff] = useState<{ sending: true } | { lines: CartLine[]; failedAt: number }>();

  function send(lines: CartLine[], from: number) {
    if (!props.cartUrl) return;
    setHandOff({ sending: true });
    sendToCart(props.cartUrl, lines, widget?.host.ownerDocument.defaultView ?? window, from).then(
      (done) => setHandOff('failedAt' in done ? { lines, failedAt: done.failedAt } : undefined),
      () => setHandOff({ lines, failedAt: from }),
    );
  }

  function addToCart() {
    if (!bom) return;
    const lines = cartLines(bom, props.items, widget?.apiBase);
    props.onAddToCart?.({ lines });
    send(lines, 0);
  }

  // Transfer to purchasing under way, or why it did not go (issue 35).
  const [transfer, setTransfer] = useState<'sending' | 'failed' | 'unpriced'>();

  function transferToPurchasing(start: PunchoutStart) {
    if (!bom) return;
    const lines = cartLines(bom, props.items, widget?.apiBase);
    const priceOf = prices.status === 'ready' ? prices.prices : new Map<string, PartPrice>();
    const root = widget?.host.shadowRoot ?? document.body;
    // Through the page's own relay, the basket goes in this window: the relay's answer posts it into ~TARGET.
    const relay = (basket: object) => postForm(root, start.relay!, [['basket', JSON.stringify({ ...basket, ...(start.target && { target: start.target }) })], ['lang', i18n.language]], undefined);
    // Each line with the page's price, when it has one (JSON leaves out a price that is not there).
    const priced = lines.map((line) => ({ ...line, price: priceOf.get(line.partNumber)?.price, currency: priceOf.get(line.partNumber)?.currency }));
    if (start.hookUrl) {
      if (start.relay) relay({ hookUrl: start.hookUrl, lines: priced });
      else postForm(root, start.hookUrl, ociFields(lines, priceOf), start.target);
      return;
    }
    // cXML asks a unit price and its currency of every item.
    if (!start.session || priced.some((line) => line.price === undefined || line.currency === undefined)) {
      setTransfer('unpriced');
      return;
    }
    const body = { session: start.session, lines: priced.map((line) => ({ partNumber: line.partNumber, quantity: line.quantity, description: line.description, price: line.price!, currency: line.currency! })) };
    if (start.relay) {
      relay(body);
      return;
    }
    setTransfer('sending');
    api.call(punchoutOrder, { body }, { showsRefusal: true }).then(
      ({ formPostUrl, cxml }) => postForm(root, formPostUrl, [['cxml-urlencoded', cxml]], start.target),
      () => setTransfer('failed'),
    );
  }

  const download = (format: 'csv' | 'xlsx' | 'json') => {
    const query = new URLSearchParams({ format, items: props.items.map((item) => `${item.partNumber}:${item.quantity}`).join(',') });
    if (props.items[0]?.link.startsWith('http')) query.set('link', props.items[0].link);
    if (Object.keys(choices).length > 0) query.set('choices', bomChoicesQuery(choices));
    return `${api.base}/report/bom?${query.toString()}`;
  };

  return (
    // A polite live region: a screen reader tells the parts once they are in (aria-busy while they load).
    <section ref={panel} part="bom" css={styles.panel} aria-labelledby={headingId} aria-busy={state.status === 'loading'} aria-live="polite"
      tabIndex={focusOnOpen ? -1 : undefined}>
      <Heading id={headingId} css={styles.title}>{t('title')}</Heading>
      {state.status === 'loading' && <p css={styles.note} role="status">{t('loading')}</p>}
      {state.status === 'failed' && (
        <p css={styles.error} role="alert">
          {t('failed')}{' '}
          <button type="button" css={styles.button} onClick={state.retry}>{t('retry')}</button>
        </p>
      )}
      {bom && (
        <>
          <BomChoices bom={bom} chosen={choices} onChoose={choose} />
          <Scroller labelledBy={headingId}>
            <table css={styles.table} part="bom-table">
              <thead>
                <tr>
                  <th scope="col">{t('partNumber')}</th>
                  <th scope="col">{t('description')}</th>
                  <th scope="col" data-number="">{t('quantity')}</th>
                  {priced && <th scope="col" data-number="">{t('price')}</th>}
                  {priced && <th scope="col">{t('stock')}</th>}
                </tr>
              </thead>
              <tbody>
                {bom.lines.map((line) => (
                  <tr key={line.PartNumber} data-part-number={line.PartNumber} data-role={line.Role}>
                    <td css={styles.partNumber}>{line.PartNumber}</td>
                    <td>
                      {line.Name}<br /><span css={styles.muted}>{line.Description}</span>
                      {line.For && <><br /><span css={styles.muted} part="bom-for">{line.For}</span></>}
                    </td>
                    <td data-number="">{formatUpTo(line.Quantity, locale, 0)}</td>
                    {priced && <PriceCells state={prices} partNumber={line.PartNumber} locale={locale} t={t} />}
                  </tr>
                ))}
              </tbody>
              {prices.status === 'ready' && <Total bom={bom} prices={prices.prices} locale={locale} label={t('total')} />}
            </table>
          </Scroller>
          {handOff && 'failedAt' in handOff && (
            <p css={styles.error} role="alert" part="cart-error">
              {t('cartLineFailed', { line: handOff.failedAt + 1, total: handOff.lines.length, partNumber: handOff.lines[handOff.failedAt]?.partNumber })}{' '}
              <button type="button" part="cart-retry" css={styles.button} onClick={() => send(handOff.lines, handOff.failedAt)}>{t('retry')}</button>
            </p>
          )}
          {(prices.status === 'failed' || (prices.status === 'ready' && prices.refused)) && <p css={styles.note} part="price-note">{t('pricesUnavailable')}</p>}
          {(transfer === 'failed' || transfer === 'unpriced') && (
            <p css={styles.error} role="alert" part="punchout-error">{t(transfer === 'failed' ? 'transferFailed' : 'transferNeedsPrices')}</p>
          )}
          <div css={styles.actions}>
            {punchingOut(props.punchout) ? (
              <button type="button" part="punchout-transfer" css={styles.primary} onClick={() => transferToPurchasing(props.punchout!)}
                disabled={transfer === 'sending' || prices.status === 'loading'}>{t('transfer')}</button>
            ) : (
              <button type="button" part="add-to-cart" css={styles.primary} onClick={addToCart} disabled={handOff !== undefined && 'sending' in handOff}>{t('addToCart')}</button>
            )}
            <span css={styles.muted}>{t('download')}:</span>
            {(['csv', 'xlsx', 'json'] as const).map((format) => (
              <a key={format} part="bom-download" css={styles.link} href={download(format)} download>{format.toUpperCase()}</a>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function PriceCells({ state, partNumber, locale, t }: { state: PriceState; partNumber: string; locale: string; t: (key: string, options?: Record<string, unknown>) => string }) {
  const price = state.status === 'ready' ? state.prices.get(partNumber) : undefined;
  return (
    <>
      <td data-number="" part="price">{price?.price !== undefined ? formatPrice(price.price, price.currency, locale) : ''}</td>
      <td part="stock">{price?.stock === undefined ? '' : price.stock > 0 ? t('inStock', { count: price.stock }) : t('outOfStock')}</td>
    </>
  );
}

function Total({ bom, prices, locale, label }: { bom: BomAnswer; prices: ReadonlyMap<string, PartPrice>; locale: string; label: string }) {
  const total = totalOf(bom.lines, prices);
  if (!total) return null;
  return (
    <tfoot>
      <tr>
        <td colSpan={3}>{label}</td>
        <td data-number="" part="total-price">{formatPrice(total.value, total.currency, locale)}</td>
        <td />
      </tr>
    </tfoot>
  );
}

/**
 * The bill's table where it scrolls sideways (a phone: prices and stock beside the parts): focusable then, so a
 * keyboard can scroll it (axe's scrollable-region-focusable), and not otherwise, so that Add to cart stays the next
 * Tab from the bill on a wide page (issue 35).
 */
function Scroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current!;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    // The box's width (the page) and the table's (prices and stock come in later) both decide.
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} css={styles.scroller} tabIndex={scrolls ? 0 : undefined} role="group" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
