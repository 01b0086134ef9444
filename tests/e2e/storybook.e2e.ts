import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eTest } from './harness';

// Issue 39: the designers' Storybook, built by the build and served at /storybook/ under its own policy, runs in
// Chromium with no console error (a policy violation is one) and asks nothing of any other origin.

/** Records the page's console errors and the requests that leave `baseUrl`'s origin. */
function watch(page: Page, baseUrl: string): { errors: string[]; elsewhere: string[] } {
  const seen = { errors: [] as string[], elsewhere: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseUrl) seen.elsewhere.push(request.url());
  });
  return seen;
}

export default [
  e2eTest('Storybook at /storybook/ shows a story in its frame, with no console error and nothing from elsewhere', async ({ page, baseUrl }) => {
    const seen = watch(page, baseUrl);
    await page.goto(`${baseUrl}/storybook/?path=/story/widgets-unit-converter--empty`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.locator('vs-unit-converter').waitFor();
    // The sidebar lists every widget's stories, read from the build's index.
    await page.getByRole('button', { name: 'Selector', exact: true }).or(page.getByText('Selector', { exact: true })).first().waitFor();
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.elsewhere, []);
  }),

  e2eTest('a result story opens alone at /storybook/iframe.html, answered with no API behind it', async ({ page, baseUrl }) => {
    const seen = watch(page, baseUrl);
    // The real API is not asked: the story's stand-in answers in the page.
    await page.route('**/api/**', (route) => route.abort('failed'));
    await page.goto(`${baseUrl}/storybook/iframe.html?id=widgets-selector--results&viewMode=story`);
    await page.locator('vs-selector [part~="results"]').waitFor();
    assert.ok((await page.locator('vs-selector [part~="row"]').count()) > 0);
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.elsewhere, []);
  }),
];
