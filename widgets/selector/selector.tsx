// The selector's frame: it keeps the model and the operating points, loads the family's fields, calculates, and draws
// the form and what the calls answered. Each concern is a hook or component of its own (selector.use-*.ts,
// selector.conditions-form.tsx, selector.answer.tsx); the state they render is the model's (selector.model.ts).
import { useSignals } from '@preact/signals-react/runtime';
import { useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toJson } from '../../src/contracts/json';
import type { SelectionFieldsData } from '../../src/contracts/selection';

/** What the ready points are worked out from: the family, the refrigerant and the design point's conditions. */
type PresetsRequest = Parameters<LocalCalculation['presets']>[0];
import { useApiClient } from '../internal/element/api-client';
import { useTranslator } from '../internal/element/i18n';
import { useNumberLocale, WidgetContext } from '../internal/element/widget-context';
import { SelectorFailure, SelectorResults } from './selector.answer';
import { ConditionsForm } from './selector.conditions-form';
import { useConditionFacts, useSaturationRange } from './selector.facts';
import { presentationOf, useLocalCalculation, type LocalCalculation } from './selector.local';
import { createPoints, currentPoints, type OperatingPoint } from './selector.points';
import { refrigerantOf, useModel, type SelectorProps } from './selector.props';
import { selectorNamespace } from './selector.resources';
import { prefetchResults } from './selector.results-lazy';
import { revealHeading } from './selector.reveal';
import { styles } from './selector.styles';
import { useCalculation } from './selector.use-calculation';
import { useSelectionChange } from './selector.use-change';
import { useFields, type Unreachable } from './selector.use-fields';

export { assetUrl } from './selector.asset-url';
export type { CalculateDetail, SelectorChange, SelectorProps } from './selector.props';

/**
 * The selector: the family's condition form built from its field definitions, Calculate, the sizes graded in
 * three groups with their figures and reasons, Add to the selection list, and the curves of a chosen size.
 */
export function Selector(props: SelectorProps) {
  useSignals();
  const { t, i18n } = useTranslator([selectorNamespace, 'errors']);
  const locale = useNumberLocale(props.locale);
  const model = useModel(props, locale);
  const api = useApiClient({ unitSystem: props.unitSystem, units: props.units });
  const apiBase = useContext(WidgetContext)?.apiBase;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { valveName, fields: givenFields } = props;
  // The starting conditions and auto-calculation count once, when the form is first made: later the user's
  // edits are the state (the page writes them back into these props through vs-selection-change).
  const start = useRef({ conditions: props.conditions, calculate: props.calculate });
  // The points' bar takes the focus when the user opens it, not when the page opens it with its points.
  const [focusPoints] = useState(() => !props.operatingPoints?.length);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Set when the user's Calculate answers: its results are brought into view (an answer on opening the page is not).
  const reveal = useRef(false);
  const [unreachable, setUnreachable] = useState<Unreachable>();
  // The operating points (issue 27): the form shows one; given ones (a page's address) open the bar at once.
  const [points] = useState(() => createPoints(props));
  const [pointsShown, setPointsShown] = useState(() => points.peek().points.length > 1);
  const [pointEdits, setPointEdits] = useState(0);
  // How the server words and measures this widget's answers (its API client's headers), for the answers made here.
  const presentation = useMemo(
    () => presentationOf(i18n.language, { unitSystem: props.unitSystem, units: props.units }),
    [i18n.language, props.unitSystem, props.units],
  );

  const data = model.fields.value;
  const result = model.result.value;
  const status = model.status.value;
  const refrigerant = refrigerantOf(props, model.refrigerantChoice.value, data);
  // The family's slice and the selection code come once the user edits or has results (not for the first view).
  const working = model.edits.value > 0 || result !== undefined || status === 'calculating' || pointsShown;
  const local = useLocalCalculation(api, data?.valveName, working, presentation, refrigerant);
  const calculation = useCalculation({
    props, model, api, local, presentation, points, pointEdits, refrigerant, form, t, setUnreachable,
    onAnswer: (shown) => void (reveal.current = shown),
  });
  const retryLoad = useFields({
    api, model, valveName, serialId: props.serialId, given: givenFields, language: i18n.language, t, setUnreachable,
    onFields: (fields: SelectionFieldsData) => {
      model.setFields(fields, start.current.conditions);
      if (start.current.calculate) void calculation.calculate('start');
      start.current = { ...start.current, conditions: undefined, calculate: false };
    },
  });
  useSelectionChange(props, model, points, pointEdits);
  // The results' code comes as the user starts working the form, before its first answer (issue 40).
  useEffect(() => void (working && prefetchResults()), [working]);
  // Before paint and before a calculation: R744 switches the form between condensing and gas-cooler operation.
  useLayoutEffect(() => model.setRefrigerantInEffect(data ? refrigerant : undefined), [model, data, refrigerant]);
  const facts = useConditionFacts(data?.valveName, refrigerant, model);
  useSaturationRange(model, facts, refrigerant);
  const design = pointsShown && data ? { valveName: data.valveName, refrigerant, conditions: currentPoints(points.value, model.conditions.value)[0]!.conditions } : undefined;
  const presets = usePresets(local, design);
  useEffect(() => {
    if (!reveal.current) return;
    reveal.current = false;
    revealHeading(resultsHeading.current);
  }, [result]);

  const calculating = status === 'calculating';
  return (
    <div part="base" css={styles.base} data-state={status} data-calculation={model.calculation.value} aria-busy={status === 'loading' || calculating}>
      {!data && status !== 'error' && <p css={styles.muted}>{valveName || givenFields ? t('loading') : t('noFamily')}</p>}
      {data && (
        <ConditionsForm id={id} model={model} form={form} refrigerant={refrigerant} refrigerantGiven={Boolean(props.refrigerant)}
          points={points} pointsShown={pointsShown} focusPoints={focusPoints} presets={presets}
          onShowPoints={() => setPointsShown(true)} onPointsChange={() => setPointEdits((n) => n + 1)}
          facts={facts} locale={locale} calculating={calculating} onCalculate={() => void calculation.calculate('user')} onEdit={calculation.followEdit} />
      )}
      <SelectorFailure model={model} unreachable={unreachable}
        onRetry={() => (unreachable?.call === 'load' ? retryLoad() : void calculation.calculate('user'))} />
      <SelectorResults id={id} model={model} heading={resultsHeading} serverMissed={calculation.serverMissed}
        onCheckAgain={() => void calculation.calculate('user', true)} api={api} apiBase={apiBase} locale={locale} selector={props} />
    </div>
  );
}

/**
 * The ready points the bar offers (issue 27), from the design point as the form has it, once the bar is open (the
 * family's selection in the browser works them out: the first view carries none of it). A design point the
 * calculation would refuse offers none; Calculate says why.
 */
function usePresets(local: LocalCalculation, design: PresetsRequest | undefined): readonly OperatingPoint[] {
  const designKey = design && toJson(design);
  // The design point by value: a render with the same conditions offers the same points.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (design ? local.presets(design) : []), [designKey, local]);
}
