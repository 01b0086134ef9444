// The canned answers the stories and browser tests of <vs-selector> use (stories/fixtures/selector/*.json) are
// the real server's: this test asks the real application for them, with the request the widget itself builds
// from the defaults, and fails when a fixture is missing or no longer matches. Only UPDATE_FIXTURES=1 writes them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculationData, catalogueSliceData, chartLinesData, selectionFieldsData, type CalculationData, type SelectionFieldsData } from '../../../src/contracts/schemas';
import { createSelectorModel } from '../../../widgets/selector';
import { buildTestApp, envelopeOf } from '../../api/helper';

const dir = path.join(import.meta.dirname, '../../../stories/fixtures/selector');
const update = process.env.UPDATE_FIXTURES === '1';

function fixture(name: string, actual: unknown): void {
  const file = path.join(dir, name);
  if (update) writeFileSync(file, `${JSON.stringify(actual, null, 1)}\n`);
  expect(existsSync(file), `${name} is missing (UPDATE_FIXTURES=1 writes it)`).toBe(true);
  expect(actual, `${name} is what the server answers now (UPDATE_FIXTURES=1 rewrites it)`).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

describe('selector fixtures are real answers', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let fields: SelectionFieldsData;
  let result: CalculationData;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  it('GET /api/valve/selection?valveName=Sov (en, metric)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Sov', headers: { LANG: 'en' } });
    fields = selectionFieldsData.parse(envelopeOf(response).Data);
    fixture('sov-fields.json', envelopeOf(response));
  });

  // Issue 29: the family's catalogue slice, on which the widget calculates in the browser.
  it('GET /api/selection/slice?valveName=Sov', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/selection/slice?valveName=Sov', headers: { LANG: 'en' } });
    expect(catalogueSliceData.parse(envelopeOf(response).Data).families[0]?.Classname).toBe('Sov');
    fixture('sov-slice.json', envelopeOf(response));
  });

  it('GET /api/valve/selection?valveName=Teapot: an unknown family', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Teapot', headers: { LANG: 'en' } });
    expect(response.statusCode).toBe(404);
    fixture('teapot-fields.json', envelopeOf(response));
  });

  it('POST /api/ucselection/calculate with the form’s defaults, R410A', async () => {
    const model = createSelectorModel({ unitSystem: 2, locale: 'en' });
    model.setFields(fields);
    const body = model.requestFor({ valveName: 'Sov', refrigerant: 'R410A' });
    expect(body).toBeDefined();
    const response = await app.inject({ method: 'POST', url: '/api/ucselection/calculate', headers: { LANG: 'en' }, payload: body });
    result = calculationData.parse(envelopeOf(response).Data);
    expect(result.Optimal.length + result.Available.length).toBeGreaterThan(0);
    fixture('sov-calculate.json', envelopeOf(response));
  });

  it('POST /api/ucselection/getchartline for the first Optimal row', async () => {
    const row = result.Optimal[0]!;
    const model = createSelectorModel({ unitSystem: 2, locale: 'en' });
    model.setFields(fields);
    const body = model.requestFor({ valveName: 'Sov', refrigerant: 'R410A' })!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/ucselection/getchartline',
      headers: { LANG: 'en' },
      payload: { valveName: 'Sov', refrigerant: 'R410A', conditions: body.conditions, Sizeid: row.Sizeid },
    });
    expect(chartLinesData.parse(envelopeOf(response).Data).Sizeid).toBe(row.Sizeid);
    fixture('sov-chartline.json', envelopeOf(response));
  });

  // Issue 39: a refusal naming a field, for the selector's story of it: an evaporating temperature above R410A's
  // critical point (71.3 ℃) has no saturation, and the server says so beside Te.
  it('POST /api/ucselection/calculate refused: Te 80 ℃ on R410A', async () => {
    const model = createSelectorModel({ unitSystem: 2, locale: 'en' });
    model.setFields(fields);
    const body = model.requestFor({ valveName: 'Sov', refrigerant: 'R410A' })!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/ucselection/calculate',
      headers: { LANG: 'en' },
      payload: { ...body, conditions: { ...body.conditions, Te: { value: 80, unit: '℃' } } },
    });
    expect(envelopeOf(response).Detail?.field).toBe('Te');
    fixture('sov-calculate-refused.json', { status: response.statusCode, envelope: envelopeOf(response) });
  });

  // Issue 39: the bill of materials of the strip's first story item (SOV-12064, a valve with its coil).
  it('GET /api/valve/bom?items=SOV-12064:1', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/valve/bom?items=${encodeURIComponent('SOV-12064:1')}`, headers: { LANG: 'en' } });
    expect(response.statusCode).toBe(200);
    fixture('sov-bom.json', envelopeOf(response));
  });

  // Issue 26: an expansion valve's answer, with no velocity column, part numbers that differ in connection, charge
  // or coil, and (Eev) the opening at the lowest part load.
  it.each([
    ['Eev', 'R410A', { Load: 33 }],
    ['TxvOld', 'R134a', {}],
  ] as const)('GET /api/valve/selection and POST /api/ucselection/calculate, %s with %s', async (valveName, refrigerant, changes) => {
    const name = valveName.toLowerCase();
    const answer = await app.inject({ method: 'GET', url: `/api/valve/selection?valveName=${valveName}`, headers: { LANG: 'en' } });
    fixture(`${name}-fields.json`, envelopeOf(answer));
    const model = createSelectorModel({ unitSystem: 2, locale: 'en' });
    model.setFields(selectionFieldsData.parse(envelopeOf(answer).Data));
    const body = model.requestFor({ valveName, refrigerant })!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/ucselection/calculate',
      headers: { LANG: 'en' },
      payload: { ...body, conditions: { ...body.conditions, ...changes } },
    });
    calculationData.parse(envelopeOf(response).Data);
    fixture(`${name}-calculate.json`, envelopeOf(response));
  });
});
