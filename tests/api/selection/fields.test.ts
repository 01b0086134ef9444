import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type SelectionField } from '../../../src/contracts';
import { selectionFieldsData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function fieldsOf(valveName: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: `/api/valve/selection?valveName=${encodeURIComponent(valveName)}`, headers });
  expect(response.statusCode).toBe(200);
  return selectionFieldsData.parse(envelopeOf(response).Data);
}

const field = (fields: readonly SelectionField[], name: string) => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('GET /api/valve/selection', () => {
  // Spec §3 defaults: Pos D for Sov, C for Mv4, A for the others; FrequencyType 1 for Sg, Cvs, Ssv, Filter, Xtf,
  // TxvOld, else -1; Dp1 0 bar except Eev 0.2 bar; Texhaustgas checked at 0 ℃. The positions offered are the
  // family's PipelineA/C/D flags in the catalogue (families.json); Xtf (condensing regulators sit in the liquid line)
  // fits all three.
  it.each([
    ['Sov', 'D', -1, ['A', 'C', 'D']],
    ['Mv4', 'C', -1, ['C', 'D']],
    ['Eev', 'A', -1, ['A', 'C', 'D']],
    ['TxvOld', 'A', 1, ['A']],
    ['Sg', 'A', 1, ['A']],
    ['Cvs', 'A', 1, ['A', 'C', 'D']],
    ['Ssv', 'A', 1, ['A', 'C', 'D']],
    ['Filter', 'A', 1, ['A', 'C']],
    ['Xtf', 'A', 1, ['A', 'C', 'D']],
    ['Bv', 'A', -1, ['A', 'C', 'D']],
  ])('%s starts at Pos %s, FrequencyType %i, and offers the positions %j', async (valveName, pos, frequency, positions) => {
    const data = await fieldsOf(valveName);
    expect(data.valveName).toBe(valveName);
    expect(field(data.serialResult, 'Pos')).toMatchObject({ labelType: 'radio', value: pos, option: { value: pos }, values: positions });
    expect(field(data.serialResult, 'Pos').options.map((o) => o.value)).toEqual(positions);
    expect(field(data.serialResult, 'FrequencyType')).toMatchObject({ labelType: 'select', value: frequency });
  });

  it('gives Eev Dp1 0.2 bar and Dp2 0 (spec §3; issue 36) and TxvOld 0 bar, and TxvOld the refrigerant R404A', async () => {
    const eev = await fieldsOf('Eev');
    expect(field(eev.serialResult, 'Dp1')).toMatchObject({ value: 0.2, unit: 'bar', quantity: 'Press' });
    expect(field(eev.serialResult, 'Dp2')).toMatchObject({ value: 0, unit: 'bar', quantity: 'Press' });
    expect(eev.refrigerant).toBeUndefined();
    const txv = await fieldsOf('TxvOld');
    expect(field(txv.serialResult, 'Dp1')).toMatchObject({ value: 0, unit: 'bar' });
    expect(txv.refrigerant).toBe('R404A');
    expect(field(txv.serialResult, 'EqualType').options.map((o) => o.value)).toEqual([-1, 1, 0]);
  });

  it('describes a number field with its unit, the units it accepts and no options', async () => {
    const data = await fieldsOf('Sov');
    expect(field(data.serialResult, 'Te')).toEqual({
      name: 'Te',
      title: 'Evaporating temperature (dew point)',
      labelType: 'value',
      value: -10,
      unit: '℃',
      quantity: 'Temp',
      unitOptions: ['K', '℃', '℉'],
      options: [],
      values: [],
    });
    expect(field(data.serialResult, 'TexhaustgasFlag')).toMatchObject({ labelType: 'checkbox', value: true, values: [true, false] });
    expect(field(data.serialResult, 'Texhaustgas')).toMatchObject({ value: 0, unit: '℃' });
    expect(field(data.serialResult, 'NormalType').options).toEqual([
      { title: 'Normally closed (NC)', value: 0, unit: '' },
      { title: 'Normally open (NO)', value: 1, unit: '' },
    ]);
    expect(data.groupTitles).toEqual({ Optimal: 'Optimal', Available: 'Available', Prohibited: 'Prohibited' });
  });

  it('shows defaults in the imperial unit set for Unitid 1', async () => {
    const data = await fieldsOf('Sov', { unitid: '1' });
    expect(data.unitSystem).toBe(1);
    expect(field(data.serialResult, 'Te')).toMatchObject({ value: 14, unit: '℉' });
    expect(field(data.serialResult, 'Tk')).toMatchObject({ value: 104, unit: '℉' });
    expect(field(data.serialResult, 'DTSH1')).toMatchObject({ value: 9, unit: '℉' });
    expect(field(data.serialResult, 'DpAlow')).toMatchObject({ unit: 'Psi' });
    expect(field(data.serialResult, 'DpAlow').value).toBeCloseTo(2.90075, 4);
    expect(field(data.serialResult, 'Capicity').value).toBeCloseTo(10_000 / 3516.8528, 4);
  });

  it('answers labels, options and group titles in Chinese for LANG cn', async () => {
    const data = await fieldsOf('Sov', { lang: 'cn' });
    expect(field(data.serialResult, 'Pos')).toMatchObject({ title: '安装位置', option: { title: '排气管（热气管）' } });
    expect(field(data.serialResult, 'Capicity').title).toBe('制冷量');
    expect(data.groupTitles.Optimal).toBe('最佳');
  });

  it("lists the refrigerants of a family's series, or of one series", async () => {
    const all = await fieldsOf('Cvs');
    expect(all.refrigerants).toContain('R744');
    expect(all.refrigerants).toContain('R410A');
    const response = await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Cvs&serialId=31' });
    const nct = selectionFieldsData.parse(envelopeOf(response).Data);
    expect(nct).toMatchObject({ Serialid: 31, refrigerants: ['R744'] });
  });

  it('refuses a list-only family, an unknown family and a missing valveName, naming them', async () => {
    const pt = await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Pt' });
    expect(pt.statusCode).toBe(400);
    expect(envelopeOf(pt)).toMatchObject({ Result: ResultCode.invalidInput, ErrorMsg: expect.stringContaining("valveName 'Pt' is a list-only family") });
    const unknown = await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).ErrorMsg).toContain("valveName 'Nope'");
    const missing = await app.inject({ method: 'GET', url: '/api/valve/selection' });
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).ErrorMsg).toBe('Invalid input: valveName is required');
    const series = await app.inject({ method: 'GET', url: '/api/valve/selection?valveName=Sov&serialId=31' });
    expect(envelopeOf(series)).toMatchObject({ Result: ResultCode.invalidInput, ErrorMsg: expect.stringContaining('Serialid 31') });
  });
});
