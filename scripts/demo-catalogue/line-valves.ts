// Cvs check valves, Bv ball valves, Ssv shut-off valves, Sg sight glasses: in-line bodies whose sizing is a
// drop at the line's flow, so their data is mainly Kv and connections.
// Cvs imitates Danfoss NRV/NRVH (PS 46 bar, −50…140 °C, NRVH 0.3 bar spring) and NRV 10s H (R744, PS 90 bar,
// 0.4 bar opening) — catalogue-facts §10; "PIS…" was cut off in the source, so the names are demo. BCV is not
// found anywhere: an invented demo series. Bv: SBV, CBV, CBVT are Sanhua names; figures imitate Castel 6590/6591
// and Danfoss GBC (90 bar) / GBCT (140 bar) — §11; CBVT is the bi-flow R744 special series of the spec.
// Ssv imitates the Castel ranges of §12 (PS and Kv not found: demo). Sg imitates Danfoss SGP (PS 52 bar,
// −50…+80 °C) and Parker PSG dry thresholds — §7. Kv of every size here: demo figures.
import { approvalsFor, conn, eighths, lineVariants, mmOf, sig3, type SeriesDef, type SizeDef, type VariantDef } from './helpers';

/** Demo Kv of a full-bore body by connection (eighths of an inch). */
const FULL_BORE_KV: Record<number, number> = { 2: 1.0, 3: 3.2, 4: 6.0, 5: 10, 6: 14, 7: 22, 9: 40, 11: 65, 13: 95, 17: 160, 21: 250 };
const BORE_MM: Record<number, number> = { 2: 5, 3: 8, 4: 10, 5: 13, 6: 15, 7: 19, 9: 24, 11: 30, 13: 36, 17: 48, 21: 60 };
/** Check valves drop more than a straight bore: about 0.45 of the full-bore Kv (NRV-like). */
const CHECK_KV_RATIO = 0.45;

const COMMON_REFRIGERANTS = ['R22', 'R32', 'R134a', 'R404A', 'R407C', 'R407F', 'R410A', 'R448A', 'R449A', 'R452A', 'R454B', 'R454C', 'R507A', 'R513A', 'R1234yf', 'R1234ze(E)', 'R290', 'R600a', 'R1270'];
const CO2 = ['R744'];
const APPROVALS = ['CE', 'PED II', 'UKCA', 'UL', 'CUL', 'A2L/A3'];

function bodies(family: 'Cvs' | 'Bv' | 'Ssv' | 'Sg', extra: (size: SizeDef) => { suffix: string; type: string }[]) {
  return (size: SizeDef): VariantDef[] => {
    const t = size.tech;
    if (!t || t.family !== family || !('connInInch' in t)) return [];
    return lineVariants(size.name, eighths(t.connInInch), eighths(t.connOutInch)).flatMap((c) =>
      extra(size).map((x) => ({ model: `${size.name}-${c.suffix}${x.suffix}`, productType: x.type, ...c, approvals: approvalsFor(APPROVALS, c.connectionType, false) })),
    );
  };
}
const one = (type: string) => () => [{ suffix: '', type }];

// ------------------------------------------------------------------ Cvs

function checkSizes(prefix: string, es: number[], openingDpBar: number, fullOpenDpBar: number, damped: boolean, psBar?: number): SizeDef[] {
  return es.map((e) => ({
    name: `${prefix}-${mmOf(e)}`,
    tech: { family: 'Cvs', ...conn(e), kv: sig3(FULL_BORE_KV[e]! * CHECK_KV_RATIO), openingDpBar, fullOpenDpBar, form: 'straight', damped, ...(psBar ? { psBar } : {}) },
  }));
}
const cvsTech = { psBar: 46, testPressureBar: 60, medium: { minC: -50, maxC: 140 }, body: 'brass/steel, damping piston' };

export const CVS_SERIES: SeriesDef[] = [
  {
    family: 'Cvs', name: 'NCV', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: cvsTech, sources: ['danfoss-nrv', 'check-valve-principle'],
    description: { cn: '单向阀，带阻尼活塞，用于液管、吸气管和排气管，防止冷凝液倒流', en: 'Check valve with damping piston for liquid, suction and discharge lines; stops back-condensation' },
    sizes: checkSizes('NCV', [2, 3, 4, 5, 6, 7, 9, 11, 13, 17], 0.05, 0.3, true),
    variants: bodies('Cvs', one('Straight')),
  },
  {
    family: 'Cvs', name: 'NCH', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: cvsTech, sources: ['danfoss-nrv'],
    description: { cn: '强弹簧单向阀（开启压差 0.3 bar），用于并联压缩机排气管', en: 'Check valve with stronger spring (0.3 bar opening) for discharge lines of parallel compressors' },
    sizes: checkSizes('NCH', [2, 3, 4, 5, 6, 7, 9, 11, 13, 17], 0.3, 0.6, true),
    variants: bodies('Cvs', one('Strong spring')),
  },
  {
    family: 'Cvs', name: 'NCT', invented: true, refrigerants: CO2, approvals: ['CE', 'PED II', 'PED IV', 'UKCA', 'CRN'], tech: { ...cvsTech, psBar: 90, testPressureBar: 130 }, sources: ['danfoss-nrv10sh', 'danfoss-nrva'],
    description: { cn: 'R744 高压单向阀（PS 90 bar，开启压差 0.4 bar）', en: 'R744 high-pressure check valve (PS 90 bar, 0.4 bar opening differential)' },
    sizes: checkSizes('NCT', [2, 3, 4, 5, 7, 9], 0.4, 0.8, false),
    variants: bodies('Cvs', one('High pressure')),
  },
  {
    family: 'Cvs', name: 'BCV', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: { ...cvsTech, psBar: 45 }, sources: ['check-valve-principle'],
    special: 'ball-type check valve fitted in parallel with an EEV or capillary: sized in the reverse direction',
    description: { cn: '演示系列：钢球式单向阀，与电子膨胀阀或毛细管并联，用于热泵（非真实产品）', en: 'Demo series: ball-type check valve in parallel with an EEV or capillary in heat pumps (not a real product)' },
    sizes: checkSizes('BCV', [2, 3, 4, 5, 6], 0.1, 0.35, false),
    variants: bodies('Cvs', one('Ball type')),
  },
];

// ------------------------------------------------------------------ Bv

function ballSizes(prefix: string, es: number[], biFlow: boolean): SizeDef[] {
  return es.map((e) => ({
    name: `${prefix}-${e}`,
    tech: { family: 'Bv', ...conn(e), kv: FULL_BORE_KV[e]!, boreMm: BORE_MM[e]!, fullPort: true, biFlow },
  }));
}
const access = () => [
  { suffix: '', type: 'Full port' },
  { suffix: '-A', type: 'Full port, access fitting' },
];
const bvTech = { psBar: 45, testPressureBar: 65, medium: { minC: -40, maxC: 150 }, body: 'brass CW617N, chromed ball, PTFE seats, Cu-DHP ends' };

export const BV_SERIES: SeriesDef[] = [
  {
    family: 'Bv', name: 'SBV', refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: bvTech, sources: ['castel-6590', 'castel-valves-2017', 'sanhua-catalogue'],
    description: { cn: '全通径球阀，双向，四分之一圈操作，用于液管、吸气管和排气管维修隔断', en: 'Full-port ball valve, bi-directional, quarter turn; service isolation in liquid, suction and discharge lines' },
    sizes: ballSizes('SBV', [2, 3, 4, 5, 6, 7, 9, 11, 13, 17, 21], true),
    variants: bodies('Bv', access),
  },
  {
    family: 'Bv', name: 'CBV', refrigerants: [...CO2, 'R410A', 'R32'], approvals: ['CE', 'PED II', 'PED IV', 'UKCA', 'UL', 'CUL'], tech: { ...bvTech, psBar: 90, testPressureBar: 130, medium: { minC: -40, maxC: 100 } }, sources: ['danfoss-gbc', 'gmc-bv-prk', 'sanhua-catalogue'],
    description: { cn: 'R744 亚临界球阀（PS 90 bar），带防困液泄压孔', en: 'R744 subcritical ball valve (PS 90 bar) with bleed hole against trapped liquid' },
    sizes: ballSizes('CBV', [2, 3, 4, 5, 6, 7, 9, 11, 13, 17], false),
    variants: bodies('Bv', access),
  },
  {
    family: 'Bv', name: 'CBVT', refrigerants: CO2, approvals: ['CE', 'PED II', 'PED IV', 'UKCA', 'UL', 'CUL'], tech: { ...bvTech, psBar: 140, testPressureBar: 200, medium: { minC: -40, maxC: 100 } }, sources: ['danfoss-gbc', 'gmc-bv-prk', 'sanhua-catalogue'],
    special: 'bi-flow R744: computed in both flow directions, transcritical gas-cooler side included',
    description: { cn: 'R744 跨临界双向球阀（PS 140 bar），用于 CO2 超市增压系统气冷器侧', en: 'R744 transcritical bi-flow ball valve (PS 140 bar) for the gas-cooler side of CO2 booster systems' },
    sizes: ballSizes('CBVT', [3, 4, 5, 6, 7, 9, 11], true),
    variants: bodies('Bv', access),
  },
];

// ------------------------------------------------------------------ Ssv

function shutOffSizes(prefix: string, es: number[], pattern: 'straight' | 'angle' | 'three-way' | 'rotalock', chargingPort: boolean, kvRatio: number): SizeDef[] {
  return es.map((e) => ({
    name: `${prefix}-${e}`,
    tech: { family: 'Ssv', ...conn(e), kv: sig3(FULL_BORE_KV[e]! * kvRatio), pattern, chargingPort },
  }));
}
const ssvTech = { psBar: 45, testPressureBar: 50, medium: { minC: -35, maxC: 150 }, body: 'brass, capped stem' };

export const SSV_SERIES: SeriesDef[] = [
  {
    family: 'Ssv', name: 'HSV', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: ssvTech, sources: ['castel-valves-2017', 'castel-valves-2011'],
    description: { cn: '密封式直通截止阀，用于储液器出口和液管隔断', en: 'Hermetic straight shut-off valve for receiver outlets and liquid lines' },
    sizes: shutOffSizes('HSV', [2, 3, 4, 5, 6, 7, 9, 11], 'straight', false, 0.35),
    variants: bodies('Ssv', one('Two-way')),
  },
  {
    family: 'Ssv', name: 'RSV', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: ssvTech, sources: ['castel-valves-2017'],
    description: { cn: '三通截止阀（带充注口），左右两种出口，用于压缩机和储液器检修', en: 'Three-way shut-off valve with charging port, right or left outlet, for compressor and receiver service' },
    sizes: shutOffSizes('RSV', [3, 4, 5, 6, 7, 9], 'three-way', true, 0.3),
    variants: bodies('Ssv', () => [
      { suffix: '-R', type: 'Three-way, right' },
      { suffix: '-L', type: 'Three-way, left' },
    ]),
  },
  {
    family: 'Ssv', name: 'GSV', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: ssvTech, sources: ['castel-valves-2017'],
    description: { cn: '截止阀（球形阀体），DN25 以下可用于 A2L 冷媒', en: 'Globe shut-off valve; A2L refrigerants allowed up to DN 25' },
    sizes: shutOffSizes('GSV', [4, 5, 7, 9, 11, 13, 17, 21], 'angle', false, 0.4),
    variants: bodies('Ssv', one('Globe')),
  },
];

// ------------------------------------------------------------------ Sg

/** Parker PSG dry limits at 25 °C (ppm). */
const DRY_PPM = { R22: 30, R134a: 35, R404A: 40, R410A: 69, R507A: 33 };

function glassSizes(prefix: string, es: number[], moistureIndicator: boolean, psBar?: number): SizeDef[] {
  return es.map((e) => ({
    name: `${prefix}-${e}`,
    tech: { family: 'Sg', ...conn(e), kv: sig3(FULL_BORE_KV[e]! * 0.8), moistureIndicator, ...(moistureIndicator ? { dryPpm: DRY_PPM } : {}), ...(psBar ? { psBar } : {}) },
  }));
}
const sgTech = { psBar: 52, testPressureBar: 57, medium: { minC: -50, maxC: 80 }, body: 'brass, fused glass' };

export const SG_SERIES: SeriesDef[] = [
  {
    family: 'Sg', name: 'SGI', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: sgTech, sources: ['danfoss-sgp', 'parker-psg', 'castel-indicators'],
    description: { cn: '带湿度指示的视液镜，绿色表示干燥、黄色表示含水，装在干燥过滤器之后', en: 'Sight glass with moisture indicator, green when dry and yellow when wet; fitted after the filter drier' },
    sizes: glassSizes('SGI', [2, 3, 4, 5, 6, 7, 9, 11, 13, 17], true),
    variants: bodies('Sg', one('With indicator')),
  },
  {
    family: 'Sg', name: 'SGX', invented: true, refrigerants: COMMON_REFRIGERANTS, approvals: APPROVALS, tech: sgTech, sources: ['danfoss-sgp', 'parker-psg'],
    description: { cn: '无湿度指示的视液镜，用于观察液流和油位', en: 'Sight glass without indicator, to watch liquid flow and oil level' },
    sizes: glassSizes('SGX', [2, 3, 4, 5, 6, 7, 9, 11, 13, 17], false),
    variants: bodies('Sg', one('Without indicator')),
  },
  {
    family: 'Sg', name: 'SGT', invented: true, refrigerants: [...CO2, 'R410A', 'R32'], approvals: ['CE', 'PED II', 'UKCA', 'UL', 'CUL'], tech: { ...sgTech, psBar: 90, testPressureBar: 130 }, sources: ['danfoss-sgp-hp'],
    description: { cn: '高压视液镜（PS 90 bar），用于 R744 和高压冷媒', en: 'High-pressure sight glass (PS 90 bar) for R744 and high-pressure refrigerants' },
    sizes: glassSizes('SGT', [2, 3, 4, 5, 7, 9], true),
    variants: bodies('Sg', one('High pressure, indicator')),
  },
];
