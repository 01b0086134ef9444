import { describe, expect, it } from 'vitest';
import {
  approvalsOfSearch,
  conditionsOfSearch,
  conditionValue,
  pointsOfSearch,
  searchOfApprovals,
  searchOfConditions,
  searchOfPoints,
  selectorSearch,
} from '../../../../../../host-site/web/features/selector/selector-search';

describe('the selector’s address', () => {
  it('reads each condition as the calculate call takes it: number with unit, bare number, option, flag', () => {
    expect(conditionValue('-10℃')).toEqual({ value: -10, unit: '℃' });
    expect(conditionValue('2.84TR')).toEqual({ value: 2.84, unit: 'TR' });
    expect(conditionValue('0.2 bar')).toEqual({ value: 0.2, unit: 'bar' });
    expect(conditionValue('1e-3MPa')).toEqual({ value: 0.001, unit: 'MPa' });
    expect(conditionValue('1')).toBe(1);
    expect(conditionValue('D')).toBe('D');
    expect(conditionValue('true')).toBe(true);
    expect(conditionValue('false')).toBe(false);
  });

  it('writes what it reads: a selection survives the address unchanged', () => {
    const conditions = { Te: { value: -10, unit: '℃' }, Capicity: { value: 12.5, unit: 'kW' }, Pos: 'A', FrequencyType: -1, TexhaustgasFlag: true, Dp1: { value: 0.2, unit: 'bar' } };
    const written = searchOfConditions(conditions);
    expect(written.Te).toBe('-10℃');
    expect(written.Lnwd).toBeUndefined();
    const params = new URLSearchParams(Object.entries(written).filter((e): e is [string, string] => e[1] !== undefined));
    const read = selectorSearch(Object.fromEntries(params));
    expect(conditionsOfSearch(read)).toEqual(conditions);
  });

  // https://github.com/valve-selector/issues/23: a link to an R744 high-pressure valve keeps its gas cooler and receiver
  it('keeps gas-cooler operation and the receiver pressure in the address', () => {
    const conditions = { GasCooler: true, Pgc: { value: 90, unit: 'bar' }, Tgc: { value: 35, unit: '℃' }, Prec: { value: 35, unit: 'bar' } };
    const written = searchOfConditions(conditions);
    expect(written).toMatchObject({ GasCooler: 'true', Pgc: '90bar', Tgc: '35℃', Prec: '35bar' });
    const params = new URLSearchParams(Object.entries(written).filter((e): e is [string, string] => e[1] !== undefined));
    expect(conditionsOfSearch(selectorSearch(Object.fromEntries(params)))).toEqual(conditions);
  });

  it('drops what is not its own or not of its kind, keeps the scope', () => {
    const read = selectorSearch({ valveName: 'Sov', serialId: '3', systemId: 'abc', results: '1', Nope: 'x', Te: '' });
    expect(read).toMatchObject({ valveName: 'Sov', serialId: 3, systemId: undefined, results: 1, Te: undefined });
    expect(read).not.toHaveProperty('Nope');
  });

  it('keeps approval groups apart by semicolons, since LVD(TUV/VDE) is stored as TUV,VDE', () => {
    expect(searchOfApprovals(['CE', 'TUV,VDE'])).toBe('CE;TUV,VDE');
    expect(approvalsOfSearch('CE;TUV,VDE')).toEqual(['CE', 'TUV,VDE']);
    expect(searchOfApprovals([])).toBeUndefined();
    expect(approvalsOfSearch(undefined)).toBeUndefined();
  });

  // Issue 27: a link reproduces every operating point, its name and its conditions, so a colleague sees the same grades.
  it('writes every operating point with its name and what it changes, and reads them back as they were', () => {
    const design = { Te: { value: 5, unit: '℃' }, Tk: { value: 45, unit: '℃' }, Capicity: { value: 10, unit: 'kW' }, Pos: 'D', Load: { value: 30, unit: '%' } };
    const operatingPoints = [
      { name: 'Part load', conditions: { ...design, Capicity: { value: 3, unit: 'kW' } } },
      // A name holding the separators, and a point without a condition the design point has.
      { name: 'Winter; a=b 100%', conditions: { Te: { value: -7, unit: '℃' }, Tk: { value: 50, unit: '℃' }, Capicity: { value: 10, unit: 'kW' }, Pos: 'D' } },
    ];
    const written = { ...searchOfConditions(design), ...searchOfPoints(design, { designPointName: 'Cooling', operatingPoints }) };
    expect(written.point1).toBe('Part load;Capicity=3kW');
    expect(written.point2).toBe('Winter%3B a%3Db 100%25;Te=-7℃;Tk=50℃;Load=');
    expect(written.point3).toBeUndefined();
    const url = new URLSearchParams(Object.entries(written).filter((e): e is [string, string] => e[1] !== undefined)).toString();
    const read = selectorSearch(Object.fromEntries(new URLSearchParams(url)));
    const conditions = conditionsOfSearch(read);
    expect(conditions).toEqual(design);
    expect(pointsOfSearch(read, conditions)).toEqual({ designPointName: 'Cooling', operatingPoints });
  });

  it('reads an address of before the points as one design point (old links keep working)', () => {
    const read = selectorSearch({ valveName: 'Sov', Te: '-10℃' });
    expect(pointsOfSearch(read, conditionsOfSearch(read))).toEqual({});
    expect(searchOfPoints(conditionsOfSearch(read), {})).toEqual({ design: undefined, point1: undefined, point2: undefined, point3: undefined, point4: undefined, point5: undefined, point6: undefined, point7: undefined });
  });
});
