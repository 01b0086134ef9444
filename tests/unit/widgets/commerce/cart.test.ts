// Issue #28 (https://issues/28): the cart-url rule, as the README states it.
import { describe, expect, it } from 'vitest';
import { cartUrls, type CartLine } from '../../../../widgets/internal/commerce/cart';

const lines: CartLine[] = [
  { partNumber: 'SOV-10022', quantity: 2, description: 'MDF-A02-S22, NC body', link: 'https://maker.example/details?PartNumber=SOV-10023' },
  { partNumber: 'COIL-10001', quantity: 2, description: 'MQ-230AC-50/60, 230 V AC 50/60 Hz', link: 'https://maker.example/details?PartNumber=SOV-10023' },
];
const page = 'https://shop.example/valves/';

describe('cartUrls', () => {
  it('fills the template once a line, values URL-encoded, relative templates against the page', () => {
    expect(cartUrls('/cart/add?sku={partNumber}&qty={quantity}&note={description}', lines, page)).toEqual([
      'https://shop.example/cart/add?sku=SOV-10022&qty=2&note=MDF-A02-S22%2C%20NC%20body',
      'https://shop.example/cart/add?sku=COIL-10001&qty=2&note=MQ-230AC-50%2F60%2C%20230%20V%20AC%2050%2F60%20Hz',
    ]);
  });

  it('makes one address of every line with {lines}', () => {
    expect(cartUrls('https://shop.example/cart?add={lines}&from={link}', lines, page)).toEqual([
      `https://shop.example/cart?add=SOV-10022%3A2%2CCOIL-10001%3A2&from=${encodeURIComponent(lines[0]!.link)}`,
    ]);
  });

  it('gives the selection\'s link as {selection} (empty for a product chosen without conditions)', () => {
    const selection = 'https://maker.example/selector/index?valveName=Sov&Te=-10%E2%84%83&results=1';
    const chosen = [{ ...lines[0]!, selection }, lines[1]!];
    expect(cartUrls('https://shop.example/cart/add?sku={partNumber}&from={selection}', chosen, page)).toEqual([
      `https://shop.example/cart/add?sku=SOV-10022&from=${encodeURIComponent(selection)}`,
      'https://shop.example/cart/add?sku=COIL-10001&from=',
    ]);
    expect(cartUrls('https://shop.example/cart?add={lines}&from={selection}', chosen, page)).toEqual([
      `https://shop.example/cart?add=SOV-10022%3A2%2CCOIL-10001%3A2&from=${encodeURIComponent(selection)}`,
    ]);
  });

  it('follows only http(s) templates, and nothing for no lines', () => {
    expect(cartUrls('javascript:alert({partNumber})', lines, page)).toEqual([]);
    expect(cartUrls('/cart/add?sku={partNumber}', [], page)).toEqual([]);
  });
});
