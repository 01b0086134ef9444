import type { Page } from 'playwright-core';

/** What an end-to-end test gets: a fresh page (own context: no storage shared between tests) and the site's URL. */
export interface E2eContext {
  page: Page;
  baseUrl: string;
}

export interface E2eTest {
  name: string;
  run: (context: E2eContext) => Promise<void>;
}

export function e2eTest(name: string, run: E2eTest['run']): E2eTest {
  return { name, run };
}
