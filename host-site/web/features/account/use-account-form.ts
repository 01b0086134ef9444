import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { RuleMessage } from './account.resources';
import { ruleOf } from './account-form-schemas';

/** What an input needs from the form: its value, its events and the ARIA that ties it to its message. */
export interface FieldBinding {
  id: string;
  /** The id of the message under the field, for aria-describedby. */
  errorId: string;
  value: string;
  error: RuleMessage | undefined;
  onChange(event: { currentTarget: { value: string } }): void;
  onBlur(event: { relatedTarget: EventTarget | null; target: EventTarget }): void;
}

export interface AccountForm<F extends string> {
  values: Readonly<Record<F, string>>;
  field(name: F): FieldBinding;
  set(name: F, value: string): void;
  /** Checks one field now (a code button checks its target before sending); true when it passes. */
  check(name: F): Promise<boolean>;
  /**
   * A submit handler: checks every field, shows each message and moves the focus to the first field that fails;
   * `send` runs only when all pass, with the values as typed (the server normalises them itself).
   */
  submit(send: (values: Readonly<Record<F, string>>) => void): (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The schema's messages as keys of the `rule` strings, so that each field shows SPEC §5's words in the page's
 * language; the values given back are the values as typed.
 */
function ruleResolver<F extends string>(schema: z.ZodType<Record<F, string>, unknown>): Resolver<Record<F, string>> {
  const resolve = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Record<F, string>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors: FieldErrors<FieldValues> = result.errors;
    for (const error of Object.values(errors)) {
      if (error && typeof error.message === 'string') error.message = ruleOf(error.message) ?? error.message;
    }
    return result;
  };
}

/**
 * An account form on react-hook-form, checked by `schema` (account-form-schemas.ts): each field is checked when it
 * loses the focus and again on submit (SPEC §5's messages beside the field), and re-checked as the user types once
 * it has shown a message, so that the message goes as soon as the value is right; a confirmation follows its
 * password the same way. Values are never cleared by a check or a refused submit.
 */
export function useAccountForm<F extends string>(
  schema: z.ZodType<Record<F, string>, unknown>,
  initial: Readonly<Record<F, string>>,
): AccountForm<F> {
  const prefix = useId();
  const form = useForm<Record<F, string>>({
    defaultValues: initial as never,
    resolver: ruleResolver(schema),
    // The form decides when to check (blur, typing after a message, submit): the library never checks on its own.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const names = Object.keys(initial) as F[];
  const values = useWatch({ control: form.control }) as Record<F, string>;
  const { errors } = form.formState;
  const idOf = (name: F) => `${prefix}${name}`;
  const errorOf = (name: F) => (errors as Partial<Record<F, { message?: string }>>)[name]?.message as RuleMessage | undefined;
  const check = (name: F) => form.trigger(name as never);

  const set = (name: F, value: string) => {
    form.setValue(name as never, value as never);
    // A field showing a message follows the typing; so does a confirmation when its password changes.
    const showing = names.filter((other) => form.getFieldState(other as never).error !== undefined);
    if (showing.length > 0) void form.trigger(showing as never);
  };

  return {
    values,
    set,
    check,
    field: (name) => ({
      id: idOf(name),
      errorId: `${idOf(name)}-error`,
      value: values[name],
      error: errorOf(name),
      onChange: (event) => set(name, event.currentTarget.value),
      onBlur: (event) => {
        // Focus going to a button of the form (Submit, Send code): that button checks what it needs. A message
        // appearing now would move the button away under the pointer, and the click would be lost.
        const next = event.relatedTarget;
        if (next instanceof HTMLButtonElement && next.form !== null && next.form === (event.target as HTMLInputElement).form) return;
        void check(name);
      },
    }),
    submit: (send) =>
      form.handleSubmit(
        (checked) => send(checked as Record<F, string>),
        (found) => {
          const first = names.find((name) => (found as Partial<Record<F, unknown>>)[name] !== undefined);
          if (first !== undefined) document.getElementById(idOf(first))?.focus();
        },
      ),
  };
}
