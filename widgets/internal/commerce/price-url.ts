// The `price-url` template's provider (issue 28), a chunk of its own: fetched once a page gives a price-url, so that
// the first views of the widgets that sell carry none of it (issue 35).
import type { PartPrice, PriceProvider } from './prices';

/** How many requests a `{partNumber}` template has in flight at once: a selector's results name fifty parts. */
const perPartRequests = 4;

/**
 * Asks a `price-url` template: with `{partNumbers}` one request for all (comma-separated), answering a record
 * by part number; with `{partNumber}` one request per part, each answering `{ price, currency, stock }`. A part's
 * answer is kept for the page's life and asked a few parts at a time (issue 35: every calculation asked every part
 * of the results again, all at once).
 */
export function urlProvider(template: string, base: string): PriceProvider {
  const key = `${base} ${template}`;
  let provider = urlProviders.get(key);
  if (!provider) urlProviders.set(key, (provider = newUrlProvider(template, base)));
  return provider;
}

/** Each template's provider, one for the page: the selector, its bills and the strip share its answers. */
const urlProviders = new Map<string, PriceProvider>();

/** The price service's answer to a request it did not fulfil, by its HTTP status. */
class PriceUrlRefusal extends Error {
  constructor(readonly status: number) {
    super(`price-url answered ${status}`);
  }
}

function newUrlProvider(template: string, base: string): PriceProvider {
  const get = async (url: string) => {
    const response = await fetch(new URL(url, base), { credentials: 'include' });
    if (!response.ok) throw new PriceUrlRefusal(response.status);
    return (await response.json()) as unknown;
  };
  if (template.includes('{partNumbers}')) {
    return async (partNumbers) => (await get(template.replace('{partNumbers}', encodeURIComponent(partNumbers.join(','))))) as Record<string, PartPrice>;
  }
  const answers = new Map<string, Promise<unknown>>();
  const queue = requestQueue(perPartRequests);
  const answerOf = (partNumber: string) => {
    let answer = answers.get(partNumber);
    if (!answer) {
      // A part the service does not sell (404) has no price; a failed request is asked again next time.
      answer = queue(() => get(template.replace('{partNumber}', encodeURIComponent(partNumber)))).catch((error: unknown) => {
        if (!(error instanceof PriceUrlRefusal && error.status >= 400 && error.status < 500)) answers.delete(partNumber);
        return undefined;
      });
      answers.set(partNumber, answer);
    }
    return answer;
  };
  return async (partNumbers) => (await Promise.all(partNumbers.map(answerOf))) as PartPrice[];
}

/** Runs the tasks given to it, at most `limit` at a time, in the order given. */
function requestQueue(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finished task hands its place to the first waiting one.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
