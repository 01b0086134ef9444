import { useId, useState, type ChangeEvent, type FocusEvent } from 'react';
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
  onBlur(event: FocusEvent): void;
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
  // One state for both, so that each change is computed from the latest values, not from a render's copy: two
  // changes in one event (a new method empties its field) must both stand.
  const [state, setState] = useState<{ values: Record<F, string>; errors: Partial<Record<F, RuleMessage>> }>({ values: initial, errors: {} });
  const { values, errors } = state;
  const names = Object.keys(initial) as F[];
  const idOf = (name: F) => `${prefix}${name}`;

  const messageFor = (name: F, all: Record<F, string>) => rules[name]?.(all[name], all);
  const show = (name: F) => {
    setState((before) => ({ ...before, errors: { ...before.errors, [name]: messageFor(name, before.values) } }));
    return messageFor(name, values) === undefined;
  };

  const set = (name: F, value: string) =>
    setState((before) => {
      const next = { ...before.values, [name]: value };
      // A field showing a message follows the typing; so does a confirmation when its password changes.
      const after = { ...before.errors };
      for (const other of names) if (after[other] !== undefined) after[other] = messageFor(other, next);
      return { values: next, errors: after };
    });

  return {
    values,
    set,
    field: (name) => ({
      id: idOf(name),
      errorId: `${idOf(name)}-error`,
      value: values[name],
      error: errors[name],
      onChange: (event) => set(name, event.currentTarget.value),
      onBlur: (event) => {
        // Focus going to a button of the form (Submit, Send code): that button checks what it needs. A message
        // appearing now would move the button away under the pointer, and the click would be lost.
        const next = event.relatedTarget;
        if (next instanceof HTMLButtonElement && next.form !== null && next.form === (event.target as HTMLInputElement).form) return;
        show(name);
      },
    }),
    check: (name) => show(name),
    validate: () => {
      const found: Partial<Record<F, RuleMessage>> = {};
      for (const name of names) found[name] = messageFor(name, values);
      setState((before) => ({ ...before, errors: found }));
      const first = names.find((name) => found[name] !== undefined);
      if (first !== undefined) document.getElementById(idOf(first))?.focus();
      return first === undefined;
    },
  };
}
