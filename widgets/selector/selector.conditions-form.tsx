// The condition form: the operating points' bar (or the button that opens it), the refrigerant when the page leaves
// it to the user, one field per condition the form asks, the figures that follow Te and Tk, and Calculate.
import { Suspense, type RefObject } from 'react';
import { useTranslator } from '../internal/element/i18n';
import { ConditionFacts, DischargeHint, type ConditionFactsData } from './selector.facts';
import { ConditionField } from './selector.field';
import type { SelectorModel } from './selector.model';
import type { OperatingPoint, PointsSignal } from './selector.points';
import { PointsBar, prefetchPoints } from './selector.points-lazy';
import { prefetchResults } from './selector.results-lazy';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';

export interface ConditionsFormProps {
  id: string;
  model: SelectorModel;
  form: RefObject<HTMLFormElement | null>;
  /** The refrigerant the form calculates for. */
  refrigerant: string;
  /** The page set the refrigerant: the form does not ask it. */
  refrigerantGiven: boolean;
  points: PointsSignal;
  pointsShown: boolean;
  /** The bar takes the focus when the user opens it, not when the page opens it with its points. */
  focusPoints: boolean;
  presets: readonly OperatingPoint[];
  onShowPoints: () => void;
  onPointsChange: () => void;
  facts: ConditionFactsData;
  locale: string;
  calculating: boolean;
  onCalculate: () => void;
  /** A field was edited (after the model has it). */
  onEdit: () => void;
}

export function ConditionsForm({ form, ...props }: ConditionsFormProps) {
  const { id, model, points, pointsShown, calculating } = props;
  const { t } = useTranslator([selectorNamespace]);
  const problems = model.shownProblems.value;
  const fieldErrors = model.fieldErrors.value;
  const factsProps = { facts: props.facts, units: model.units.value, locale: props.locale };
  return (
    <form ref={form} part="form" css={styles.form} noValidate aria-labelledby={`${id}h`} onFocus={prefetchResults}
      onSubmit={(event) => {
        event.preventDefault();
        if (!calculating) props.onCalculate();
      }}>
      <h2 id={`${id}h`} css={styles.heading}>
        {t('conditions')}
      </h2>
      {pointsShown ? (
        <Suspense fallback={null}>
          <PointsBar points={points} model={model} panelId={`${id}fields`} focus={props.focusPoints} presets={props.presets} onChange={props.onPointsChange} />
        </Suspense>
      ) : (
        <button type="button" part="points-open" css={[styles.small, { justifySelf: 'start' }]} onPointerEnter={prefetchPoints} onFocus={prefetchPoints} onClick={props.onShowPoints}>
          {t('addPoints')}
        </button>
      )}
      <div css={styles.fields} id={`${id}fields`} {...(pointsShown && { role: 'tabpanel', 'aria-labelledby': `${id}fields-tab${points.value.active}` })}>
        {!props.refrigerantGiven && <RefrigerantSelect id={`${id}r`} model={model} refrigerant={props.refrigerant} />}
        {model.shownFields.value.map(({ condition, field }) => (
          <ConditionField key={field.name} id={`${id}f-${field.name}`} condition={condition} field={field} model={model} problem={problems[condition]}
            refusal={fieldErrors[condition]} hint={condition === 'dischargeTemperatureGiven' ? <DischargeHint {...factsProps} /> : undefined} onEdit={props.onEdit} />
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
  );
}

/** The refrigerant among the family's, when the page leaves it to the user. */
function RefrigerantSelect({ id, model, refrigerant }: { id: string; model: SelectorModel; refrigerant: string }) {
  const { t } = useTranslator([selectorNamespace]);
  return (
    <div css={styles.field}>
      <label css={styles.label} htmlFor={id}>
        {t('refrigerant')}
      </label>
      <select id={id} part="refrigerant-select" css={styles.select} value={refrigerant} onChange={(event) => model.setRefrigerant(event.currentTarget.value)}>
        {(model.fields.value?.refrigerants ?? []).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
