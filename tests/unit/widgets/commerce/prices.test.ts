// Issue #28 (https://issues/28): the distributor's prices: loose answers read safely, failures and slowness
// rejected (the widget then shows the parts without prices), money in the page's locale and currency.
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../widgets/internal/commerce/price-format';
import { fetchPrices, readPartPrice } from '../../../../widgets/internal/commerce/prices';
import { minorUnits } from '../../../../widgets/internal/commerce/total';

describe('readPartPrice', () => {
  it('keeps numbers, numeric text and an ISO currency; drops the rest', () => {
    expect(readPartPrice({ price: '42.50', currency: 'eur', stock: 3.7 })).toEqual({ price: { price: 42.5, currency: 'EUR', stock: 3 } });
    expect(readPartPrice({ price: 10, currency: 'euro' })).toEqual({ price: { price: 10 } });
    expect(readPartPrice({ currency: 'EUR' })).toEqual({});
    expect(readPartPrice('42')).toEqual({});
  });

  // Issue 35: shown as given before.
  it('refuses a negative price and one that is no number, saying why', () => {
    expect(readPartPrice({ price: -1, currency: 'EUR' })).toEqual({ refused: 'a negative price (-1)' });
    expect(readPartPrice({ price: 'on request' })).toEqual({ refused: 'a price that is no number ("on request")' });
    expect(readPartPrice({ price: null, stock: 2 })).toEqual({ price: { stock: 2 } });
  });
});

describe('fetchPrices', () => {
  it('takes a record, a Map or an array in the part numbers’ order, and only the parts asked for', async () => {
    const asked = ['A', 'B'];
    const prices = async (provider: Parameters<typeof fetchPrices>[0]) => (await fetchPrices(provider, asked)).prices;
    expect(await prices(async () => ({ A: { price: 1 }, Z: { price: 9 } }))).toEqual(new Map([['A', { price: 1 }]]));
    expect(await prices(async () => new Map([['B', { stock: 0 }]]))).toEqual(new Map([['B', { stock: 0 }]]));
    expect(await prices(async () => [{ price: 1 }, { price: 2 }])).toEqual(new Map([['A', { price: 1 }], ['B', { price: 2 }]]));
  });

  it('rejects an answer that is no record, and names the parts it refuses', async () => {
    await expect(fetchPrices(async () => null as never, ['A'])).rejects.toThrow('answered null');
    expect((await fetchPrices(async () => ({ A: { price: -2 }, B: { price: 3 } }), ['A', 'B'])).refused).toEqual(['A: a negative price (-2)']);
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

  // Issue 35: the total is made of these, as a buyer adds the lines shown.
  it('rounds to the currency’s minor unit as it is shown', () => {
    expect(minorUnits(100.5, 'JPY')).toBe(101);
    expect(minorUnits(42.505, 'EUR')).toBe(Number(formatPrice(42.505, 'EUR', 'en-US').replace(/[€.]/g, '')));
    expect(minorUnits(1.5, 'KWD')).toBe(1500);
    expect(minorUnits(12.345, undefined)).toBe(1235);
  });
});
