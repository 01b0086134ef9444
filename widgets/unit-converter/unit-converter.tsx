import { toJson } from '../../src/contracts/json';
import { useSignals } from '@preact/signals-react/runtime';
import type { TFunction } from 'i18next';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '../../src/engine/units';
import { addMissingBundles } from '../../src/i18n/add-bundles';
import { useFormValue } from '../internal/element/form-control';
import { useTranslator } from '../internal/element/i18n';
import { useNumberLocale } from '../internal/element/widget-context';
import {
  converterQuantities,
  converterRefrigerants,
  createUnitConverterModel,
  saturationQuantity,
  type ConverterQuantity,
  type UnitConversion,
  type UnitConverterError,
  type UnitConverterModel,
  type UnitConverterSettings,
} from './unit-converter.model';
import { unitConverterNamespace } from './unit-converter.resources';
import { styles } from './unit-converter.styles';

export interface UnitConverterProps {
  /** Unit system of the default units: 1 imperial, 2 metric. Default 2. */
  unitSystem?: number;
  /** A custom unit set over unitSystem's (quantity → unit, or its JSON): its units are the defaults where it has one. */
  units?: UnitConverterSettings['units'];
  /** Quantity id (Temp, Press, CoolCapacity ...) or Saturation (temperature <-> saturation pressure), the default. */
  quantity?: string;
  /** Refrigerant of the saturation conversion (R134a, R410A ...); given without a quantity, it selects Saturation. */
  refrigerant?: string;
  /** Pressures absolute (true, `"true"`, the default) or gauge (false, `"false"`: absolute minus 1.01325 bar). */
  absolute?: boolean | string;
  /** Unit converted from; default the unit system's unit for the quantity. */
  fromUnit?: string;
  /**
   * Unit converted to; default the other unit system's unit for the quantity. With a from-unit of another quantity:
   * a temperature and a pressure make the saturation conversion, any other pair shows 'Unable to calculate'.
   */
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

/**
 * Converts a value between two units of one quantity, instantly and offline, with the engine's factors; or a
 * temperature to a refrigerant's saturation pressure and back (bubble and dew for blends).
 */
export function UnitConverter(props: UnitConverterProps) {
  useSignals();
  const { t, i18n: instance } = useTranslator([unitConverterNamespace, 'units']);
  const locale = useNumberLocale(props.locale);
  const model = useModel(props, locale);
  useFormValue({ value: model.value.value, fromUnit: model.fromUnit.value });
  const id = useId();
  const engine = model.engine.value;
  // The saturation chunk brings the `errors` strings; the host site's i18next has them already.
  useLayoutEffect(() => {
    if (engine) addMissingBundles(instance, engine.resources);
  }, [engine, instance]);

  // The only path to onConvert: a user action, then the conversion it produced, if any; when the action needs
  // a refrigerant's data first (choosing it), the conversion is reported once the data has arrived.
  function act(change: () => void) {
    change();
    const report = () => {
      const conversion = model.conversion.peek();
      if (conversion) props.onConvert?.(conversion);
    };
    if (model.state.peek() === 'loading') void model.whenReady().then(report);
    else report();
  }

  const state = model.state.value;
  const conversion = model.conversion.value;
  const saturation = model.quantity.value === saturationQuantity;
  const error = model.error.value;
  // What the message below the fields is about: the typed value, or (units of two quantities) the to-unit.
  const valueInvalid = state === 'invalid' || (state === 'error' && error?.code !== 'incompatible_units');
  const unitsInvalid = state === 'error' && error?.code === 'incompatible_units';
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
          onChange={(e) => act(() => model.setQuantity(e.currentTarget.value as ConverterQuantity))}
        >
          {converterQuantities.map((q) => (
            <option key={q} value={q}>
              {q === saturationQuantity ? t('saturation') : t(`units:quantity.${q}`)}
            </option>
          ))}
        </select>
      </div>
      {saturation && (
        <div css={styles.row}>
          <div css={styles.field}>
            <label css={styles.label} htmlFor={`${id}g`}>
              {t('refrigerant')}
            </label>
            <select id={`${id}g`} part="refrigerant-select" css={styles.select} value={model.refrigerant.value}
              onChange={(e) => act(() => model.setRefrigerant(e.currentTarget.value))}>
              {converterRefrigerants.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div css={styles.field}>
            <label css={styles.label} htmlFor={`${id}a`}>
              {t('pressureReference')}
            </label>
            <select id={`${id}a`} part="pressure-reference" css={styles.select}
              value={model.absolute.value ? 'absolute' : 'gauge'}
              onChange={(e) => act(() => model.setAbsolute(e.currentTarget.value === 'absolute'))}>
              <option value="absolute">{t('absolute')}</option>
              <option value="gauge">{t('gauge')}</option>
            </select>
          </div>
        </div>
      )}
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
            aria-invalid={valueInvalid}
            aria-describedby={valueInvalid ? `${id}e` : undefined}
            onChange={(e) => act(() => model.setText(e.currentTarget.value))}
          />
        </div>
        <UnitSelect id={`${id}f`} label={t('fromUnit')} units={model.fromUnits.value} value={model.fromUnit.value}
          onChange={(unit) => act(() => model.setFromUnit(unit))} />
        <button type="button" part="swap" css={styles.swap} aria-label={t('swap')} title={t('swap')}
          onClick={() => act(() => model.swap())}>
          ⇄
        </button>
        <UnitSelect id={`${id}t`} label={t('toUnit')} units={model.toUnits.value} value={model.toUnit.value}
          describedBy={unitsInvalid ? `${id}e` : undefined} onChange={(unit) => act(() => model.setToUnit(unit))} />
      </div>
      <div css={styles.result}>
        <label css={styles.label} htmlFor={`${id}r`}>
          {t('result')}
        </label>
        <output id={`${id}r`} part="result" css={styles.output} aria-live="polite">
          {state === 'loading' ? t('loading') : conversion ? (
            <Result conversion={conversion} blend={model.isBlend.value} locale={locale} t={t}
              pressure={saturation && model.toQuantity.value === 'Press'} />
          ) : ''}
        </output>
      </div>
      {state === 'invalid' && (
        <p id={`${id}e`} css={styles.error}>
          {t('invalidNumber')}
        </p>
      )}
      {state === 'error' && error && (
        <p id={`${id}e`} part="error" css={styles.error}>
          {errorMessage(error, t)}
        </p>
      )}
    </div>
  );
}

interface ResultProps {
  conversion: UnitConversion;
  blend: boolean;
  /** A saturation pressure, which says whether it is absolute or gauge. */
  pressure: boolean;
  locale: string;
  t: TFunction;
}

/**
 * The result in two decimals (SPEC §5); a saturation pressure says absolute or gauge. A blend gives bubble and dew
 * as two labelled values, a list of two items, so that a screen reader reads two values and a narrow column
 * stacks them, rather than one run-together line.
 */
function Result({ conversion, blend, pressure, locale, t }: ResultProps) {
  const suffix = pressure ? ` ${t(conversion.absolute ? 'absoluteSuffix' : 'gaugeSuffix')}` : '';
  const show = (value: number) => `${formatNumber(value, locale, 2)} ${conversion.toUnit}${suffix}`;
  if (!blend || conversion.bubble === undefined || conversion.dew === undefined) return <>{show(conversion.result)}</>;
  return (
    <span role="list" css={styles.saturationValues}>
      <span role="listitem" part="bubble" css={styles.saturationValue}>{`${t('bubble')} ${show(conversion.bubble)}`}</span>
      <span role="listitem" part="dew" css={styles.saturationValue}>{`${t('dew')} ${show(conversion.dew)}`}</span>
    </span>
  );
}

/** The translated reason, with the engine's quantity named in the user's language. */
function errorMessage(error: UnitConverterError, t: TFunction): string {
  if (error.code === 'load_failed') return t('loadFailed');
  // SPEC §5 and §8 word a pair of units of two quantities so.
  if (error.code === 'incompatible_units') return t('unableToCalculate');
  const quantity = 'quantity' in error ? t(`quantityName.${error.quantity}`, { defaultValue: error.quantity }) : '';
  return t(`errors:${error.code}`, { ...error, quantity });
}

interface UnitSelectProps {
  id: string;
  label: string;
  units: readonly string[];
  value: string;
  /** The message saying why this unit cannot be converted; the select is marked invalid while there is one. */
  describedBy?: string | undefined;
  onChange: (unit: string) => void;
}

function UnitSelect({ id, label, units, value, describedBy, onChange }: UnitSelectProps) {
  return (
    <div css={styles.field}>
      <label css={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} part="unit-select" css={styles.select} value={value} aria-invalid={describedBy !== undefined}
        aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)}>
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
    units: typeof props.units === 'object' ? toJson(props.units) : props.units,
    quantity: props.quantity,
    refrigerant: props.refrigerant,
    absolute: props.absolute,
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
  // A value the page cleared empties the field; other settings the page clears keep what is shown.
  const cleared = before.value !== undefined && before.value !== null && after.value === undefined;
  if (changed.length === 0 && !cleared) return undefined;
  return { ...Object.fromEntries(changed.map((key) => [key, after[key]])), ...(cleared && { value: null }) } as UnitConverterSettings;
}
