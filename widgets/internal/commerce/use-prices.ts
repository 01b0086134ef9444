import { useContext, useMemo } from 'react';
import { useAnswer } from '../element/use-answer';
import { WidgetContext } from '../element/widget-context';
import type { PartPrice, PriceProvider } from './prices';

export type PriceState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  /** `refused`: some part's price was refused (negative, no number), which the widget notes as it notes a failure. */
  | { status: 'ready'; prices: ReadonlyMap<string, PartPrice>; refused: boolean };

/**
 * The page's prices of `partNumbers`: from its `price-provider` function, else its `price-url` template; none
 * without either. Asked in the browser only. A failure or a time-out is `failed`, which the widget shows as a
 * quiet note beside parts without prices.
 */
export function usePrices(partNumbers: readonly string[], provider: PriceProvider | undefined, url: string | undefined): PriceState {
  const widget = useContext(WidgetContext);
  const base = widget?.host.ownerDocument.baseURI ?? (typeof document === 'undefined' ? 'http://localhost/' : document.baseURI);
  const source = useMemo(() => (typeof provider === 'function' ? provider : url ? urlProviderOnDemand(url, base) : undefined), [provider, url, base]);
  const key = [...new Set(partNumbers)].sort().join(',');
  const answer = useAnswer(
    source && key !== '' ? key : undefined,
    // The code that asks and reads prices comes when a page first gives a price source.
    () =>
      import('./prices')
        .then(({ fetchPrices }) => fetchPrices(source as PriceProvider, key.split(',')))
        .then(
          ({ prices, refused }) => {
            // One warning an answer, naming every part refused and why.
            if (refused.length > 0) console.warn(`[valve-selector] prices refused, shown without: ${refused.join('; ')}`);
            return { prices, refused: refused.length > 0 };
          },
          (error: unknown) => {
            // The page's own console hears why; the buyer sees the parts without prices and a quiet note.
            console.warn('[valve-selector] prices are not shown:', error);
            throw error;
          },
        ),
    { source },
  );
  if (answer.status === 'idle') return { status: 'none' };
  if (answer.status === 'loading') return { status: 'loading' };
  return answer.status === 'ready' ? { status: 'ready', prices: answer.data.prices, refused: answer.data.refused } : { status: 'failed' };
}

/** The price-url template's provider, its code fetched when first asked. */
function urlProviderOnDemand(template: string, base: string): PriceProvider {
  return async (partNumbers) => (await import('./price-url')).urlProvider(template, base)(partNumbers);
}
