// Grading at several operating points (issue 27) through the running application: every size graded at each point,
// its grade the worst, the deciding point named in the reasons. The figures are checked against CoolProp's
// saturation states (tests/fixtures/coolprop-check-values.json), the catalogue's data sheet figures (read from its
// JSON, not through the server) and the expansion valve's linear characteristic.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type CalculationData, type SelectionRow } from '../../../src/contracts';
import { WIRE_NAMES } from '../../../src/contracts/condition-names';
import { calculationData } from '../../../src/contracts/schemas';
import { operatingPointPresets } from '../../../src/engine';
import { buildTestApp, envelopeOf, post } from '../helper';
import { demo } from '../valve/demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function answer(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await post(app, '/api/ucselection/calculate', body, headers);
  return { status: response.statusCode, envelope: envelopeOf<CalculationData>(response) };
}

async function calculate(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<CalculationData> {
  const { status, envelope } = await answer(body, headers);
  if (envelope.Result !== 0) throw new Error(`${status} ${envelope.ErrorMsg}`);
  return calculationData.parse(envelope.Data);
}

const allRows = (d: CalculationData): SelectionRow[] => [...d.Optimal, ...d.Available, ...d.Prohibited];
const rowOf = (d: CalculationData, size: string) => allRows(d).find((row) => row.SizeName === size)!;
const techOf = (size: string) => demo.sizes.find((s) => s.Name === size)!.tech!;
const celsius = (value: number) => ({ value, unit: '℃' });
const kelvin = (value: number) => ({ value, unit: 'K' });
const RANK = { Optimal: 0, Available: 1, Prohibited: 2 } as const;

const coolprop = JSON.parse(readFileSync(new URL('../../fixtures/coolprop-check-values.json', import.meta.url), 'utf8')) as {
  fluids: Record<string, { saturation_by_temperature: { T_C: number; p_dew_Pa: number; p_bubble_Pa: number; h_liq_J_kg: number; h_vap_J_kg: number }[] }>;
};
const saturated = (fluid: string, celsius: number) => coolprop.fluids[fluid]!.saturation_by_temperature.find((s) => s.T_C === celsius)!;

/** Every row's grade is its worst over the points, decided by the earliest worst; Grade, Reasons and Values are that point's. */
function expectWorstDecides(data: CalculationData, names: string[]): void {
  for (const row of allRows(data)) {
    expect(row.Points!.map((p) => p.name)).toEqual(names);
    const worst = Math.max(...row.Points!.map((p) => RANK[p.Grade]));
    expect(RANK[row.Grade]).toBe(worst);
    expect(row.DecidingPoint).toBe(row.Points!.findIndex((p) => RANK[p.Grade] === worst));
    const deciding = row.Points![row.DecidingPoint!]!;
    expect(row.Reasons).toEqual(deciding.Reasons);
    expect(row.Values).toEqual(deciding.Values);
    for (const reason of row.Reasons) expect(reason.text.endsWith(` at ${deciding.name}`)).toBe(true);
  }
}

describe('an EEV at design and at 30 % load', () => {
  // The preset's part-load point: the design duty × 30 %, in the request's units.
  const [, partLoad] = operatingPointPresets('Eev', { capacity: 10_000 });
  const body = {
    valveName: 'Eev',
    refrigerant: 'R410A',
    conditions: {},
    operatingPoints: [{ name: 'Part load', conditions: { [WIRE_NAMES.capacity]: { value: (partLoad!.conditions.capacity as number) / 1000, unit: 'kW' } } }],
  };

  it('downgrades a size whose opening at part load falls below the maker\'s minimum, naming the point', async () => {
    expect(partLoad!.conditions.capacity).toBe(3000);
    const data = await calculate(body);
    expectWorstDecides(data, ['Design', 'Part load']);
    const row = rowOf(data, 'SEK-34');
    const [design, part] = row.Points!;
    expect(design!.Grade).toBe('Available');
    expect(row).toMatchObject({ Grade: 'Prohibited', DecidingPoint: 1 });
    // Linear characteristic at the same Te and Tk: the opening follows the duty, 30 % of the design opening ...
    expect(part!.Values.opening!.value! / design!.Values.opening!.value!).toBeCloseTo(0.3, 6);
    // ... which here is below the data sheet's minimum controllable opening.
    const minOpening = techOf('SEK-34').minOpeningPercent as number;
    expect(minOpening).toBe(10);
    expect(part!.Values.opening!.value!).toBeLessThan(minOpening);
    expect(row.Reasons.map((r) => r.code)).toEqual(['opening_below_minimum']);
    expect(row.Reason).toMatch(/^opening 8\.53 % below the minimum controllable 10 % at Part load$/);
    // A bi-flow valve Optimal at design is refused by the part-load point alone.
    const biFlow = rowOf(data, 'DPFR-32');
    expect([biFlow.Points![0]!.Grade, biFlow.Grade, biFlow.DecidingPoint]).toEqual(['Optimal', 'Prohibited', 1]);
    expect(biFlow.Points![1]!.Values.opening!.value!).toBeLessThan(techOf('DPFR-32').minOpeningPercent as number);
    const alone = rowOf(await calculate({ ...body, operatingPoints: undefined }), 'DPFR-32');
    expect(alone.Grade).toBe('Optimal');
    expect(alone.Values.opening).toEqual(biFlow.Points![0]!.Values.opening);
  });

  it('echoes the points in SelectCondition and hashes the selection apart from the one-point one', async () => {
    const data = await calculate(body);
    expect(data.SelectCondition.designPointName).toBe('Design');
    expect(data.SelectCondition.operatingPoints).toHaveLength(1);
    expect(data.SelectCondition.operatingPoints![0]).toMatchObject({ name: 'Part load', conditions: { Capicity: { value: 3, unit: 'kW' }, Te: { value: -10, unit: '℃' } } });
    const one = await calculate({ ...body, operatingPoints: undefined });
    expect(rowOf(data, 'DPFR-32').Hashkey).not.toBe(rowOf(one, 'DPFR-32').Hashkey);
    // Posting the echo back answers the same.
    const { designPointName, operatingPoints, conditions } = data.SelectCondition;
    const again = await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions, designPointName, operatingPoints });
    expect(allRows(again).map((r) => [r.Hashkey, r.Grade, r.DecidingPoint])).toEqual(allRows(data).map((r) => [r.Hashkey, r.Grade, r.DecidingPoint]));
  });

  it('names the point in the request\'s language', async () => {
    const data = await calculate({ ...body, operatingPoints: [{ name: 'Teillast', conditions: body.operatingPoints[0]!.conditions }] }, { lang: 'de' });
    const row = rowOf(data, 'DPFR-32');
    expect(row.Points![0]!.name).toBe('Auslegung');
    expect(row.Reason).toMatch(/im Betriebspunkt Teillast$/);
  });
});

// Issue 36: each point is judged by its own rule: the design point by the design window, part load by the lowest
// controllable opening or load the maker states, heating by whether the heating duty is controlled. The ready points
// let a well-sized valve be Optimal at all three.
describe('design, part load and heating, each by its own rule', () => {
  const K0 = 273.15;
  for (const [valveName, refrigerant, capacity] of [['Eev', 'R410A', 10], ['TxvOld', 'R404A', 5]] as const) {
    it(`${valveName}: some size is Optimal at all three points, and a size too big for the part load is refused there`, async () => {
      const design = { capacity: capacity * 1000 };
      const [, partLoad, heating] = operatingPointPresets(valveName, design, { reversible: true });
      const kW = { value: (partLoad!.conditions.capacity as number) / 1000, unit: 'kW' };
      // A point's unsent conditions take the family's defaults, not the design's: the heating duty is sent.
      const heatingPoint = { Capicity: { value: capacity, unit: 'kW' }, Te: celsius((heating!.conditions.evaporatingTemperature as number) - K0), Tk: celsius((heating!.conditions.condensingTemperature as number) - K0) };
      const data = await calculate({
        valveName,
        refrigerant,
        conditions: { Capicity: { value: capacity, unit: 'kW' } },
        operatingPoints: [
          { name: 'Part load', conditions: { Capicity: kW } },
          { name: 'Heating', conditions: heatingPoint },
        ],
      });
      expectWorstDecides(data, ['Design', 'Part load', 'Heating']);
      expect(data.Optimal.length).toBeGreaterThan(0);
      for (const row of data.Optimal) expect(row.Points!.map((p) => p.Grade)).toEqual(['Optimal', 'Optimal', 'Optimal']);
      const downgraded = allRows(data).filter((row) => row.Points![0]!.Grade === 'Optimal' && row.DecidingPoint === 1);
      // The demo EEV range has one (DPFR-32, above): opened under a third at design, below its 10 % at 30 % load.
      if (valveName === 'Eev') expect(downgraded.length).toBeGreaterThan(0);
      for (const row of downgraded) expect(row.Reason).toMatch(/below the (minimum controllable|makers' minimum) .* at Part load$/);
    });
  }
});

describe('a reversing valve in cooling and heating (R410A)', () => {
  // Saturated vapour leaving the evaporator and saturated liquid leaving the condenser, so that CoolProp's saturation
  // table gives the states: cooling Te 0 ℃ / Tk 30 ℃, heating (evaporator outdoors) Te −30 ℃ / Tk 30 ℃.
  const point = (te: number) => ({ Te: celsius(te), Tk: celsius(30), DTSH1: kelvin(0), DTSC1: kelvin(0), Capicity: { value: 10, unit: 'kW' } });
  const body = { valveName: 'Mv4', refrigerant: 'R410A', conditions: point(0), designPointName: 'Cooling', operatingPoints: [{ name: 'Heating', conditions: point(-30) }] };

  it('shows the shifting differential and the mass flow at each mode as CoolProp\'s states give them', async () => {
    const data = await calculate(body);
    expectWorstDecides(data, ['Cooling', 'Heating']);
    const condensing = saturated('R410A', 30);
    for (const row of allRows(data)) {
      row.Points!.forEach((p, index) => {
        const evaporating = saturated('R410A', index === 0 ? 0 : -30);
        expect(p.Values.differential!.unit).toBe('bar');
        expect(p.Values.differential!.value! / ((condensing.p_dew_Pa - evaporating.p_dew_Pa) / 1e5)).toBeCloseTo(1, 3);
        // The liquid leaves at the bubble point of pk (within R410A's 0.1 K glide of 30 ℃'s bubble state).
        const massFlow = (10_000 / (evaporating.h_vap_J_kg - condensing.h_liq_J_kg)) * 3600;
        expect(p.Values.massFlow!.value! / massFlow).toBeCloseTo(1, 2);
        const tech = techOf(row.SizeName);
        expect(p.Values.minShiftDifferential).toEqual({ value: tech.minShiftDpBar, unit: 'bar' });
        expect(p.Values.maxOperatingDifferential).toEqual({ value: tech.maxOperatingDpBar, unit: 'bar' });
        const shifts = p.Values.differential!.value! >= (tech.minShiftDpBar as number);
        expect(p.Reasons.some((r) => r.code === 'differential_too_low_to_shift')).toBe(!shifts);
      });
    }
  });

  it('prohibits a size that passes cooling but whose suction drop in heating is above the allowed, naming Heating', async () => {
    const data = await calculate(body);
    const row = rowOf(data, 'SHF(L)-7H');
    const [cooling, heating] = row.Points!;
    expect(cooling!.Grade).toBe('Optimal');
    expect(row).toMatchObject({ Grade: 'Prohibited', DecidingPoint: 1 });
    // Thinner suction gas at −30 ℃: the same duty drops more across the suction side.
    expect(heating!.Values.suctionDrop!.value!).toBeGreaterThan(0.2);
    expect(cooling!.Values.suctionDrop!.value!).toBeLessThanOrEqual(0.2);
    expect(row.Reasons.map((r) => r.code)).toEqual(['drop_above_allowed']);
    expect(row.Reason).toMatch(/above the allowed 0\.2 bar at Heating$/);
  });
});

describe('a solenoid valve at the highest differential (R410A)', () => {
  const body = {
    valveName: 'Sov',
    refrigerant: 'R410A',
    conditions: { Pos: 'A', Te: celsius(0), Tk: celsius(30) },
    operatingPoints: [{ name: 'Highest differential', conditions: { Pos: 'A', Te: celsius(-20), Tk: celsius(52) } }],
  };

  it('refuses a valve whose MOPD the highest differential exceeds, and states both at every point', async () => {
    const data = await calculate(body);
    expectWorstDecides(data, ['Design', 'Highest differential']);
    const design = (saturated('R410A', 30).p_dew_Pa - saturated('R410A', 0).p_dew_Pa) / 1e5;
    for (const row of allRows(data)) {
      const mopd = techOf(row.SizeName).mopdAcBar as number;
      const [atDesign, atHighest] = row.Points!;
      expect(atDesign!.Values.differential!.value! / design).toBeCloseTo(1, 3);
      expect(atHighest!.Values.differential!.value!).toBeGreaterThan(atDesign!.Values.differential!.value!);
      for (const p of row.Points!) {
        expect(p.Values.mopd).toEqual({ value: mopd, unit: 'bar' });
        expect(p.Reasons.some((r) => r.code === 'mopd_exceeded')).toBe(p.Values.differential!.value! > mopd);
      }
    }
    const mdf = rowOf(data, 'MDF-A06');
    expect(mdf.Points![0]!.Grade).toBe('Optimal');
    expect(mdf).toMatchObject({ Grade: 'Prohibited', DecidingPoint: 1 });
    expect(mdf.Reasons.find((r) => r.code === 'mopd_exceeded')!.text).toMatch(/above the MOPD 25 bar: the valve would not open at Highest differential$/);
    // A coil rated for 30 bar opens there.
    expect(rowOf(data, 'FDF-07').Points![1]!.Reasons.map((r) => r.code)).not.toContain('mopd_exceeded');
  });
});

describe('one-point bodies and refusals', () => {
  it('answers a body without operatingPoints as before: no Points, no point in the words', async () => {
    const data = await calculate({ valveName: 'Eev', refrigerant: 'R410A', conditions: {} });
    expect(data.SelectCondition).not.toHaveProperty('operatingPoints');
    expect(data.SelectCondition).not.toHaveProperty('designPointName');
    for (const row of allRows(data)) {
      expect(row).not.toHaveProperty('Points');
      expect(row).not.toHaveProperty('DecidingPoint');
      expect(row.Reason).not.toMatch(/ at Design/);
    }
  });

  it('names the point at fault in the message and in Detail.point', async () => {
    const base = { valveName: 'Eev', refrigerant: 'R410A', conditions: {}, designPointName: 'Summer' };
    const hot = await answer({ ...base, operatingPoints: [{ name: 'Part load', conditions: {} }, { name: 'Winter', conditions: { Te: celsius(45) } }] });
    // Issue 36: an impossible condition is a refusal (HTTP 400) naming the field, at any point.
    expect(hot.status).toBe(400);
    expect(hot.envelope.Result).toBe(ResultCode.invalidInput);
    expect(hot.envelope.ErrorMsg).toMatch(/operating point Winter: /);
    expect(hot.envelope.Detail).toMatchObject({ code: 'evaporatingNotBelowCondensing', field: 'Te', point: 2 });

    const unknown = await answer({ ...base, operatingPoints: [{ name: 'Part load', conditions: { Setting: 2 } }] });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.ErrorMsg).toMatch(/operating point Part load: /);
    expect(unknown.envelope.Detail).toMatchObject({ code: 'unknownCondition', field: 'Setting', point: 1 });

    const design = await answer({ ...base, conditions: { Capicity: 0 }, operatingPoints: [] });
    expect(design.envelope.ErrorMsg).toMatch(/operating point Summer: /);
    expect(design.envelope.Detail).toMatchObject({ code: 'notPositive', field: 'Capicity', point: 0 });
  });

  it('refuses repeated names, the default design name included, and more than eight points', async () => {
    const base = { valveName: 'Eev', refrigerant: 'R410A', conditions: {} };
    const twice = await answer({ ...base, operatingPoints: [{ name: 'A', conditions: {} }, { name: 'A', conditions: {} }] });
    expect(twice.status).toBe(400);
    expect(twice.envelope.ErrorMsg).toBe("Invalid input: operating point name 'A' is used twice: give each point its own name");
    expect(twice.envelope.Detail).toMatchObject({ code: 'pointNameRepeated', point: 2 });
    const design = await answer({ ...base, operatingPoints: [{ name: 'Design', conditions: {} }] });
    expect(design.status).toBe(400);
    expect(design.envelope.Detail).toMatchObject({ code: 'pointNameRepeated', point: 1 });
    const many = await answer({ ...base, operatingPoints: Array.from({ length: 9 }, (_, i) => ({ name: `P${i}`, conditions: {} })) });
    expect(many.status).toBe(400);
  });
});
