import { toJson } from '../../src/contracts/json';
import { conditionOfWire } from '../../src/contracts/condition-names';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../src/client';
import { convert } from '../../src/engine/units';
import {
  calculateSelection,
  selectionFields,
  type CalculationBody,
  type CalculationData,
  type SelectionConditions,
  type SelectionFieldsData,
} from '../../src/contracts/selection';
import { useApiClient } from '../internal/element/api-client';
import { useStableCallback } from '../internal/element/stable-callback';
import type { UnitProps } from '../internal/units/units';
import { useTranslator } from '../internal/element/i18n';
import { useNumberLocale, WidgetContext } from '../internal/element/widget-context';
import type { SelectorShopProps } from './selector.shop-props';
import { ConditionFacts, DischargeHint, useConditionFacts } from './selector.facts';
import { isTransient, messageOf } from './selector.failures';
import { ConditionField } from './selector.field';
import { createSelectorModel, type SelectorModel, type SelectorSettings } from './selector.model';
import { createPoints, currentPoints, pointsOfBody, showPoint, type PointsProps } from './selector.points';
import { PointsBar, prefetchPoints } from './selector.points-lazy';
import type * as ResultsBodyModule from './selector.results-body';
import { revealHeading } from './selector.reveal';
import { calculateHere, LIVE_PAUSE_MS, presentationOf, useLocalCalculation } from './selector.local';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';


export { assetUrl } from './selector.asset-url';

/** What `vs-calculate` tells: the request sent and how many sizes each group holds. */
export interface CalculateDetail {
  request: CalculationBody;
  counts: { Optimal: number; Available: number; Prohibited: number };
}

/** What `vs-selection-change` tells: the selection as the user has it now, enough to make the same form again. */
export interface SelectorChange {
  valveName: string;
  serialId?: number;
  /** The refrigerant the user chose in the widget's own select; absent when it is set from outside. */
  refrigerant?: string;
  /** Every field of the design point as the calculate call takes it: numbers with their unit, options, flags. */
  conditions: SelectionConditions;
  /** The design point's name, when the user named it (issue 27). */
  designPointName?: string;
  /** The operating points besides the design point, each with all its conditions. */
  operatingPoints?: PointsProps['operatingPoints'];
}

export interface SelectorProps extends PointsProps, SelectorShopProps {
  /** Family Classname (Sov, TxvOld, Eev ...): whose conditions the form asks. */
  valveName?: string;
  /** Only this series' sizes. */
  serialId?: number;
  /** Only the series of this system application. */
  systemId?: number;
  /** Refrigerant, ASHRAE designation; default the widget shows its own choice (the family's default first). */
  refrigerant?: string;
  /** Approval groups every result must meet (UL, LVD(TUV/VDE) ...). Default none. */
  approvals?: readonly string[];
  /** Units shown: 1 imperial, 2 metric. Default 2. */
  unitSystem?: number;
  /** A custom unit set over unitSystem's units (quantity → unit, or its JSON); default none. */
  units?: UnitProps['units'];
  /** BCP 47 locale numbers are typed and shown in; default the element's lang, else the surrounding i18next language. */
  locale?: string;
  /** Field definitions as GET /api/valve/selection answers them; given, the widget does not fetch them. */
  fields?: SelectionFieldsData;
  /** A model the host keeps; default one made for this instance. */
  model?: SelectorModel;
  /** Conditions the form starts from (as `vs-selection-change` reports them); fields they do not fit keep their defaults. */
  conditions?: SelectionConditions;
  /** Calculate as soon as the form is ready: a page restoring a selection from its address shows its results. */
  calculate?: boolean;
  /** The user changed a field, a unit or the refrigerant. */
  onSelectionChange?: (detail: SelectorChange) => void;
  /** A calculation the user asked for has answered. */
  onCalculate?: (detail: CalculateDetail) => void;
}

/**
 * The selector: the family's condition form built from its field definitions, Calculate, the sizes graded in
 * three groups with their figures and reasons, Add to the selection list, and the curves of a chosen size.
 */
/** The results under their heading (rows, prices, bills, curves, comparison): a chunk of its own (issue 40). */
let resultsModule: Promise<typeof ResultsBodyModule> | undefined;
/** The results' component once its code is here: drawn in the render that shows the answer (React.lazy would suspend that render once). */
let LoadedResults: typeof ResultsBodyModule.ResultsBody | undefined;
function prefetchResults(): void {
  resultsModule ??= import('./selector.results-body').then(
    (module) => {
      LoadedResults = module.ResultsBody;
      return module;
    },
    (error: unknown) => {
      resultsModule = undefined;
      throw error;
    },
  );
  resultsModule.catch(() => undefined);
}
/** Resolves once the results' code is here, or could not come (the placeholder then stands until it does). */
async function resultsCode(): Promise<void> {
  prefetchResults();
  await resultsModule!.catch(() => undefined);
}
/** The results, or in their place a placeholder of their height until their code comes. */
function ResultsBody(props: ResultsBodyModule.ResultsBodyProps) {
  const [, setArrived] = useState(false);
  useEffect(() => {
    let current = true;
    if (!LoadedResults) void resultsCode().then(() => current && setArrived(true));
    return () => void (current = false);
  }, []);
  return LoadedResults ? <LoadedResults {...props} /> : <div style={{ minHeight: reservedHeight(props.result) }} />;
}

/**
 * The height the results' rows will take, kept should their code still be on its way when an answer is shown (an
 * answer waits for it: see calculate): the open groups' rows and the three group headings, so that what is under
 * the widget does not jump when they are drawn.
 */
function reservedHeight(result: CalculationData): string {
  return `${3 * 3 + (result.Optimal.length + result.Available.length) * 2.5}rem`;
}

/** A form that could not load asks again by itself this long after its first failure, twice as long after each next. */
const RECOVERY_FIRST_MS = 5_000;
/** ... and never longer apart than this. */
const RECOVERY_LONGEST_MS = 60_000;

export function Selector(props: SelectorProps) {
  useSignals();
  const { t, i18n } = useTranslator([selectorNamespace, 'errors']);
  const locale = useNumberLocale(props.locale);
  const model = useModel(props, locale);
  const api = useApiClient({ unitSystem: props.unitSystem, units: props.units });
  const apiBase = useContext(WidgetContext)?.apiBase;
  const result = model.result.value;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { valveName, serialId, fields: givenFields } = props;
  const language = i18n.language;
  // The starting conditions and auto-calculation count once, when the form is first made: later the user's
  // edits are the state (the page writes them back into these props through vs-selection-change).
  const start = useRef({ conditions: props.conditions, calculate: props.calculate, points: Boolean(props.operatingPoints?.length) });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Set when the user's Calculate answers: its results are brought into view (an answer on opening the page is not).
  const reveal = useRef(false);
  // The call that found no server or no answer it could read (after the client's retries), which Try again asks
  // again (issue 28); each load of the form is numbered so that Try again can ask for it anew. A load that failed so
  // is also asked again by itself (issue 35), its message kept in view meanwhile: loadFailures counts them.
  const [unreachable, setUnreachable] = useState<'load' | 'calculate'>();
  // That call's failure, worded at render (issue 37): a failure can come before the page's language has.
  const unreachableFailure = useRef<unknown>(undefined);
  // The server's calculate found no server, and the results were calculated in the browser instead: said once, with
  // Check again, until a server answer comes (issue 41).
  const [serverMissed, setServerMissed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [loadFailures, setLoadFailures] = useState(0);
  const recovering = useRef(false);
  // The operating points (issue 27): the form shows one; given ones (a page's address) open the bar at once.
  const [points] = useState(() => createPoints(props));
  const [pointsShown, setPointsShown] = useState(() => points.peek().points.length > 1);
  const [pointEdits, setPointEdits] = useState(0);
  // How the server words and measures this widget's answers (its API client's headers), for the answers made here.
  const presentation = useMemo(
    () => presentationOf(language, { unitSystem: props.unitSystem, units: props.units }),
    [language, props.unitSystem, props.units],
  );
  // Each calculation is numbered: an answer that comes after a later one's (a slow server, a result made here) is dropped.
  const sequence = useRef(0);
  // The request and presentation of the result shown or on its way: an edit that leaves them as they are asks nothing.
  const asked = useRef<string>(undefined);

  useEffect(() => {
    const ready = (data: SelectionFieldsData) => {
      setUnreachable(undefined);
      setLoadFailures(0);
      model.setFields(data, start.current.conditions);
      if (start.current.calculate) void calculate('start');
      start.current = { ...start.current, conditions: undefined, calculate: false };
    };
    if (givenFields) return void ready(givenFields);
    if (!valveName) return undefined;
    let current = true;
    if (!recovering.current) model.loading();
    recovering.current = false;
    api
      .call(selectionFields, { query: { valveName, ...(serialId ? { serialId } : {}) } })
      .then((data) => current && ready(data))
      .catch((error: unknown) => {
        if (!current) return;
        model.fail(messageOf(error, t));
        const transient = isTransient(error);
        unreachableFailure.current = error;
        setUnreachable(transient ? 'load' : undefined);
        if (transient) setLoadFailures((n) => n + 1);
      });
    return () => void (current = false);
    // calculate() is a new function each render and reads the model when called: it is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, model, valveName, serialId, givenFields, language, t, loadAttempt]);

  // A form that could not load asks again by itself, 5 s after the first failure and twice as long after each next
  // (a minute at most), and at once when the browser is back online: a server back up is found without the buyer.
  useEffect(() => {
    if (loadFailures === 0) return undefined;
    const recover = () => {
      recovering.current = true;
      setLoadAttempt((n) => n + 1);
    };
    const timer = setTimeout(recover, Math.min(RECOVERY_LONGEST_MS, RECOVERY_FIRST_MS * 2 ** (loadFailures - 1)));
    window.addEventListener('online', recover);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', recover);
    };
  }, [loadFailures]);

  const edits = model.edits.value;
  const onChange = props.onSelectionChange;
  useEffect(() => {
    const data = model.fields.peek();
    if ((edits === 0 && pointEdits === 0) || !data || !onChange) return;
    const chosen = props.refrigerant ? undefined : model.refrigerantChoice.peek();
    onChange({
      valveName: data.valveName,
      ...(props.serialId !== undefined && { serialId: props.serialId }),
      ...(chosen !== undefined && { refrigerant: chosen }),
      ...pointsOfBody(points.peek(), model.conditions.peek()),
    });
    // Only the user's edits raise the event; a new onChange or refrigerant from the page does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edits, pointEdits]);

  const data = model.fields.value;
  const status = model.status.value;
  const refrigerant = refrigerantOf(props, model.refrigerantChoice.value, data);
  // The family's slice and the selection code come once the user edits or has results (not for the first view).
  const working = edits > 0 || result !== undefined || status === 'calculating' || pointsShown;
  const local = useLocalCalculation(api, data?.valveName, working, presentation, refrigerant);
  // The results' code comes as the user starts working the form, before its first answer (issue 40).
  useEffect(() => void (working && prefetchResults()), [working]);
  // Before paint and before a calculation: R744 switches the form between condensing and gas-cooler operation.
  useLayoutEffect(() => model.setRefrigerantInEffect(data ? refrigerant : undefined), [model, data, refrigerant]);
  const problems = model.shownProblems.value;
  const fieldErrors = model.fieldErrors.value;
  const conditions = model.conditions.value;
  const facts = useConditionFacts(data?.valveName, refrigerant, conditions, model.temperaturesSendable.value);
  // The answers tell the refrigerant's saturation range: from then on the form checks Te and Tk against it.
  useEffect(() => {
    const last = facts.condensing ?? facts.evaporating;
    if (!last || last.refrigerant !== refrigerant) return void model.setSaturationRange(undefined);
    const { Te, Tk } = last.limits;
    model.setSaturationRange({ min: convert(Te.min, Te.unit, 'K', 'Temp'), max: convert(Tk.max, Tk.unit, 'K', 'Temp') });
  }, [facts, refrigerant, model]);
  const factsProps = { facts, units: model.units.value, locale };
  // The ready points the bar offers (issue 27), from the design point as the form has it, once the bar is open (the
  // family's selection in the browser works them out: the first view carries none of it). A design point the
  // calculation would refuse offers none; Calculate says why.
  const design = pointsShown && data ? currentPoints(points.value, conditions)[0]!.conditions : undefined;
  const designKey = design && toJson(design);
  const presets = useMemo(
    () => (design && data ? local.presets({ valveName: data.valveName, refrigerant, conditions: design }) : []),
    // The design point's conditions by value: a render with the same conditions offers the same points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [designKey, data, refrigerant, local],
  );

  /** The request of the form as it stands, or undefined (every problem shown) when a field cannot be sent. */
  function requestNow() {
    const data = model.fields.peek();
    if (!data) return undefined;
    const body = model.requestFor({
      valveName: data.valveName,
      serialId: props.serialId,
      systemId: props.systemId,
      refrigerant: refrigerantOf(props, model.refrigerantChoice.peek(), data),
      approvals: props.approvals,
    });
    return body && { ...body, ...pointsOfBody(points.peek(), body.conditions) };
  }

  /**
   * Calculates the form: here when the family's selection is loaded, else by the server. `by` says who asked: the
   * user's Calculate (its results are brought into view), the page opening with results, or an edit of a form that
   * shows results (no vs-calculate: the edit has told vs-selection-change).
   */
  async function calculate(by: 'user' | 'start' | 'edit' = 'start', askServer = false) {
    if (!model.fields.peek()) return;
    const request = requestNow();
    if (!request) {
      // Take the user to the first field to correct, as a browser's own validation would.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    prefetchResults();
    const token = ++sequence.current;
    asked.current = toJson([request, presentation]);
    setUnreachable(undefined);
    try {
      let result = askServer ? undefined : local.calculate(request);
      // The first answer waits for the results' code (asked for as the user started, so mostly here already): the
      // rows are drawn with their heading, never a heading over an empty space.
      if (result && !LoadedResults) {
        await resultsCode();
        if (token !== sequence.current) return;
      }
      if (result) {
        reveal.current = by === 'user';
        model.calculatedLocally(request, result);
      } else {
        model.calculating(request);
        // The form shows a refusal beside the field it names (or above the results): the host's toast would repeat it.
        // No server answering, the browser calculates and the results say so (issue 41); else the form says why.
        const answer = await api.call(calculateSelection, { body: request }, { showsRefusal: true, showsUnreachable: true }).then(
          (data) => ({ data, here: false }),
          async (error: unknown) => {
            const here = isTransient(error) ? await calculateHere(api, request, presentation) : undefined;
            if (!here) throw error;
            return { data: here, here: true };
          },
        );
        await resultsCode();
        if (token !== sequence.current) return;
        result = answer.data;
        reveal.current = by === 'user';
        if (answer.here) model.calculatedLocally(request, result);
        else model.calculated(result);
        setServerMissed(answer.here);
      }
      const counts = { Optimal: result.Optimal.length, Available: result.Available.length, Prohibited: result.Prohibited.length };
      if (by !== 'edit') props.onCalculate?.({ request, counts });
    } catch (error) {
      if (token !== sequence.current) return;
      const detail = isApiError(error) ? error.detail : undefined;
      // A refusal naming another operating point shows that point, so that the field it names is the one seen.
      if (typeof detail?.point === 'number') showPoint(points, model, detail.point);
      model.refused(messageOf(error, t), typeof detail?.field === 'string' ? conditionOfWire(detail.field) : undefined);
      unreachableFailure.current = error;
      setUnreachable(isTransient(error) ? 'calculate' : undefined);
      if (by !== 'edit') requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  /**
   * The request results that follow the form would ask now, with whether the browser answers it: undefined when no
   * results are shown, a field cannot be sent (a half-typed number: the results stay) or the request is the one asked.
   */
  function followingRequest(): { local: boolean } | undefined {
    if (!model.result.peek() || Object.keys(model.problems.peek()).length > 0) return undefined;
    const request = requestNow();
    if (!request || toJson([request, presentation]) === asked.current) return undefined;
    return { local: local.ready(request) };
  }

  // Results follow the form (issue 29): once results are shown, an edit that makes a new request recalculates, in
  // the browser within the edit's own event (one render draws the field and its results), or by the server after a
  // pause in the typing while the family's selection is not here.
  const followEdit = useStableCallback(() => {
    if (followingRequest()?.local) void calculate('edit');
  });
  // What changes the request besides a field (the refrigerant, the page's props, the units, the selection arriving)
  // is followed after its render, before paint.
  const approvalsKey = toJson(props.approvals ?? []);
  useLayoutEffect(() => {
    const following = followingRequest();
    if (!following) return undefined;
    if (following.local) return void calculate('edit');
    const timer = setTimeout(() => void calculate('edit'), LIVE_PAUSE_MS);
    return () => clearTimeout(timer);
    // The form's request is made of these; calculate() reads the model when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conditions, refrigerant, approvalsKey, props.serialId, props.systemId, presentation, local, pointEdits]);

  const calculating = status === 'calculating';
  useEffect(() => {
    if (!reveal.current) return;
    reveal.current = false;
    revealHeading(resultsHeading.current);
  }, [result]);
  return (
    <div part="base" css={styles.base} data-state={status} data-calculation={model.calculation.value} aria-busy={status === 'loading' || calculating}>
      {!data && status !== 'error' && <p css={styles.muted}>{valveName || givenFields ? t('loading') : t('noFamily')}</p>}
      {data && (
        <form ref={form} part="form" css={styles.form} noValidate aria-labelledby={`${id}h`} onFocus={prefetchResults}
          onSubmit={(event) => {
            event.preventDefault();
            if (!calculating) void calculate('user');
          }}>
          <h2 id={`${id}h`} css={styles.heading}>
            {t('conditions')}
          </h2>
          {pointsShown ? (
            <Suspense fallback={null}>
              <PointsBar points={points} model={model} panelId={`${id}fields`} focus={!start.current.points} presets={presets} onChange={() => setPointEdits((n) => n + 1)} />
            </Suspense>
          ) : (
            <button type="button" part="points-open" css={[styles.small, { justifySelf: 'start' }]} onPointerEnter={prefetchPoints} onFocus={prefetchPoints} onClick={() => setPointsShown(true)}>
              {t('addPoints')}
            </button>
          )}
          <div css={styles.fields} id={`${id}fields`} {...(pointsShown && { role: 'tabpanel', 'aria-labelledby': `${id}fields-tab${points.value.active}` })}>
            {!props.refrigerant && (
              <div css={styles.field}>
                <label css={styles.label} htmlFor={`${id}r`}>
                  {t('refrigerant')}
                </label>
                <select id={`${id}r`} part="refrigerant-select" css={styles.select} value={refrigerant}
                  onChange={(event) => model.setRefrigerant(event.currentTarget.value)}>
                  {data.refrigerants.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {model.shownFields.value.map(({ condition, field }) => (
              <ConditionField key={field.name} id={`${id}f-${field.name}`} condition={condition} field={field} model={model} problem={problems[condition]}
                refusal={fieldErrors[condition]} hint={condition === 'dischargeTemperatureGiven' ? <DischargeHint {...factsProps} /> : undefined} onEdit={followEdit} />
            ))}
          </div>
          <ConditionFacts {...factsProps} gasCooler={model.gasCoolerOperation.value} />
          <div css={styles.actions}>
            <button type="submit" part="calculate" css={styles.primary} disabled={calculating}>
              {calculating ? t('calculating') : t('calculate')}
            </button>
            {Object.keys(problems).length > 0 && <p css={styles.problem}>{t('fixErrors')}</p>}
          </div>
        </form>
      )}
      {status === 'error' && model.error.value && (
        <p role="alert" part="error" css={styles.alert}>
          {/* Worded at render, not when the call failed: a refusal can come before the page's language has. */}
          {unreachable ? messageOf(unreachableFailure.current, t) : model.error.value}
        </p>
      )}
      {status === 'error' && unreachable && (
        <button type="button" part="retry" css={styles.button}
          onClick={() => (unreachable === 'load' ? setLoadAttempt((n) => n + 1) : void calculate('user'))}>
          {t('errors:retry')}
        </button>
      )}
      {result && (
        <section part="results" css={styles.results} aria-labelledby={`${id}results`} aria-busy={calculating}>
          <h2 ref={resultsHeading} id={`${id}results`} part="results-heading" css={styles.resultsHeading} tabIndex={-1}>
            {t('results')}
          </h2>
          <p part="computed" css={styles.computed} data-by={result.Computed.by}>
            {result.Computed.text}
          </p>
          {serverMissed && (
            <p part="unreachable" role="status" css={styles.computed}>
              {t('serverMissed')}{' '}
              <button type="button" part="check-again" css={styles.small} disabled={calculating} onClick={() => void calculate('user', true)}>
                {t('checkAgain')}
              </button>
            </p>
          )}
          <ResultsBody result={result} model={model} api={api} apiBase={apiBase} locale={locale} selector={props} />
        </section>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** The refrigerant in effect: the one set from outside, the user's in the widget, the family's default, the first. */
function refrigerantOf(props: SelectorProps, chosen: string | undefined, data: SelectionFieldsData | undefined): string {
  return props.refrigerant || chosen || data?.refrigerant || data?.refrigerants[0] || '';
}

/**
 * The instance's model (the host's, or one made here), kept in step with the unit system and locale. Props reach
 * it through apply(), after render, and only when they changed.
 */
function useModel(props: SelectorProps, locale: string): SelectorModel {
  const settings: SelectorSettings = { unitSystem: props.unitSystem, units: props.units, locale };
  const [own] = useState(() => (props.model ? undefined : createSelectorModel(settings)));
  const model = props.model ?? (own as SelectorModel);
  const applied = useRef<SelectorSettings>(own ? settings : {});
  useLayoutEffect(() => {
    const before = applied.current;
    applied.current = settings;
    const changed = before.unitSystem !== settings.unitSystem || before.units !== settings.units || before.locale !== settings.locale;
    if (changed) model.apply(settings);
  });
  return model;
}
