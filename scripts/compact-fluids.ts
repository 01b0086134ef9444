// Development-time only: reads CoolProp's fluid files (dev/fluids/*.json and LICENSE-CoolProp.txt of CoolProp
// commit ea27c63, see SOURCE_COMMIT) and writes the compact per-fluid data the engine loads
// (src/engine/refrigerants/data/<file>.json). Usage: npx tsx scripts/compact-fluids.ts <coolprop-data-dir>, where
// the directory holds fluids/<name>.json and LICENSE-CoolProp.txt.
//
// What it keeps: EOS[0] (alpha0, alphar, reducing/critical/triple states, limits); for pseudo-pure blends the
// pL/pV/rhoL/rhoV ancillaries; for pure fluids a superancillary refitted from CoolProp's (ln p in 1/T, the
// densities in sqrt(Tc - T)) to a relative tolerance of 1e-9 (1e-7 within a few mK of the critical point) with far fewer coefficients. What it adds: an
// IdealGasHelmholtzEnthalpyEntropyOffset term that puts every fluid on the IIR reference state
// (h = 200 kJ/kg, s = 1 kJ/(kg K) for saturated liquid at 0 °C); CoolProp's own offset terms stay as they are.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileEos } from '../src/engine/eos/compile';
import type { AncillaryData, ChebyshevPiece, FluidData, IdealTermData, ResidualTermData } from '../src/engine/eos/fluid-data';
import { idealDerivatives, residualDerivatives } from '../src/engine/eos/helmholtz';
import { createDerivatives } from '../src/engine/eos/types';
import { compileSeries, evaluateSeries } from '../src/engine/refrigerants/chebyshev';

const root = path.resolve(import.meta.dirname, '..');
const sourceArg = process.argv[2];
if (!sourceArg) {
  console.error('usage: npx tsx scripts/compact-fluids.ts <coolprop-data-dir>   (holds fluids/<name>.json and LICENSE-CoolProp.txt)');
  process.exit(2);
}
const sourceDir = path.resolve(sourceArg);
const outDir = path.join(root, 'src/engine/refrigerants/data');
const SOURCE_COMMIT = 'ea27c6394887390270a03dcd0ad00a1274be4efc';

/** Engine name, CoolProp file (without .json), data file stem. */
export const FLUIDS: readonly [name: string, coolprop: string, file: string][] = [
  ['R22', 'R22', 'R22'],
  ['R32', 'R32', 'R32'],
  ['R134a', 'R134a', 'R134a'],
  ['R404A', 'R404A', 'R404A'],
  ['R407C', 'R407C', 'R407C'],
  ['R410A', 'R410A', 'R410A'],
  ['R507A', 'R507A', 'R507A'],
  ['R1234yf', 'R1234yf', 'R1234yf'],
  ['R1234ze(E)', 'R1234ze(E)', 'R1234zeE'],
  ['R290', 'n-Propane', 'R290'],
  ['R600a', 'IsoButane', 'R600a'],
  ['R1270', 'Propylene', 'R1270'],
  ['R744', 'CarbonDioxide', 'R744'],
  ['R717', 'Ammonia', 'R717'],
  ['R23', 'R23', 'R23'],
  ['R1233zd(E)', 'R1233zd(E)', 'R1233zdE'],
  // components of the multi-fluid blends
  ['R125', 'R125', 'R125'],
  ['R143a', 'R143a', 'R143a'],
  ['R600', 'n-Butane', 'R600'],
  ['R152a', 'R152A', 'R152a'],
  ['R13I1', 'R13I1', 'R13I1'],
  ['R227ea', 'R227EA', 'R227ea'],
];

// ----------------------------------------------------------------------------------------------
// Superancillary refit
// ----------------------------------------------------------------------------------------------

interface RawPiece {
  xmin: number;
  xmax: number;
  coef: number[];
}

const toPieces = (raw: RawPiece[]): ChebyshevPiece[] => raw.map((p) => [p.xmin, p.xmax, ...p.coef]);

/** Chebyshev interpolation of f on [a, b] at N+1 first-kind nodes. */
function chebFit(f: (x: number) => number, a: number, b: number, N: number): number[] {
  const fv: number[] = [];
  for (let j = 0; j <= N; j++) {
    const s = Math.cos((Math.PI * (j + 0.5)) / (N + 1));
    fv.push(f(0.5 * (a + b) + 0.5 * (b - a) * s));
  }
  const c: number[] = [];
  for (let k = 0; k <= N; k++) {
    let sum = 0;
    for (let j = 0; j <= N; j++) sum += fv[j]! * Math.cos((Math.PI * k * (j + 0.5)) / (N + 1));
    c.push(((k === 0 ? 1 : 2) / (N + 1)) * sum);
  }
  return c;
}

function chebEval(c: readonly number[], a: number, b: number, x: number): number {
  const s = (2 * x - (a + b)) / (b - a);
  let b1 = 0;
  let b2 = 0;
  for (let k = c.length - 1; k > 0; k--) {
    const b0 = c[k]! + 2 * s * b1 - b2;
    b2 = b1;
    b1 = b0;
  }
  return c[0]! + s * b1 - b2;
}

/** 12 significant digits: rounding error ~1e-12, far below the fit tolerance. */
const round = (v: number) => Number(v.toPrecision(12));

/**
 * Adaptive piecewise fit: lowest degree (≤ maxN) meeting the tolerance on a dense check grid, else bisect.
 * `scale(x)` is the magnitude the error is measured against (absolute for ln p, |rho| for densities).
 */
function fitPiecewise(
  f: (x: number) => number,
  a: number,
  b: number,
  tol: number,
  scale: (v: number) => number,
  minWidth: number,
  maxN = 14,
): ChebyshevPiece[] {
  // Very close to the critical point CoolProp's own expansions are only good to ~1e-10 and not smooth at that
  // level, so below minWidth the tolerance is relaxed rather than splitting forever.
  const tolHere = b - a < minWidth ? tol * 100 : tol;
  for (let N = 3; N <= maxN; N++) {
    let c = chebFit(f, a, b, N).map(round);
    // drop trailing coefficients that do not matter
    while (c.length > 2 && Math.abs(c[c.length - 1]!) < tolHere * 0.05 * scale(c[0]!)) c = c.slice(0, -1);
    let ok = true;
    for (let j = 0; j <= 200 && ok; j++) {
      const x = a + ((b - a) * j) / 200;
      const v = f(x);
      if (Math.abs(chebEval(c, a, b, x) - v) > tolHere * scale(v)) ok = false;
    }
    if (ok) return [[round(a), round(b), ...c]];
  }
  if (b - a < minWidth * 1e-3) throw new Error(`superancillary refit does not converge on [${a}, ${b}]`);
  const m = 0.5 * (a + b);
  return [...fitPiecewise(f, a, m, tol, scale, minWidth, maxN), ...fitPiecewise(f, m, b, tol, scale, minWidth, maxN)];
}

function refitSuperancillary(sa: Record<string, unknown>) {
  const meta = sa.meta as Record<string, number>;
  const pOrig = compileSeries(toPieces(sa.jexpansions_p as RawPiece[]));
  const rhoLOrig = compileSeries(toPieces(sa.jexpansions_rhoL as RawPiece[]));
  const rhoVOrig = compileSeries(toPieces(sa.jexpansions_rhoV as RawPiece[]));
  const Tmin = pOrig.bounds[0]!;
  const Tcrit = pOrig.bounds[pOrig.count]!;
  const TOL = 1e-9;
  // Piece bounds are rounded to 12 digits; fit over the rounded interval so evaluation stays inside.
  const yLo = round(1 / Tcrit);
  const yHi = round(1 / Tmin);
  const clampT = (T: number) => Math.min(Tcrit, Math.max(Tmin, T));
  const lnp = fitPiecewise((y) => Math.log(evaluateSeries(pOrig, clampT(1 / y))), yLo, yHi, TOL, () => 1, (yHi - yLo) * 1e-3);
  const uHi = round(Math.sqrt(Tcrit - Tmin));
  const rhoL = fitPiecewise((u) => evaluateSeries(rhoLOrig, clampT(Tcrit - u * u)), 0, uHi, TOL, Math.abs, uHi * 1e-3);
  const rhoV = fitPiecewise((u) => evaluateSeries(rhoVOrig, clampT(Tcrit - u * u)), 0, uHi, TOL, Math.abs, uHi * 1e-3);
  return {
    data: {
      Tmin: round(Math.max(Tmin, 1 / yHi, Tcrit - uHi * uHi)),
      Tcrit,
      rhocrit: meta['rhocrittrue / mol/m^3']!,
      pcrit: evaluateSeries(pOrig, Tcrit),
      lnp,
      rhoL,
      rhoV,
    },
    orig: { p: pOrig, rhoL: rhoLOrig, rhoV: rhoVOrig },
  };
}

// ----------------------------------------------------------------------------------------------
// IIR reference state
// ----------------------------------------------------------------------------------------------

function ancillary(anc: AncillaryData, T: number): number {
  const theta = 1 - T / anc.T_r;
  let sum = 0;
  for (let i = 0; i < anc.n.length; i++) sum += anc.n[i]! * Math.pow(theta, anc.t[i]!);
  if (anc.type === 'rhoLnoexp') return anc.reducing_value * (1 + sum);
  return anc.reducing_value * Math.exp((anc.using_tau_r ? anc.T_r / T : 1) * sum);
}

/** h (J/mol) and s (J/(mol K)) of the saturated liquid at 0 °C with the data's alpha0 as it stands. */
function liquidAt0C(data: FluidData, rhoL: number): { h: number; s: number } {
  const eos = compileEos(data);
  const T = 273.15;
  const tau = eos.Tr / T;
  const r = createDerivatives();
  const o = createDerivatives();
  let delta = rhoL / eos.rhor;
  if (data.kind === 'pseudo-pure') {
    // liquid density at the bubble pressure of the pL ancillary (as the engine and CoolProp do)
    const p = ancillary(data.ancillaries!.pL, T);
    for (let i = 0; i < 50; i++) {
      residualDerivatives(eos, tau, delta, r);
      const pc = delta * eos.rhor * eos.R * T * (1 + delta * r.a_d);
      const dpdd = eos.rhor * eos.R * T * (1 + 2 * delta * r.a_d + delta * delta * r.a_dd);
      const step = (pc - p) / dpdd;
      delta -= step;
      if (Math.abs(step) < 1e-14 * delta) break;
    }
  }
  residualDerivatives(eos, tau, delta, r);
  idealDerivatives(eos, tau, delta, o);
  const h = eos.R * T * (1 + tau * (o.a_t + r.a_t) + delta * r.a_d);
  const s = eos.R * (tau * (o.a_t + r.a_t) - o.a - r.a);
  return { h, s };
}

// ----------------------------------------------------------------------------------------------
// Main
// ----------------------------------------------------------------------------------------------

function pickAncillary(a: Record<string, unknown>): AncillaryData {
  return {
    type: a.type as AncillaryData['type'],
    T_r: a.T_r as number,
    reducing_value: a.reducing_value as number,
    using_tau_r: a.using_tau_r as boolean,
    n: a.n as number[],
    t: a.t as number[],
    Tmin: a.Tmin as number,
    Tmax: a.Tmax as number,
  };
}

/** Keeps only the keys an evaluator reads. */
function stripTerm<T extends { type: string }>(term: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(term)) {
    if (k === 'BibTeX' || k.endsWith('_units') || k === 'description') continue;
    out[k] = v;
  }
  return out as T;
}

mkdirSync(outDir, { recursive: true });
const report: string[] = [];
for (const [name, coolprop, file] of FLUIDS) {
  const raw = JSON.parse(readFileSync(path.join(sourceDir, 'fluids', `${coolprop}.json`), 'utf8'));
  const eos = raw.EOS[0];
  const pseudo = eos.pseudo_pure === true;
  const data: FluidData = {
    name,
    coolprop,
    kind: pseudo ? 'pseudo-pure' : 'pure',
    citation: eos.BibTeX_EOS,
    molar_mass: eos.molar_mass,
    gas_constant: eos.gas_constant,
    reducing: { T: eos.STATES.reducing.T, rhomolar: eos.STATES.reducing.rhomolar },
    critical: { T: raw.STATES.critical.T, p: raw.STATES.critical.p, rhomolar: raw.STATES.critical.rhomolar },
    triple: { T: eos.Ttriple },
    T_max: eos.T_max,
    p_max: eos.p_max,
    alpha0: eos.alpha0.map((t: Record<string, unknown>) => stripTerm<IdealTermData>(t)),
    alphar: eos.alphar.map((t: Record<string, unknown>) => stripTerm<ResidualTermData>(t)),
  };
  let rhoL0: number;
  if (pseudo) {
    const anc = raw.ANCILLARIES;
    data.ancillaries = { pL: pickAncillary(anc.pL), pV: pickAncillary(anc.pV), rhoL: pickAncillary(anc.rhoL), rhoV: pickAncillary(anc.rhoV) };
    const pm = eos.STATES.pressure_max_sat;
    const tm = eos.STATES.temperature_max_sat;
    data.sat_max = { T: Math.min(pm.T, tm.T, anc.pL.Tmax, anc.pV.Tmax), p: Math.min(pm.p, tm.p) };
    rhoL0 = ancillary(data.ancillaries.rhoL, 273.15);
  } else {
    const { data: sa, orig } = refitSuperancillary(eos.SUPERANCILLARY);
    data.superancillary = sa;
    rhoL0 = evaluateSeries(orig.rhoL, 273.15);
    // check the refit against the original on a fine grid
    const fit = { lnp: compileSeries(sa.lnp), rhoL: compileSeries(sa.rhoL), rhoV: compileSeries(sa.rhoV) };
    let worst = 0;
    for (let i = 0; i <= 4000; i++) {
      const T = sa.Tmin + ((sa.Tcrit - sa.Tmin) * i) / 4000;
      const u = Math.sqrt(Math.max(0, sa.Tcrit - T));
      worst = Math.max(
        worst,
        Math.abs(Math.exp(evaluateSeries(fit.lnp, 1 / T)) / evaluateSeries(orig.p, T) - 1),
        Math.abs(evaluateSeries(fit.rhoL, u) / evaluateSeries(orig.rhoL, T) - 1),
        Math.abs(evaluateSeries(fit.rhoV, u) / evaluateSeries(orig.rhoV, T) - 1),
      );
    }
    const coefs = sa.lnp.length + sa.rhoL.length + sa.rhoV.length;
    report.push(`${name}: superancillary ${sa.lnp.length}/${sa.rhoL.length}/${sa.rhoV.length} pieces (${coefs}), worst rel. dev. ${worst.toExponential(1)}`);
  }
  // IIR: h = 200 kJ/kg, s = 1 kJ/(kg K) for saturated liquid at 0 °C
  const { h, s } = liquidAt0C(data, rhoL0);
  const M = data.molar_mass;
  const R = data.gas_constant;
  const dh = 200e3 * M - h; // J/mol
  const ds = 1e3 * M - s; // J/(mol K)
  if (Math.abs(dh / M) > 1e-6 || Math.abs(ds / M) > 1e-9) {
    // h shifts by R T_r a2, s by -R a1
    data.alpha0.push({
      type: 'IdealGasHelmholtzEnthalpyEntropyOffset',
      a1: round(-ds / R),
      a2: round(dh / (R * data.reducing.T)),
      reference: 'IIR (compact-fluids)',
    });
    report.push(`${name}: IIR offset added, h shift ${(dh / M).toFixed(6)} J/kg, s shift ${(ds / M).toFixed(8)} J/(kg K)`);
  }
  writeFileSync(path.join(outDir, `${file}.json`), JSON.stringify(data) + '\n');
}
copyFileSync(path.join(sourceDir, 'LICENSE-CoolProp.txt'), path.join(outDir, 'LICENSE-CoolProp.txt'));
const files = FLUIDS.map(([, , file]) => file).sort();
const ident = (file: string) => `d_${file}`;
writeFileSync(
  path.join(outDir, 'index.ts'),
  [
    '// Generated data of every fluid, one import per file (see README.md in this folder for the source).',
    "import type { FluidData } from '../../eos/fluid-data';",
    ...files.map((f) => `import ${ident(f)} from './${f}.json';`),
    '',
    '/** Every compiled fluid file, keyed by its engine name (data.name). */',
    `export const FLUID_DATA: readonly FluidData[] = [${files.map(ident).join(', ')}] as unknown as FluidData[];`,
    '',
  ].join('\n'),
);
console.log(report.join('\n'));
console.log(`source commit ${SOURCE_COMMIT}`);
