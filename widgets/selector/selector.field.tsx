// One condition field of the selector's form, built from its definition: a number with its unit, a select, radios
// or a tick box; its problem (the form's own check, or the server's refusal naming it) beside it.
import type { ReactNode } from 'react';
import type { SelectionField } from '../../src/contracts/selection';
import type { ConditionName } from '../../src/engine/sizing/condition-types';
import { amount, amountIn, formatAmount } from '../../src/engine/units';
import { useTranslator } from '../internal/element/i18n';
import type { FieldProblem, NumberInput, SelectorModel } from './selector.model';
import { selectorNamespace } from './selector.resources';
import { styles } from './selector.styles';

export interface ConditionFieldProps {
  id: string;
  /** The condition the field asks for: the model's key. */
  condition: ConditionName;
  field: SelectionField;
  model: SelectorModel;
  problem: FieldProblem | undefined;
  /** The server's refusal naming this field. */
  refusal: string | undefined;
  /** How the calculation uses the field, under it. */
  hint?: ReactNode;
  /** The user changed the field (after the model has it): results that follow the form are calculated in the same event. */
  onEdit?: (() => void) | undefined;
}

export function ConditionField({ id, condition, field, model, problem, refusal, hint, onEdit }: ConditionFieldProps) {
  const { t } = useTranslator([selectorNamespace]);
  const input = model.inputs.value[condition];
  const problemId = `${id}-problem`;
  // The form's own check first: while it holds, the server has not been asked.
  const text = problem ? t(`problem.${problem}`, { field: field.title, ...problemDetail(model, condition, problem) }) : refusal;
  const invalid = text !== undefined;
  // The model's write and the results' calculation in one event: React draws them in one render (issue 29).
  const edit = <V,>(write: (name: ConditionName, value: V) => void, value: V) => {
    write(condition, value);
    onEdit?.();
  };
  const message = invalid && (
    <p id={problemId} part="field-error" css={styles.problem}>
      {text}
    </p>
  );

  if (field.labelType === 'value' && typeof input === 'object') {
    const value = input as NumberInput;
    return (
      <div css={styles.field} data-field={field.name}>
        <label css={styles.label} htmlFor={id}>
          {field.title}
        </label>
        <div css={styles.pair}>
          <input id={id} part="input" css={styles.input} type="text" inputMode="decimal" autoComplete="off" required
            value={value.text} aria-invalid={invalid} aria-describedby={invalid ? problemId : undefined}
            onChange={(event) => edit(model.setText, event.currentTarget.value)} />
          {field.unitOptions.length > 1 ? (
            <select part="unit-select" css={styles.unit} value={value.unit} aria-label={t('unitOf', { field: field.title })}
              onChange={(event) => edit(model.setUnit, event.currentTarget.value)}>
              {field.unitOptions.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          ) : (
            <span css={styles.label}>{value.unit}</span>
          )}
        </div>
        {message}
      </div>
    );
  }

  if (field.labelType === 'checkbox') {
    return (
      <div css={styles.field} data-field={field.name}>
        <label css={styles.choice}>
          <input type="checkbox" part="checkbox" checked={input === true} aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(event) => edit(model.setChoice, event.currentTarget.checked)} />
          {field.title}
        </label>
        {hint && <div id={`${id}-hint`}>{hint}</div>}
      </div>
    );
  }

  // Option values are numbers or strings; the DOM gives text back, so the option is found by its text.
  const optionOf = (text: string) => field.options.find((option) => String(option.value) === text)?.value ?? text;
  if (field.labelType === 'radio') {
    return (
      <fieldset css={styles.field} data-field={field.name} aria-invalid={invalid} aria-describedby={invalid ? problemId : undefined}>
        <legend css={styles.label}>{field.title}</legend>
        <div css={styles.choices}>
          {field.options.map((option) => (
            <label key={String(option.value)} css={styles.choice}>
              <input type="radio" part="radio" name={id} value={String(option.value)} checked={input === option.value}
                onChange={(event) => edit(model.setChoice, optionOf(event.currentTarget.value))} />
              {option.title}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  return (
    <div css={styles.field} data-field={field.name}>
      <label css={styles.label} htmlFor={id}>
        {field.title}
      </label>
      <select id={id} part="select" css={styles.select} value={String(input)} aria-invalid={invalid}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => edit(model.setChoice, optionOf(event.currentTarget.value))}>
        {field.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.title}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}

/** What a temperature's message names: the range in the field's unit, or the condensing temperature's label. */
function problemDetail(model: SelectorModel, condition: ConditionName, problem: FieldProblem): Record<string, string> {
  const input = model.inputs.peek()[condition] as NumberInput | undefined;
  const range = model.saturationRange.value;
  if (problem === 'outOfRange' && range && input) {
    const shown = (kelvin: number) => `${formatAmount(amountIn(amount('Temp', kelvin), input.unit), input.unit, model.locale.peek(), 'Temp')} ${input.unit}`;
    return { min: shown(range.min), max: shown(range.max) };
  }
  const condensing = model.shownFields.peek().find((shown) => shown.condition === 'condensingTemperature');
  if (problem === 'notBelowCondensing' && condensing) return { other: condensing.field.title };
  return {};
}
