import { describe, expect, it } from 'vitest';
import { compileIdeal, compileResidual } from '../../../../src/engine/eos/compile';
import type { IdealTermData, ResidualTermData } from '../../../../src/engine/eos/fluid-data';
import { compileEos } from '../../../../src/engine/eos';
import { findFluidData } from '../../../../src/engine/refrigerants/fluid-library';

describe('compile', () => {
  it('rejects an unknown residual term type, listing the allowed ones', () => {
    expect(() => compileResidual([{ type: 'ResidualHelmholtzXYZ' } as unknown as ResidualTermData])).toThrow(
      /unknown alphar term type "ResidualHelmholtzXYZ"; allowed: ResidualHelmholtzPower, .*ResidualHelmholtzNonAnalytic/,
    );
  });

  it('rejects an unknown ideal-gas term type, listing the allowed ones', () => {
    expect(() => compileIdeal([{ type: 'IdealGasFoo' } as unknown as IdealTermData])).toThrow(/allowed: IdealGasHelmholtzLead/);
  });

  it('reduces a cp0 constant to lead and log-tau coefficients', () => {
    // cp0/R = c: α⁰ = ln δ + c - c τ/τ0 + c ln(τ/τ0)
    const c = 3.5;
    const ideal = compileIdeal([
      { type: 'IdealGasHelmholtzLead', a1: 0, a2: 0 },
      { type: 'IdealGasHelmholtzCP0Constant', cp_over_R: c, Tc: 300, T0: 273.15 },
    ]);
    const tau0 = 300 / 273.15;
    expect(ideal.aLogTau).toBeCloseTo(c, 14);
    expect(ideal.a2).toBeCloseTo(-c / tau0, 14);
    expect(ideal.a1).toBeCloseTo(c - c * Math.log(tau0), 14);
  });

  it('compiles the special term families of the shipped fluid files', () => {
    const compiled = (name: string) => compileEos(findFluidData(name)!);
    expect(compiled('R744').residual.nonAnalytic.count).toBe(3);
    expect(compiled('R717').residual.gaoB.count).toBe(2);
    expect(compiled('R125').residual.lemmon2005.count).toBe(18);
  });
});
