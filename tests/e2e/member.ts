import type { Page } from 'playwright-core';
import type { Mailbox } from '../support/mailbox';

// A member for the tests whose pages are for members only (details, saving): registered through the site, as a
// user would, with the code mailed to the test's mailbox.

export interface Member {
  name: string;
  email: string;
  password: string;
}

let members = 0;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Registers a new member through /register; the page is then signed in as them. */
export async function becomeMember(page: Page, baseUrl: string, mailbox: Mailbox): Promise<Member> {
  const name = `m${(Date.now() % 1e8).toString(36)}${++members}`;
  const member = { name, email: `${name}@example.com`, password: 'Valve#2024x' };
  await page.goto(baseUrl + '/register');
  await field(page, 'Account').fill(member.name);
  await field(page, 'Password').fill(member.password);
  await field(page, 'Confirm password').fill(member.password);
  await page.waitForFunction(() => (document.querySelector('select') as HTMLSelectElement | null)?.value !== '');
  await field(page, 'Email address').fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await field(page, 'Verification code').fill(await mailbox.codeFor(member.email, 15_000));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await signedInAs(page, member);
  return member;
}

/** Fills the login page shown and waits until the header names the member. */
export async function signInOnLoginPage(page: Page, member: Member): Promise<void> {
  await field(page, 'Account, email or phone').fill(member.name);
  await field(page, 'Password').fill(member.password);
  // The form's own button: the header's Sign in is a button too while the server is out of reach.
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits until the header says `member` is signed in (pages without a header: until the token is kept). */
export async function signedInAs(page: Page, member: Member): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: `Account of ${member.name}` }).waitFor();
}

/**
 * Keeps `unitId` as the signed-in member's unit system, on the server as the Units dialog does, and in the
 * browser: the account's choice is the one restored at the next load (SPEC §4).
 */
export async function keepUnitSystem(page: Page, unitId: 1 | 2): Promise<void> {
  const result = await page.evaluate(async (UnitId) => {
    const token = localStorage.getItem('vs.session.v1.token') ?? '';
    const response = await fetch('/api/valve/saveselectionsetting', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ UnitId }),
    });
    localStorage.setItem('vs.session.v1.unit-system', String(UnitId));
    return ((await response.json()) as { Result: number }).Result;
  }, unitId);
  if (result !== 0) throw new Error(`saveselectionsetting answered Result ${result}`);
}
