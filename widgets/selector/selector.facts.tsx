// What an engineer checks beside Te and Tk: the saturation pressures (bubble and dew for a blend), the liquid at the
// valve, the suction gas and the estimated discharge temperature. Asked from tb_techanged when Te changes and from
// tb_tkchanged when Tk or Te changes (its discharge estimate is a compression from the evaporating pressure); both
// at the start, and when the refrigerant or a temperature difference changes.
import { toJson } from '../../src/contracts/json';
import type { CallData } from '../../src/contracts/call';
import { dischargeTemperatureUsed, saturationRangeOf } from '../../src/contracts/condition-facts';
import { condensingChanged, evaporatingChanged, type Measured } from '../../src/contracts/selection';
import { CONDITION_CHANGE_INPUTS } from '../../src/selection/condition-change-inputs';
import { useEffect } from 'react';
import { formatAmount } from '../../src/engine/units';
import { useApiClient } from '../internal/element/api-client';
import { useTranslator } from '../internal/element/i18n';
import { useAnswer } from '../internal/element/use-answer';
import type { UnitTarget } from '../internal/units/units';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';
import { inSystem, measuredInSystem } from './selector.units';
import type { SelectorModel } from './selector.model';

export interface ConditionFactsData {
  evaporating?: CallData<typeof evaporatingChanged>;
  condensing?: CallData<typeof condensingChanged>;
}

/** The evaporating answer does not follow Tk. */
const EVAPORATING_INPUTS = CONDITION_CHANGE_INPUTS.filter((name) => name !== 'condensingTemperature');

/** Typing pauses this long before the server is asked. */
const PAUSE_MS = 300;

/**
 * The answers for the conditions as they stand; none while Te or Tk cannot be sent (`ready` false). A failed
 * call leaves the last answers: the form's own check or the calculation says what is wrong.
 */
export function useConditionFacts(valveName: string | undefined, refrigerant: string, model: SelectorModel): ConditionFactsData {
  const api = useApiClient();
  // Only the conditions the answers depend on (shown: Tk is absent in gas-cooler operation); another field asks nothing.
  const followed = model.conditionsAmong(CONDITION_CHANGE_INPUTS);
  const asking = Boolean(valveName && refrigerant && model.temperaturesSendable.value);
  // The evaporating answer does not follow Tk: only Tk moved, only the condensing call. Te moves both: the condensing
  // answer's estimated discharge temperature is a compression from the evaporating pressure (issue 26).
  const key = asking ? toJson([valveName, refrigerant, followed]) : undefined;
  const evaporatingKey = asking ? toJson([valveName, refrigerant, model.conditionsAmong(EVAPORATING_INPUTS)]) : undefined;
  const body = { valveName: valveName ?? '', refrigerant, conditions: followed };
  const options = { source: api, delay: PAUSE_MS };
  const evaporating = useAnswer(evaporatingKey, () => api.call(evaporatingChanged, { body }), options);
  const condensing = useAnswer(key, () => api.call(condensingChanged, { body }), options);
  return { evaporating: evaporating.last, condensing: condensing.last };
}

/** The answers tell the refrigerant's saturation range: from then on the form checks Te and Tk against it. */
export function useSaturationRange(model: SelectorModel, facts: ConditionFactsData, refrigerant: string): void {
  useEffect(() => {
    const last = facts.condensing ?? facts.evaporating;
    model.setSaturationRange(last && last.refrigerant === refrigerant ? saturationRangeOf(last) : undefined);
  }, [facts, refrigerant, model]);
}

interface ConditionFactsProps {
  facts: ConditionFactsData;
  /** Gas-cooler operation (R744 transcritical): the high side is the gas cooler's, not a condenser's. */
  gasCooler?: boolean;
  units: UnitTarget;
  locale: string;
}

/** The figures under the form, each labelled; a blend's pressures as dew / bubble. */
export function ConditionFacts({ facts, units, locale, gasCooler = false }: ConditionFactsProps) {
  const { t } = useTranslator([selectorNamespace]);
  const { evaporating, condensing } = facts;
  if (!evaporating && !condensing) return null;
  const temperature = (measured: Measured) => {
    const shown = measuredInSystem(measured, units);
    return `${formatAmount(shown.value ?? 0, shown.unit, locale, 'Temp')} ${shown.unit}`;
  };
  const pressure = (p: { unit: string; bubble: number; dew: number }) => {
    const [dew, bubble] = [p.dew, p.bubble].map((value) => inSystem(value, p.unit, 'Press', units));
    const text = (shown: { value: number; unit: string }) => formatAmount(shown.value, shown.unit, locale, 'Press');
    // A pure fluid (or an azeotrope) has one saturation pressure; a zeotropic blend two, the dew one lower.
    if (text(dew!) === text(bubble!)) return t('facts.pressure', { value: text(dew!), unit: dew!.unit });
    return t('facts.blendPressure', { dew: text(dew!), bubble: text(bubble!), unit: dew!.unit });
  };
  const rows: [string, string][] = [];
  if (evaporating) rows.push([t('facts.evaporatingPressure'), pressure(evaporating.evaporatingPressure)]);
  if (condensing) rows.push([t(gasCooler ? 'facts.gasCoolerPressure' : 'facts.condensingPressure'), pressure(condensing.condensingPressure)]);
  if (condensing) rows.push([t(gasCooler ? 'facts.gasCoolerTemperature' : 'facts.liquidTemperature'), temperature(condensing.liquidTemperature)]);
  if (evaporating) rows.push([t('facts.suctionTemperature'), temperature(evaporating.suctionTemperature)]);
  const last = condensing ?? evaporating!;
  rows.push([t('facts.dischargeEstimate'), temperature(last.dischargeTemperature)]);
  rows.push([t('facts.dischargeUsed'), temperature(dischargeTemperatureUsed(last))]);
  return (
    <dl part="facts" css={styles.facts} aria-label={t('facts.title', { refrigerant: last.refrigerant })}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt css={styles.muted}>{label}</dt>
          <dd data-fact="">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the calculation uses the discharge-gas fields (SPEC §3: checked, 0 ℃), with the estimate it falls back to. */
export function DischargeHint({ facts, units, locale }: ConditionFactsProps) {
  const { t } = useTranslator([selectorNamespace]);
  const last = facts.condensing ?? facts.evaporating;
  const estimate = last && measuredInSystem(last.dischargeTemperature, units);
  return (
    <p part="hint" css={styles.muted}>
      {t('facts.dischargeHint')}{' '}
      {/* A line of its own, kept blank until the facts come, so that the form does not move when they do (issue 28). */}
      <span css={styles.line}>
        {estimate ? t('facts.dischargeHintEstimate', { value: `${formatAmount(estimate.value ?? 0, estimate.unit, locale, 'Temp')} ${estimate.unit}` }) : '\u00a0'}
      </span>
    </p>
  );
}
