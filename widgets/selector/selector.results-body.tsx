// The selector's results below their heading: the graded rows with their prices, a row's bill and curves, and the
// side-by-side comparison. A chunk of its own, fetched when the user first works the form or a calculation starts
// (issue 40: the first view carries the form only, within 12 KB gzip above the shared runtime).
import { Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../../src/client';
import { chartLines, type CalculationData, type SelectCondition, type SelectionProduct, type SelectionRow } from '../../src/contracts/selection';
import { useHostProperty } from '../internal/commerce/host-property';
import { LazyBomPanel as BomPanel } from '../internal/commerce/lazy-bom-panel';
import { LazyRowCoilChoice as RowCoilChoice } from '../internal/commerce/lazy-row-coil-choice';
import { formatPrice } from '../internal/commerce/price-format';
import type { PriceProvider } from '../internal/commerce/prices';
import { usePrices } from '../internal/commerce/use-prices';
import { detailsPage } from '../internal/element/code-origin';
import { useTranslator } from '../internal/element/i18n';
import { useStableCallback } from '../internal/element/stable-callback';
import { assetUrl } from './selector.asset-url';
import { CurvesChart, prefetchChart } from './selector.chart';
import { messageOf } from './selector.failures';
import { gradeOrder, type SelectorModel } from './selector.model';
import { MAX_COMPARED } from './selector.points';
import { Comparison, PointGrades } from './selector.points-lazy';
import { selectorNamespace } from './selector.resources';
import type { SelectorShopProps } from './selector.shop-props';
import { ResultGroups } from './selector.results';
import { styles } from './selector.styles';
import { curveData } from './selector.units';

export interface ResultsBodyProps {
  result: CalculationData;
  model: SelectorModel;
  api: ApiClient;
  apiBase: string | undefined;
  locale: string;
  /** The selector's props: the shop's prices, cart, punch-out and product pages, and onAdd. */
  selector: SelectorShopProps;
}

export function ResultsBody({ result, model, api, apiBase, locale, selector: props }: ResultsBodyProps) {
  const { t } = useTranslator([selectorNamespace, 'errors']);
  const priceProvider = useHostProperty<PriceProvider>('priceProvider', props.priceProvider);
  const [bomOf, setBomOf] = useState<{ partNumber: string; sizeId: number; link: string; conditions: SelectCondition | undefined } | undefined>(undefined);
  const shownParts = useMemo(() => gradeOrder.flatMap((grade) => result[grade].flatMap((row) => row.Products.map((p) => p.PartNumber))), [result]);
  const prices = usePrices(shownParts, priceProvider, props.priceUrl);
  const priceOf = useMemo(
    () =>
      prices.status === 'ready'
        ? (partNumber: string) => {
            const price = prices.prices.get(partNumber);
            return price?.price === undefined ? undefined : formatPrice(price.price, price.currency, locale);
          }
        : undefined,
    [prices, locale],
  );
  const [compared, setCompared] = useState<readonly number[]>([]);
  // A result committed to the page (its paint follows): what the typing benchmark (bench/selector-typing.bench.ts)
  // and a page's own measurements read.
  useLayoutEffect(() => void performance.mark('vs-results'), [result]);

  async function showCurves(row: SelectionRow) {
    prefetchChart();
    const request = model.request.peek();
    if (!request) return;
    model.curvesLoading(row);
    try {
      const answer = await api.call(chartLines, {
        body: { valveName: request.valveName, refrigerant: request.refrigerant, conditions: request.conditions, Sizeid: row.Sizeid },
      });
      model.curvesLoaded(row.Sizeid, answer.curves);
    } catch (error) {
      model.curvesFailed(row.Sizeid, messageOf(error, t));
    }
  }

  // The coils the buyer picked for bodies sold alone (issue 35), by the body's part number: one choice, offered in its
  // row and in its bill, which bills it and hands it to the cart; Add puts it in the Selected List's item.
  const [coilChoices, setCoilChoices] = useState<Readonly<Record<string, string>>>({});
  const chooseCoil = useStableCallback((partNumber: string, chosen: string) => setCoilChoices((now) => ({ ...now, [partNumber]: chosen })));

  function add(row: SelectionRow, product: SelectionProduct, conditions: SelectCondition) {
    // The coil picked in the row travels with the item, so that the list's bill orders it (issue 35).
    const coil = coilChoices[product.PartNumber];
    props.onAdd?.({
      hash: product.Hashkey,
      product: {
        PartNumber: product.PartNumber,
        ProductName: product.ProductName,
        ProductType: product.ProductType,
        valveName: row.valveName,
        Valveid: row.Valveid,
        Serialid: row.Serialid,
        SerialName: row.SerialName,
        Sizeid: row.Sizeid,
        SizeName: row.SizeName,
        ImageUrl: assetUrl(row.ImageUrl, apiBase),
        Refrigerant: row.Refrigerant,
        Grade: row.Grade,
        Values: row.Values,
      },
      conditions,
      ...(coil && { coil }),
    });
  }

  const curves = model.curves.value;
  const units = model.units.value;
  // The sizes chosen for the side by side, as the answer shown has them (a new answer's rows replace the old).
  const comparedSet = useMemo(() => new Set(compared), [compared]);
  const comparedColumns = useMemo(
    () =>
      compared.flatMap((sizeId) => gradeOrder.flatMap((grade) => result[grade]).filter((row) => row.Sizeid === sizeId)).map((row) => ({ key: String(row.Sizeid), product: row, row })),
    [result, compared],
  );
  // Each size added brings the side by side into view once it has two (issue 37: it appeared at the bottom, under
  // the Prohibited rows, with no word where the user clicked).
  const [comparisonShown, setComparisonShown] = useState(0);
  const compare = useStableCallback((row: { Sizeid: number }) => {
    const adding = !compared.includes(row.Sizeid) && compared.length < MAX_COMPARED;
    setCompared((now) => (now.includes(row.Sizeid) ? now.filter((id) => id !== row.Sizeid) : now.length < MAX_COMPARED ? [...now, row.Sizeid] : now));
    if (adding) setComparisonShown((count) => count + 1);
  });
  // The result groups' callbacks keep their identity, so that a render that changes only the form (the keystroke's,
  // before its result) does not draw the results again (issue 29).
  const onAddRow = useStableCallback((row: SelectionRow, product: SelectionProduct) => add(row, product, result.SelectCondition));
  const onCurves = useStableCallback((row: SelectionRow) => (curves?.sizeId === row.Sizeid ? model.hideCurves() : void showCurves(row)));
  const onBom = useStableCallback((row: SelectionRow, product: SelectionProduct) =>
    setBomOf(bomOf?.partNumber === product.PartNumber ? undefined : {
      partNumber: product.PartNumber,
      sizeId: row.Sizeid,
      link: detailsPage(props.detailsHref, apiBase, product, { valveName: row.valveName }),
      // The conditions the row was graded at: the cart lines carry the selection's link of them (issue 35).
      conditions: result.SelectCondition,
    }));
  const onBomClose = useStableCallback(() => setBomOf(undefined));
  // The answer's bodies sold alone, asked in one request by the first row that shows one (kept while they are the same).
  const bodiesKey = useMemo(
    () => [...new Set(gradeOrder.flatMap((grade) => result[grade].flatMap((row) => row.Products.filter((p) => p.NeedsCoil).map((p) => p.PartNumber))))].join(','),
    [result],
  );
  const answerBodies = useMemo(() => (bodiesKey ? bodiesKey.split(',') : []), [bodiesKey]);
  const coilChoice = useCallback((partNumber: string) => (
    <Suspense fallback={null}>
      <RowCoilChoice partNumber={partNumber} answerBodies={answerBodies} chosen={coilChoices[partNumber]} onChoose={chooseCoil} />
    </Suspense>
  ), [answerBodies, coilChoices, chooseCoil]);
  const bomChosen = bomOf && coilChoices[bomOf.partNumber];
  const bomChoices = useMemo(() => (bomOf && bomChosen ? { [bomOf.partNumber]: bomChosen } : {}), [bomOf, bomChosen]);
  // Called while the rows render, so it closes over this render's values (a stable callback would still hold the
  // last commit's, and a new answer's rows would draw without their points).
  const gradeTitles = result.groupTitles;
  const pointGrades = useCallback((row: SelectionRow) => row.Points && (
    <Suspense fallback={null}>
      <PointGrades row={row} gradeTitles={gradeTitles} units={units} locale={locale} />
    </Suspense>
  ), [gradeTitles, units, locale]);
  // A row's bill opens right under its row (issue 35), as the curves do: where the user is looking, one Tab from Add to cart.
  const bomPanel = bomOf && (
    <Suspense fallback={null}>
      <BomPanel items={[{ partNumber: bomOf.partNumber, link: bomOf.link, conditions: bomOf.conditions, quantity: 1 }]} priceProvider={priceProvider} priceUrl={props.priceUrl} cartUrl={props.cartUrl}
        punchout={{ hookUrl: props.punchoutHookUrl, target: props.punchoutTarget, session: props.punchoutSession, relay: props.punchoutRelay }}
        onAddToCart={props.onAddToCart} headingLevel={4} focusOnOpen choices={bomChoices} onChoose={chooseCoil} />
    </Suspense>
  );
  // The curves open under the row whose button asked for them, where the user is looking.
  const curvesPanel = curves && (
    <section part="curves" css={styles.curves} aria-label={t('curvesOf', { size: curves.sizeName })}>
      <h4 css={styles.heading}>{t('curvesOf', { size: curves.sizeName })}</h4>
      {curves.status === 'loading' && <p css={styles.muted}>{t('loadingCurves')}</p>}
      <Suspense fallback={curves.status === 'loading' ? null : <p css={styles.muted}>{t('loadingCurves')}</p>}>
        {curves.status === 'error' && <CurvesChart error={curves.error} locale={locale} />}
        {curves.curves.map((curve) => (
          <CurvesChart key={curve.kind} data={curveData(curve, units)} locale={locale} />
        ))}
      </Suspense>
    </section>
  );
  return (
    <>
      <ResultGroups result={result} units={units} locale={locale} apiBase={apiBase} chosenSize={curves?.sizeId} curvesPanel={curvesPanel}
        onAdd={onAddRow} onCurves={onCurves} priceOf={priceOf} bomShown={bomOf?.partNumber} compared={comparedSet} onCompare={compare}
        pointGrades={pointGrades} onBom={onBom} bomSize={bomOf?.sizeId} bomPanel={bomPanel} onBomClose={onBomClose} coilChoice={coilChoice} />
      {comparedColumns.length > 1 && (
        <Suspense fallback={null}>
          <Comparison columns={comparedColumns} gradeTitles={result.groupTitles} units={units} locale={locale} api={api}
            onRemove={(key) => compare({ Sizeid: Number(key) })} reveal={comparisonShown} />
        </Suspense>
      )}
    </>
  );
}
