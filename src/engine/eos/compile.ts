// Parses a fluid's term data once into typed-array records (a union on `type`).
import type { FluidData, IdealTermData, ResidualTermData } from './fluid-data';
import { exponentialTermParts, type ExponentialTermData } from './terms/exponential';
import { compileGaoB, type GaoBTermData } from './terms/gao-b';
import { compileGaussian, type GaussianTermData } from './terms/gaussian';
import { createIdealBuilder } from './terms/ideal-builder';
import { collectCp0Constant, collectCp0PolyT } from './terms/ideal-cp0';
import { collectLead, collectOffset } from './terms/ideal-lead';
import { collectLogTau } from './terms/ideal-log-tau';
import { collectPlanckEinstein, collectPlanckEinsteinFunctionT } from './terms/ideal-planck-einstein';
import { collectIdealPower } from './terms/ideal-power';
import { compileLemmon2005, type Lemmon2005TermData } from './terms/lemmon2005';
import { compileNonAnalytic, type NonAnalyticTermData } from './terms/non-analytic';
import { mergePowerTerms, powerTermParts, type PowerTermData } from './terms/power';
import type { CompiledEos, IdealTerms, ResidualTerms } from './types';

export const RESIDUAL_TYPES = [
  'ResidualHelmholtzPower',
  'ResidualHelmholtzExponential',
  'ResidualHelmholtzLemmon2005',
  'ResidualHelmholtzGaussian',
  'ResidualHelmholtzGaoB',
  'ResidualHelmholtzNonAnalytic',
] as const;

export const IDEAL_TYPES = [
  'IdealGasHelmholtzLead',
  'IdealGasHelmholtzEnthalpyEntropyOffset',
  'IdealGasHelmholtzLogTau',
  'IdealGasHelmholtzPower',
  'IdealGasHelmholtzPlanckEinstein',
  'IdealGasHelmholtzPlanckEinsteinFunctionT',
  'IdealGasHelmholtzCP0Constant',
  'IdealGasHelmholtzCP0PolyT',
] as const;

function unknownType(kind: string, type: unknown, allowed: readonly string[]): Error {
  return new Error(`unknown ${kind} term type ${JSON.stringify(type)}; allowed: ${allowed.join(', ')}`);
}

/** Residual terms grouped by family into typed arrays. */
export function compileResidual(terms: readonly ResidualTermData[]): ResidualTerms {
  const power: PowerTermData[] = [];
  const exponential: ExponentialTermData[] = [];
  const lemmon: Lemmon2005TermData[] = [];
  const gaussian: GaussianTermData[] = [];
  const gaoB: GaoBTermData[] = [];
  const nonAnalytic: NonAnalyticTermData[] = [];
  for (const term of terms) {
    switch (term.type) {
      case 'ResidualHelmholtzPower':
        power.push(term);
        break;
      case 'ResidualHelmholtzExponential':
        exponential.push(term);
        break;
      case 'ResidualHelmholtzLemmon2005':
        lemmon.push(term);
        break;
      case 'ResidualHelmholtzGaussian':
        gaussian.push(term);
        break;
      case 'ResidualHelmholtzGaoB':
        gaoB.push(term);
        break;
      case 'ResidualHelmholtzNonAnalytic':
        nonAnalytic.push(term);
        break;
      default:
        throw unknownType('alphar', (term as { type: unknown }).type, RESIDUAL_TYPES);
    }
  }
  return {
    power: mergePowerTerms([...power.map(powerTermParts), ...exponential.map(exponentialTermParts)]),
    lemmon2005: compileLemmon2005(lemmon),
    gaussian: compileGaussian(gaussian),
    gaoB: compileGaoB(gaoB),
    nonAnalytic: compileNonAnalytic(nonAnalytic),
  };
}

/** Ideal-gas terms reduced to the coefficients of IdealTerms. */
export function compileIdeal(terms: readonly IdealTermData[]): IdealTerms {
  const b = createIdealBuilder();
  for (const term of terms) {
    switch (term.type) {
      case 'IdealGasHelmholtzLead':
        collectLead(term, b);
        break;
      case 'IdealGasHelmholtzEnthalpyEntropyOffset':
        collectOffset(term, b);
        break;
      case 'IdealGasHelmholtzLogTau':
        collectLogTau(term, b);
        break;
      case 'IdealGasHelmholtzPower':
        collectIdealPower(term, b);
        break;
      case 'IdealGasHelmholtzPlanckEinstein':
        collectPlanckEinstein(term, b);
        break;
      case 'IdealGasHelmholtzPlanckEinsteinFunctionT':
        collectPlanckEinsteinFunctionT(term, b);
        break;
      case 'IdealGasHelmholtzCP0Constant':
        collectCp0Constant(term, b);
        break;
      case 'IdealGasHelmholtzCP0PolyT':
        collectCp0PolyT(term, b);
        break;
      default:
        throw unknownType('alpha0', (term as { type: unknown }).type, IDEAL_TYPES);
    }
  }
  if (!b.hasLead) throw new Error('alpha0 has no IdealGasHelmholtzLead term');
  return {
    a1: b.a1,
    a2: b.a2,
    aLogTau: b.aLogTau,
    aTauLogTau: b.aTauLogTau,
    power: { count: b.powerN.length, n: Float64Array.from(b.powerN), t: Float64Array.from(b.powerT) },
    planckEinstein: { count: b.peN.length, n: Float64Array.from(b.peN), theta: Float64Array.from(b.peTheta) },
  };
}

/** A fluid's equation of state from its compact data. */
export function compileEos(data: FluidData): CompiledEos {
  return {
    name: data.name,
    Tr: data.reducing.T,
    rhor: data.reducing.rhomolar,
    R: data.gas_constant,
    M: data.molar_mass,
    Tc: data.critical.T,
    pc: data.critical.p,
    rhoc: data.critical.rhomolar,
    Ttriple: data.triple.T,
    Tmax: data.T_max,
    pmax: data.p_max,
    residual: compileResidual(data.alphar),
    ideal: compileIdeal(data.alpha0),
  };
}
