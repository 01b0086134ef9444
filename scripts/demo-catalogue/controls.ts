// List-only families: Pt pressure transmitters, Ps compact switches, Pc adjustable controllers, Pc2 dual
// controllers. Names YCQB, YCQC and "PS01/50/15" are Sanhua's (catalogue-facts §1, §13, §14; figures not found).
// Pt imitates Emerson PT5 (−0.8…7, 0…18, 0…30, 0…50 bar; 4–20 mA; 7/16-20 UNF with Schrader opener or 6 mm tube;
// M12; IP65) and the outputs of JCI P499 (0.5–4.5 V ratiometric, 0–10 V). Ps/Pc/Pc2 imitate Danfoss KP and Alco
// PS1/PS2 (LP −0.5…7 bar diff. 0.5–5, HP 6…31 bar diff. 2–15, test 24/35 bar; A auto / R manual reset; connection
// letters A 7/16-20 UNF, K capillary + nut, L capillary solder, U 6 mm solder, X solder tube). The split
// Ps = fixed setting, Pc = adjustable single, Pc2 = adjustable dual is the facts' suggestion, not a source fact.
import type { ConnectionType } from '../../src/catalogue';
import { approvalsFor, type SeriesDef, type SizeDef, type VariantDef } from './helpers';

const REFRIGERANTS = ['R22', 'R32', 'R134a', 'R404A', 'R407C', 'R407F', 'R410A', 'R448A', 'R449A', 'R452A', 'R454B', 'R507A', 'R513A', 'R1234yf', 'R1234ze(E)', 'R290', 'R600a', 'R1270'];
const APPROVALS = ['CE', 'LVD', 'TUV', 'VDE', 'A2L/A3', 'PED II', 'UKCA', 'UL', 'CUL'];
const tenths = (bar: number) => String(Math.round(bar * 10)).replace('-', 'N');

// ------------------------------------------------------------------ Pt

const OUTPUTS = [
  ['I', '4-20mA', '8–30 V DC'],
  ['R', '0.5-4.5V', '5 V DC ratiometric'],
  ['V', '0-10V', '12–30 V DC'],
] as const;

function ptSizes(prefix: string, ranges: [number, number][], outputs: readonly (typeof OUTPUTS)[number][]): SizeDef[] {
  return ranges.flatMap(([min, max]) =>
    outputs.map(([code, output, supplyV]) => ({
      name: `${prefix}-${tenths(max)}${code}`,
      tech: {
        family: 'Pt',
        rangeMinBar: min,
        rangeMaxBar: max,
        output,
        supplyV,
        // PT5 lists 45/50/250 bar for its 18 and 30 bar rows: proof and burst scale with the range here (demo).
        proofPressureBar: Math.max(20, Math.round(max * 2)),
        burstPressureBar: Math.max(100, Math.round(max * 5)),
        accuracyPercent: 1,
        ipRating: 'IP65',
      },
    })),
  );
}

function ptVariants(size: SizeDef): VariantDef[] {
  const pressure: [string, ConnectionType, string][] = [
    ['U', 'UNF', '7/16-20 UNF with Schrader opener'],
    ['T', 'TUBE', '6 mm × 50 mm tube'],
  ];
  const electrical = [
    ['M12', 'M12 plug'],
    ['C15', 'cable 1.5 m'],
    ['C50', 'cable 5 m'],
  ];
  return pressure.flatMap(([p, connectionType, what]) =>
    electrical.map(([e, cable]) => ({
      model: `${size.name}${p}-${e}`,
      productType: `${what}, ${cable}`,
      connectionType,
      connectionIn: connectionType === 'UNF' ? '1/4' : '6',
      approvals: approvalsFor(['CE', 'UKCA', 'UL', 'CUL', 'A2L/A3'], connectionType, true),
    })),
  );
}

// ------------------------------------------------------------------ switches and controls

const CONTROL_CONNECTIONS: [letter: string, type: ConnectionType, what: string, size: string][] = [
  ['A', 'UNF', '7/16-20 UNF female', '1/4'],
  ['K', 'CAP', 'capillary 1 m with nut', '1/4'],
  ['L', 'CAP', 'capillary 1 m, solder end', '6'],
  ['U', 'TUBE', '6 mm solder', '6'],
  ['X', 'TUBE', 'solder tube 1/4 in', '1/4'],
];

function controlVariants(letters: string[], cables: [string, string][] = [['', '']]) {
  return (size: SizeDef): VariantDef[] =>
    CONTROL_CONNECTIONS.filter(([l]) => letters.includes(l)).flatMap(([l, connectionType, what, s]) =>
      cables.map(([c, cable]) => ({
        model: `${size.name}${l}${c}`,
        productType: cable ? `${what}, ${cable}` : what,
        connectionType,
        connectionIn: s,
        approvals: approvalsFor(APPROVALS, connectionType, true),
      })),
    );
}

type Setting = [cutOut: number, cutIn: number];
function psSizes(prefix: string, lp: Setting[], hp: Setting[]): SizeDef[] {
  const make = (side: 'LP' | 'HP', reset: 'auto' | 'manual') => ([cutOut, cutIn]: Setting): SizeDef => ({
    name: `${prefix}-${reset === 'auto' ? 'A' : 'R'}${side === 'LP' ? 3 : 5}-${tenths(cutOut)}`,
    tech: { family: 'Ps', side, cutOutBar: cutOut, cutInBar: cutIn, reset, contact: 'SPDT', ratingA: 10 },
  });
  return [...lp.map(make('LP', 'auto')), ...hp.map(make('HP', 'auto')), ...hp.map(make('HP', 'manual'))];
}

type PcRow = [code: string, side: 'LP' | 'HP', min: number, max: number, dMin: number, dMax: number, reset: 'auto' | 'manual', test: number];
function pcSizes(prefix: string, rows: PcRow[]): SizeDef[] {
  return rows.map(([code, side, min, max, dMin, dMax, reset, test]) => ({
    name: `${prefix}-${code}`,
    tech: { family: 'Pc', side, rangeMinBar: min, rangeMaxBar: max, diffMinBar: dMin, diffMaxBar: dMax, reset, contact: 'SPDT', testPressureBar: test },
  }));
}

type Pc2Row = [code: string, lp: [number, number, number, number], hp: [number, number, number], lpReset: 'auto' | 'manual', hpReset: 'auto' | 'manual', failSafe: boolean];
function pc2Sizes(prefix: string, rows: Pc2Row[]): SizeDef[] {
  return rows.map(([code, lp, hp, lpReset, hpReset, failSafe]) => ({
    name: `${prefix}-${code}`,
    tech: {
      family: 'Pc2',
      lpRangeMinBar: lp[0], lpRangeMaxBar: lp[1], lpDiffMinBar: lp[2], lpDiffMaxBar: lp[3],
      hpRangeMinBar: hp[0], hpRangeMaxBar: hp[1], hpDiffBar: hp[2],
      lpReset, hpReset, failSafe, testPressureBar: 35,
    },
  }));
}

const controlTech = { psBar: 35, testPressureBar: 35, medium: { minC: -40, maxC: 65 }, ambient: { minC: -40, maxC: 65 }, body: 'SPDT snap-action contact, 10 A' };
const KP_SOURCES = ['danfoss-kp', 'danfoss-kp-sheet', 'alco-ps1', 'pressure-controls-basics', 'sanhua-catalogue'];

export const CONTROL_SERIES: SeriesDef[] = [
  {
    family: 'Pt', name: 'YCQB', refrigerants: REFRIGERANTS, approvals: ['CE', 'UKCA', 'UL', 'CUL', 'A2L/A3'],
    tech: { psBar: 50, medium: { minC: -40, maxC: 135 }, ambient: { minC: -40, maxC: 85 }, body: 'stainless steel sensing element' },
    sources: ['emerson-pt5', 'emerson-pt4', 'jci-p499', 'sanhua-catalogue'],
    description: { cn: '压力传感器，用于吸气过热度控制（配电子膨胀阀）和冷凝风机调速', en: 'Pressure transmitter for suction superheat control with EEVs and condenser fan speed control' },
    sizes: ptSizes('YCQB', [[-0.8, 7], [-1, 12], [0, 18], [0, 25], [0, 30], [0, 45], [0, 50]], OUTPUTS),
    variants: ptVariants,
  },
  {
    family: 'Pt', name: 'YCQC', refrigerants: ['R744', 'R717', 'R410A', 'R32'], approvals: ['CE', 'UKCA', 'UL', 'CUL'],
    tech: { psBar: 200, medium: { minC: -40, maxC: 135 }, ambient: { minC: -40, maxC: 85 }, body: 'stainless steel 17-4PH port' },
    sources: ['emerson-pt5', 'jci-p499', 'sanhua-catalogue'],
    description: { cn: '高压压力传感器，用于 R744 跨临界和氨系统', en: 'High-pressure transmitter for R744 transcritical and ammonia systems' },
    sizes: ptSizes('YCQC', [[-1, 9], [0, 25], [0, 60], [0, 100], [0, 150]], OUTPUTS),
    variants: ptVariants,
  },
  {
    family: 'Ps', name: 'PS01', refrigerants: REFRIGERANTS, approvals: APPROVALS, tech: controlTech, sources: KP_SOURCES,
    description: { cn: '紧凑型压力开关，工厂固定设定，低压（抽空、缺氟保护）或高压保护', en: 'Compact pressure switch with a fixed factory setting: low-pressure (pump-down, loss of charge) or high-pressure cut-out' },
    sizes: psSizes('PS01', [[0.2, 0.7], [0.3, 1.0], [0.5, 1.5], [1, 2], [1.5, 2.5], [2, 3], [2.5, 3.5], [3, 4.5]], [[21, 16], [25, 19], [28, 22], [30, 24], [32, 26], [38, 30], [42, 32]]),
    variants: controlVariants(['A', 'U', 'K', 'X'], [['', 'wire leads 1 m'], ['-C2', 'wire leads 2 m'], ['-D', 'DIN plug']]),
  },
  {
    family: 'Ps', name: 'PS01C', refrigerants: ['R744'], approvals: ['CE', 'LVD', 'PED IV', 'UKCA', 'UL', 'CUL'], tech: { ...controlTech, psBar: 160, testPressureBar: 160 }, sources: KP_SOURCES,
    description: { cn: 'R744 紧凑型压力开关，工厂固定设定', en: 'Compact R744 pressure switch with a fixed factory setting' },
    sizes: psSizes('PS01C', [[10, 15], [15, 20], [20, 25]], [[90, 75], [100, 85], [120, 100], [130, 110]]),
    variants: controlVariants(['A', 'U'], [['', 'wire leads 1 m'], ['-C2', 'wire leads 2 m'], ['-D', 'DIN plug']]),
  },
  {
    family: 'Pc', name: 'PS50', refrigerants: REFRIGERANTS, approvals: APPROVALS, tech: controlTech, sources: KP_SOURCES,
    description: { cn: '可调单压力控制器（低压或高压），SPDT 触点，自动或手动复位', en: 'Adjustable single pressure control (LP or HP), SPDT contact, automatic or manual reset' },
    sizes: pcSizes('PS50', [
      ['A3', 'LP', -0.5, 7, 0.5, 5, 'auto', 24], ['R3', 'LP', -0.5, 7, 1, 1, 'manual', 24], ['A2', 'LP', -0.9, 4, 0.4, 2.2, 'auto', 17],
      ['A1', 'LP', -0.2, 7.5, 0.7, 4, 'auto', 17], ['A5', 'HP', 6, 31, 2, 15, 'auto', 35], ['R5', 'HP', 6, 31, 3, 3, 'manual', 35],
      ['A6', 'HP', 8, 32, 1.8, 6, 'auto', 35], ['R6', 'HP', 8, 32, 4, 4, 'manual', 35],
    ]),
    variants: controlVariants(['A', 'K', 'L', 'U', 'X']),
  },
  {
    family: 'Pc', name: 'PS50T', refrigerants: REFRIGERANTS, approvals: [...APPROVALS, 'PED IV'], tech: controlTech, sources: KP_SOURCES,
    description: { cn: 'TÜV 认证（EN 12263）的安全型压力控制器，双波纹管失效保护', en: 'Safety pressure control, TÜV approved to EN 12263, fail-safe double bellows' },
    sizes: pcSizes('PS50T', [
      ['A5', 'HP', 6, 31, 4, 10, 'auto', 35], ['R5', 'HP', 6, 31, 4, 4, 'manual', 35], ['A7', 'HP', 8, 32, 4, 10, 'auto', 35],
      ['R7', 'HP', 8, 32, 4, 4, 'manual', 35], ['A3', 'LP', -0.5, 7, 0.7, 4, 'auto', 24], ['R3', 'LP', -0.5, 7, 0.7, 0.7, 'manual', 24],
    ]),
    variants: controlVariants(['A', 'K', 'L', 'U', 'X']),
  },
  {
    family: 'Pc2', name: 'PS15', refrigerants: REFRIGERANTS, approvals: APPROVALS, tech: controlTech, sources: KP_SOURCES,
    description: { cn: '可调双压力控制器（高低压组合），用于压缩机保护', en: 'Adjustable dual pressure control (low and high pressure) for compressor protection' },
    sizes: pc2Sizes('PS15', [
      ['AA', [-0.2, 7.5, 0.7, 4], [8, 32, 4], 'auto', 'auto', false], ['AR', [-0.2, 7.5, 0.7, 4], [8, 32, 4], 'auto', 'manual', false],
      ['RR', [-0.2, 7.5, 0.7, 4], [8, 32, 4], 'manual', 'manual', false], ['RA', [-0.2, 7.5, 0.7, 4], [8, 32, 4], 'manual', 'auto', false],
      ['AA2', [-0.5, 7, 0.5, 5], [6, 31, 3], 'auto', 'auto', false], ['AR2', [-0.5, 7, 0.5, 5], [6, 31, 3], 'auto', 'manual', false],
      ['RR2', [-0.5, 7, 0.5, 5], [6, 31, 3], 'manual', 'manual', false], ['AA3', [-0.9, 4, 0.4, 2.2], [6, 31, 3], 'auto', 'auto', false],
    ]),
    variants: controlVariants(['A', 'K', 'L', 'U', 'X']),
  },
  {
    family: 'Pc2', name: 'PS15T', refrigerants: REFRIGERANTS, approvals: [...APPROVALS, 'PED IV'], tech: controlTech, sources: KP_SOURCES,
    description: { cn: 'TÜV 认证双压力控制器，高压侧双波纹管失效保护', en: 'TÜV-approved dual pressure control with fail-safe double bellows on the HP side' },
    sizes: pc2Sizes('PS15T', [
      ['AA', [-0.2, 7.5, 0.7, 4], [8, 32, 4], 'auto', 'auto', true], ['AR', [-0.2, 7.5, 0.7, 4], [8, 32, 4], 'auto', 'manual', true],
      ['RR', [-0.2, 7.5, 0.7, 4], [8, 32, 4], 'manual', 'manual', true], ['AR2', [-0.5, 7, 0.5, 5], [6, 31, 3], 'auto', 'manual', true],
    ]),
    variants: controlVariants(['A', 'K', 'L', 'U', 'X']),
  },
];
