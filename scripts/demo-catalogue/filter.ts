// Filter, filter driers. No Sanhua series found (catalogue-facts §1): demo names DGL, DGH, DGB, DGS. Figures
// imitate Castel 42/43 and DF2/DF3 (80/20 and 100 % 3 Å sieve cores), Castel DB3 bi-flow, Henry sealed driers
// (PS 45 bar, −40…+100 °C) and the size code of §6 (volume in in³ then connection in eighths: 083 = 8 in³, 3/8 in).
// Capacities at 0.07 bar (AHRI 710) grow with the connection: demo figures.
import { approvalsFor, conn, KW_PER_KV_LIQUID, KW_PER_KV_SUCTION, lineVariants, sig3, type SeriesDef, type SizeDef } from './helpers';

const LIQUID_R22_KW: Record<number, number> = { 2: 4.5, 3: 9, 4: 17, 5: 26, 6: 35, 7: 45, 9: 75, 11: 110, 13: 150 };
const REFRIGERANTS = ['R22', 'R134a', 'R404A', 'R407C', 'R410A', 'R507A', 'R1234ze(E)', 'R448A', 'R449A', 'R452A', 'R32', 'R1234yf', 'R454B', 'R513A'];
const APPROVALS = ['CE', 'PED II', 'UKCA', 'UL', 'CUL', 'A2L/A3'];

function sizes(prefix: string, codes: string[], core: 'sieve-100' | 'sieve-80-alumina-20' | 'burnout', duty: 'liquid' | 'suction', biFlow: boolean, refrigerants: string[]): SizeDef[] {
  return codes.map((code) => {
    const volume = Number(code.slice(0, 2));
    const e = Number(code.slice(2));
    // A bigger core for the same connection drops slightly less: +10 % per doubling of the volume.
    const volumeFactor = 1 + 0.1 * Math.log2(volume / 8);
    const ratedCapacityKW: Record<string, number> = {};
    for (const r of refrigerants) {
      ratedCapacityKW[r] =
        duty === 'liquid'
          ? sig3(LIQUID_R22_KW[e]! * volumeFactor * (KW_PER_KV_LIQUID[r]! / KW_PER_KV_LIQUID.R22!))
          : sig3(LIQUID_R22_KW[e]! * 0.1 * volumeFactor * (KW_PER_KV_SUCTION[r]! / KW_PER_KV_SUCTION.R22!));
    }
    return {
      name: `${prefix}-${code}`,
      tech: {
        family: 'Filter',
        ...conn(e),
        sizeCode: code,
        coreVolumeIn3: volume,
        core,
        ratedCapacityKW,
        ratedDpBar: duty === 'liquid' ? 0.07 : 0.21,
        waterCapacityG: sig3(volume * (core === 'sieve-100' ? 0.75 : 0.6)),
        biFlow,
        duty,
      },
    };
  });
}

function variants(size: SizeDef) {
  const t = size.tech;
  if (t?.family !== 'Filter') return [];
  const e = Number(t.sizeCode.slice(2));
  const kind = t.biFlow ? 'Bi-flow' : t.duty === 'suction' ? 'Suction' : 'Liquid line';
  // 80/20 liquid driers also come with a Schrader access valve on the outlet (Castel ORS/ORP option).
  const options = size.name.startsWith('DGL') ? ['', 'A'] : [''];
  return lineVariants(size.name, e, e).flatMap((c) =>
    options.map((o) => ({
      model: `${size.name}${c.connectionType === 'ODF' ? 'S' : c.connectionType === 'ODM' ? `M${c.connectionIn}` : ''}${o}`,
      productType: o ? `${kind}, access valve` : kind,
      ...c,
      approvals: approvalsFor(APPROVALS, c.connectionType, false),
    })),
  );
}

const tech = { psBar: 45, testPressureBar: 50, medium: { minC: -40, maxC: 100 }, body: 'copper-plated steel shell', rating: { teC: -15, tkC: 30, subcoolingK: 0, superheatK: 0, dpBar: 0.07, note: 'AHRI 710 liquid rating (suction driers 0.21 bar); demo capacities' } };
const base = { family: 'Filter' as const, approvals: APPROVALS, tech, invented: true, variants };
const LIQUID_CODES = ['032', '033', '052', '053', '082', '083', '084', '163', '164', '165', '304', '305', '306', '307', '417', '419'];

export const FILTER_SERIES: SeriesDef[] = [
  {
    ...base,
    name: 'DGL',
    description: { cn: '液管干燥过滤器，80% 3Å 分子筛 + 20% 活性氧化铝，兼顾除水和除酸', en: 'Liquid-line filter drier, 80 % 3 Å molecular sieve + 20 % activated alumina, removes water and acid' },
    refrigerants: REFRIGERANTS,
    sources: ['castel-protectors', 'henry-driers', 'drier-size-codes'],
    sizes: sizes('DGL', LIQUID_CODES, 'sieve-80-alumina-20', 'liquid', false, REFRIGERANTS),
  },
  {
    ...base,
    name: 'DGH',
    description: { cn: '液管干燥过滤器，100% 3Å 分子筛，适用于 HFC/POE 系统', en: 'Liquid-line filter drier, 100 % 3 Å molecular sieve, for HFC/POE systems' },
    refrigerants: REFRIGERANTS,
    sources: ['castel-protectors', 'henry-driers', 'drier-size-codes'],
    sizes: sizes('DGH', LIQUID_CODES, 'sieve-100', 'liquid', false, REFRIGERANTS),
  },
  {
    ...base,
    name: 'DGB',
    description: { cn: '双向干燥过滤器，内置两个单向阀，流向始终由外向内，用于热泵和冷暖空调液管', en: 'Bi-flow filter drier with two built-in check valves, always filters outside-in; heat pump and reversible AC liquid lines' },
    refrigerants: REFRIGERANTS,
    sources: ['castel-db3', 'drier-size-codes'],
    sizes: sizes('DGB', ['082', '083', '084', '163', '164', '165', '305', '306'], 'sieve-80-alumina-20', 'liquid', true, REFRIGERANTS),
  },
  {
    ...base,
    name: 'DGS',
    description: { cn: '吸气管干燥过滤器，压缩机烧毁后清洗系统用', en: 'Suction-line filter drier for clean-up after a compressor burn-out' },
    refrigerants: REFRIGERANTS,
    sources: ['castel-protectors', 'sporlan-40-10', 'drier-size-codes'],
    sizes: sizes('DGS', ['305', '306', '307', '309', '489', '4811', '4813'], 'burnout', 'suction', false, REFRIGERANTS),
  },
];
