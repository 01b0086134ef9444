import { describe, expect, it } from 'vitest';
import { detailsSearch } from '../../../../../host-site/web/features/details/details-search';
import { homeSearch } from '../../../../../host-site/web/features/home/home-search';
import { selectorSearch } from '../../../../../host-site/web/features/selector/selector-search';
import { sortListSearch } from '../../../../../host-site/web/features/sort-list/sort-list-search';
import { parseQuery, stringifyQuery } from '../../../../../host-site/web/lib/search-params';

describe('search schemas', () => {
  it('read the selector parameters, numbers as numbers', () => {
    // toEqual: the selector's search also names every condition of the form (undefined when absent).
    expect(selectorSearch(parseQuery('?valveName=Sov&systemId=3&serialId=12&Te=-10%E2%84%83'))).toEqual({ valveName: 'Sov', systemId: 3, serialId: 12, Te: '-10℃' });
  });

  it('name every field, undefined when absent', () => {
    const empty = selectorSearch(parseQuery(''));
    expect(Object.keys(empty)).toEqual(expect.arrayContaining(['valveName', 'systemId', 'serialId', 'refrigerant', 'Te', 'Tk', 'Setting']));
    expect(Object.values(empty).every((value) => value === undefined)).toBe(true);
    expect(selectorSearch(parseQuery('?valveName=Txv'))).toEqual({ valveName: 'Txv' });
  });

  it('drop a value that does not fit its field instead of failing the page', () => {
    expect(selectorSearch(parseQuery('?valveName=Sov&systemId=abc&serialId=1.5'))).toEqual({ valveName: 'Sov' });
    expect(selectorSearch(parseQuery('?valveName=&systemId=99999999999999999999'))).toEqual({});
    expect(homeSearch(parseQuery('?systemId=%203%20'))).toEqual({ systemId: 3 });
  });

  it('take numbers as they are given to a link, and only whole ones', () => {
    expect(homeSearch({ systemId: 7, tab: 'application' })).toStrictEqual({ systemId: 7, tab: 'application' });
    expect(homeSearch({ systemId: 7.5, tab: 3 })).toEqual({});
  });

  it('ignore unknown parameters', () => {
    expect(sortListSearch(parseQuery('?valveName=Sov&keyword=EVR%206&utm=x'))).toStrictEqual({ valveName: 'Sov', keyword: 'EVR 6' });
  });

  it("keep the specification's capitalised names of the details page", () => {
    expect(detailsSearch(parseQuery('?PartNumber=032F1206&Hashkey=ab12'))).toStrictEqual({ PartNumber: '032F1206', Hashkey: 'ab12' });
  });
});

describe('parseQuery', () => {
  it('reads every value as text, so a numeric part number stays a string', () => {
    expect(parseQuery('?keyword=123&flag=true&x=%22q%22')).toStrictEqual({ keyword: '123', flag: 'true', x: '"q"' });
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseQuery('?valveName=Sov&valveName=Ball')).toStrictEqual({ valveName: 'Sov' });
  });
});

describe('stringifyQuery', () => {
  it('writes defined values, encoded, and nothing for none', () => {
    expect(stringifyQuery({ valveName: 'Sov', keyword: 'EVR 6/ä', systemId: undefined })).toBe('?valveName=Sov&keyword=EVR+6%2F%C3%A4');
    expect(stringifyQuery({ systemId: 3 })).toBe('?systemId=3');
    expect(stringifyQuery({})).toBe('');
  });

  it('round-trips through parseQuery and the schema', () => {
    const search = { valveName: 'Sov', keyword: 'a&b=c' };
    expect(sortListSearch(parseQuery(stringifyQuery(search)))).toStrictEqual(search);
  });
});
