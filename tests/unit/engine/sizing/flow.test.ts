import { describe, expect, it } from 'vitest';
import { chokedRatio, gasDrop, gasMassFlow, liquidDrop, liquidMassFlow, X_T, type GasInlet } from '../../../../src/engine/sizing/physics/flow';

// Suction vapour of R22 at −10 °C (p 3.55 bar, ρ 15.3 kg/m³, κ ≈ 1.17) with the seat-valve xT.
const suction: GasInlet = { p1: 3.548e5, rho1: 15.32, kappa: 1.17, xT: X_T.seat };

describe('liquid through Kv', () => {
  it('is water through Kv at 1 bar by definition: Kv m³/h of 1000 kg/m³', () => {
    expect(liquidMassFlow(2, 1e5, 1000) * 3600).toBeCloseTo(2000, 9);
  });
  it('follows V = Kv·sqrt(Δp/(ρ/1000)) and inverts exactly', () => {
    const m = liquidMassFlow(0.8, 0.15e5, 1191);
    expect((m * 3600) / 1191).toBeCloseTo(0.8 * Math.sqrt(0.15 / 1.191), 12);
    expect(liquidDrop(0.8, m, 1191)).toBeCloseTo(0.15e5, 6);
  });
});

describe('gas through Kv (IEC 60534-2-1)', () => {
  it('tends to the liquid form as the drop ratio tends to zero', () => {
    const dp = 1;
    expect(gasMassFlow(3.2, dp, suction) / liquidMassFlow(3.2, dp, suction.rho1)).toBeCloseTo(1, 5);
  });
  it('applies Y = 1 − x/(3·Fγ·xT)', () => {
    const dp = 0.15e5;
    const x = dp / suction.p1;
    const Y = 1 - x / (3 * (suction.kappa / 1.4) * suction.xT);
    expect(gasMassFlow(3.2, dp, suction) / liquidMassFlow(3.2, dp, suction.rho1)).toBeCloseTo(Y, 12);
  });
  it('chokes at x = Fγ·xT: more drop passes no more flow, and the drop of a larger flow is infinite', () => {
    const xc = chokedRatio(suction);
    const choked = gasMassFlow(3.2, xc * suction.p1, suction);
    expect(gasMassFlow(3.2, 0.99 * suction.p1, suction)).toBe(choked);
    expect(gasDrop(3.2, choked * 1.0001, suction)).toBe(Infinity);
  });
  it('inverts: gasDrop(gasMassFlow(dp)) = dp across the whole sub-choked range', () => {
    const xc = chokedRatio(suction);
    for (const f of [0.001, 0.05, 0.3, 0.7, 0.95, 0.999]) {
      const dp = f * xc * suction.p1;
      expect(gasDrop(3.2, gasMassFlow(3.2, dp, suction), suction) / dp).toBeCloseTo(1, 9);
    }
  });
  it('flow grows with the drop up to choking; a larger Kv never gives a larger drop', () => {
    let last = 0;
    for (let dp = 1e3; dp < chokedRatio(suction) * suction.p1; dp += 1e3) {
      const m = gasMassFlow(1, dp, suction);
      expect(m).toBeGreaterThan(last);
      last = m;
    }
    const m = gasMassFlow(1, 0.3e5, suction);
    let lastDrop = Infinity;
    for (const Kv of [0.5, 1, 1.5, 2, 4, 8]) {
      const dp = gasDrop(Kv, m, suction);
      expect(dp).toBeLessThanOrEqual(lastDrop);
      lastDrop = dp;
    }
  });
});
