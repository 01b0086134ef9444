import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginProof, type LoginCodes } from '../../src/client/login-proof';
import type { Mailbox } from '../support/mailbox';
import { e2eTest } from './harness';

// Issue 11: accounts in the browser, with the codes read from the mails the server sends to the test's SMTP server.

const tokenKey = 'vs.session.v1.token';

interface Account {
  name: string;
  email: string;
  password: string;
}

let accounts = 0;

// A 1×1 PNG.
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A new account's details, unique in this run (the server refuses a second account of one name or address). */
function newAccount(): Account {
  const name = `e2e${(Date.now() % 1e8).toString(36)}${++accounts}`;
  return { name, email: `${name}@example.com`, password: 'Valve#2024x' };
}

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const accountButton = (page: Page, account: Account) => page.getByRole('banner').getByRole('button', { name: `Account of ${account.name}` });

/** Asks for a code for `target` on the form shown and types the one the mail brings. */
async function enterCode(page: Page, mailbox: Mailbox, target: string) {
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await mailbox.codeFor(target, 15_000);
  assert.match(code, /^\d{6}$/);
  await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
  assert.equal(await page.getByRole('button', { name: /^Resend in/ }).isDisabled(), true, 'no second code during the countdown');
  await byLabel(page, 'Verification code').fill(code);
}

/** Registers `account` through /register, proven by the code mailed to its address; the user is then signed in. */
async function register(page: Page, baseUrl: string, mailbox: Mailbox, account: Account) {
  await page.goto(baseUrl + '/register');
  await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
  await byLabel(page, 'Account').fill(account.name);
  await byLabel(page, 'Password').fill(account.password);
  await byLabel(page, 'Confirm password').fill(account.password);
  // The country detected from the browser is chosen already.
  await page.waitForFunction(() => (document.querySelector('select') as HTMLSelectElement | null)?.value !== '');
  await byLabel(page, 'Email address').fill(account.email);
  await enterCode(page, mailbox, account.email);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await accountButton(page, account).waitFor();
}

async function openAccountMenu(page: Page, account: Account) {
  await accountButton(page, account).click();
  await page.getByRole('menu').waitFor();
}

async function signIn(page: Page, account: Account, password = account.password) {
  await byLabel(page, 'Account, email or phone').fill(account.name);
  await byLabel(page, 'Password').fill(password);
  // The form's own button: the header's Sign in is disabled while a failed call says the server is out of reach.
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

export default [
  e2eTest('the register form says what is wrong beside each field, on leaving it and on submit, and keeps the input', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/register');
    const account = byLabel(page, 'Account');
    await account.fill('ab');
    await account.blur();
    await page.getByText('Account length must be between 4-16 digits').waitFor();
    assert.equal(await account.getAttribute('aria-invalid'), 'true');
    const described = (await account.getAttribute('aria-describedby')) ?? '';
    assert.match(await page.locator(`[id="${described.split(' ').at(-1)}"]`).innerText(), /Account length must be between 4-16 digits/);
    await account.fill('ab cd');
    await page.getByText('Please use letters, numbers, underscores and minus signs for the account').waitFor();
    await byLabel(page, 'Password').fill('Valve#2024x');
    await byLabel(page, 'Confirm password').fill('Valve#2024');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('The password and confirmation password are different!').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Please enter the verification code').waitFor();
    // The first field that fails takes the focus; nothing typed is lost.
    assert.equal(await account.evaluate((input) => input === document.activeElement), true);
    assert.equal(await account.inputValue(), 'ab cd');
    await page.getByRole('radio', { name: 'Phone' }).check();
    await byLabel(page, 'Mobile phone (mainland China)').fill('+44 7911 123456');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please enter a mainland Chinese mobile number (11 digits starting with 1)').waitFor();
  }),

  e2eTest('a guest asking to change the email signs in first; a sign-in before the login codes came is refused', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/changeEmail');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/changeEmail');

    // No codes arrive (the call fails): the form says so and keeps the input.
    await page.route('**/api/authorize/getloginauth', (route) => route.abort('connectionrefused'));
    await page.goto(baseUrl + '/login');
    await signIn(page, { name: 'somebody', email: '', password: 'Valve#2024x' });
    await page.getByRole('alert').filter({ hasText: 'App No Init Place Refresh' }).waitFor();
    assert.equal(await byLabel(page, 'Account, email or phone').inputValue(), 'somebody');
  }),

  e2eTest('register with a mailed code, see the name in the header, sign out, sign in and return to the page', async ({ page, baseUrl, mailbox }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    await page.getByRole('banner').getByTestId('avatar').filter({ hasText: account.name[0]!.toUpperCase() }).waitFor();

    await page.goto(baseUrl + '/selected');
    await accountButton(page, account).waitFor();
    await openAccountMenu(page, account);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast(page, 'Sign out successfully').waitFor();
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), tokenKey), null);

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/selected');
    await signIn(page, account, 'Wrong#2024x');
    await page.getByRole('alert').waitFor();
    assert.equal(await byLabel(page, 'Account, email or phone').inputValue(), account.name, 'the input stays after a refusal');
    // A new pair of login codes came after the refused attempt: the next one goes through.
    await signIn(page, account);
    await accountButton(page, account).waitFor();
    await page.waitForURL((url) => url.pathname === '/selected');
  }),

  e2eTest('the account menu works from the keyboard: arrows move, Escape closes back to the button', async ({ page, baseUrl, mailbox }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    const button = accountButton(page, account);
    assert.equal(await button.getAttribute('aria-haspopup'), 'menu');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    assert.equal(await focused(), 'Reset Password');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Change Phone Number');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 'Sign Out');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await button.evaluate((element) => element === document.activeElement), true);
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
  }),

  e2eTest('change email: a code to the new address and the current password, then the profile shows it and the old address is told', async ({ page, baseUrl, mailbox }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    await openAccountMenu(page, account);
    await page.getByRole('menuitem', { name: 'Change Email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change email' }).waitFor();
    assert.equal(await page.title(), 'Change Email - Valve Selector');
    const newEmail = `new-${account.email}`;
    await byLabel(page, 'New email').fill(newEmail);
    await enterCode(page, mailbox, newEmail);
    // Issue 24: the owner's password besides the code, said beside its field like every rule of the form.
    const password = page.locator('form', { has: byLabel(page, 'New email') }).getByLabel('Current password', { exact: true });
    await page.getByRole('button', { name: 'Save' }).click();
    assert.equal(await password.evaluate((input) => input === document.activeElement), true, 'the focus goes to the missing password');
    const described = (await password.getAttribute('aria-describedby')) ?? '';
    assert.match(await page.locator(`[id="${described.split(' ').at(-1)}"]`).innerText(), /^Please enter your password$/);
    await password.fill('Wrong#2024x');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'The current password is wrong' }).waitFor();
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved successfully').waitFor();
    // Issue 37: said where the member acted too, with the new address in full (the masked Current line can read the
    // same before and after).
    await page.getByRole('main').getByRole('status').filter({ hasText: `Saved successfully: your email address is now ${newEmail}` }).waitFor();
    assert.equal(await byLabel(page, 'New email').inputValue(), '', 'the form starts again empty');
    await page.getByTestId('current-contact').filter({ hasText: '@example.com' }).filter({ hasText: /^Current: n/ }).waitFor();
    assert.equal((await mailbox.nextMail(account.email, 15_000)).subject, 'The email of your Valve Selector account was changed');

    // The avatar: a file too large or not an image is refused before it is sent; a PNG becomes the header's picture.
    const photo = byLabel(page, 'Photo');
    await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await page.getByRole('alert').filter({ hasText: 'The photo may be at most 2 MB' }).waitFor();
    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByRole('alert').filter({ hasText: 'Please choose a PNG, JPEG, GIF or WebP image' }).waitFor();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') });
    await toast(page, 'Photo saved').waitFor();
    const avatar = page.getByRole('banner').getByTestId('avatar').locator('img');
    await avatar.waitFor();
    // The photo is fetched after the element appears: its one pixel is there once it has loaded.
    await avatar.evaluate((image: HTMLImageElement) => image.decode());
    assert.equal(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth), 1);
  }),

  // Issue 37: the phone form answers where the member acted, as the email form does: each refusal with its reason
  // beside the form, the change confirmed with the new number in full, and the number in force afterwards.
  e2eTest('change phone: a number not from mainland China, a wrong code and a wrong password are refused with the reason; the right ones save it', async ({ page, baseUrl, mailbox, sms }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    await openAccountMenu(page, account);
    await page.getByRole('menuitem', { name: 'Change Phone Number' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change phone number' }).waitFor();
    const phoneField = byLabel(page, 'New mobile phone (mainland China)');
    await phoneField.fill('+44 7911 123456');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please enter a mainland Chinese mobile number (11 digits starting with 1)').waitFor();
    // A number of its own per run: the code limits count per number.
    const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    await phoneField.fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await sms.codeFor(phone, 15_000);
    const codeField = byLabel(page, 'Verification code');
    const password = page.locator('form', { has: phoneField }).getByLabel('Current password', { exact: true });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'The verification code is wrong or has expired' }).waitFor();
    await codeField.fill(code);
    await password.fill('Wrong#2024x');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'The current password is wrong' }).waitFor();
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved successfully').waitFor();
    await page.getByRole('main').getByRole('status').filter({ hasText: `Saved successfully: your mobile number is now ${phone}` }).waitFor();
    assert.equal(await phoneField.inputValue(), '', 'the form starts again empty');
    await page.getByTestId('current-contact').filter({ hasText: phone.slice(-4) }).waitFor();
  }),

  e2eTest('the account page lists the member\'s sessions and ends another one', async ({ page, baseUrl, mailbox }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    // A second sign-in, as from another device.
    const codes = (await (await page.request.get(baseUrl + '/api/authorize/getloginauth')).json()).Data as LoginCodes;
    const other = await page.request.post(baseUrl + '/api/authorize/login', {
      data: { account: account.name, password: loginProof(account.password, codes) },
      headers: { 'User-Agent': 'OtherDevice/1.0' },
    });
    const otherToken = (await other.json()).Data.Token as string;
    await page.goto(baseUrl + '/changePhone');
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await sessions.getByRole('listitem').nth(1).waitFor();
    assert.equal(await sessions.getByRole('listitem').count(), 2);
    const current = sessions.locator('li[data-current="true"]');
    assert.match(await current.innerText(), /This device/);
    assert.match(await current.innerText(), /\S+ · signed in .+ · last used /);
    await sessions.getByRole('button', { name: 'Sign out OtherDevice/1.0' }).click();
    await toast(page, 'Signed out').waitFor();
    await sessions.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
    const profile = await page.request.get(baseUrl + '/api/authorize/profile', { headers: { Authorization: `Bearer ${otherToken}` } });
    assert.equal((await profile.json()).Result, 50014, 'the ended session no longer serves');
    // This device's session goes on.
    await page.reload();
    await sessions.getByRole('listitem').first().waitFor();
    assert.equal(await sessions.getByRole('listitem').count(), 1);
  }),

  e2eTest('a password change on the account page ends the other sessions and keeps this one', async ({ page, baseUrl, mailbox }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    const codes = (await (await page.request.get(baseUrl + '/api/authorize/getloginauth')).json()).Data as LoginCodes;
    const other = await page.request.post(baseUrl + '/api/authorize/login', { data: { account: account.name, password: loginProof(account.password, codes) } });
    const otherToken = (await other.json()).Data.Token as string;
    await page.goto(baseUrl + '/changeEmail');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(account.password);
    // A leaked password is refused by the server, its words in the form.
    await form.getByLabel('New password', { exact: true }).fill('P@ssw0rd');
    await form.getByLabel('Confirm password', { exact: true }).fill('P@ssw0rd');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('alert').filter({ hasText: 'This password is too common' }).waitFor();
    const newPassword = 'Turbine&2026z';
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed; your other sessions have ended').waitFor();
    const profile = await page.request.get(baseUrl + '/api/authorize/profile', { headers: { Authorization: `Bearer ${otherToken}` } });
    assert.equal((await profile.json()).Result, 50014);
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await sessions.locator('li[data-current="true"]').waitFor();
    assert.equal(await sessions.getByRole('listitem').count(), 1);
    await accountButton(page, account).waitFor();
  }),

  e2eTest('reset the password by a mailed code, then sign in with the new one and not the old', async ({ page, baseUrl, mailbox, clock }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    await openAccountMenu(page, account);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast(page, 'Sign out successfully').waitFor();

    await page.goto(baseUrl + '/login?redirect=%2Funits');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await byLabel(page, 'Email address').fill(account.email);
    // The registration's code went to this address moments ago: the server's limit (one a minute) is told in the form.
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').filter({ hasText: /minute/ }).waitFor();
    assert.equal(await byLabel(page, 'Email address').inputValue(), account.email);
    // A minute later (on the server's clock) the next code goes out.
    clock.advance(61_000);
    await enterCode(page, mailbox, account.email);
    const newPassword = 'Reset&2025y';
    await byLabel(page, 'New password').fill(newPassword);
    await byLabel(page, 'Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await toast(page, 'Your password has been changed').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    await signIn(page, account);
    await page.getByRole('alert').waitFor();
    await signIn(page, account, newPassword);
    await accountButton(page, account).waitFor();
    await page.waitForURL((url) => url.pathname === '/units');
  }),

  e2eTest('a revoked token: the next call needing login opens the confirm, Re-Login returns here; a reload says verification failed', async ({ page, baseUrl, mailbox }) => {
    const account = newAccount();
    await register(page, baseUrl, mailbox, account);
    await page.goto(baseUrl + '/changeEmail');
    await page.getByRole('heading', { level: 1, name: 'Change email' }).waitFor();
    // Signed out elsewhere (another tab, a password change): the token is revoked on the server.
    const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey);
    const revoked = await page.request.post(baseUrl + '/api/authorize/logout', { headers: { Authorization: `Bearer ${token}` } });
    assert.equal((await revoked.json()).Result, 0);

    await byLabel(page, 'New email').fill(`other-${account.email}`);
    await byLabel(page, 'Verification code').fill('123456');
    await page.locator('form', { has: byLabel(page, 'New email') }).getByLabel('Current password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Signed out' });
    await confirm.getByText('You have been logged out, you can cancel to stay on this page, or log in again').waitFor();
    await confirm.getByRole('button', { name: 'Re-Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/changeEmail');

    // A stale token found at load is checked, dropped, and the user told.
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [tokenKey, token]);
    await page.goto(baseUrl + '/units');
    await toast(page, 'Verification failed, please Login again.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), tokenKey), null);
  }),
];
