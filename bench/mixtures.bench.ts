// Mixture-model blends: bubble + dew point (both phases' p, ρ, h, s) at given T and at given p, and (T, p) states.
// CoolProp 8 (HEOS, C++) needs about 570 µs for a mixture saturation (R454B); the target is 50 µs.
import { mixtureNames, mixtureSaturation, mixtureState } from '../src/engine/refrigerants/mixture';
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
  return Promise.resolve(rows);
}
