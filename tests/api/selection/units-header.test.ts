// Issue 12: a custom unit set (a guest's lives only in the browser) travels as the Units header, and the server reads
// and answers the numbers in it. Expected figures come from the units' definitions (1 bar = 100 kPa exactly,
// T[K] = t[℃] + 273.15, 1 TR = 12 000 Btu/h = 3516.8528 W, NIST SP 811 B.8), not from the server's own output.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculationData, SelectionField } from '../../../src/contracts';
import { calculationData, selectionFieldsData } from '../../../src/contracts/schemas';
import { writeUnitsHeader } from '../../../src/contracts/units-header';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function fieldsOf(headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Sov', headers });
  expect(response.statusCode).toBe(200);
  return selectionFieldsData.parse(envelopeOf(response).Data).serialResult;
}

async function calculate(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<CalculationData> {
  const envelope = envelopeOf(await post(app, '/api/ucselection/calculate', body, headers));
  if (envelope.Result !== 0) throw new Error(envelope.ErrorMsg);
  return calculationData.parse(envelope.Data);
}

const field = (fields: readonly SelectionField[], name: string) => fields.find((f) => f.name === name)!;

describe('header Units: a custom unit set over the Unitid system', () => {
  it('answers the field defaults in the set, the system elsewhere', async () => {
    const fields = await fieldsOf({ unitid: '1', units: writeUnitsHeader({ Temp: 'K', Press: 'kPa' }) });
    // SPEC §3 defaults: Te -10 ℃, Tk 40 ℃ (then K), DTSH1 5 K (then the imperial 9 ℉), DpAlow 0.2 bar (20 kPa).
    expect(field(fields, 'Te')).toMatchObject({ value: 263.15, unit: 'K' });
    expect(field(fields, 'Tk')).toMatchObject({ value: 313.15, unit: 'K' });
    expect(field(fields, 'DTSH1')).toMatchObject({ value: 9, unit: '℉' });
    expect(field(fields, 'DpAlow').unit).toBe('kPa');
    expect(field(fields, 'DpAlow').value).toBeCloseTo(20, 6);
  });

  it('reads a URL-encoded ℃ and spellings such as psi under their labels', async () => {
    const fields = await fieldsOf({ unitid: '1', units: 'Temp=%E2%84%83&Press=psi' });
    expect(field(fields, 'Te')).toMatchObject({ value: -10, unit: '℃' });
    expect(field(fields, 'DpAlow').unit).toBe('Psi');
  });

  it('reads bare numbers in the set and answers figures and reasons in it', async () => {
    const conditions = { Pos: 'A', Te: -10, Tk: 40, Capicity: 10 };
    const metric = await calculate({ valveName: 'Sov', refrigerant: 'R410A', conditions });
    // The same duty as bare numbers in the set: 10 kW = 10 000 W; temperatures in ℃ over the imperial system.
    const custom = await calculate(
      { valveName: 'Sov', refrigerant: 'R410A', conditions: { ...conditions, Capicity: 10_000 } },
      { unitid: '1', units: writeUnitsHeader({ Temp: '℃', Press: 'kPa', CoolCapacity: 'W' }) },
    );
    expect(custom.Optimal.map((r) => r.Hashkey)).toEqual(metric.Optimal.map((r) => r.Hashkey));
    const m = metric.Optimal[0]!;
    const c = custom.Optimal.find((r) => r.Sizeid === m.Sizeid)!;
    expect(c.Values.capacity!.unit).toBe('W');
    expect(c.Values.capacity!.value! / 1000).toBeCloseTo(m.Values.capacity!.value!, 2);
    expect(c.Values.pressureDrop!.unit).toBe('kPa');
    expect(c.Values.pressureDrop!.value! / 100).toBeCloseTo(m.Values.pressureDrop!.value!, 4);
    expect(c.Reasons.map((r) => r.text).join(' ')).toMatch(/\d kPa/);
    expect(custom.SelectCondition.conditions.Te).toEqual({ value: -10, unit: '℃' });
    // Quantities the set leaves out are the system's: the imperial velocity.
    expect(c.Values.velocity!.unit).toBe('ft/s');
    expect(c.Values.velocity!.value! * 0.3048).toBeCloseTo(m.Values.velocity!.value!, 4);
  });

  it.each([
    ['Temp=furlong', 'en', "Invalid input: the Units header sets Temp to 'furlong', which is not one of its units"],
    ['Press=%E2%84%83', 'en', "Invalid input: the Units header sets Press to '℃', which is not one of its units"],
    ['Colour=red', 'en', "Invalid input: the Units header names 'Colour', which is not a quantity of a unit set"],
    ['Colour=red', 'cn', '输入无效：Units 请求头中的“Colour”不是单位组的物理量'],
    [`Temp=K&${'x'.repeat(1100)}`, 'en', 'Invalid input: the Units header is longer than 1024 characters'],
  ])('refuses %s with Result 2, HTTP 400 (%s), and computes nothing', async (units, lang, message) => {
    const response = await post(app, '/api/ucselection/calculate', { valveName: 'Sov', refrigerant: 'R410A' }, { units, lang });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ Result: 2, Data: null, ErrorMsg: message });
  });

  it('is in the OpenAPI document and allowed across origins', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      components: { parameters: Record<string, { name: string; in: string }> };
    };
    expect(document.components.parameters.Units).toMatchObject({ name: 'Units', in: 'header' });
  });
});
