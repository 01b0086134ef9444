// Xtf (mechanical) and Eprv (electronic) pressure regulators. No Sanhua series found (catalogue-facts §1, §9):
// demo names. Xtf figures imitate Danfoss KVP (Kv 1.7 at 0.6 bar offset, 2.5 max; 4.0 kW R22, 2.8 R134a,
// 3.6 R404A; range 0–5.5 bar, factory 2 bar; PS 18 bar), KVL (Kv 3.2 / 8.0; KVL 12: 7.1 kW R22, 5.3 R134a,
// 6.3 R404A, 6.4 R407C; range 0.2–6 bar) and KVR (5–17.5 bar, factory 10) — §8; type number = connection in mm.
// Eprv imitates KVS 1C–5C (MOPD 40 bar, PS 50 bar, 2.5 s stroke) — §9. Kv of KVR and KVS: demo figures.
import { approvalsFor, capacities, conn, eighths, KW_PER_KV_LIQUID, KW_PER_KV_SUCTION, lineVariants, type SeriesDef, type SizeDef } from './helpers';

/** Type number (connection mm) -> eighths of an inch. */
const E_OF: Record<number, number> = { 10: 3, 12: 4, 15: 5, 16: 5, 22: 7, 28: 9, 35: 11, 42: 13 };

const SUCTION_REFRIGERANTS = ['R22', 'R134a', 'R404A', 'R407C', 'R407F', 'R448A', 'R449A', 'R452A', 'R507A', 'R513A', 'R290', 'R600a', 'R1270'];
const APPROVALS = ['CE', 'PED II', 'UKCA', 'UL', 'CUL', 'A2L/A3'];

/** Published per-refrigerant kW where §8 gives them; the rest scale from R22 with the suction factors. */
function fromR22(r22: number, published: Record<string, number>, refrigerants: string[], factors: Record<string, number>) {
  return capacities(refrigerants, (r) => published[r] ?? r22 * (factors[r]! / factors.R22!));
}

type XtfRow = [typeNo: number, kv: number, kvMax: number, r22: number, published: Record<string, number>];

function xtfSizes(prefix: string, rows: XtfRow[], regulation: 'evaporating' | 'crankcase' | 'condensing' | 'hot-gas-bypass', range: [number, number, number], offsetBar: number, refrigerants: string[], liquid = false): SizeDef[] {
  return rows.map(([typeNo, kv, kvMax, r22, published]) => ({
    name: `${prefix}-${typeNo}`,
    tech: {
      family: 'Xtf',
      ...conn(E_OF[typeNo]!),
      regulation,
      kv,
      kvMax,
      offsetBar,
      rangeMinBar: range[0],
      rangeMaxBar: range[1],
      factorySettingBar: range[2],
      // Hydrocarbons only for types up to 22 (the KVP/KVL ignition-source assessment covers sizes 12–22).
      ratedCapacityKW: fromR22(r22, published, refrigerants.filter((r) => typeNo <= 22 || !['R290', 'R600a', 'R1270'].includes(r)), liquid ? KW_PER_KV_LIQUID : KW_PER_KV_SUCTION),
    },
  }));
}

function lineProducts(family: 'Xtf' | 'Eprv', extra: (size: SizeDef) => { suffix: string; type: string }[] = () => [{ suffix: '', type: 'Standard' }]) {
  return (size: SizeDef) => {
    const t = size.tech;
    if (!t || !('connInInch' in t) || (t.family !== family)) return [];
    return lineVariants(size.name, eighths(t.connInInch), eighths(t.connOutInch)).flatMap((c) =>
      extra(size).map((x) => ({
        model: `${size.name}-${c.suffix}${x.suffix}`,
        productType: x.type,
        ...c,
        approvals: approvalsFor(APPROVALS, c.connectionType, family === 'Eprv'),
      })),
    );
  };
}

const KVP: Record<string, number> = { R22: 4.0, R134a: 2.8, R404A: 3.6 };
const KVP28: Record<string, number> = { R22: 8.5, R134a: 6.1, R404A: 7.7 };
const KVL12: Record<string, number> = { R22: 7.1, R134a: 5.3, R404A: 6.3, R507A: 6.3, R407C: 6.4 };
const xtfTech = { psBar: 18, testPressureBar: 19.8, medium: { minC: -45, maxC: 130 }, body: 'brass, bellows', rating: { teC: -10, tkC: 25, subcoolingK: 0, superheatK: 0, dpBar: 0.15, note: 'Te −10 °C, liquid +25 °C, 0.15 bar drop (KVL data-sheet conditions)' } };
const xtf = { family: 'Xtf' as const, approvals: APPROVALS, invented: true, refrigerants: SUCTION_REFRIGERANTS };
const settings = (size: SizeDef) => {
  const t = size.tech;
  if (t?.family !== 'Xtf') return [{ suffix: '', type: 'Standard' }];
  // Sold preset at the factory setting or at two common set points (demo "range" variants).
  return [
    { suffix: '', type: `Set ${t.factorySettingBar} bar` },
    { suffix: '-P', type: 'With gauge port' },
  ];
};

export const XTF_SERIES: SeriesDef[] = [
  {
    ...xtf,
    name: 'XEP',
    description: { cn: '蒸发压力调节阀，装在蒸发器后的吸气管，保持蒸发压力恒定（防冻、多蒸发器）', en: 'Evaporating pressure regulator in the suction line after the evaporator: constant evaporating pressure, freeze protection, several evaporators on one compressor' },
    tech: xtfTech,
    sources: ['danfoss-kvp', 'danfoss-kvp-old', 'sporlan-40-10'],
    sizes: xtfSizes('XEP', [[12, 1.7, 2.5, 4.0, KVP], [15, 1.7, 2.5, 4.0, KVP], [22, 1.7, 2.5, 4.0, KVP], [28, 2.8, 8.0, 8.5, KVP28], [35, 2.8, 8.0, 8.5, KVP28]], 'evaporating', [0, 5.5, 2], 0.6, SUCTION_REFRIGERANTS),
    variants: lineProducts('Xtf', settings),
  },
  {
    ...xtf,
    name: 'XCP',
    description: { cn: '曲轴箱压力调节阀，装在压缩机前，限制启动和除霜后的吸气压力', en: 'Crankcase pressure regulator before the compressor: limits suction pressure at start-up and after defrost' },
    tech: { ...xtfTech, medium: { minC: -60, maxC: 130 } },
    sources: ['danfoss-kvl', 'sporlan-40-10'],
    sizes: xtfSizes('XCP', [[12, 3.2, 3.2, 7.1, KVL12], [15, 3.2, 3.2, 7.1, KVL12], [22, 3.2, 3.2, 7.1, KVL12], [28, 8.0, 8.0, 17.8, {}], [35, 8.0, 8.0, 17.8, {}]], 'crankcase', [0.2, 6, 2], 1.0, SUCTION_REFRIGERANTS),
    variants: lineProducts('Xtf', settings),
  },
  {
    ...xtf,
    name: 'XCR',
    description: { cn: '冷凝压力调节阀，装在排气或液管，低环境温度下维持冷凝压力', en: 'Condensing pressure regulator in the discharge or liquid line: keeps head pressure up at low ambient' },
    tech: { ...xtfTech, psBar: 28, testPressureBar: 31 },
    sources: ['danfoss-kvr', 'sporlan-40-10'],
    sizes: xtfSizes('XCR', [[12, 1.8, 2.5, 0, {}], [15, 1.8, 2.5, 0, {}], [22, 1.8, 2.5, 0, {}], [28, 4.5, 8.0, 0, {}], [35, 4.5, 8.0, 0, {}]].map(([t, kv, kvMax]) => [t, kv, kvMax, (kv as number) * KW_PER_KV_LIQUID.R22! * 0.5, {}] as XtfRow), 'condensing', [5, 17.5, 10], 1.5, SUCTION_REFRIGERANTS, true),
    variants: lineProducts('Xtf', settings),
  },
  {
    ...xtf,
    name: 'XHB',
    description: { cn: '热气旁通阀，排气旁通到吸气侧，防止低负荷时蒸发压力过低', en: 'Hot-gas bypass regulator: bypasses discharge gas to the suction side so that evaporating pressure stays up at low load' },
    tech: { ...xtfTech, psBar: 28, testPressureBar: 31 },
    sources: ['sporlan-40-10', 'danfoss-kvp'],
    sizes: xtfSizes('XHB', [[10, 0.8, 1.2, 3.0, {}], [12, 1.2, 1.8, 4.5, {}], [16, 1.8, 2.5, 6.8, {}], [22, 3.0, 4.2, 11.3, {}]], 'hot-gas-bypass', [0, 6, 2.5], 0.8, SUCTION_REFRIGERANTS),
    variants: lineProducts('Xtf', settings),
  },
];

type EprvRow = [name: string, kv: number, e: number];
function eprvSizes(prefix: string, rows: EprvRow[], regulation: 'evaporating' | 'hot-gas-bypass', drive: 'stepper' | '4-20mA' | '0-10V', refrigerants: string[]): SizeDef[] {
  return rows.map(([name, kv, e]) => ({
    name: `${prefix}-${name}`,
    tech: {
      family: 'Eprv',
      ...conn(e),
      kv,
      mopdBar: 40,
      strokeTimeS: 2.5,
      drive,
      regulation,
      ratedCapacityKW: capacities(refrigerants, (r) => kv * KW_PER_KV_SUCTION[r]!),
    },
  }));
}
const EPRV_REFRIGERANTS = ['R134a', 'R404A', 'R407C', 'R410A', 'R448A', 'R449A', 'R452A', 'R507A', 'R513A', 'R1234yf', 'R744'];
const eprvTech = { psBar: 50, testPressureBar: 55, medium: { minC: -40, maxC: 120 }, ambient: { minC: -40, maxC: 60 }, body: 'balanced, bi-flow, solenoid-tight both ways', rating: xtfTech.rating };
const cables = () => [
  { suffix: '-C2', type: 'Cable 2 m' },
  { suffix: '-C5', type: 'Cable 5 m' },
  { suffix: '-M12', type: 'M12 plug' },
];

export const EPRV_SERIES: SeriesDef[] = [
  {
    family: 'Eprv',
    name: 'ESR',
    description: { cn: '电子吸气调节阀，电流或电压信号驱动，用于冷藏运输和制冷的吸气调制', en: 'Electric suction modulating valve, current or voltage driven; transport refrigeration and suction modulation' },
    refrigerants: EPRV_REFRIGERANTS,
    approvals: ['CE', 'LVD', 'PED II', 'UKCA', 'UL', 'CUL'],
    tech: eprvTech,
    sources: ['danfoss-kvs'],
    invented: true,
    sizes: eprvSizes('ESR', [['1C', 0.6, 3], ['2C', 1.6, 5], ['3C', 3.2, 7], ['4C', 5.0, 7], ['5C', 8.0, 9]], 'evaporating', '4-20mA', EPRV_REFRIGERANTS),
    variants: lineProducts('Eprv', cables),
  },
  {
    family: 'Eprv',
    name: 'EHG',
    description: { cn: '步进电机驱动的电子热气旁通/冷凝压力调节阀', en: 'Stepper-driven electronic hot-gas bypass and head pressure regulating valve' },
    refrigerants: EPRV_REFRIGERANTS,
    approvals: ['CE', 'LVD', 'PED II', 'UKCA', 'UL', 'CUL'],
    tech: eprvTech,
    sources: ['emerson-ex', 'danfoss-kvs'],
    invented: true,
    sizes: eprvSizes('EHG', [['06', 0.4, 3], ['10', 1.0, 4], ['16', 2.2, 5], ['22', 4.0, 7], ['28', 6.5, 9]], 'hot-gas-bypass', 'stepper', EPRV_REFRIGERANTS),
    variants: lineProducts('Eprv', cables),
  },
];
