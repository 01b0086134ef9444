// Mixture-model blends: bubble + dew point (both phases' p, ρ, h, s) at given T and at given p, and (T, p) states.
// CoolProp 8 (HEOS, C++) needs about 570 µs for a mixture saturation (R454B); the target is 50 µs.
import { mixtureInfo, mixtureNames, mixtureSaturation, mixtureState } from '../src/engine/refrigerants/mixture';
import { medianMicroseconds, type BenchRow } from './harness';

export async function run(): Promise<BenchRow[]> {
  const temps: number[] = [];
  for (let t = -40; t <= 50; t += 2.5) temps.push(273.15 + t);
  const rows: BenchRow[] = [];
  for (const name of mixtureNames) {
    const us = medianMicroseconds(temps, (T) => mixtureSaturation(name, { T }).p_dew, 200);
    rows.push({ name: `${name} mixture bubble+dew (T), median -40…+50 °C`, value: us, unit: 'µs', target: 50 });
  }
  const pressures = temps.map((T) => mixtureSaturation('R454B', { T }).p_bubble);
  rows.push({
    name: 'R454B mixture bubble+dew (p), median',
    value: medianMicroseconds(pressures, (p) => mixtureSaturation('R454B', { p }).T_dew, 200),
    unit: 'µs',
    target: 50,
  });
  const states = temps.map((T) => ({ T: T + 10, p: mixtureSaturation('R448A', { T }).p_dew }));
  rows.push({
    name: 'R448A mixture state (T, p) superheated vapour, median',
    value: medianMicroseconds(states, (s) => mixtureState('R448A', s).h, 200),
    unit: 'µs',
  });
  const liquids = temps.map((T) => ({ T: T - 5, p: mixtureSaturation('R448A', { T }).p_bubble }));
  rows.push({
    name: 'R448A mixture state (T, p) subcooled liquid, median',
    value: medianMicroseconds(liquids, (s) => mixtureState('R448A', s).h, 200),
    unit: 'µs',
  });
  rows.push(...criticalRegion());
  return Promise.resolve(rows);
}

/**
 * The critical region (issue 36): every blend's grid from the end of its traced curves to Tc + 2 K (9 steps) by 0.9 to
 * 1.2 pc (13 steps), as tests/fixtures/critical-region-blends.json samples it. Worst state, warm (the envelope traced
 * once per blend before), for (T, p) and for (p, h) back from it; and the slowest first call of a blend (the trace).
 */
function criticalRegion(): BenchRow[] {
  let slowestTrace = 0;
  let worstTP = 0;
  let worstPH = 0;
  for (const name of mixtureNames) {
    const { critical, limits } = mixtureInfo(name);
    if (!critical) continue;
    const grid: { T: number; p: number; h: number }[] = [];
    for (let i = 0; i <= 8; i++) {
      for (let j = 0; j <= 12; j++) {
        const T = limits.Tmax + ((critical.T + 2 - limits.Tmax) * i) / 8;
        grid.push({ T, p: critical.p * (0.9 + (0.3 * j) / 12), h: 0 });
      }
    }
    const start = performance.now();
    for (const s of grid) s.h = mixtureState(name, { T: s.T, p: s.p }).h;
    slowestTrace = Math.max(slowestTrace, performance.now() - start);
    for (const s of grid) {
      worstTP = Math.max(worstTP, medianMicroseconds([s], (x) => mixtureState(name, { T: x.T, p: x.p }).h, 5));
      worstPH = Math.max(worstPH, medianMicroseconds([s], (x) => mixtureState(name, { p: x.p, h: x.h }).T, 5));
    }
  }
  return [
    { name: 'Blends near the critical point: slowest state (T, p) of the 0.9–1.2 pc grid, median', value: worstTP / 1000, unit: 'ms', target: 5 },
    { name: 'Blends near the critical point: slowest state (p, h) of the 0.9–1.2 pc grid, median', value: worstPH / 1000, unit: 'ms', target: 20 },
    { name: "Blends near the critical point: a blend's first grid, envelope trace included", value: slowestTrace, unit: 'ms' },
  ];
}
