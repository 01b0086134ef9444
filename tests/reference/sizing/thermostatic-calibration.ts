// Calibration and evaluation of the thermostatic expansion valve model (physics/thermostatic.ts) against makers'
// published tables (issue 36). Run: npx tsx tests/reference/sizing/thermostatic-calibration.ts [mode], mode one of
// report (default), fit, loto (leave one table out), distance (by distance from the rating).
//
// Every table is carried from each of its figures (one rating point, as a maker's rating is carried) to each of the
// others at the same condensing temperature, and the model's deviation (model ÷ published − 1) is reported per
// table, maker, refrigerant and band of evaporating temperature. Sporlan's columns are two charges (C above, Z below
// 0 °F): a rating carries only within its charge.
//
// The model's charge constants are fitted on the Danfoss TE5–TE55 R404A/R507 rows only (../shared/reference-tables);
// the fit is validated leaving one row out at a time (the row's deviation under constants fitted on the others), and
// the Danfoss R407C rows at Tc 25 and 35 °C (./danfoss-te-r407c.ts) are a refrigerant and the Sporlan
// ratings (./sporlan-10-10.ts) a maker it was not fitted on.
import { saturation, thermostaticValveCapacity, type ThermostaticConditions } from '../../../src/engine';
import { CHARGE_FIT, type ChargeFit } from '../../../src/engine/sizing/physics/thermostatic';
import { ROWS, SUBCOOLING, TC, TE, REFRIGERANT as DANFOSS_REFRIGERANT } from './danfoss-te';
import * as R407C from './danfoss-te-r407c';
import { R22_RATINGS_TONS, RATED_DROP_PSI, RATINGS_TONS, REFRIGERANT as SPORLAN_507 } from './sporlan-10-10';

const K = 273.15;
const PSI = 6894.757293168;
const fahrenheit = (t: number) => (t - 32) / 1.8 + K;

interface Figure extends ThermostaticConditions {
  /** W */
  capacity: number;
  /** Charge group: a rating carries only to figures of its group. */
  group: string;
}
interface Table {
  maker: string;
  refrigerant: string;
  name: string;
  figures: Figure[];
}

function danfossTables(): Table[] {
  const r = DANFOSS_REFRIGERANT;
  const pk = saturation(r, { T: K + TC }).p_dew;
  const liquidTemperature = saturation(r, { p: pk }).T_bubble - SUBCOOLING;
  return ROWS.map((row) => ({
    maker: 'Danfoss',
    refrigerant: r,
    name: row.orifice,
    figures: TE.map((te, i) => ({ Te: K + te, liquidTemperature, dp: pk - saturation(r, { T: K + te }).p_dew, capacity: row.kW[i]! * 1000, group: 'N' })),
  }));
}

/** Danfoss TE5–TE55 R407C at Tc 25 and 35 °C: another refrigerant and other Tc, held out of the fit. */
function danfossR407CTables(): Table[] {
  const r = R407C.REFRIGERANT;
  return R407C.ROWS.map((row) => {
    const pk = saturation(r, { T: K + row.Tc }).p_dew;
    const liquidTemperature = saturation(r, { p: pk }).T_bubble - R407C.SUBCOOLING;
    return {
      maker: 'Danfoss',
      refrigerant: r,
      name: `${row.orifice} Tc ${row.Tc}`,
      figures: R407C.TE.map((te, i) => ({ Te: K + te, liquidTemperature, dp: pk - saturation(r, { T: K + te }).p_dew, capacity: row.kW[i]! * 1000, group: 'N' })),
    };
  });
}

function sporlanTables(): Table[] {
  const charge = (f: number) => (f >= 0 ? 'C' : 'Z');
  const tables = (refrigerant: string, rows: typeof RATINGS_TONS) =>
    rows.map((row) => ({
      maker: 'Sporlan',
      refrigerant,
      name: `${row.nominal} ton`,
      figures: Object.entries(row.tons).map(([f, tons]) => ({
        Te: fahrenheit(Number(f)),
        liquidTemperature: fahrenheit(100),
        dp: RATED_DROP_PSI[Number(f)]! * PSI,
        capacity: tons * 3516.8528420667,
        group: charge(Number(f)),
      })),
    }));
  return [...tables(SPORLAN_507, RATINGS_TONS), ...tables('R22', R22_RATINGS_TONS)];
}

interface Deviation {
  table: Table;
  ratedTe: number;
  Te: number;
  deviation: number;
}

/** Every carried figure of a table: from each rating to each other figure of its charge in −40…+10 °C. */
function deviations(table: Table, fit?: ChargeFit): Deviation[] {
  const inRange = table.figures.filter((f) => f.Te >= K - 40 - 1e-9 && f.Te <= K + 10 + 1e-9);
  return inRange.flatMap((rated) =>
    inRange
      .filter((f) => f !== rated && f.group === rated.group)
      .map((f) => {
        const model = thermostaticValveCapacity({ refrigerant: table.refrigerant, rated, Te: f.Te, liquidTemperature: f.liquidTemperature, dp: f.dp, ...(fit ? { fit } : {}) });
        return { table, ratedTe: rated.Te, Te: f.Te, deviation: model / f.capacity - 1 };
      }),
  );
}

const BANDS = [
  { name: '−40…−25 °C', min: -40, max: -25 },
  { name: '−25…−10 °C', min: -25, max: -10 },
  { name: '−10…+10 °C', min: -10, max: 10 },
] as const;
const pct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} %`;
const span = (d: readonly Deviation[]) => (d.length ? `${pct(Math.min(...d.map((x) => x.deviation)))} … ${pct(Math.max(...d.map((x) => x.deviation)))}` : '–');

function report(title: string, all: Deviation[]): void {
  console.log(`\n## ${title}\n`);
  console.log(`| maker | refrigerant | table | ${BANDS.map((b) => b.name).join(' | ')} | all |`);
  console.log(`|---|---|---|${BANDS.map(() => '---').join('|')}|---|`);
  const groups = new Map<string, Deviation[]>();
  for (const d of all) {
    const key = `${d.table.maker}|${d.table.refrigerant}|${d.table.name}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const line = (label: string, d: Deviation[]) =>
    console.log(`| ${label} | ${BANDS.map((b) => span(d.filter((x) => x.Te >= K + b.min - 1e-9 && x.Te <= K + b.max + 1e-9))).join(' | ')} | ${span(d)} |`);
  for (const [key, d] of groups) line(key.split('|').join(' | '), d);
  const byMaker = new Map<string, Deviation[]>();
  for (const d of all) byMaker.set(`${d.table.maker}|${d.table.refrigerant}`, [...(byMaker.get(`${d.table.maker}|${d.table.refrigerant}`) ?? []), d]);
  for (const [key, d] of byMaker) line(`**${key.split('|').join(' | ')}** | all`, d);
}

const danfoss = danfossTables();
const sporlan = sporlanTables();
const heldOut = danfossR407CTables();
const mode = process.argv[2] ?? 'report';

/** Sum of squared log deviations of the tables under a fit (the fit's objective). */
function cost(tables: readonly Table[], fit: ChargeFit): number {
  return tables.flatMap((t) => deviations(t, fit)).reduce((s, d) => s + Math.log1p(d.deviation) ** 2, 0);
}

/** The fit minimising cost on `tables`: coordinate descent from CHARGE_FIT, halving the steps. */
function calibrate(tables: readonly Table[]): ChargeFit {
  let fit = { ...CHARGE_FIT };
  let best = cost(tables, fit);
  const steps: Record<keyof ChargeFit, number> = { smallB: 80, largeB: 80, smallKv: 0.08, largeKv: 0.2 };
  for (let round = 0; round < 5; round++) {
    for (const key of Object.keys(steps) as (keyof ChargeFit)[]) {
      for (const sign of [1, -1]) {
        for (;;) {
          const trial = { ...fit, [key]: fit[key] + sign * steps[key] };
          if (!(trial.smallKv > 0.05 && trial.largeKv > trial.smallKv * 1.2)) break;
          const c = cost(tables, trial);
          if (!(c < best)) break;
          best = c;
          fit = trial;
        }
      }
      steps[key] /= 2;
    }
  }
  return fit;
}

if (mode === 'report') {
  report('Danfoss TE5–TE55 (calibration set), CHARGE_FIT', danfoss.flatMap((t) => deviations(t)));
  report('Danfoss TE5–TE55 R407C, Tc 25 and 35 °C (not calibrated on), CHARGE_FIT', heldOut.flatMap((t) => deviations(t)));
  report('Sporlan Bulletin 10-10 (not calibrated on), CHARGE_FIT', sporlan.flatMap((t) => deviations(t)));
} else if (mode === 'fit') {
  const fit = calibrate(danfoss);
  console.log('fitted on every Danfoss row:', JSON.stringify(fit));
  report('Danfoss TE5–TE55 under that fit', danfoss.flatMap((t) => deviations(t, fit)));
} else if (mode === 'loto') {
  const held: Deviation[] = [];
  for (const out of danfoss) {
    const fit = calibrate(danfoss.filter((t) => t !== out));
    console.log(`without ${out.name}:`, JSON.stringify(fit));
    held.push(...deviations(out, fit));
  }
  report('Danfoss TE5–TE55, each row under the fit of the others (leave one table out)', held);
}

/** The deviations by direction (Te below or above the rating) and distance from it, in 10 K bins. */
function byDistance(title: string, all: Deviation[]): void {
  console.log(`\n## ${title}: by distance from the rating\n`);
  console.log('| direction | distance | deviations | count |');
  console.log('|---|---|---|---|');
  for (const direction of ['below', 'above'] as const) {
    for (let bin = 0; bin < 50; bin += 10) {
      const d = all.filter((x) => {
        const dt = direction === 'below' ? x.ratedTe - x.Te : x.Te - x.ratedTe;
        return dt > bin + 1e-9 && dt <= bin + 10 + 1e-9;
      });
      if (d.length) console.log(`| ${direction} | ${bin}–${bin + 10} K | ${span(d)} | ${d.length} |`);
    }
  }
}

if (mode === 'distance') {
  byDistance('Danfoss TE5–TE55, CHARGE_FIT', danfoss.flatMap((t) => deviations(t)));
  byDistance('Danfoss TE5–TE55 R407C (held out), CHARGE_FIT', heldOut.flatMap((t) => deviations(t)));
  byDistance('Sporlan Bulletin 10-10, CHARGE_FIT', sporlan.flatMap((t) => deviations(t)));
}
