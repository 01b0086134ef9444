import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

// The tests' visitor is one who came before: a country chosen (the United Kingdom: English, metric units, as the
// tests expect), English kept as the language (a visitor the site knows nothing of gets Chinese, SPEC §9; the tests
// read English whatever the browser's locale) and the recommendation notice answered with every box ticked. A first visit, with its forced
// country dialog and its notice over the page, is frame.e2e.ts's subject, and would stand in every other test's way.

const data = path.resolve(import.meta.dirname, '../../host-site/server/catalogue/data');
const items = (file: string) => (JSON.parse(readFileSync(path.join(data, file), 'utf8')) as { items: Record<string, unknown>[] }).items;

function storage(iso: string, language: string): Record<string, string> {
  const country = items('countries.json').find((candidate) => candidate.Iso === iso);
  if (!country) throw new Error(`the demo catalogue has no country ${iso}`);
  return {
    'vs.session.v1.country': String(country.Id),
    'vs.session.v1.language': language,
    'vs.recommendations.v1.hidden': JSON.stringify(items('recommendations.json').map((r) => r.Id)),
  };
}

/**
 * Gives every page of the context that visitor's storage, unless the page has written its own since; a visitor of
 * another country (a German buyer come through his purchasing system) names its country and language.
 */
export async function asReturningVisitor(context: BrowserContext, { iso = 'GB', language = 'en' } = {}): Promise<void> {
  await context.addInitScript((entries: Record<string, string>) => {
    try {
      for (const [key, value] of Object.entries(entries)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, storage(iso, language));
}
