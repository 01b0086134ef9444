// Issue #28 (https://issues/28): the distributor's prices: loose answers read safely, failures and slowness
// rejected (the widget then shows the parts without prices), money in the page's locale and currency.
import { describe, expect, it } from 'vitest';
import { fetchPrices, formatPrice, readPartPrice } from '../../../../widgets/internal/commerce/prices';

describe('readPartPrice', () => {
  it('keeps numbers, numeric text and an ISO currency; drops the rest', () => {
    expect(readPartPrice({ price: '42.50', currency: 'eur', stock: 3.7 })).toEqual({ price: 42.5, currency: 'EUR', stock: 3 });
    expect(readPartPrice({ price: 10, currency: 'euro' })).toEqual({ price: 10 });
    expect(readPartPrice({ currency: 'EUR' })).toBeUndefined();
    expect(readPartPrice('42')).toBeUndefined();
  });
});

describe('fetchPrices', () => {
  it('takes a record, a Map or an array in the part numbers’ order, and only the parts asked for', async () => {
    const asked = ['A', 'B'];
    expect(await fetchPrices(async () => ({ A: { price: 1 }, Z: { price: 9 } }), asked)).toEqual(new Map([['A', { price: 1 }]]));
    expect(await fetchPrices(async () => new Map([['B', { stock: 0 }]]), asked)).toEqual(new Map([['B', { stock: 0 }]]));
    expect(await fetchPrices(async () => [{ price: 1 }, { price: 2 }], asked)).toEqual(new Map([['A', { price: 1 }], ['B', { price: 2 }]]));
  });

  it('rejects a provider that throws at once, rejects, or is slower than the time-out', async () => {
    await expect(fetchPrices(() => { throw new Error('boom'); }, ['A'])).rejects.toThrow('boom');
    await expect(fetchPrices(() => Promise.reject(new Error('down')), ['A'])).rejects.toThrow('down');
    await expect(fetchPrices(() => new Promise(() => undefined), ['A'], 20)).rejects.toThrow(/longer than 20 ms/);
  });
});

describe('formatPrice', () => {
  it("writes the page's locale and currency", () => {
    expect(formatPrice(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatPrice(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatPrice(12, undefined, 'en-GB')).toBe('12.00');
  });
});
