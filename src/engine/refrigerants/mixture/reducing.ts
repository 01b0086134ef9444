// GERG-2008 reducing functions of the multi-fluid mixture model (Kunz & Wagner, J. Chem. Eng. Data 57 (2012) 3032),
// as CoolProp applies them:
//   Y(x) = Σ x_i² Y_i + Σ_{i<j} 2 x_i x_j β γ Y_ij (x_i + x_j)/(β² x_i + x_j)
// with Y = T_r (Y_ij = √(T_r,i T_r,j)) or Y = 1/ρ_r (Y_ij = (1/8)(v_i^(1/3) + v_j^(1/3))³).
// The composition derivatives treat every x_i as independent (the GERG convention); the fugacity formulas in
// model.ts only ever use combinations that are independent of that extension off the simplex.

/** Interaction parameters of one binary pair, in the order (i, j) of the mixture's component list. */
export interface PairReducing {
  betaT: number;
  gammaT: number;
  betaV: number;
  gammaV: number;
}

/**
 * Lemmon & Jacobsen (2004) xi/zeta pairs (HFC blends) in GERG form, as CoolProp converts them:
 * β_T = β_v = 1, γ_T = (T_i + T_j + ξ)/(2√(T_i T_j)), γ_v = (v_i + v_j + ζ)/((1/4)(v_i^(1/3) + v_j^(1/3))³).
 * @param Ti reducing temperatures of the two components, K
 * @param rhoi reducing molar densities, mol/m3
 * @param xi K
 * @param zeta m3/mol
 */
export function xiZetaToGerg(Ti: number, Tj: number, rhoi: number, rhoj: number, xi: number, zeta: number): PairReducing {
  const vi = 1 / rhoi;
  const vj = 1 / rhoj;
  const s = Math.cbrt(vi) + Math.cbrt(vj);
  return {
    betaT: 1,
    gammaT: (Ti + Tj + xi) / (2 * Math.sqrt(Ti * Tj)),
    betaV: 1,
    gammaV: (vi + vj + zeta) / (0.25 * s * s * s),
  };
}

/** A pair stored as (j, i) is used for (i, j) with 1/β (γ unchanged): f(x_i, x_j; β) = f(x_j, x_i; 1/β) · γ-weighted. */
export function reversePair(p: PairReducing): PairReducing {
  return { betaT: 1 / p.betaT, gammaT: p.gammaT, betaV: 1 / p.betaV, gammaV: p.gammaV };
}

/**
 * One reducing function compiled for a fixed component list: Y_i of each component and, for each pair (i < j),
 * β² and c_ij = 2 β γ Y_ij.
 */
export interface CompiledReducing {
  readonly n: number;
  readonly Yi: Float64Array;
  readonly pairI: Int32Array;
  readonly pairJ: Int32Array;
  readonly beta2: Float64Array;
  readonly c: Float64Array;
}

export function compileReducing(
  Yi: readonly number[],
  pairs: readonly { i: number; j: number; beta: number; gamma: number }[],
  kind: 'T' | 'v',
): CompiledReducing {
  const np = pairs.length;
  const out: CompiledReducing = {
    n: Yi.length,
    Yi: Float64Array.from(Yi),
    pairI: new Int32Array(np),
    pairJ: new Int32Array(np),
    beta2: new Float64Array(np),
    c: new Float64Array(np),
  };
  pairs.forEach((p, k) => {
    const a = Yi[p.i]!;
    const b = Yi[p.j]!;
    let Yij: number;
    if (kind === 'T') Yij = Math.sqrt(a * b);
    else {
      const s = Math.cbrt(a) + Math.cbrt(b);
      Yij = (s * s * s) / 8;
    }
    out.pairI[k] = p.i;
    out.pairJ[k] = p.j;
    out.beta2[k] = p.beta * p.beta;
    out.c[k] = 2 * p.beta * p.gamma * Yij;
  });
  return out;
}

/**
 * Evaluates Y(x), ∂Y/∂x_k (into dY, length n) and, when d2Y is given, ∂²Y/∂x_k∂x_l (row-major n×n).
 * Allocates nothing. @returns Y
 */
export function evalReducing(r: CompiledReducing, x: Float64Array, dY: Float64Array, d2Y: Float64Array | null): number {
  const n = r.n;
  let Y = 0;
  for (let k = 0; k < n; k++) {
    const xk = x[k]!;
    const Yk = r.Yi[k]!;
    Y += xk * xk * Yk;
    dY[k] = 2 * xk * Yk;
  }
  if (d2Y) {
    for (let k = 0; k < n * n; k++) d2Y[k] = 0;
    for (let k = 0; k < n; k++) d2Y[k * n + k] = 2 * r.Yi[k]!;
  }
  const np = r.c.length;
  for (let q = 0; q < np; q++) {
    const i = r.pairI[q]!;
    const j = r.pairJ[q]!;
    const xi = x[i]!;
    const xj = x[j]!;
    const c = r.c[q]!;
    const b2 = r.beta2[q]!;
    // f = u/D with u = x_i x_j (x_i + x_j), D = β² x_i + x_j
    const D = b2 * xi + xj;
    if (D === 0) continue; // both fractions zero: the pair contributes nothing (and its limits are zero)
    const u = xi * xj * (xi + xj);
    const ui = 2 * xi * xj + xj * xj;
    const uj = xi * xi + 2 * xi * xj;
    const iD = 1 / D;
    const f = u * iD;
    Y += c * f;
    const fi = (ui - f * b2) * iD;
    const fj = (uj - f) * iD;
    dY[i] = dY[i]! + c * fi;
    dY[j] = dY[j]! + c * fj;
    if (d2Y) {
      // f_ab = (u_ab - f_a D_b - f_b D_a)/D, with D_i = β², D_j = 1
      const fii = (2 * xj - 2 * fi * b2) * iD;
      const fjj = (2 * xi - 2 * fj) * iD;
      const fij = (2 * (xi + xj) - fi - fj * b2) * iD;
      d2Y[i * n + i] = d2Y[i * n + i]! + c * fii;
      d2Y[j * n + j] = d2Y[j * n + j]! + c * fjj;
      d2Y[i * n + j] = d2Y[i * n + j]! + c * fij;
      d2Y[j * n + i] = d2Y[j * n + i]! + c * fij;
    }
  }
  return Y;
}
