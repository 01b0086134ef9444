import type { Browser, BrowserContext, Page } from 'playwright-core';
import { asReturningVisitor } from './returning-visitor';

// What the offline tests share (offline.e2e.ts, offline-first-page.e2e.ts): a context that lets the site's service
// worker run, and waits on what the worker does instead of on time.

/** A context of its own: the harness's contexts block service workers. */
export async function workerContext(page: Page): Promise<BrowserContext> {
  const context = await (page.context().browser() as Browser).newContext({ locale: 'en-US', serviceWorkers: 'allow' });
  await asReturningVisitor(context);
  context.setDefaultTimeout(30_000);
  return context;
}

/** Waits until the site's worker controls the page. */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Until the kept answers hold a call to `pathname`. */
export async function untilKept(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('vs-data-')) continue;
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname === wanted)) return true;
    }
    return false;
  }, `/offline-cache${pathname}`);
}
