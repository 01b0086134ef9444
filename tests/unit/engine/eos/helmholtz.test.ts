import { describe, expect, it } from 'vitest';
import { compileEos, createDerivatives, idealDerivatives, residualDerivatives, type CompiledEos, type HelmholtzDerivatives } from '../../../../src/engine/eos';
import { findFluidData } from '../../../../src/engine/refrigerants/fluid-library';

/** The shipped fluid file's equation, compiled as the refrigerant layer compiles it. */
const compiledEos = (name: string): CompiledEos => compileEos(findFluidData(name)!);

// Every term family against central finite differences of its own lower derivatives.
// R32: power; R22: power + cp0 forms; R125: Lemmon2005; R1234yf: Gaussian; R717: GaoB; R744: non-analytic.
const cases: [string, number, number][] = [
  ['R32', 1.3, 2.4],
  ['R32', 0.9, 0.3],
  ['R22', 1.2, 2.6],
  ['R125', 1.1, 2.5],
  ['R1234yf', 1.25, 2.3],
  ['R717', 1.4, 2.7],
  ['R717', 1.02, 1.1],
  ['R744', 1.15, 2.2],
  ['R744', 1.03, 1.2], // near the critical point, where the non-analytic terms matter
  ['R744', 0.97, 0.8],
];

type Fn = (eos: CompiledEos, tau: number, delta: number, out: HelmholtzDerivatives) => void;

function at(fn: Fn, eos: CompiledEos, tau: number, delta: number): HelmholtzDerivatives {
  const d = createDerivatives();
  fn(eos, tau, delta, d);
  return { ...d };
}

function check(fn: Fn, name: string, tau: number, delta: number) {
  const eos = compiledEos(name);
  const c = at(fn, eos, tau, delta);
  const h = 1e-6;
  const dp = at(fn, eos, tau, delta + h);
  const dm = at(fn, eos, tau, delta - h);
  const tp = at(fn, eos, tau + h, delta);
  const tm = at(fn, eos, tau - h, delta);
  const close = (got: number, fd: number, label: string) =>
    expect(Math.abs(got - fd), `${name} τ=${tau} δ=${delta} ${label}: ${got} vs FD ${fd}`).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(fd)));
  close(c.a_d, (dp.a - dm.a) / (2 * h), 'a_d');
  close(c.a_t, (tp.a - tm.a) / (2 * h), 'a_t');
  close(c.a_dd, (dp.a_d - dm.a_d) / (2 * h), 'a_dd');
  close(c.a_tt, (tp.a_t - tm.a_t) / (2 * h), 'a_tt');
  close(c.a_dt, (tp.a_d - tm.a_d) / (2 * h), 'a_dt (from a_d)');
  close(c.a_dt, (dp.a_t - dm.a_t) / (2 * h), 'a_dt (from a_t)');
}

describe('residualDerivatives', () => {
  for (const [name, tau, delta] of cases) it(`${name} at τ=${tau}, δ=${delta}`, () => check(residualDerivatives, name, tau, delta));

  it('gives the same values whether or not τ was cached', () => {
    const eos = compiledEos('R1234yf');
    const first = at(residualDerivatives, eos, 1.2, 2.0);
    at(residualDerivatives, eos, 1.3, 2.0);
    at(residualDerivatives, eos, 1.2, 0.5);
    expect(at(residualDerivatives, eos, 1.2, 2.0)).toEqual(first);
  });

  it('order 1 gives the same α, α_δ and α_τ as order 2 and no second derivatives', () => {
    for (const [name, tau, delta] of cases) {
      const eos = compiledEos(name);
      const full = at(residualDerivatives, eos, tau, delta);
      const first = createDerivatives();
      residualDerivatives(eos, tau, delta, first, 1);
      expect([first.a, first.a_d, first.a_t], name).toEqual([full.a, full.a_d, full.a_t]);
      expect([first.a_dd, first.a_tt, first.a_dt], name).toEqual([0, 0, 0]);
    }
  });
});

describe('idealDerivatives', () => {
  for (const [name, tau, delta] of cases) it(`${name} at τ=${tau}, δ=${delta}`, () => check(idealDerivatives, name, tau, delta));

  it('has no mixed derivative', () => {
    expect(at(idealDerivatives, compiledEos('R32'), 1.1, 2).a_dt).toBe(0);
  });
});
