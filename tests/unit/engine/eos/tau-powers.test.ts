import { describe, expect, it } from 'vitest';
import { compileTauPowers, fillTauPowers } from '../../../../src/engine/eos/terms/tau-powers';

describe('tau powers from tables', () => {
  it('match τ^t on and off the grid, for negative exponents too', () => {
    const t = [0, 0.25, 0.75, 1, 1.5, 2.5, -0.25, -1, 7, 28, 0.382, 3.51];
    const tp = compileTauPowers(t);
    expect(tp.q).toBe(4);
    expect(tp.intIdx[10]).toBe(-1); // 0.382 is off the quarter grid: exp(t ln τ)
    for (const tau of [0.6, 1, 1.37, 2.9]) {
      fillTauPowers(tp, tau, Math.log(tau));
      t.forEach((ti, i) => {
        const k = tp.intIdx[i]!;
        if (k < 0) return;
        const got = tp.intTable[k]! * tp.fracTable[tp.fracIdx[i]!]!;
        expect(Math.abs(got / Math.pow(tau, ti) - 1), `τ=${tau} t=${ti}`).toBeLessThan(1e-13);
      });
    }
  });

  it('uses no table when no two exponents share a small grid', () => {
    expect(compileTauPowers([0.382, 0.677]).q).toBe(0);
  });
});
