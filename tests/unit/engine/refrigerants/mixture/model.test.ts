import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../../../src/engine/errors';
import { mixtureInfo, mixtureNames, mixtureSaturation, mixtureState } from '../../../../../src/engine/refrigerants/mixture';
import { compileReducing, evalReducing, reversePair, xiZetaToGerg } from '../../../../../src/engine/refrigerants/mixture/reducing';
import { getMixture } from '../../../../../src/engine/refrigerants/mixture/registry';

describe('reducing functions', () => {
  it('converts Lemmon-Jacobsen xi/zeta pairs to GERG form (R32/R125)', () => {
    const p = xiZetaToGerg(351.255, 339.173, 8150.0846, 4779, 28.95, -6.008e-6);
    expect(p.betaT).toBe(1);
    expect(p.betaV).toBe(1);
    expect(p.gammaT).toBeCloseTo((351.255 + 339.173 + 28.95) / (2 * Math.sqrt(351.255 * 339.173)), 14);
    const vi = 1 / 8150.0846;
    const vj = 1 / 4779;
    expect(p.gammaV).toBeCloseTo((vi + vj - 6.008e-6) / (0.25 * (Math.cbrt(vi) + Math.cbrt(vj)) ** 3), 14);
  });

  it('a reversed pair gives the same reducing temperature', () => {
    const par = { betaT: 1.011011, gammaT: 0.966965, betaV: 1.007852, gammaV: 1.037663 };
    const rev = reversePair(par);
    const a = compileReducing([351.255, 367.85], [{ i: 0, j: 1, beta: par.betaT, gamma: par.gammaT }], 'T');
    const b = compileReducing([367.85, 351.255], [{ i: 0, j: 1, beta: rev.betaT, gamma: rev.gammaT }], 'T');
    const d = new Float64Array(2);
    expect(evalReducing(a, Float64Array.of(0.3, 0.7), d, null)).toBeCloseTo(evalReducing(b, Float64Array.of(0.7, 0.3), d, null), 10);
  });

  it('first and second composition derivatives match finite differences', () => {
    const r = compileReducing(
      [351.255, 339.173, 367.85],
      [
        { i: 0, j: 1, beta: 1, gamma: 1.04 },
        { i: 0, j: 2, beta: 1.011, gamma: 0.967 },
        { i: 1, j: 2, beta: 0.9999, gamma: 0.998 },
      ],
      'T',
    );
    const x = Float64Array.of(0.2, 0.5, 0.3);
    const d1 = new Float64Array(3);
    const d2 = new Float64Array(9);
    evalReducing(r, x, d1, d2);
    const h = 1e-6;
    const tmp = new Float64Array(3);
    const t2 = new Float64Array(3);
    for (let k = 0; k < 3; k++) {
      const xp = Float64Array.from(x);
      const xm = Float64Array.from(x);
      xp[k] = xp[k]! + h;
      xm[k] = xm[k]! - h;
      const fd = (evalReducing(r, xp, tmp, null) - evalReducing(r, xm, tmp, null)) / (2 * h);
      expect(d1[k]!).toBeCloseTo(fd, 5);
      evalReducing(r, xp, tmp, null);
      evalReducing(r, xm, t2, null);
      for (let l = 0; l < 3; l++) expect(d2[l * 3 + k]!).toBeCloseTo((tmp[l]! - t2[l]!) / (2 * h), 4);
    }
  });
});

describe('mixture model derivatives', () => {
  it('ln f derivatives (ρ, T, x) match finite differences for R448A', () => {
    const { model } = getMixture('R448A');
    const n = model.n;
    const ph = model.S;
    const x0 = Float64Array.of(0.3, 0.2, 0.2, 0.2, 0.1);
    const T = 280;
    const rho = 9000;
    ph.x.set(x0);
    model.evalPhase(ph, T, rho, 2);
    const dRho = Float64Array.from(ph.dlnf_dlnrho);
    const dT = Float64Array.from(ph.dlnf_dlnT);
    const dX = Float64Array.from(ph.dlnf_dx);
    const dpdx = Float64Array.from(ph.dp_dx);
    const { dp_dlnrho, dp_dlnT, p } = ph;
    const h = 1e-6;
    const at = (TT: number, rr: number, xx: Float64Array) => {
      ph.x.set(xx);
      model.evalPhase(ph, TT, rr, 1);
      return { lnf: Float64Array.from(ph.lnf), p: ph.p };
    };
    const rp = at(T, rho * (1 + h), x0);
    const rm = at(T, rho * (1 - h), x0);
    const tp = at(T * (1 + h), rho, x0);
    const tm = at(T * (1 - h), rho, x0);
    for (let i = 0; i < n; i++) {
      expect(dRho[i]!).toBeCloseTo((rp.lnf[i]! - rm.lnf[i]!) / (2 * h), 5);
      expect(dT[i]!).toBeCloseTo((tp.lnf[i]! - tm.lnf[i]!) / (2 * h), 5);
    }
    expect(dp_dlnrho / p).toBeCloseTo((rp.p - rm.p) / (2 * h) / p, 4);
    expect(dp_dlnT / p).toBeCloseTo((tp.p - tm.p) / (2 * h) / p, 4);
    for (let j = 0; j < n; j++) {
      const xp = Float64Array.from(x0);
      const xm = Float64Array.from(x0);
      xp[j] = xp[j]! + h;
      xm[j] = xm[j]! - h;
      const a = at(T, rho, xp);
      const b = at(T, rho, xm);
      for (let i = 0; i < n; i++) expect(dX[i * n + j]!).toBeCloseTo((a.lnf[i]! - b.lnf[i]!) / (2 * h), 4);
      expect(dpdx[j]! / p).toBeCloseTo((a.p - b.p) / (2 * h) / p, 4);
    }
  });
});

describe('mixture API', () => {
  it('lists the seven blends', () => {
    expect([...mixtureNames].sort()).toEqual(['R407F', 'R448A', 'R449A', 'R452A', 'R454B', 'R454C', 'R513A']);
  });

  it('puts the bubble point at 0 °C on IIR', () => {
    for (const name of mixtureNames) {
      const s = mixtureSaturation(name, { T: 273.15 });
      expect(s.h_liquid).toBeCloseTo(200000, 3);
      expect(s.s_liquid).toBeCloseTo(1000, 6);
    }
  });

  it('given p, bubble and dew temperatures invert the T functions', () => {
    const byP = mixtureSaturation('R449A', { p: 5e5 });
    expect(mixtureSaturation('R449A', { T: byP.T_bubble }).p_bubble / 5e5).toBeCloseTo(1, 9);
    expect(mixtureSaturation('R449A', { T: byP.T_dew }).p_dew / 5e5).toBeCloseTo(1, 9);
    expect(byP.T_dew).toBeGreaterThan(byP.T_bubble);
  });

  // Mass fractions: ANSI/ASHRAE Standard 34, Table 4-2 (refrigerant blends).
  const ASHRAE_34: Record<string, Record<string, number>> = {
    R407F: { R32: 0.3, R125: 0.3, R134a: 0.4 },
    R448A: { R32: 0.26, R125: 0.26, R1234yf: 0.2, R134a: 0.21, 'R1234ze(E)': 0.07 },
    R449A: { R32: 0.243, R125: 0.247, R1234yf: 0.253, R134a: 0.257 },
    R452A: { R32: 0.11, R125: 0.59, R1234yf: 0.3 },
    R454B: { R32: 0.689, R1234yf: 0.311 },
    R454C: { R32: 0.215, R1234yf: 0.785 },
    R513A: { R1234yf: 0.56, R134a: 0.44 },
  };
  // Component molar masses (kg/mol) from the chemical formulas and the standard atomic weights the NIST Chemistry
  // WebBook uses (C 12.0107, H 1.00794, F 18.9984032 g/mol): the WebBook lists difluoromethane (R32) as 52.0234
  // and 2,3,3,3-tetrafluoropropene (R1234yf) as 114.0416 g/mol.
  const atoms = (C: number, H: number, F: number) => (C * 12.0107 + H * 1.00794 + F * 18.9984032) / 1000;
  const MOLAR_MASS: Record<string, number> = {
    R32: atoms(1, 2, 2),
    R125: atoms(2, 1, 5),
    R134a: atoms(2, 2, 4),
    R1234yf: atoms(3, 2, 4),
    'R1234ze(E)': atoms(3, 2, 4),
  };
  // The equations of state carry their authors' molar masses (R32 52.024 g/mol against 52.0234 from these atomic
  // weights, 1.2e-5), so 3e-5 relative; a wrong fraction or a mole/mass mix-up moves M by percents.
  const rows = Object.entries(ASHRAE_34).map(([blend, w]) => ({
    inputs: { blend, massFractions: w },
    expected: 1 / Object.entries(w).reduce((sum, [c, wi]) => sum + wi / MOLAR_MASS[c]!, 0),
    tolerance: 3e-5,
  }));

  it.each(rows)('$inputs.blend: M = 1 / Σ(w_i / M_i) from ASHRAE 34 and the atomic weights', (row) => {
    const info = mixtureInfo(row.inputs.blend);
    const detail = JSON.stringify({ ...row, molarMass: info.molarMass, massFractions: info.massFractions });
    expect(Math.abs(info.molarMass / row.expected - 1), detail).toBeLessThanOrEqual(row.tolerance);
    expect(info.components.map((c, i) => [c, Number(info.massFractions[i]!.toFixed(4))]), detail).toEqual(Object.entries(row.inputs.massFractions));
  });

  it('info: glide, critical estimate', () => {
    const info = mixtureInfo('R454B');
    expect(info.glide).toBeGreaterThan(0.5);
    expect(info.glide).toBeLessThan(2);
    expect(info.normalBubbleT).toBeGreaterThan(220);
    expect(info.critical!.T).toBeGreaterThan(info.limits.Tmax);
  });

  const code = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      return (e as EngineError).detail;
    }
    throw new Error('no error');
  };

  it('throws typed errors, never NaN', () => {
    expect(code(() => mixtureSaturation('R999', { T: 250 }))).toEqual({ code: 'unknown_refrigerant', name: 'R999' });
    expect(code(() => mixtureSaturation('R454B', { T: 150 }))).toMatchObject({ code: 'out_of_range', quantity: 'temperature', min: 200 });
    expect(code(() => mixtureSaturation('R454B', { T: 360 }))).toMatchObject({ code: 'out_of_range', quantity: 'temperature' });
    expect(code(() => mixtureSaturation('R454B', { p: Number.NaN }))).toMatchObject({ code: 'invalid_input', quantity: 'pressure' });
    expect(code(() => mixtureState('R454B', { p: 1e5, h: 1e9 }))).toMatchObject({ code: 'out_of_range', quantity: 'enthalpy' });
  });

  it('states: liquid, vapour and supercritical', () => {
    expect(mixtureState('R454B', { T: 280, p: 3e6 }).phase).toBe('liquid');
    expect(mixtureState('R454B', { T: 300, p: 2e5 }).phase).toBe('vapor');
    const sc = mixtureState('R454B', { T: 380, p: 8e6 });
    expect(sc.phase).toBe('supercritical');
    expect(Number.isFinite(sc.cp)).toBe(true);
  });
});
