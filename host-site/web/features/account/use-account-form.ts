import { useId, useState, type ChangeEvent } from 'react';
import type { RuleMessage } from './account.resources';
import type { Rule } from './account-rules';

/** What an input needs from the form: its value, its events and the ARIA that ties it to its message. */
export interface FieldBinding {
  id: string;
  /** The id of the message under the field, for aria-describedby. */
  errorId: string;
  value: string;
  error: RuleMessage | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): void;
  onBlur(): void;
}

export interface AccountForm<F extends string> {
  values: Readonly<Record<F, string>>;
  field(name: F): FieldBinding;
  set(name: F, value: string): void;
  /** Checks one field now (a code button checks its target before sending); true when it passes. */
  check(name: F): boolean;
  /** Checks every field, shows each message and moves the focus to the first field that fails; true when all pass. */
  validate(): boolean;
}

/**
 * The state of an account form: each field is checked when it loses the focus and again on submit (SPEC §5's
 * messages beside the field), and re-checked as the user types once it has shown a message, so that the message
 * goes as soon as the value is right. Values are never cleared by a check or a refused submit.
 */
export function useAccountForm<F extends string>(rules: Readonly<Record<F, Rule | undefined>>, initial: Readonly<Record<F, string>>): AccountForm<F> {
  const prefix = useId();
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, RuleMessage>>>({});
  const names = Object.keys(initial) as F[];
  const idOf = (name: F) => `${prefix}${name}`;

  const messageFor = (name: F, all: Record<F, string>) => rules[name]?.(all[name], all);
  const show = (name: F, all: Record<F, string>) => {
    const message = messageFor(name, all);
    setErrors((before) => ({ ...before, [name]: message }));
    return message === undefined;
  };

  const set = (name: F, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field showing a message follows the typing; so does a confirmation when its password changes.
    setErrors((before) => {
      const after = { ...before };
      for (const other of names) if (after[other] !== undefined) after[other] = messageFor(other, next);
      return after;
    });
  };

  return {
    values,
    set,
    field: (name) => ({
      id: idOf(name),
      errorId: `${idOf(name)}-error`,
      value: values[name],
      error: errors[name],
      onChange: (event) => set(name, event.currentTarget.value),
      onBlur: () => void show(name, values),
    }),
    check: (name) => show(name, values),
    validate: () => {
      const found: Partial<Record<F, RuleMessage>> = {};
      for (const name of names) found[name] = messageFor(name, values);
      setErrors(found);
      const first = names.find((name) => found[name] !== undefined);
      if (first !== undefined) document.getElementById(idOf(first))?.focus();
      return first === undefined;
    },
  };
}
