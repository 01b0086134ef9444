// What an engineer checks beside Te and Tk: the saturation pressures (bubble and dew for a blend), the liquid at the
// valve, the suction gas and the estimated discharge temperature. Asked from tb_techanged when Te changes and from
// tb_tkchanged when Tk or Te changes (its discharge estimate is a compression from the evaporating pressure); both
// at the start, and when the refrigerant or a temperature difference changes.
import { toJson } from '../../src/contracts/json';
import { useEffect, useRef, useState } from 'react';
import type { CallData } from '../../src/contracts/call';
import { condensingChanged, evaporatingChanged, type Measured, type SelectionConditions } from '../../src/contracts/selection';
import { formatAmount } from '../../src/engine/units';
import { useApiClient } from '../internal/element/api-client';
import { useTranslator } from '../internal/element/i18n';
import type { UnitTarget } from '../internal/units/units';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';
import { inSystem, measuredInSystem } from './selector.units';

export interface ConditionFactsData {
  evaporating?: CallData<typeof evaporatingChanged>;
  condensing?: CallData<typeof condensingChanged>;
}

/** The conditions the answers depend on; a change of another field asks nothing. */
const FOLLOWED = ['Te', 'Tk', 'GasCooler', 'Pgc', 'Tgc', 'DTSH1', 'DTSC1', 'DTSH2', 'DTSC2', 'Texhaustgas', 'TexhaustgasFlag', 'IsentropicEfficiency'] as const;

/** Typing pauses this long before the server is asked. */
const PAUSE_MS = 300;

/**
 * The answers for the conditions as they stand; none while Te or Tk cannot be sent (`ready` false). A failed
 * call leaves the last answers: the form's own check or the calculation says what is wrong.
 */
export function useConditionFacts(valveName: string | undefined, refrigerant: string, conditions: SelectionConditions, ready: boolean): ConditionFactsData {
  const api = useApiClient();
  const [facts, setFacts] = useState<ConditionFactsData>({});
  const asked = useRef<{ key: string; Te: string; Tk: string } | undefined>(undefined);
  const followed = Object.fromEntries(FOLLOWED.map((name) => [name, conditions[name]]));
  const key = toJson([valveName, refrigerant, followed]);

  useEffect(() => {
    if (!valveName || !refrigerant || !ready) return undefined;
    const before = asked.current;
    // Absent (Tk in gas-cooler operation) compares as null: toJson, unlike JSON.stringify, writes no `undefined`.
    const Te = toJson(followed.Te ?? null);
    const Tk = toJson(followed.Tk ?? null);
    if (before?.key === key) return undefined;
    // Only Tk moved: only its call. Te moves both answers: the condensing answer's estimated discharge temperature
    // is a compression from the evaporating pressure (issue 26: it kept the last Te's figure). Anything else moves both.
    const onlyTk = before !== undefined && before.Te === Te && before.Tk !== Tk && sameBut(before.key, key, 'Tk');
    const timer = setTimeout(() => {
      asked.current = { key, Te, Tk };
      const body = { valveName, refrigerant, conditions: followed as SelectionConditions };
      const evaporating = onlyTk ? undefined : api.call(evaporatingChanged, { body });
      const condensing = api.call(condensingChanged, { body });
      // Kept while it answers the latest question asked, even if this effect has been replaced meanwhile: a
      // render that passes through other conditions and back (the page's units arriving, a field being retyped)
      // asks nothing again, and would otherwise be left without the facts of its own conditions.
      Promise.all([evaporating, condensing]).then(
        ([e, c]) => asked.current?.key === key && setFacts((last) => ({ evaporating: e ?? last.evaporating, condensing: c ?? last.condensing })),
        () => undefined,
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
    // `key` stands for valveName, refrigerant and the followed conditions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, ready]);
  return facts;
}

function sameBut(before: string, after: string, name: string): boolean {
  const strip = (text: string) => {
    const [valve, refrigerant, followed] = JSON.parse(text) as [string, string, Record<string, unknown>];
    return toJson([valve, refrigerant, { ...followed, [name]: null }]);
  };
  return strip(before) === strip(after);
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
  rows.push([t('facts.dischargeUsed'), temperature(last.Texhaustgas)]);
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
