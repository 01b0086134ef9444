// Issue 27: the ready operating points a form offers, worked out by the selection module from the family's slice (the
// selector runs it in the browser) and handed back in the request's units and language, ready for calculate. The
// numbers are checked against the rules' sources: 30 % of the duty, EN 14511-2's heating point (−7 ℃ / 50 ℃), ISO
// 5151's T1 maximum (55 ℃) and a pump-down cut-out 10 K below the design, converted with the exact unit factors.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CatalogueSlice } from '../../../src/selection';
import { createLocalSelection, loadSelectionTranslator, Refusal, type LocalSelection, type Presentation } from '../../../src/selection';
import type { SelectionConditions } from '../../../src/contracts/selection';
import { buildTestApp, envelopeOf } from '../helper';

let app: FastifyInstance;
const selections = new Map<string, LocalSelection>();

beforeAll(async () => {
  app = await buildTestApp();
  const translator = await loadSelectionTranslator(['en', 'de']);
  for (const valveName of ['Eev', 'Mv4', 'Sov', 'Filter']) {
    const response = await app.inject({ method: 'GET', url: `/api/selection/slice?valveName=${valveName}` });
    const { etag: _etag, ...slice } = envelopeOf<CatalogueSlice & { etag: string }>(response).Data!;
    selections.set(valveName, createLocalSelection(slice, translator));
  }
});

const METRIC: Presentation = { language: 'en', messageLanguage: 'en', unitSystem: 2 };
const IMPERIAL: Presentation = { language: 'en', messageLanguage: 'en', unitSystem: 1 };
const GERMAN: Presentation = { language: 'en', messageLanguage: 'de', unitSystem: 2 };
/** A ton of refrigeration in W: 12 000 Btu/h of IT Btu (1055.05585262 J) per 3600 s. */
const TON_OF_REFRIGERATION = (12_000 * 1055.05585262) / 3600;
const fahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

const presets = (valveName: string, refrigerant: string, conditions: SelectionConditions, presentation = METRIC) =>
  selections.get(valveName)!.presets({ valveName, refrigerant, conditions }, presentation);
const numberOf = (value: unknown) => (value as { value: number }).value;

describe('the ready points of a calculate body', () => {
  it('an EEV: full load (the design itself) and the lowest part load, 30 % of the duty, in the request\'s units', () => {
    const design = { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } };
    const metric = presets('Eev', 'R410A', design);
    // And heating, for a heat pump's (bi-flow) valve: EN 14511-2's −7 ℃ / 50 ℃ at the design duty.
    expect(metric.map((p) => [p.key, p.name])).toEqual([['fullLoad', 'Full load'], ['partLoad', 'Part load'], ['heating', 'Heating']]);
    expect(metric[2]!.conditions).toMatchObject({ Te: { value: -7, unit: '℃' }, Tk: { value: 50, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } });
    expect(metric[0]!.conditions.Capicity).toEqual({ value: 10, unit: 'kW' });
    expect(metric[1]!.conditions.Capicity).toEqual({ value: 3, unit: 'kW' });
    expect(metric[1]!.conditions.Te).toEqual({ value: -10, unit: '℃' });
    const imperial = presets('Eev', 'R410A', design, IMPERIAL)[1]!.conditions;
    expect(numberOf(imperial.Capicity)).toBeCloseTo(3000 / TON_OF_REFRIGERATION, 5);
    expect(numberOf(imperial.Te)).toBeCloseTo(fahrenheit(-10), 4);
  });

  it('a reversing valve: cooling at the design, heating at −7 ℃ evaporating and 50 ℃ condensing, named in the language', () => {
    const [cooling, heating] = presets('Mv4', 'R410A', { Te: { value: 5, unit: '℃' }, Tk: { value: 45, unit: '℃' } });
    expect(cooling).toMatchObject({ key: 'cooling', conditions: { Te: { value: 5, unit: '℃' }, Tk: { value: 45, unit: '℃' } } });
    expect(heating).toMatchObject({ key: 'heating', name: 'Heating', conditions: { Te: { value: -7, unit: '℃' }, Tk: { value: 50, unit: '℃' } } });
    const german = presets('Mv4', 'R410A', {}, GERMAN);
    expect(german.map((p) => p.name)).not.toContain('Heating');
    expect(numberOf(presets('Mv4', 'R410A', {}, IMPERIAL)[1]!.conditions.Tk)).toBeCloseTo(fahrenheit(50), 4);
  });

  it('a solenoid: the highest differential, Tk up to 55 ℃ and Te 10 K below the design; a family without presets has none', () => {
    const [point] = presets('Sov', 'R410A', { Te: { value: -5, unit: '℃' }, Tk: { value: 40, unit: '℃' } });
    expect(point).toMatchObject({ key: 'highestDifferential', conditions: { Te: { value: -15, unit: '℃' }, Tk: { value: 55, unit: '℃' } } });
    expect(presets('Filter', 'R410A', {})).toEqual([]);
  });

  it('the points are accepted by calculate as operating points, each row graded at both', () => {
    const design = { Capicity: { value: 10, unit: 'kW' } };
    const [, partLoad] = presets('Eev', 'R410A', design);
    const data = selections.get('Eev')!.calculate(
      { valveName: 'Eev', refrigerant: 'R410A', conditions: design, operatingPoints: [{ name: partLoad!.name, conditions: partLoad!.conditions }] },
      METRIC,
    );
    const rows = [...data.Optimal, ...data.Available, ...data.Prohibited];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.Points!.map((p) => p.name)).toEqual(['Design', 'Part load']);
  });

  it('a design point calculate would refuse is refused alike, naming the field', () => {
    let refusal: unknown;
    try {
      presets('Eev', 'R410A', { Nonsense: 1 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).detail).toEqual({ code: 'unknownCondition', field: 'Nonsense' });
  });
});
