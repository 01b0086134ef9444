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

  it('info: composition, glide, critical estimate', () => {
    const info = mixtureInfo('R454B');
    expect(info.massFractions[0]!).toBeCloseTo(0.689, 3);
    expect(info.molarMass).toBeCloseTo(0.0626136346389, 9);
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
    expect(code(() => mixtureSaturation('R454B', { p: Number.NaN }))).toMatchObject({ code: 'out_of_range', quantity: 'pressure' });
    const s = mixtureSaturation('R454B', { T: 263.15 });
    const mid = 0.5 * (s.p_bubble + s.p_dew);
    expect(code(() => mixtureState('R454B', { T: 263.15, p: mid }))).toMatchObject({ code: 'out_of_range', quantity: 'two_phase_pressure' });
  });

  it('states: liquid, vapour and supercritical', () => {
    expect(mixtureState('R454B', { T: 280, p: 3e6 }).phase).toBe('liquid');
    expect(mixtureState('R454B', { T: 300, p: 2e5 }).phase).toBe('vapor');
    const sc = mixtureState('R454B', { T: 380, p: 8e6 });
    expect(sc.phase).toBe('supercritical');
    expect(Number.isFinite(sc.cp)).toBe(true);
  });
});
