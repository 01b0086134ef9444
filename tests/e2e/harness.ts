import type { Page } from 'playwright-core';
import type { Mailbox } from '../support/mailbox';
import type { SmsGateway } from '../support/sms-gateway';
import type { TestClock } from '../support/test-clock';

/**
 * What an end-to-end test gets: a fresh page (own context: no storage shared between tests), the site's URL, and
 * the mailbox the server under test sends its mails to (verification codes), and the server's clock (tests run one
 * at a time, so a test that moves it moves it for itself).
 */
export interface E2eContext {
  page: Page;
  baseUrl: string;
  mailbox: Mailbox;
  /** The SMS gateway the server sends its texts to (codes to a mobile number). */
  sms: SmsGateway;
  clock: TestClock;
  /** The example shop (examples/shop) on its own origin, told the server's address: a distributor's page. */
  shopUrl: string;
}

export interface E2eTest {
  name: string;
  run: (context: E2eContext) => Promise<void>;
}

export function e2eTest(name: string, run: E2eTest['run']): E2eTest {
  return { name, run };
}
