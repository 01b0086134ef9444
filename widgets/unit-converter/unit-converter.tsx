import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type QuantityId } from '../../src/engine/units';
import { useNumberLocale } from '../internal/widget-context';
import {
  converterQuantities,
  createUnitConverterModel,
  type UnitConversion,
  type UnitConverterModel,
  type UnitConverterSettings,
} from './unit-converter.model';
import { unitConverterNamespace } from './unit-converter.resources';
import { styles } from './unit-converter.styles';

export interface UnitConverterProps {
  /** Unit system of the default units: 1 imperial, 2 metric. Default 2. */
  unitSystem?: number;
  /** Quantity id (Temp, Press, CoolCapacity ...). Default Temp. */
  quantity?: string;
  /** Unit converted from; default the unit system's unit for the quantity. */
  fromUnit?: string;
  /** Unit converted to; default the other unit system's unit for the quantity. */
  toUnit?: string;
  /** Number to convert, in fromUnit. Default none (nothing is shown). */
  value?: number;
  /** BCP 47 locale of numbers; default the element's lang, else the surrounding i18next language. */
  locale?: string;
  /** A model the host keeps; default one made for this instance. */
  model?: UnitConverterModel;
  /** Every conversion the user causes (typing, choosing, swapping); never a prop change. */
  onConvert?: (conversion: UnitConversion) => void;
}

/** Converts a value between two units of one quantity, instantly and offline, with the engine's factors. */
export function UnitConverter(props: UnitConverterProps) {
  useSignals();
  const { t } = useTranslation([unitConverterNamespace, 'units']);
  const locale = useNumberLocale(props.locale);
  const model = useModel(props, locale);
  const id = useId();

  // The only path to onConvert: a user action, then the conversion it produced, if any.
  function act(change: () => void) {
    change();
    const conversion = model.conversion.peek();
    if (conversion) props.onConvert?.(conversion);
  }

  const state = model.state.value;
  const conversion = model.conversion.value;
  const units = model.units.value;
  return (
    <div part="base" css={styles.base} data-state={state} role="group" aria-label={t('title')}>
      <div css={styles.field}>
        <label css={styles.label} htmlFor={`${id}q`}>
          {t('quantity')}
        </label>
        <select
          id={`${id}q`}
          part="quantity-select"
          css={styles.select}
          value={model.quantity.value}
          onChange={(e) => act(() => model.setQuantity(e.currentTarget.value as QuantityId))}
        >
          {converterQuantities.map((q) => (
            <option key={q} value={q}>
              {t(`units:quantity.${q}`)}
            </option>
          ))}
        </select>
      </div>
      <div css={styles.row}>
        <div css={styles.field}>
          <label css={styles.label} htmlFor={`${id}v`}>
            {t('value')}
          </label>
          <input
            id={`${id}v`}
            part="input"
            css={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={model.text.value}
            aria-invalid={state === 'invalid'}
            aria-describedby={state === 'invalid' ? `${id}e` : undefined}
            onChange={(e) => act(() => model.setText(e.currentTarget.value))}
          />
        </div>
        <UnitSelect id={`${id}f`} label={t('fromUnit')} units={units} value={model.fromUnit.value}
          onChange={(unit) => act(() => model.setFromUnit(unit))} />
        <button type="button" part="swap" css={styles.swap} aria-label={t('swap')} title={t('swap')}
          onClick={() => act(() => model.swap())}>
          ⇄
        </button>
        <UnitSelect id={`${id}t`} label={t('toUnit')} units={units} value={model.toUnit.value}
          onChange={(unit) => act(() => model.setToUnit(unit))} />
      </div>
      <div css={styles.result}>
        <label css={styles.label} htmlFor={`${id}r`}>
          {t('result')}
        </label>
        <output id={`${id}r`} part="result" css={styles.output} aria-live="polite">
          {conversion ? `${formatNumber(conversion.result, locale, 2)} ${conversion.toUnit}` : ''}
        </output>
      </div>
      {state === 'invalid' && (
        <p id={`${id}e`} css={styles.error}>
          {t('invalidNumber')}
        </p>
      )}
    </div>
  );
}

interface UnitSelectProps {
  id: string;
  label: string;
  units: readonly string[];
  value: string;
  onChange: (unit: string) => void;
}

function UnitSelect({ id, label, units, value, onChange }: UnitSelectProps) {
  return (
    <div css={styles.field}>
      <label css={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} part="unit-select" css={styles.select} value={value}
        onChange={(e) => onChange(e.currentTarget.value)}>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The instance's model (the host's, or one made here from the first props), kept in step with later props.
 * Props reach the model through apply(), after render, and only when they changed: a prop never undoes what
 * the user typed unless the embedder set a new value.
 */
function useModel(props: UnitConverterProps, locale: string): UnitConverterModel {
  const settings: UnitConverterSettings = {
    unitSystem: props.unitSystem,
    quantity: props.quantity,
    fromUnit: props.fromUnit,
    toUnit: props.toUnit,
    value: props.value,
    locale,
  };
  const [own] = useState(() => (props.model ? undefined : createUnitConverterModel(settings)));
  const model = props.model ?? (own as UnitConverterModel);
  const applied = useRef<UnitConverterSettings>(own ? settings : {});
  useLayoutEffect(() => {
    const changed = changedSettings(applied.current, settings);
    applied.current = settings;
    if (changed) model.apply(changed);
  });
  return model;
}

function changedSettings(before: UnitConverterSettings, after: UnitConverterSettings): UnitConverterSettings | undefined {
  const keys = Object.keys(after) as (keyof UnitConverterSettings)[];
  const changed = keys.filter((key) => after[key] !== undefined && !Object.is(after[key], before[key]));
  if (changed.length === 0) return undefined;
  return Object.fromEntries(changed.map((key) => [key, after[key]])) as UnitConverterSettings;
}
