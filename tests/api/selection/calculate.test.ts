import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectionHash, type CalculationData, type SelectionRow } from '../../../src/contracts';
import { calculationData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';
import { demo } from '../valve/demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function calculate(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<CalculationData> {
  const response = await post(app, '/api/ucselection/calculate', body, headers);
  const envelope = envelopeOf(response);
  if (envelope.Result !== 0) throw new Error(`${response.statusCode} ${envelope.ErrorMsg}`);
  return calculationData.parse(envelope.Data);
}

const allRows = (d: CalculationData): SelectionRow[] => [...d.Optimal, ...d.Available, ...d.Prohibited];

const celsius = (value: number) => ({ value, unit: '℃' });
const kelvin = (value: number) => ({ value, unit: 'K' });

describe('POST /api/ucselection/calculate: every calculating family', () => {
  // Typical conditions (Te -10 ℃, Tk 40 ℃, 10 kW, superheat 5 K, subcooling 2 K: the family defaults) with a
  // refrigerant the family's series cover; check valves and regulators at the suction line, where the demo range is
  // sized (the default set point, 2 bar, is that of evaporating and crankcase regulators).
  it.each([
    ['Sov', 'R410A', {}],
    ['TxvOld', 'R404A', {}],
    ['Eev', 'R410A', {}],
    ['Mv4', 'R410A', {}],
    ['Filter', 'R410A', {}],
    ['Xtf', 'R404A', { Pos: 'C' }],
    ['Eprv', 'R410A', {}],
    ['Cvs', 'R410A', { Pos: 'C' }],
    ['Bv', 'R410A', {}],
    ['Ssv', 'R410A', {}],
    ['Sg', 'R410A', {}],
  ])('%s with %s grades sizes and finds at least one Optimal', async (valveName, refrigerant, conditions) => {
    const data = await calculate({ valveName, refrigerant, conditions });
    expect(data.Optimal.length).toBeGreaterThan(0);
    for (const [grade, rows] of [['Optimal', data.Optimal], ['Available', data.Available], ['Prohibited', data.Prohibited]] as const) {
      for (const row of rows) {
        expect(row).toMatchObject({ Grade: grade, valveName, Refrigerant: refrigerant, conditionIndex: 0 });
        expect(row.Reason).not.toBe('');
        expect(row.Reason).not.toMatch(/selection:|reason\./);
        expect(row.Products.length).toBeGreaterThan(0);
        expect(row.PartNumber).toBe(row.Products[0]!.PartNumber);
      }
    }
    const optimal = data.Optimal[0]!;
    expect(optimal.Values.massFlow).toEqual({ value: expect.any(Number), unit: 'kg/h' });
    expect(Object.keys(optimal.Values).length).toBeGreaterThan(1);
  });
});

describe('POST /api/ucselection/calculate: the numbers', () => {
  // Independent hand calculation of a liquid-line solenoid valve with CoolProp 8.0.1dev's R134a values from
  // tests/fixtures/coolprop-check-values.json: suction vapour at Te -10 ℃ with 10 K superheat (0 ℃) and the
  // liquid at Tk 40 ℃ subcooled 5 K (35 ℃). IEC 60534-2-1 liquid form V = Kv·sqrt(dp/(rho/1000)).
  it('reproduces a hand calculation of a liquid-line Sov (R134a, FDF-07, Kv 0.7)', async () => {
    const check = JSON.parse(readFileSync(new URL('../../fixtures/coolprop-check-values.json', import.meta.url), 'utf8')) as {
      fluids: Record<string, { single_phase: { kind: string; h_J_kg: number; rho_kg_m3: number }[] }>;
    };
    const r134a = check.fluids.R134a!.single_phase;
    const vapour = r134a.find((s) => s.kind === 'superheated_vapour')!;
    const liquid = r134a.find((s) => s.kind === 'subcooled_liquid')!;
    const m = 10_000 / (vapour.h_J_kg - liquid.h_J_kg); // kg/s
    const V = (m / liquid.rho_kg_m3) * 3600; // m³/h
    const size = demo.sizes.find((s) => s.Name === 'FDF-07')!;
    const Kv = size.tech!.kv as number;
    expect(Kv).toBe(0.7);
    const dpBar = (V / Kv) ** 2 * (liquid.rho_kg_m3 / 1000);
    const capacityAt02Bar = ((Kv * Math.sqrt(0.2 / (liquid.rho_kg_m3 / 1000)) * liquid.rho_kg_m3) / 3600) * (vapour.h_J_kg - liquid.h_J_kg);
    // 10 mm connection, 0.8 mm wall (EN 12735-1): 8.4 mm bore.
    const velocity = m / (liquid.rho_kg_m3 * ((Math.PI * 0.0084 ** 2) / 4));

    const data = await calculate({
      valveName: 'Sov',
      refrigerant: 'R134a',
      conditions: { Pos: 'A', Te: celsius(-10), Tk: celsius(40), Capicity: { value: 10, unit: 'kW' }, DTSH1: kelvin(10), DTSC1: kelvin(5) },
    });
    const row = data.Optimal.find((r) => r.SizeName === 'FDF-07')!;
    expect(row).toBeDefined();
    expect(row.Values.pressureDrop!.unit).toBe('bar');
    expect(row.Values.pressureDrop!.value).toBeCloseTo(dpBar, 3); // 0.0977 bar
    expect(Math.abs(row.Values.pressureDrop!.value! / dpBar - 1)).toBeLessThan(0.005);
    expect(Math.abs(row.Values.massFlow!.value! / (m * 3600) - 1)).toBeLessThan(0.005);
    expect(Math.abs(row.Values.capacity!.value! / (capacityAt02Bar / 1000) - 1)).toBeLessThan(0.005); // 14.3 kW
    expect(Math.abs(row.Values.loadRatio!.value! / ((10 / (capacityAt02Bar / 1000)) * 100) - 1)).toBeLessThan(0.005);
    expect(Math.abs(row.Values.velocity!.value! / velocity - 1)).toBeLessThan(0.005);
    expect(row.Reasons).toEqual([{ code: 'drop_in_band', text: `pressure drop ${dpBar.toFixed(4)} bar within 0.05 bar to 0.2 bar` }]);
    // Every part number of FDF-07 that is normally closed (the default Function) is listed under the size.
    const partNumbers = demo.products.filter((p) => p.Sizeid === size.Id).map((p) => p.PartNumber);
    expect(row.Products.map((p) => p.PartNumber)).toEqual(partNumbers);
    expect(row.ProductCount).toBe(partNumbers.length);
  });

  it('gives the same physical answer in imperial units, bare numbers being in the Unitid set', async () => {
    const metric = await calculate({
      valveName: 'Eev',
      refrigerant: 'R410A',
      conditions: { Te: celsius(-10), Tk: celsius(40), Capicity: { value: 10, unit: 'kW' }, DTSH1: kelvin(5), DTSC1: kelvin(2), Dp1: { value: 0.2, unit: 'bar' } },
    });
    // The same conditions as bare numbers in ℉, ℉ (differences), TR and Psi.
    const imperial = await calculate(
      { valveName: 'Eev', refrigerant: 'R410A', conditions: { Te: 14, Tk: 104, Capicity: 10 / 3.5168528, DTSH1: 9, DTSC1: 3.6, Dp1: 2.9007548 } },
      { unitid: '1' },
    );
    expect(imperial.unitSystem).toBe(1);
    for (const group of ['Optimal', 'Available', 'Prohibited'] as const) {
      expect(imperial[group].map((r) => r.Hashkey)).toEqual(metric[group].map((r) => r.Hashkey));
    }
    const m = metric.Optimal[0]!;
    const i = imperial.Optimal.find((r) => r.Sizeid === m.Sizeid)!;
    expect(i.Values.capacity!.unit).toBe('TR');
    expect(i.Values.capacity!.value! * 3.5168528).toBeCloseTo(m.Values.capacity!.value!, 3);
    expect(i.Values.availableDrop!.unit).toBe('Psi');
    expect(i.Values.availableDrop!.value! / 14.503774).toBeCloseTo(m.Values.availableDrop!.value!, 3);
    expect(i.Values.opening).toEqual(m.Values.opening);
    expect(imperial.SelectCondition.conditions.Te).toEqual({ value: 14, unit: '℉' });
    expect(metric.SelectCondition.conditions.Te).toEqual({ value: -10, unit: '℃' });
    // Mixed units in one request: a metric request may send ℉ with its unit.
    const mixed = await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions: { Te: { value: 14, unit: '℉' }, Capicity: { value: 34121.4, unit: 'Btu/h' } } });
    expect(mixed.Optimal.map((r) => r.Hashkey)).toEqual(metric.Optimal.map((r) => r.Hashkey));
  });

  it('fills missing conditions with the family defaults and echoes them resolved', async () => {
    const data = await calculate({ valveName: 'Sov', refrigerant: 'R410A' });
    expect(data.SelectCondition).toEqual({
      valveName: 'Sov',
      refrigerant: 'R410A',
      approvals: [],
      conditions: {
        Pos: 'D',
        Te: celsius(-10),
        Tk: celsius(40),
        Capicity: { value: 10, unit: 'kW' },
        DTSH1: kelvin(5),
        DTSC1: kelvin(2),
        DTSH2: kelvin(0),
        DTSC2: kelvin(0),
        Texhaustgas: celsius(0),
        TexhaustgasFlag: true,
        IsentropicEfficiency: 70,
        DpAlow: { value: 0.2, unit: 'bar' },
        NormalType: 0,
        FrequencyType: -1,
        WidthType: -1,
      },
    });
    // Sent once for the whole answer: every row was calculated at it (issue 17: a copy in each row was a quarter of the bytes).
    expect(data.Optimal[0]).not.toHaveProperty('SelectCondition');
  });

  it('hashes valve, series, size, part number and the sorted SI conditions with the shared function', async () => {
    const data = await calculate({ valveName: 'Sov', refrigerant: 'R410A', conditions: { Pos: 'A' } });
    const row = data.Optimal[0]!;
    const conditions = { refrigerant: 'R410A', Pos: 'A', Te: 263.15, Tk: 313.15, Capicity: 10_000, DTSH1: 5, DTSC1: 2, DTSH2: 0, DTSC2: 0, Texhaustgas: 273.15, TexhaustgasFlag: true, IsentropicEfficiency: 70, DpAlow: 20_000, NormalType: 0, FrequencyType: -1, WidthType: -1 };
    expect(row.Hashkey).toBe(selectionHash({ valveName: 'Sov', serialId: row.Serialid, sizeId: row.Sizeid, partNumber: row.PartNumber, conditions }));
    expect(row.Hashkey).toMatch(/^[0-9a-f]{14}$/);
    const hashes = allRows(data).flatMap((r) => r.Products.map((p) => p.Hashkey));
    expect(new Set(hashes).size).toBe(hashes.length);
    const hotter = await calculate({ valveName: 'Sov', refrigerant: 'R410A', conditions: { Pos: 'A', Tk: celsius(45) } });
    expect(allRows(hotter).find((r) => r.Sizeid === row.Sizeid)!.Hashkey).not.toBe(row.Hashkey);
  });

  it('lists only the part numbers of the chosen connection standard', async () => {
    const inch = await calculate({ valveName: 'Sov', refrigerant: 'R410A', conditions: { Pos: 'A', WidthType: 1 } });
    const metric = await calculate({ valveName: 'Sov', refrigerant: 'R410A', conditions: { Pos: 'A', WidthType: '0' } });
    const types = (d: CalculationData) => new Set([...d.Optimal, ...d.Available].flatMap((r) => r.Products.map((p) => p.ConnectionType)));
    expect([...types(inch)].sort()).toEqual(['ODF', 'SAE']);
    expect([...types(metric)]).toEqual(['ODM']);
  });
});

describe('POST /api/ucselection/calculate: refrigerant, approvals, series, system', () => {
  it('prohibits every size of series that do not cover the refrigerant, saying so', async () => {
    const data = await calculate({ valveName: 'TxvOld', refrigerant: 'R717', conditions: {} });
    expect(data.Optimal).toEqual([]);
    expect(data.Available).toEqual([]);
    expect(data.Prohibited.length).toBe(demo.sizes.filter((s) => demo.series.find((x) => x.Id === s.Serialid)!.Valveid === 2).length);
    for (const row of data.Prohibited) {
      expect(row.Reasons[0]).toEqual({ code: 'refrigerant_not_covered', text: 'not approved for R717' });
      expect(row.Products).toHaveLength(1);
      expect(row.ProductCount).toBeGreaterThan(0);
    }
  });

  it("lists only the part numbers whose own refrigerants include the request's (a TXV's charge)", async () => {
    const data = await calculate({ valveName: 'TxvOld', refrigerant: 'R410A', conditions: {} });
    let narrowed = 0;
    for (const row of [...data.Optimal, ...data.Available]) {
      for (const p of row.Products) expect(demo.products.find((x) => x.PartNumber === p.PartNumber)!.Refrigerant).toContain('R410A');
      if (row.ProductCount < demo.products.filter((p) => p.Sizeid === row.Sizeid).length) narrowed++;
    }
    expect(narrowed).toBeGreaterThan(0);
  });

  it('prohibits sizes without the required approval, in both languages', async () => {
    const en = await calculate({ valveName: 'Sov', refrigerant: 'R410A', approvals: ['CRN'], conditions: { Pos: 'A' } });
    expect(en.Optimal).toEqual([]);
    expect(en.Prohibited[0]!.Reasons[0]).toEqual({ code: 'approval_missing', text: 'lacks the required approvals (CRN)' });
    const cn = await calculate({ valveName: 'Sov', refrigerant: 'R410A', approvals: ['CRN'], conditions: { Pos: 'A' } }, { lang: 'cn' });
    expect(cn.Prohibited[0]!.Reasons[0]!.text).toBe('不具备所需认证（CRN）');
    expect(cn.Prohibited[0]!.Reason.startsWith('不具备所需认证（CRN）；')).toBe(true);
    expect(cn.groupTitles).toEqual({ Optimal: '最佳', Available: '可用', Prohibited: '禁用' });
  });

  it('words the reasons in the request language with its units', async () => {
    const body = { valveName: 'Eev', refrigerant: 'R410A', conditions: {} };
    const en = await calculate(body);
    const cn = await calculate(body, { lang: 'cn' });
    const enRow = en.Optimal[0]!;
    const cnRow = cn.Optimal.find((r) => r.Sizeid === enRow.Sizeid)!;
    expect(enRow.Reason).toMatch(/^opening \d+(\.\d+)? % within 30 % to 80 %$/);
    expect(cnRow.Reason).toMatch(/^开度 \d+(\.\d+)? % 在 30 % 至 80 % 之间$/);
    const tooSmall = cn.Prohibited.find((r) => r.Reasons.some((x) => x.code === 'opening_above_full'))!;
    expect(tooSmall.Reason).toContain('选型偏小');
  });

  // Issue 26: an EEV's opening at the lowest part load goes with its design opening. SPEC §3's Load (the lowest part
  // load the system runs at) and the inverter's turndown (FrequencyType 0: 30 % of the duty, fields.ts PART_LOAD).
  it.each([
    [{ Load: 100, FrequencyType: 1 }, 100],
    [{ Load: 33, FrequencyType: 1 }, 33],
    [{ Load: 100, FrequencyType: 0 }, 30],
    [{ Load: 25, FrequencyType: 0 }, 25],
  ])('sends an Eev row its part load and the opening there, %o: %d %%', async (conditions, partLoad) => {
    const data = await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions });
    const rows = [...data.Optimal, ...data.Available];
    expect(rows.length).toBeGreaterThan(0);
    for (const { Values: v } of rows) {
      expect(v.partLoad).toEqual({ value: partLoad, unit: '%' });
      expect(v.partLoadOpening!.unit).toBe('%');
      expect(v.partLoadOpening!.value! / v.opening!.value!).toBeCloseTo(partLoad / 100, 4);
    }
  });

  it('sends no part-load opening for a valve that does not modulate', async () => {
    const data = await calculate({ valveName: 'TxvOld', refrigerant: 'R134a', conditions: {} });
    for (const { Values: v } of allRows(data)) expect([v.partLoad, v.partLoadOpening]).toEqual([undefined, undefined]);
  });

  it("names each part number's product type in the request language, a loaded one too", async () => {
    const body = { valveName: 'Sov', refrigerant: 'R410A', conditions: { Pos: 'A' } };
    for (const lang of ['de', 'ja', 'cn'] as const) {
      const data = await calculate(body, { lang });
      const products = allRows(data).flatMap((row) => row.Products);
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        const listed = demo.products.find((p) => p.PartNumber === product.PartNumber)!;
        const named = typeof listed.ProductType === 'string' ? listed.ProductType : (listed.ProductType as Partial<Record<typeof lang, string>>)[lang];
        expect(product.ProductType, `${lang} ${product.PartNumber}`).toBe(named);
      }
    }
  });

  it('grades only the sizes of the series, or of the series a system uses', async () => {
    const series = await calculate({ valveName: 'Eev', serialId: 12, refrigerant: 'R410A', conditions: {} });
    expect(new Set(allRows(series).map((r) => r.Serialid))).toEqual(new Set([12]));
    expect(series.SelectCondition.serialId).toBe(12);
    // System 1 (split air conditioner) uses the Eev series 12 and 11.
    const system = await calculate({ valveName: 'Eev', systemId: 1, refrigerant: 'R410A', conditions: {} });
    expect(new Set(allRows(system).map((r) => r.Serialid))).toEqual(new Set([11, 12]));
  });
});
