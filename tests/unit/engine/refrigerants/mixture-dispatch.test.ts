import { describe, expect, it } from 'vitest';
import { saturation, state } from '../../../../src/engine';

// Inside the glide a blend's state is the lever rule between its saturated liquid and vapour at the pressure.
describe('two-phase states of multi-fluid blends', () => {
  const p = 8e5;
  const sat = saturation('R454B', { p });

  it('throttled liquid: (p, h) between bubble and dew gives the vapour quality and a T inside the glide', () => {
    const h = sat.h_liquid + 0.25 * (sat.h_vapor - sat.h_liquid);
    const st = state('R454B', { p, h });
    expect(st.phase).toBe('twophase');
    expect(st.quality).toBeCloseTo(0.25, 10);
    expect(st.T).toBeGreaterThan(sat.T_bubble);
    expect(st.T).toBeLessThan(sat.T_dew);
    expect(st.cp).toBeNull();
    // the mixture's specific volume is the quality-weighted sum of the phases'
    expect(1 / st.rho).toBeCloseTo(0.75 / sat.rho_liquid + 0.25 / sat.rho_vapor, 10);
  });

  it('a (T, p) inside the glide is two-phase, outside it single-phase', () => {
    const inside = state('R448A', { p: 5e5, T: (saturation('R448A', { p: 5e5 }).T_bubble + saturation('R448A', { p: 5e5 }).T_dew) / 2 });
    expect(inside.phase).toBe('twophase');
    expect(state('R448A', { p: 5e5, T: 320 }).phase).toBe('vapor');
  });
});
