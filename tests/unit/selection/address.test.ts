import { describe, expect, it } from 'vitest';
import type { CalculationBody } from '../../../src/contracts/selection';
import { selectionAddress } from '../../../src/selection/address';
import { detailsAddress } from '../../../src/selection/pages';
import { conditionsOfSearch, pointsOfSearch, selectorSearch } from '../../../host-site/web/features/selector/selector-search';
import { parseQuery } from '../../../host-site/web/lib/search-params';

// The selection's link a cart line carries (issue 35) is the selector page's own address: the page, reading it as a
// shared link, calculates the same request again.
describe('the selection’s address', () => {
  const request: CalculationBody = {
    valveName: 'Sov',
    serialId: 3,
    refrigerant: 'R404A',
    approvals: ['UL', 'TUV,VDE'],
    conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 12.5, unit: 'kW' }, Pos: 'A' },
    designPointName: 'Summer',
    operatingPoints: [{ name: 'Part load; 50%', conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 6.25, unit: 'kW' }, Pos: 'A' } }],
  };

  it('is the selector page with family, scope, refrigerant, approvals, conditions, points and results=1', () => {
    const address = selectionAddress(request);
    expect(address.startsWith('/selector/index?')).toBe(true);
    const query = parseQuery(address.slice(address.indexOf('?')));
    expect(query).toMatchObject({ valveName: 'Sov', serialId: '3', refrigerant: 'R404A', approvals: 'UL;TUV,VDE', Te: '-10℃', Tk: '40℃', Capicity: '12.5kW', Pos: 'A', design: 'Summer', results: '1' });
    // The point writes only what it changes, its name's separators escaped.
    expect(query.point1).toBe('Part load%3B 50%25;Capicity=6.25kW');
    expect(query.point2).toBeUndefined();
  });

  it('reads back on the site as the request it was written from', () => {
    const address = selectionAddress(request);
    const search = selectorSearch(parseQuery(address.slice(address.indexOf('?'))));
    const conditions = conditionsOfSearch(search);
    expect(conditions).toEqual(request.conditions);
    expect(pointsOfSearch(search, conditions)).toEqual({ designPointName: 'Summer', operatingPoints: request.operatingPoints });
    expect(search).toMatchObject({ valveName: 'Sov', serialId: 3, refrigerant: 'R404A', results: 1 });
  });

  it('writes a row\'s resolved conditions as their request: a number without a value left out', () => {
    const resolved = { valveName: 'Sov', refrigerant: 'R410A', approvals: [], conditions: { Te: { value: -10, unit: '℃' }, Dp1: { value: null, unit: 'bar' }, Pos: 'D' } };
    expect(selectionAddress(resolved)).toBe('/selector/index?valveName=Sov&refrigerant=R410A&Pos=D&Te=-10%E2%84%83&results=1');
  });

  it('leaves out what the request has not', () => {
    const address = selectionAddress({ valveName: 'Eev', refrigerant: 'R134a', conditions: { Te: { value: 5, unit: '℃' } } });
    expect(address).toBe('/selector/index?valveName=Eev&refrigerant=R134a&Te=5%E2%84%83&results=1');
  });
});

describe('a product’s details address', () => {
  it('fills a shop’s template with the part number, encoded', () => {
    expect(detailsAddress('https://shop.example/p/{partNumber}', { PartNumber: 'SOV 1/2', Hashkey: 'h' })).toBe('https://shop.example/p/SOV%201%2F2');
  });

  it('adds PartNumber and Hashkey (and what else is asked) to a page, the maker’s /details by default', () => {
    expect(detailsAddress(undefined, { PartNumber: 'SOV-12001', Hashkey: 'abc' }, { valveName: 'Sov' })).toBe('/details?PartNumber=SOV-12001&Hashkey=abc&valveName=Sov');
    expect(detailsAddress('https://maker.example/details?lang=de', { PartNumber: 'SOV-12001', Hashkey: 'abc' })).toBe('https://maker.example/details?lang=de&PartNumber=SOV-12001&Hashkey=abc');
  });
});
