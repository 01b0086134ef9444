// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { accountResources } from '../../../../../../host-site/web/features/account/account.resources';
import { AccountField } from '../../../../../../host-site/web/features/account/account-field';
import { registerForm } from '../../../../../../host-site/web/features/account/account-form-schemas';
import { useAccountForm } from '../../../../../../host-site/web/features/account/use-account-form';
import { createI18nInstance } from '../../../../../../src/i18n/instance';
import { loadMissingNamespaces } from '../../../../../../src/i18n/load-language';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let submitted = 0;

function NewAccountForm() {
  // The registration's other fields hold valid values without inputs: the test is about the three shown.
  const form = useAccountForm(registerForm, {
    account: '',
    password: '',
    confirmPassword: '',
    country: '86',
    verifyType: 'Email',
    target: 'mei@example.com',
    code: '123456',
  });
  const submit = form.submit(() => void submitted++);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <AccountField label="Account" binding={form.field('account')} />
      <AccountField label="Password" binding={form.field('password')} type="password" />
      <AccountField label="Confirm password" binding={form.field('confirmPassword')} type="password" />
      <button type="submit">Register</button>
    </form>
  );
}

function renderForm(language = 'en') {
  submitted = 0;
  const instance = createI18nInstance(language, accountResources);
  render(
    <I18nextProvider i18n={instance}>
      <NewAccountForm />
    </I18nextProvider>,
  );
  return instance;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
// The checks are asynchronous (the resolver): each step waits for them.
const type = (label: string, value: string) => act(async () => void fireEvent.change(field(label), { target: { value } }));
const leave = (label: string) => act(async () => void fireEvent.blur(field(label)));
const submitForm = () => act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Register' })));
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');

afterEach(() => cleanup());

describe('an account form (SPEC §5: messages beside the field, on blur and on submit)', () => {
  it('says nothing before the user leaves a field, then the rule\'s message, tied to the field', async () => {
    renderForm();
    await type('Account', 'ab');
    expect(field('Account').getAttribute('aria-invalid')).toBe('false');
    await leave('Account');
    expect(field('Account').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Account'))).toBe('Account length must be between 4-16 digits');
    // Once shown, the message follows the typing and goes when the value is right.
    await type('Account', 'ab cd');
    expect(describedText(field('Account'))).toBe('Please use letters, numbers, underscores and minus signs for the account');
    await type('Account', 'mei_ling');
    expect(field('Account').getAttribute('aria-invalid')).toBe('false');
    expect(field('Account').hasAttribute('aria-describedby')).toBe(false);
  });

  it('checks every field on submit, keeps the input, and moves the focus to the first that fails', async () => {
    renderForm();
    await type('Account', 'mei_ling');
    await type('Password', 'Valve#2024');
    await type('Confirm password', 'Valve#2025');
    await submitForm();
    expect(submitted).toBe(0);
    expect(describedText(field('Confirm password'))).toBe('The password and confirmation password are different!');
    expect(document.activeElement).toBe(field('Confirm password'));
    expect(field('Password').value).toBe('Valve#2024');
    // Changing the password re-checks a confirmation that shows a message.
    await type('Password', 'Valve#2025');
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('false');
    await submitForm();
    expect(submitted).toBe(1);
  });

  it('speaks Chinese to a Chinese user', async () => {
    // Chinese, like every language but English, is fetched when first shown, not carried inline.
    await act(() => loadMissingNamespaces(renderForm('cn')));
    await submitForm();
    expect(describedText(field('Account'))).toBe('账户长度必须在 4-16 位之间');
    expect(describedText(field('Password'))).toBe('密码至少 8 位，须包含大写字母、小写字母、数字和特殊字符');
  });
});
