import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChartCurve } from '../../../src/contracts';
import { chartLinesData, condensingChangedData, evaporatingChangedData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function call<T>(url: string, body: unknown, parse: (data: unknown) => T, headers: Record<string, string> = {}): Promise<T> {
  const envelope = envelopeOf(await post(app, url, body, headers));
  if (envelope.Result !== 0) throw new Error(envelope.ErrorMsg);
  return parse(envelope.Data);
}

const charts = (body: unknown, headers: Record<string, string> = {}) => call('/api/ucselection/getchartline', body, (d) => chartLinesData.parse(d), headers);

function expectAscending(curve: ChartCurve): void {
  const x = curve.x.values;
  expect(x.length).toBeGreaterThan(3);
  for (let i = 1; i < x.length; i++) expect(x[i]!).toBeGreaterThan(x[i - 1]!);
  for (const s of curve.series) expect(s.values).toHaveLength(x.length);
}

describe('POST /api/ucselection/getchartline', () => {
  it('draws an Eev size with its neighbours against Te, and alone against opening', async () => {
    const data = await charts({ valveName: 'Eev', refrigerant: 'R410A', conditions: {}, Sizeid: 70 });
    expect(data).toMatchObject({ Sizeid: 70, SizeName: 'DPF-24', unitSystem: 2 });
    expect(data.curves.map((c) => c.kind)).toEqual(['capacity-te', 'capacity-opening']);
    const [te, opening] = data.curves as [ChartCurve, ChartCurve];
    expectAscending(te);
    expectAscending(opening);
    expect(te).toMatchObject({ title: 'Capacity against evaporating temperature', x: { unit: '℃' }, y: { label: 'Capacity', unit: 'kW' } });
    expect(te.series.map((s) => [s.SizeName, s.selected])).toEqual([['DPF-24', true], ['DPF-22', false], ['DPF-28', false]]);
    expect(te.series[0]!.label).toBe('DPF-24 (selected)');
    // A larger size passes more at every Te.
    te.x.values.forEach((_, i) => expect(te.series[2]!.values[i]!).toBeGreaterThan(te.series[0]!.values[i]!));
    expect(opening.x.unit).toBe('%');
    expect(opening.x.values.at(-1)).toBe(100);
    expect(opening.series).toHaveLength(1);
    // Capacity is linear in the opening: at 100 % it is the fully open capacity at the design Te (-10 ℃).
    const atDesign = te.series[0]!.values[te.x.values.indexOf(-10)]!;
    expect(opening.series[0]!.values.at(-1)).toBeCloseTo(atDesign, 3);
  });

  it('draws pressure drop against capacity for a Sov named by part number, in imperial units and Chinese', async () => {
    const data = await charts({ valveName: 'Sov', refrigerant: 'R410A', conditions: { Pos: 'A' }, PartNumber: 'SOV-12001' }, { unitid: '1', lang: 'cn' });
    const drop = data.curves.find((c) => c.kind === 'drop-capacity')!;
    expectAscending(drop);
    expect(drop).toMatchObject({ title: '压降随容量变化', x: { label: '容量', unit: 'TR' }, y: { label: '压降', unit: 'Psi' } });
    expect(drop.series[0]!.label).toBe('FDF-07（所选）');
    // Liquid drop grows with the square of the flow.
    const [first, last] = [drop.series[0]!.values[0]!, drop.series[0]!.values.at(-1)!];
    const ratio = drop.x.values.at(-1)! / drop.x.values[0]!;
    expect(Math.abs(last / first / ratio ** 2 - 1)).toBeLessThan(1e-4);
    const te = data.curves.find((c) => c.kind === 'capacity-te')!;
    expect(te.x.unit).toBe('℉');
    expectAscending(te);
  });

  it('refuses a size of another family and a request without a size', async () => {
    const other = envelopeOf(await post(app, '/api/ucselection/getchartline', { valveName: 'Eev', refrigerant: 'R410A', Sizeid: 1 }));
    expect(other).toMatchObject({ Result: 2, ErrorMsg: 'Invalid input: Sizeid 1 is not a size of Eev' });
    const none = envelopeOf(await post(app, '/api/ucselection/getchartline', { valveName: 'Eev', refrigerant: 'R410A' }));
    expect(none).toMatchObject({ Result: 2, ErrorMsg: 'Invalid input: Sizeid or PartNumber is required' });
  });
});

// CoolProp 8.0.1dev saturation values of R407C (pseudo-pure equation) at 30 ℃ and 0 ℃, from check-values.json.
const check = JSON.parse(readFileSync(new URL('../../fixtures/coolprop-check-values.json', import.meta.url), 'utf8')) as {
  fluids: Record<string, { saturation_by_temperature: { T_C: number; p_bubble_Pa: number; p_dew_Pa: number }[] }>;
};
const r407c = (tC: number) => check.fluids.R407C!.saturation_by_temperature.find((r) => r.T_C === tC)!;

describe('POST /api/ucselection/tb_tkchanged and tb_techanged', () => {
  it('gives the condensing pressures of a blend at both ends of its glide, the liquid and discharge temperatures', async () => {
    const data = await call(
      '/api/ucselection/tb_tkchanged',
      { valveName: 'Eev', refrigerant: 'R407C', conditions: { Tk: { value: 30, unit: '℃' }, DTSC1: { value: 3, unit: 'K' } } },
      (d) => condensingChangedData.parse(d),
    );
    const ref = r407c(30);
    expect(data.Tk).toEqual({ value: 30, unit: '℃' });
    expect(data.condensingPressure.unit).toBe('bar');
    expect(Math.abs(data.condensingPressure.bubble / (ref.p_bubble_Pa / 1e5) - 1)).toBeLessThan(0.005);
    expect(Math.abs(data.condensingPressure.dew / (ref.p_dew_Pa / 1e5) - 1)).toBeLessThan(0.005);
    expect(data.condensingPressure.bubble).toBeGreaterThan(data.condensingPressure.dew);
    expect(data.condensingPressure.dewGauge).toBeCloseTo(data.condensingPressure.dew - 1.01325, 4);
    // The liquid: bubble point at the dew pressure of 30 ℃ (about 25 ℃ for R407C's 5 K glide), minus 3 K.
    expect(data.liquidTemperature.value!).toBeGreaterThan(20);
    expect(data.liquidTemperature.value!).toBeLessThan(24);
    // Isentropic compression from -10 ℃ + 5 K to the condensing pressure ends well above Tk.
    expect(data.dischargeTemperature.value!).toBeGreaterThan(40);
    expect(data.dischargeTemperature.value!).toBeLessThan(70);
    expect(data.Texhaustgas).toEqual(data.dischargeTemperature);
    expect(data.limits).toEqual({ Te: { unit: '℃', min: -73.15, max: 30 }, Tk: { unit: '℃', min: -10, max: expect.any(Number) } });
    expect(data.limits.Tk.max).toBeGreaterThan(80);
  });

  it('gives the evaporating pressures and the suction temperature, in imperial units', async () => {
    const data = await call(
      '/api/ucselection/tb_techanged',
      { valveName: 'Sov', refrigerant: 'R407C', conditions: { Te: { value: 0, unit: '℃' }, Texhaustgas: { value: 90, unit: '℃' } } },
      (d) => evaporatingChangedData.parse(d),
      { unitid: '1' },
    );
    const ref = r407c(0);
    expect(data.Te).toEqual({ value: 32, unit: '℉' });
    expect(data.evaporatingPressure.unit).toBe('Psi');
    expect(Math.abs(data.evaporatingPressure.dew / (ref.p_dew_Pa / 6894.757) - 1)).toBeLessThan(0.005);
    expect(Math.abs(data.evaporatingPressure.bubble / (ref.p_bubble_Pa / 6894.757) - 1)).toBeLessThan(0.005);
    expect(data.suctionTemperature).toEqual({ value: 41, unit: '℉' });
    // Texhaustgas is flagged (the default) and above Tk: the calculation uses it, not the estimate.
    expect(data.Texhaustgas).toEqual({ value: 194, unit: '℉' });
    expect(data.dischargeTemperature.value).not.toBe(194);
  });
});
