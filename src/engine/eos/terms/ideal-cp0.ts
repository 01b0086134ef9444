// Ideal-gas terms given as cp0 polynomials (IdealGasHelmholtzCP0Constant, IdealGasHelmholtzCP0PolyT),
// for cp0/R = Σ c_i T^t_i, integrated from the reference temperature T0 (τ0 = T_c/T0), as CoolProp does
// (CoolProp, Helmholtz.cpp, IdealHelmholtzCP0PolyT). They reduce at parse time to lead, log-tau and power
// coefficients, so they cost nothing extra per evaluation:
//   t = 0:   c - c τ/τ0 + c ln(τ/τ0)
//   t = -1:  c (τ/T_c) ln(τ0/τ) + c (τ - τ0)/T_c
//   else:    -c T_c^t τ^(-t) / (t(t+1)) - c T0^(t+1) τ / (T_c (t+1)) + c T0^t / t
import type { IdealBuilder } from './ideal-builder';

export interface IdealCp0ConstantData {
  type: 'IdealGasHelmholtzCP0Constant';
  cp_over_R: number;
  Tc: number;
  T0: number;
}

export interface IdealCp0PolyTData {
  type: 'IdealGasHelmholtzCP0PolyT';
  c: number[];
  t: number[];
  Tc: number;
  T0: number;
}

function addConstant(c: number, Tc: number, T0: number, into: IdealBuilder): void {
  const tau0 = Tc / T0;
  into.a1 += c - c * Math.log(tau0);
  into.a2 += -c / tau0;
  into.aLogTau += c;
}

export function collectCp0Constant(term: IdealCp0ConstantData, into: IdealBuilder): void {
  addConstant(term.cp_over_R, term.Tc, term.T0, into);
}

export function collectCp0PolyT(term: IdealCp0PolyTData, into: IdealBuilder): void {
  const { Tc, T0 } = term;
  const tau0 = Tc / T0;
  term.c.forEach((c, i) => {
    const t = term.t[i]!;
    if (t === 0) {
      addConstant(c, Tc, T0, into);
    } else if (t === -1) {
      into.a2 += (c / Tc) * (Math.log(tau0) + 1);
      into.aTauLogTau += -c / Tc;
      into.a1 += (-c * tau0) / Tc;
    } else {
      into.powerN.push((-c * Math.pow(Tc, t)) / (t * (t + 1)));
      into.powerT.push(-t);
      into.a2 += (-c * Math.pow(T0, t + 1)) / (Tc * (t + 1));
      into.a1 += (c * Math.pow(T0, t)) / t;
    }
  });
}
