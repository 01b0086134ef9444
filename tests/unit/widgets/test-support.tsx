// What the selector's, chart's and strip's component tests share: a client answered with the real server's
// recorded answers, the app-like providers, and a 2D context for happy-dom, which has no canvas.
import type { Resource } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createApiClient, type ApiClient } from '../../../src/client';
import { createI18n, mergeResources } from '../../../src/i18n';
import { ApiClientContext } from '../../../widgets/internal/element/api-client';
import { loadUplot } from '../../../widgets/internal/charts/use-uplot';

/** A real answer of the server and the HTTP status it came with. */
export interface CannedAnswer {
  status: number;
  envelope: unknown;
}

/**
 * A client answered from the real server's recorded answers (stories/fixtures/selector, kept current by
 * selector-fixtures.test.ts), keyed `METHOD /path?query`; it records what was sent. happy-dom cannot host the
 * server itself (its URL breaks the server's fileURLToPath at import).
 */
export function cannedClient(answers: Record<string, CannedAnswer>): ApiClient & { sent: { path: string; body: unknown }[] } {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? undefined : await request.text();
    const path = url.pathname.replace(/^\/api/, '');
    sent.push({ path, body: text ? JSON.parse(text) : undefined });
    const answer = answers[`${request.method} ${path}${url.search}`] ?? answers[`${request.method} ${path}`];
    if (!answer) throw new Error(`no recorded answer for ${request.method} ${path}${url.search}`);
    return new Response(JSON.stringify(answer.envelope), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  const client = createApiClient({ base: 'http://localhost/api', fetch: fetch as typeof globalThis.fetch, retries: 0 });
  return Object.assign(client, { sent });
}

const localesDir = path.resolve(import.meta.dirname, '../../../src/i18n/locales');

/**
 * `resources` (a widget's, English only since issue 28) with the Chinese strings of each of its namespaces, as a
 * widget fetches them on demand: component tests render in Chinese at once, without waiting for a load.
 */
export function withChinese(resources: Resource): Resource {
  const namespaces = Object.keys(resources['en'] ?? {});
  const cn = Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, 'cn', `${ns}.json`), 'utf8')) as Resource[string]]));
  return mergeResources(resources, { cn });
}

/** The component as the host site renders it: its own i18next with `resources`, and the app's client. */
export function hosted(children: ReactNode, resources: Resource, lang = 'en', api?: ApiClient) {
  const i18n = createI18n(lang, withChinese(resources));
  const tree = <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return api ? <ApiClientContext.Provider value={api}>{tree}</ApiClientContext.Provider> : tree;
}

/**
 * A 2D context that accepts every call and measures text as 6 px a character: uPlot draws on it as on a real
 * one. The browser tests check the drawing itself. Resolves once uPlot is loaded, which a page's first chart
 * waits for (use-uplot.ts), so that the tests' plots are made as a page's later charts are, in the render.
 */
export async function installCanvas(): Promise<void> {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key === 'measureText') return (text: string) => ({ width: text.length * 6 });
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as HTMLCanvasElement['getContext'];
  // uPlot builds its paths as Path2D objects and hands them to the context.
  class Path2DStub {
    moveTo() {}
    lineTo() {}
    bezierCurveTo() {}
    rect() {}
    arc() {}
    closePath() {}
    addPath() {}
  }
  (globalThis as { Path2D?: unknown }).Path2D ??= Path2DStub;
  // Awaited, not returned: vitest would call the constructor it resolves to as the hook's teardown.
  await loadUplot();
}
