// Development-time compaction of the multi-fluid blends (R407F, R448A, R449A, R452A, R454B, R454C, R513A).
// Reads CoolProp's data (dev/fluids and dev/mixtures of the commit in SOURCE; MIT licence, LICENSE-CoolProp.txt) and writes
//   src/engine/refrigerants/mixture/data/components/<fluid>.json  the component equations (EOS[0]; pure-fluid shape)
//   src/engine/refrigerants/mixture/data/<blend>.json             composition, pairs, IIR offsets, solver seeds
// The engine reads only those generated files at run time, never the CoolProp data.
//
// Seeds: the bubble and dew curves are traced with the engine's own Newton solver (Raoult-law start at Tmin, then
// natural-parameter continuation in T), and fitted with piecewise Chebyshev expansions, so that at run time the
// solver starts within ~1e-6 of the solution.
//
// Reference state: each component keeps its own reference in the mixture model (as in CoolProp); the product uses
// IIR for every fluid, so a constant (dh, ds) per blend moves the bubble point at 273.15 K to h = 200 kJ/kg,
// s = 1 kJ/(kg K). Enthalpy and entropy DIFFERENCES are those of CoolProp.
//
// Usage: npx tsx scripts/compact-mixtures.ts <coolprop-data-dir>, where the directory holds fluids/<name>.json and
// mixtures/{predefined_mixtures,mixture_binary_pairs,mixture_departure_functions}.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileEos } from '../src/engine/eos/compile';
import type { FluidData } from '../src/engine/eos/fluid-data';
import type { CompiledEos } from '../src/engine/eos/types';
import { fitCheb } from '../src/engine/refrigerants/mixture/cheb';
import { MixtureModel } from '../src/engine/refrigerants/mixture/model';
import { reversePair, xiZetaToGerg } from '../src/engine/refrigerants/mixture/reducing';
import type { ChebFit, MixtureData, PairData, SeedData } from '../src/engine/refrigerants/mixture/types';
import { SatSolver, type SatKind } from '../src/engine/refrigerants/mixture/vle';

const sourceArg = process.argv[2];
if (!sourceArg) {
  console.error('usage: npx tsx scripts/compact-mixtures.ts <coolprop-data-dir>   (holds fluids/ and mixtures/)');
  process.exit(2);
}
const sourceDir = path.resolve(sourceArg);
const outDir = path.resolve(import.meta.dirname, '../src/engine/refrigerants/mixture/data');
const BLENDS = ['R407F', 'R448A', 'R449A', 'R452A', 'R454B', 'R454C', 'R513A'];
const T_MIN = 200;
const SOURCE =
  'CoolProp 8.0.1dev (commit ea27c6394887390270a03dcd0ad00a1274be4efc), dev/mixtures and dev/fluids, MIT licence. ' +
  'Compacted by scripts/compact-mixtures.ts.';

type Json = Record<string, unknown>;
const readJson = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as unknown;

// ---- fluid files, resolved by name, REFPROP name, alias or CAS ----
interface RawFluid {
  file: string;
  json: Json;
  name: string;
  cas: string;
  keys: string[];
}
const fluidDir = path.join(sourceDir, 'fluids');
const fluidFiles = (await import('node:fs')).readdirSync(fluidDir).filter((f) => f.endsWith('.json'));
const fluids: RawFluid[] = fluidFiles.map((file) => {
  const json = readJson(path.join(fluidDir, file)) as Json;
  const info = json.INFO as Json;
  const keys = [info.NAME, info.REFPROP_NAME, ...((info.ALIASES as string[]) ?? []), file.replace(/\.json$/, '')]
    .filter((k): k is string => typeof k === 'string')
    .map((k) => k.toUpperCase());
  return { file, json, name: info.NAME as string, cas: info.CAS as string, keys };
});
function resolveFluid(name: string): RawFluid {
  const f = fluids.find((fl) => fl.keys.includes(name.toUpperCase()));
  if (!f) throw new Error(`fluid ${name} not found`);
  return f;
}

/** The compact pure-fluid shape (only what compileEos needs) from a CoolProp fluid file. */
function compactFluid(f: RawFluid): FluidData {
  const eos = (f.json.EOS as Json[])[0]!;
  const states = eos.STATES as Json;
  const red = states.reducing as Json;
  const crit = (f.json.STATES as Json).critical as Json;
  const strip = (terms: Json[]) =>
    terms.map((t) => {
      const o: Json = {};
      for (const [k, v] of Object.entries(t)) if (k !== 'BibTeX' && k !== 'description' && !k.endsWith('_units')) o[k] = v;
      return o;
    });
  return {
    name: f.name,
    coolprop: f.file.replace(/\.json$/, ''),
    kind: 'pure',
    citation: String(eos.BibTeX_EOS ?? ''),
    molar_mass: eos.molar_mass as number,
    gas_constant: eos.gas_constant as number,
    reducing: { T: red.T as number, rhomolar: red.rhomolar as number },
    critical: { T: crit.T as number, p: crit.p as number, rhomolar: crit.rhomolar as number },
    triple: { T: eos.Ttriple as number },
    T_max: eos.T_max as number,
    p_max: eos.p_max as number,
    alpha0: strip(eos.alpha0 as Json[]) as unknown as FluidData['alpha0'],
    alphar: strip(eos.alphar as Json[]) as unknown as FluidData['alphar'],
  };
}

/** CoolProp ancillary p = p_r exp(f Σ n θ^t) (build-time seeds only). */
function ancillary(f: RawFluid, key: string, T: number): number {
  const a = (f.json.ANCILLARIES as Json)[key] as Json;
  const Tr = a.T_r as number;
  const theta = 1 - Math.min(T, Tr * 0.999) / Tr;
  const n = a.n as number[];
  const t = a.t as number[];
  let s = 0;
  n.forEach((ni, i) => (s += ni * theta ** t[i]!));
  if (a.type === 'rhoLnoexp') return (a.reducing_value as number) * (1 + s);
  const fac = a.using_tau_r ? Tr / T : 1;
  return (a.reducing_value as number) * Math.exp(fac * s);
}

// ---- mixture files ----
const predefined = readJson(path.join(sourceDir, 'mixtures/predefined_mixtures.json')) as {
  name: string;
  fluids: string[];
  mole_fractions: number[];
}[];
const binaryPairs = readJson(path.join(sourceDir, 'mixtures/mixture_binary_pairs.json')) as Json[];
const departures = readJson(path.join(sourceDir, 'mixtures/mixture_departure_functions.json')) as Json[];

function findDeparture(name: string): Json {
  const d = departures.find((f) => f.Name === name || ((f.aliases as string[]) ?? []).includes(name));
  if (!d) throw new Error(`departure function ${name} not found`);
  if (d.type !== 'Exponential') throw new Error(`departure function ${name}: type ${String(d.type)} not supported`);
  return d;
}

function pairData(a: RawFluid, b: RawFluid, i: number, j: number): PairData {
  let rec = binaryPairs.find((p) => p.CAS1 === a.cas && p.CAS2 === b.cas);
  let reversed = false;
  if (!rec) {
    rec = binaryPairs.find((p) => p.CAS1 === b.cas && p.CAS2 === a.cas);
    reversed = true;
  }
  if (!rec) throw new Error(`no binary pair ${a.name}/${b.name}`);
  const red = (f: RawFluid) => ((f.json.EOS as Json[])[0]!.STATES as Json).reducing as Json;
  let par;
  let how: string;
  if (rec.xi !== undefined) {
    // xi/zeta are symmetric in (i, j)
    par = xiZetaToGerg(
      red(a).T as number,
      red(b).T as number,
      red(a).rhomolar as number,
      red(b).rhomolar as number,
      rec.xi as number,
      rec.zeta as number,
    );
    how = `xi=${String(rec.xi)} K, zeta=${String(rec.zeta)} m3/mol converted to GERG form`;
  } else {
    par = { betaT: rec.betaT as number, gammaT: rec.gammaT as number, betaV: rec.betaV as number, gammaV: rec.gammaV as number };
    how = 'GERG parameters';
    if (reversed) {
      par = reversePair(par);
      how += ', stored as the reversed pair (1/beta)';
    }
  }
  const F = (rec.F as number | undefined) ?? 0;
  const out: PairData = { i, j, ...par, F, source: `${String(rec.BibTeX)}: ${how}` };
  if (typeof rec.function === 'string' && F !== 0) {
    const d = findDeparture(rec.function);
    out.departure = { name: d.Name as string, n: d.n as number[], d: d.d as number[], t: d.t as number[], l: d.l as number[] };
  }
  return out;
}

// ---- tracing the bubble and dew curves ----
interface SatPoint {
  T: number;
  p: number;
  lnrL: number;
  lnrV: number;
  w: number[];
}

function raoultSeed(model: MixtureModel, raw: RawFluid[], kind: SatKind, T: number, u: Float64Array) {
  const n = model.n;
  const z = model.z;
  const ps = raw.map((f) => {
    const anc = f.json.ANCILLARIES as Json;
    return ancillary(f, anc.pS ? 'pS' : 'pL', T);
  });
  const rl = raw.map((f) => ancillary(f, 'rhoL', T));
  let p: number;
  const w: number[] = [];
  if (kind === 'bubble') {
    p = z.reduce((s, zi, i) => s + zi * ps[i]!, 0);
    for (let i = 0; i < n; i++) w.push((z[i]! * ps[i]!) / p);
  } else {
    p = 1 / z.reduce((s, zi, i) => s + zi / ps[i]!, 0);
    for (let i = 0; i < n; i++) w.push((z[i]! * p) / ps[i]!);
  }
  const xl = kind === 'bubble' ? Array.from(z) : w;
  const vL = xl.reduce((s, xi, i) => s + xi / rl[i]!, 0);
  const Rm = model.gasConstant(z);
  u[0] = Math.log(1 / vL);
  u[1] = Math.log(p / (Rm * T));
  for (let i = 0; i < n; i++) u[2 + i] = w[i]!;
  return p;
}

function trace(model: MixtureModel, raw: RawFluid[], kind: SatKind): SatPoint[] {
  const solver = new SatSolver(model);
  const u = solver.u;
  raoultSeed(model, raw, kind, T_MIN, u);
  const pts: SatPoint[] = [];
  const n = model.n;
  const dT = 0.5;
  let prev: Float64Array | null = null;
  for (let T = T_MIN; T < 420; T += dT) {
    const keep = Float64Array.from(u); // the last converged point
    if (prev) for (let k = 0; k < n + 2; k++) u[k] = 2 * u[k]! - prev[k]!; // linear extrapolation
    try {
      solver.solve(kind, 'T', T, 60);
    } catch (e) {
      if (pts.length === 0) throw new Error(`${model.name} ${kind}: no convergence at ${T} K`, { cause: e });
      break;
    }
    const lnrL = u[0]!;
    const lnrV = u[1]!;
    if (lnrL - lnrV < 0.6) break; // close to the critical point: stop tracing (ρ'/ρ'' < 1.8)
    prev = pts.length > 0 ? keep : null;
    pts.push({ T, p: model.V.p, lnrL, lnrV, w: Array.from(u.subarray(2, 2 + n)) });
  }
  return pts;
}

function fits(pts: SatPoint[], Tmax: number, Tx: number) {
  const use = pts.filter((q) => q.T <= Tmax);
  const byT = fitCheb(
    use.map((q) => Math.sqrt(Tx - q.T)),
    use.map((q) => [Math.log(q.p), q.lnrL, q.lnrV, ...q.w]),
    PIECES,
    DEGREE,
  );
  const byP = fitCheb(
    use.map((q) => Math.log(q.p)),
    use.map((q) => [q.T]),
    PIECES,
    DEGREE,
  );
  return { byT: round(byT), byP: round(byP) };
}

const PIECES = 4;
const DEGREE = 9;
/** Seeds need ~1e-7: 10 significant digits keep the files small. */
function round(f: ChebFit): ChebFit {
  return { ...f, coef: f.coef.map((c) => Number(c.toPrecision(10))) };
}

/**
 * Critical point estimate: along the bubble curve (ln ρ' - ln ρ'')² vanishes linearly in T at the critical point
 * (mean-field behaviour of an analytic equation of state); the last traced points (ρ'/ρ'' down to about 1.8) are
 * extrapolated to zero, and ln p linearly in T to that temperature. Good to 1-2 K.
 */
function criticalEstimate(bub: SatPoint[]): { T: number; p: number; note: string } {
  const last = bub.slice(-6);
  const xs = last.map((q) => q.T);
  const ys = last.map((q) => (q.lnrL - q.lnrV) ** 2);
  const lin = (x: number[], y: number[]) => {
    const n = x.length;
    const mx = x.reduce((a, b) => a + b, 0) / n;
    const my = y.reduce((a, b) => a + b, 0) / n;
    let sxy = 0;
    let sxx = 0;
    for (let i = 0; i < n; i++) {
      sxy += (x[i]! - mx) * (y[i]! - my);
      sxx += (x[i]! - mx) ** 2;
    }
    const b = sxy / sxx;
    return { a: my - b * mx, b };
  };
  const f = lin(xs, ys);
  const Tc = -f.a / f.b;
  const g = lin(xs, last.map((q) => Math.log(q.p)));
  return {
    T: Number(Tc.toFixed(2)),
    p: Number(Math.exp(g.a + g.b * Tc).toPrecision(5)),
    note: 'Estimated by extrapolating the traced bubble curve to equal phase densities (scripts/compact-mixtures.ts); about 1-2 K.',
  };
}

mkdirSync(path.join(outDir, 'components'), { recursive: true });
const written = new Set<string>();
for (const blend of BLENDS) {
  const def = predefined.find((m) => m.name === blend);
  if (!def) throw new Error(`${blend} not predefined`);
  const raw = def.fluids.map(resolveFluid);
  const compact = raw.map(compactFluid);
  for (const c of compact) {
    if (written.has(c.name)) continue;
    written.add(c.name);
    writeFileSync(path.join(outDir, 'components', `${c.name}.json`), JSON.stringify(c) + '\n');
  }
  const comps: CompiledEos[] = compact.map(compileEos);
  const pairs: PairData[] = [];
  for (let i = 0; i < raw.length; i++) for (let j = i + 1; j < raw.length; j++) pairs.push(pairData(raw[i]!, raw[j]!, i, j));
  const empty = { xmin: 0, xmax: 1, pieces: 1, vars: 1, degree1: 1, coef: [0] };
  const data: MixtureData = {
    name: blend,
    source: SOURCE,
    components: compact.map((c) => c.name),
    moleFractions: def.mole_fractions,
    pairs,
    reference: { dh: 0, ds: 0, note: '' },
    limits: { Tmin: T_MIN, Tmax: T_MIN, pmin: 0, pmax: 0 },
    seeds: { Tx: 0, bubbleT: empty, dewT: empty, bubbleP: empty, dewP: empty },
  };
  const model = new MixtureModel(data, comps);
  const bub = trace(model, raw, 'bubble');
  const dew = trace(model, raw, 'dew');
  const Tmax = Math.min(bub.at(-1)!.T, dew.at(-1)!.T) - 2;
  const Tx = Math.ceil(criticalEstimate(bub).T + 1);
  const fb = fits(bub, Tmax, Tx);
  const fd = fits(dew, Tmax, Tx);
  const seeds: SeedData = { Tx, bubbleT: fb.byT, dewT: fd.byT, bubbleP: fb.byP, dewP: fd.byP };
  data.seeds = seeds;
  const pAt = (pts: SatPoint[], T: number) => pts.find((q) => Math.abs(q.T - T) < 1e-9)!.p;
  data.limits = {
    Tmin: T_MIN,
    Tmax,
    // given p, the bubble T must be >= Tmin and the dew T <= Tmax
    pmin: pAt(bub, T_MIN),
    pmax: pAt(dew, Tmax),
  };
  data.critical = criticalEstimate(bub);
  // IIR offsets from the bubble point at 273.15 K
  const solver = new SatSolver(model);
  const seedAt = bub.find((q) => Math.abs(q.T - 273) < 1e-9)!;
  solver.u[0] = seedAt.lnrL;
  solver.u[1] = seedAt.lnrV;
  seedAt.w.forEach((w, k) => (solver.u[2 + k] = w));
  solver.solve('bubble', 'T', 273.15);
  const props = { h: 0, s: 0, cp: 0 };
  model.molarProps(model.L, props);
  const M = model.L.M;
  data.reference = {
    dh: 200000 - props.h / M,
    ds: 1000 - props.s / M,
    note:
      'Added to h (J/kg) and s (J/(kg K)) of the mixture model (each component on its own CoolProp reference) ' +
      'so that the saturated liquid (bubble point) at 273.15 K has h = 200 kJ/kg and s = 1 kJ/(kg K) (IIR).',
  };
  writeFileSync(path.join(outDir, `${blend}.json`), JSON.stringify(data) + '\n');
  console.log(
    `${blend}: ${raw.map((r) => r.name).join('/')}, bubble ${bub.length} pts to ${bub.at(-1)!.T} K, dew ${dew.length} pts to ` +
      `${dew.at(-1)!.T} K, Tmax ${Tmax} K, dh ${data.reference.dh.toFixed(1)} J/kg, ds ${data.reference.ds.toFixed(3)} J/(kg K)`,
  );
}
