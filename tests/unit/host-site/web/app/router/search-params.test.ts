import { describe, expect, it } from 'vitest';
import { formatSearch, parseSearch } from '../../../../../../host-site/web/app/router';
import { detailsRoute } from '../../../../../../host-site/web/app/routes/details';
import { selectorRoute } from '../../../../../../host-site/web/app/routes/selector';
import { sortListRoute } from '../../../../../../host-site/web/app/routes/sort-list';

describe('parseSearch', () => {
  it('reads the selector parameters, numbers as numbers', () => {
    expect(parseSearch(selectorRoute.search, '?valveName=Sov&systemId=3&serialId=12')).toEqual({
      valveName: 'Sov',
      systemId: 3,
      serialId: 12,
    });
  });

  it('leaves absent parameters undefined', () => {
    expect(parseSearch(selectorRoute.search, '')).toEqual({});
    expect(parseSearch(selectorRoute.search, '?valveName=Txv')).toEqual({ valveName: 'Txv' });
  });

  it('drops a value that does not fit its field instead of failing the page', () => {
    expect(parseSearch(selectorRoute.search, '?valveName=Sov&systemId=abc&serialId=1.5')).toEqual({
      valveName: 'Sov',
      systemId: undefined,
      serialId: undefined,
    });
    expect(parseSearch(selectorRoute.search, '?valveName=')).toEqual({ valveName: undefined });
  });

  it('takes the first of a repeated parameter and ignores unknown ones', () => {
    expect(parseSearch(sortListRoute.search, '?valveName=Sov&valveName=Ball&keyword=EVR%206&utm=x')).toEqual({
      valveName: 'Sov',
      keyword: 'EVR 6',
    });
  });

  it('keeps the specification\'s capitalised names of the details page', () => {
    expect(parseSearch(detailsRoute.search, '?PartNumber=032F1206&Hashkey=ab12')).toEqual({
      PartNumber: '032F1206',
      Hashkey: 'ab12',
    });
  });
});

describe('formatSearch', () => {
  it('writes defined values, encoded, and nothing for none', () => {
    expect(formatSearch({ valveName: 'Sov', keyword: 'EVR 6/ä', systemId: undefined })).toBe('?valveName=Sov&keyword=EVR+6%2F%C3%A4');
    expect(formatSearch({ systemId: 3 })).toBe('?systemId=3');
    expect(formatSearch({})).toBe('');
  });

  it('round-trips through parseSearch', () => {
    const search = { valveName: 'Sov', keyword: 'a&b=c' };
    expect(parseSearch(sortListRoute.search, formatSearch(search))).toEqual(search);
  });
});
