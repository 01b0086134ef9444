// Eev, electronic expansion valves. Names DPF, LPF, VPF, SEK are Sanhua's (catalogue-facts §1); DPF imitates the
// "T/S series" figures (500 steps, 12 V DC 4-phase stepper, seat Ø 1.3–3.2 mm at 30–90 pps and 4.0–6.5 mm at
// 30–40 pps, medium −30…+70 °C, 3.5–105 kW R22); VPF imitates ETS (MOPD 33 bar, PS 45.5 bar), SEK imitates EX4-8
// (PS 60 bar, 10–100 % range) — §5. DPF(R) is not found in any source: invented bi-flow demo series.
import { approvalsFor, capacities, conn, eighths, lineVariants, orificeKv, TXV_RATIO, type SeriesDef, type SizeDef } from './helpers';
import { COILS } from './coils';
import { esvTable, exTable } from './rating-shapes';
import type { NeededPart, RatingTableData } from '../../src/catalogue';

const KW_PER_KV_R22 = 134;
/** The stators of a series (by its motor type, coils.ts). */
const statorsOf = (series: string) => COILS.filter((c) => c.Motor && c.series.includes(series)).map((c) => c.Name);
const APPROVALS = ['CE', 'LVD', 'A2L/A3', 'PED II', 'UKCA', 'UL', 'CUL'];

/** Connections grow with the seat, as in the EX table (3/8 × 5/8 up to 1-1/8 × 1-3/8). */
function connFor(d: number): [number, number] {
  if (d < 1.7) return [3, 3];
  if (d < 2.5) return [3, 4];
  if (d < 3.5) return [4, 5];
  if (d < 5.2) return [5, 7];
  if (d < 7.5) return [7, 7];
  if (d < 9.5) return [7, 9];
  return [9, 11];
}

/** A size's rating table from its rated capacities at the series' rating point (Te, Tc °C). */
type TableOf = (rated: Readonly<Record<string, number>>, teC: number, tcC: number) => RatingTableData;

function sizes(prefix: string, diameters: number[], refrigerants: string[], extra: { steps: number; slowAboveMm: number; mopdBar: number; biFlow: boolean; minOpeningPercent: number; table?: TableOf }): SizeDef[] {
  return diameters.map((d) => {
    const kv = orificeKv(d);
    const [inE, outE] = connFor(d);
    const ratedCapacityKW = capacities(refrigerants, (r) => kv * KW_PER_KV_R22 * TXV_RATIO[r]!);
    return {
      name: `${prefix}-${String(Math.round(d * 10)).padStart(2, '0')}`,
      tech: {
        family: 'Eev',
        ...conn(inE, outE),
        orificeMm: d,
        kv,
        ratedCapacityKW,
        steps: extra.steps,
        // Large seats need a slower step rate to keep torque (the T/S figures: 30–90 pps below 4 mm, 30–40 above).
        stepRatePps: d >= extra.slowAboveMm ? 40 : 90,
        minOpeningPercent: extra.minOpeningPercent,
        mopdBar: extra.mopdBar,
        biFlow: extra.biFlow,
        coilVoltage: '12 V DC',
        ...(extra.table ? { ratingTable: extra.table(ratedCapacityKW, rating.teC, rating.tkC) } : {}),
      },
    };
  });
}

/** ODF and ODM bodies, each alone and with each of the series' stators (cable length or plug). */
const variants = (series: string) => (size: SizeDef) => {
  const t = size.tech;
  if (t?.family !== 'Eev') return [];
  return lineVariants(size.name, eighths(t.connInInch), eighths(t.connOutInch), { flare: false }).flatMap((c) => [
    { model: `${size.name}-${c.suffix}`, productType: t.biFlow ? 'Bi-flow body' : 'Body', ...c, approvals: approvalsFor(APPROVALS, c.connectionType, false) },
    ...statorsOf(series).map((coil) => ({
      model: `${size.name}-${c.suffix}-${coil.slice(coil.lastIndexOf('-') + 1)}`,
      productType: t.biFlow ? 'Bi-flow' : 'Uni-flow',
      ...c,
      coil,
      approvals: approvalsFor(APPROVALS, c.connectionType, true),
    })),
  ]);
};

const AC = ['R22', 'R32', 'R410A', 'R407C', 'R454B', 'R134a', 'R290'];
const COMMERCIAL = ['R22', 'R134a', 'R404A', 'R407C', 'R407F', 'R410A', 'R448A', 'R449A', 'R452A', 'R507A', 'R513A', 'R744'];
const T_S = ['R22', 'R134a', 'R404A', 'R407C', 'R410A', 'R507A', 'R32', 'R454B'];
const rating = { teC: 5, tkC: 38, subcoolingK: 1, superheatK: 4, dpBar: 8, note: 'demo nominal conditions, valve fully open' };
const base = { family: 'Eev' as const, approvals: APPROVALS, needs: ['coil', 'driver'] as NeededPart[] };

export const EEV_SERIES: SeriesDef[] = [
  {
    ...base,
    name: 'DPF',
    variants: variants('DPF'),
    description: { cn: '电子膨胀阀，500 步，12 V DC 四相永磁步进电机，双向流，用于空调和热泵', en: 'Electronic expansion valve, 500 steps, 12 V DC 4-phase permanent-magnet stepper, bi-directional; AC and heat pumps' },
    refrigerants: T_S,
    tech: { psBar: 42, testPressureBar: 46, medium: { minC: -30, maxC: 70 }, ambient: { minC: -30, maxC: 60 }, rating, body: 'brass, copper tubes; coil upward within ±15°' },
    sources: ['ts-eev', 'sanhua-catalogue', 'rac-esv-table'],
    sizes: sizes('DPF', [1.3, 1.65, 1.8, 2.0, 2.2, 2.4, 2.8, 3.2, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5], T_S, { steps: 500, slowAboveMm: 4, mopdBar: 30, biFlow: true, minOpeningPercent: 10, table: esvTable }),
  },
  {
    ...base,
    name: 'LPF',
    variants: variants('LPF'),
    description: { cn: '小口径电子膨胀阀，用于房间空调和多联机室内机', en: 'Small electronic expansion valve for room air conditioners and VRF indoor units' },
    refrigerants: AC,
    tech: { psBar: 45, testPressureBar: 50, medium: { minC: -30, maxC: 70 }, ambient: { minC: -30, maxC: 60 }, rating, body: 'stainless steel, copper tubes' },
    sources: ['ts-eev', 'sanhua-catalogue'],
    sizes: sizes('LPF', [1.0, 1.2, 1.3, 1.5, 1.65, 1.8, 2.0, 2.2], AC, { steps: 480, slowAboveMm: 4, mopdBar: 35, biFlow: true, minOpeningPercent: 8 }),
  },
  {
    ...base,
    name: 'VPF',
    variants: variants('VPF'),
    description: { cn: '大口径平衡式电子膨胀阀，双向流、紧密关断，用于冷水机组和大型机组', en: 'Large balanced electronic expansion valve, bi-flow with tight shut-off; chillers and large units' },
    refrigerants: ['R410A', 'R407C', 'R404A', 'R507A', 'R134a', 'R448A', 'R449A', 'R22', 'R1234ze(E)', 'R513A'],
    tech: { psBar: 45.5, testPressureBar: 50, medium: { minC: -40, maxC: 65 }, ambient: { minC: -40, maxC: 50 }, rating, body: 'brass, balanced slide' },
    sources: ['danfoss-ets', 'sanhua-catalogue'],
    sizes: sizes('VPF', [7.0, 8.0, 9.0, 10, 11, 12], ['R410A', 'R407C', 'R404A', 'R507A', 'R134a', 'R448A', 'R449A', 'R22', 'R1234ze(E)', 'R513A'], { steps: 2625, slowAboveMm: 4, mopdBar: 33, biFlow: true, minOpeningPercent: 10 }),
  },
  {
    ...base,
    name: 'SEK',
    variants: variants('SEK'),
    description: { cn: '商用制冷电子膨胀阀，陶瓷阀口正向关断，可用作热气旁通和压力调节', en: 'Commercial-refrigeration EEV with ceramic port and positive shut-off; also hot-gas bypass and pressure regulation' },
    refrigerants: COMMERCIAL,
    tech: { psBar: 60, testPressureBar: 66, medium: { minC: -50, maxC: 100 }, ambient: { minC: -50, maxC: 55 }, rating, body: 'stainless steel, ceramic slide' },
    sources: ['emerson-ex', 'sanhua-catalogue', 'emerson-ex-table'],
    sizes: sizes('SEK', [1.6, 2.2, 2.8, 3.4, 4.0, 4.6, 5.2], COMMERCIAL, { steps: 750, slowAboveMm: 4, mopdBar: 40, biFlow: false, minOpeningPercent: 10, table: exTable }),
  },
  {
    ...base,
    name: 'DPF(R)',
    variants: variants('DPF(R)'),
    description: { cn: '演示系列：可逆双向电子膨胀阀，两个方向分别计算（非真实产品）', en: 'Demo series: reversible bi-flow EEV, sized in both directions (not a real product)' },
    refrigerants: ['R32', 'R410A', 'R454B', 'R290', 'R22'],
    tech: { psBar: 45, testPressureBar: 50, medium: { minC: -30, maxC: 70 }, ambient: { minC: -30, maxC: 60 }, rating, body: 'brass (demo)' },
    sources: ['ts-eev'],
    invented: true,
    special: 'bi-flow: size in both directions, grade on the worse',
    sizes: sizes('DPFR', [1.8, 2.4, 3.2, 4.0, 5.0], ['R32', 'R410A', 'R454B', 'R290', 'R22'], { steps: 500, slowAboveMm: 4, mopdBar: 30, biFlow: true, minOpeningPercent: 10 }),
  },
];
