// TxvOld, thermostatic expansion valves. Names RFKH, RFGB, RFGD, TA, TCCE are from catalogue-facts §1 (figures
// not found there); figures imitate Danfoss T2/TE2 and TE5-55 (MWP 28 bar, static superheat 4 K + opening 4 K,
// evaporating ranges N −40…+10 °C), Alco TX6 and the Alco quick-select guide (bi-flow for heat pumps) — §4.
// Charge letters imitate Danfoss/Sporlan (X R22, N R134a, S R404A/R507A, Z R407C); H, J, G, L are demo letters.
import { approvalsFor, conn, eighths, lineVariants, orificeKv, sig3, TXV_RATIO, type SeriesDef, type SizeDef } from './helpers';
import { teTable } from './rating-shapes';

/** Charge letter -> refrigerants the charge is made for (first one is the product's Charge). */
const CHARGES: Record<string, string[]> = {
  X: ['R22'],
  N: ['R134a', 'R513A'],
  S: ['R404A', 'R507A'],
  Z: ['R407C'],
  H: ['R410A'],
  J: ['R32', 'R454B'],
  G: ['R448A', 'R449A'],
  L: ['R290'],
};

/** R22 nominal capacity per unit Kv at the rating below (≈ 8 bar drop, Δh 160 kJ/kg). */
const KW_PER_KV_R22 = 134;

type Row = [orificeMm: number, inE: number, outE: number];

function sizes(prefix: string, rows: Row[], refrigerants: string[], extra: { equalizer: 'internal' | 'external'; biFlow: boolean; evapMinC: number; evapMaxC: number; psBar?: number }): SizeDef[] {
  return rows.map(([d, inE, outE], i) => {
    const kv = orificeKv(d);
    const code = String(i).padStart(2, '0');
    const ratedCapacityKW: Record<string, number> = {};
    for (const r of refrigerants) ratedCapacityKW[r] = sig3(kv * KW_PER_KV_R22 * TXV_RATIO[r]!);
    // A table for each refrigerant the maker publishes one for, shaped like the Danfoss TE orifice of nearest Kv
    // (rating-shapes.ts); the size's other refrigerants are graded by the model, and the answer says so.
    const ratingTable = teTable(ratedCapacityKW, kv);
    return {
      name: `${prefix}-${code}`,
      tech: {
        family: 'TxvOld',
        ...conn(inE, outE),
        orificeCode: code,
        orificeMm: d,
        kv,
        ratedCapacityKW,
        equalizer: extra.equalizer,
        biFlow: extra.biFlow,
        staticSuperheatK: 4,
        openingSuperheatK: 4,
        evapMinC: extra.evapMinC,
        evapMaxC: extra.evapMaxC,
        ...(extra.psBar ? { psBar: extra.psBar } : {}),
        ...(ratingTable ? { ratingTable } : {}),
      },
    };
  });
}

function variants(charges: string[], approvals: string[]) {
  return (size: SizeDef) => {
    const t = size.tech;
    if (t?.family !== 'TxvOld') return [];
    const kind = t.biFlow ? 'Bi-flow' : t.equalizer === 'external' ? 'External equaliser' : 'Internal equaliser';
    return charges.flatMap((letter) =>
      // Low-temperature charges (S, G) also come with a MOP charge that limits the evaporating pressure at start-up.
      (letter === 'S' || letter === 'G' ? ['', '-MOP15'] : ['']).flatMap((mop) =>
        lineVariants(size.name, eighths(t.connInInch), eighths(t.connOutInch)).map((c) => ({
          model: `${size.name.replace('-', letter + '-')}-${c.suffix}${mop}`,
          productType: mop ? `${kind}, MOP −15 °C` : kind,
          ...c,
          charge: CHARGES[letter]![0],
          refrigerants: CHARGES[letter]!,
          approvals: approvalsFor(approvals, c.connectionType, false),
        })),
      ),
    );
  };
}

const refrigerantsOf = (letters: string[]) => letters.flatMap((l) => CHARGES[l]!);
const APPROVALS = ['CE', 'PED II', 'UKCA', 'UL', 'CUL', 'A2L/A3'];
const rating = { teC: 5, tkC: 38, subcoolingK: 1, superheatK: 4, dpBar: 8, note: 'demo nominal conditions; capacities for the charge refrigerant' };
const base = { family: 'TxvOld' as const, approvals: APPROVALS, sources: ['danfoss-t2', 'danfoss-te5', 'alco-tx6', 'alco-quick-select', 'sanhua-catalogue', 'danfoss-te-table'] };

const RFKH = ['X', 'N', 'S', 'Z', 'H', 'J'];
const RFGB = ['X', 'N', 'S', 'Z', 'G', 'H'];
const RFGD = ['X', 'Z', 'H', 'J'];
const TA = ['N', 'S', 'X', 'L'];
const TCCE = ['X', 'N', 'S', 'Z', 'G', 'H'];

export const TXV_SERIES: SeriesDef[] = [
  {
    ...base,
    name: 'RFKH',
    description: { cn: '内平衡热力膨胀阀，固定孔口，用于家用和轻型商用空调', en: 'Internally equalised TXV with fixed orifice for residential and light commercial air conditioning' },
    refrigerants: refrigerantsOf(RFKH),
    tech: { psBar: 45, testPressureBar: 50, medium: { minC: -40, maxC: 100 }, rating, body: 'brass, hermetic' },
    sizes: sizes('RFKH', [[0.7, 3, 4], [0.9, 3, 4], [1.1, 3, 4], [1.3, 3, 4], [1.6, 3, 4], [1.9, 3, 5], [2.2, 4, 5]], refrigerantsOf(RFKH), { equalizer: 'internal', biFlow: false, evapMinC: -40, evapMaxC: 10 }),
    variants: variants(RFKH, APPROVALS),
  },
  {
    ...base,
    name: 'RFGB',
    // The element is sold without its orifice and connection set.
    needs: ['orifice', 'connection-set'],
    description: { cn: '外平衡热力膨胀阀，可换孔口，用于冷库、商用制冷和空调', en: 'Externally equalised TXV with interchangeable orifice for cold rooms, commercial refrigeration and AC' },
    refrigerants: refrigerantsOf(RFGB),
    tech: { psBar: 28, testPressureBar: 32, medium: { minC: -60, maxC: 100 }, rating, body: 'brass, flare or solder' },
    sizes: sizes('RFGB', [[0.8, 3, 4], [1.0, 3, 4], [1.3, 3, 4], [1.6, 3, 4], [1.9, 3, 5], [2.3, 4, 5], [2.7, 4, 5], [3.0, 4, 5], [3.4, 5, 7]], refrigerantsOf(RFGB), { equalizer: 'external', biFlow: false, evapMinC: -40, evapMaxC: 10, psBar: undefined }),
    variants: variants(RFGB, APPROVALS),
  },
  {
    ...base,
    name: 'RFGD',
    description: { cn: '双向流热力膨胀阀，用于热泵制冷制热两个方向', en: 'Bi-flow TXV for heat pumps, meters in both directions' },
    refrigerants: refrigerantsOf(RFGD),
    tech: { psBar: 45, testPressureBar: 50, medium: { minC: -40, maxC: 100 }, rating, body: 'brass, hermetic' },
    sizes: sizes('RFGD', [[1.3, 3, 3], [1.6, 3, 3], [1.9, 3, 4], [2.3, 4, 4], [2.7, 4, 5], [3.0, 5, 5]], refrigerantsOf(RFGD), { equalizer: 'external', biFlow: true, evapMinC: -30, evapMaxC: 15 }),
    variants: variants(RFGD, APPROVALS),
  },
  {
    ...base,
    name: 'TA',
    description: { cn: '小容量热力膨胀阀，用于展示柜、冷柜和制冰机', en: 'Small-capacity TXV for display cabinets, freezers and ice machines' },
    refrigerants: refrigerantsOf(TA),
    tech: { psBar: 28, testPressureBar: 32, medium: { minC: -60, maxC: 100 }, rating, body: 'brass' },
    sizes: sizes('TA', [[0.5, 2, 3], [0.6, 2, 3], [0.7, 2, 3], [0.8, 3, 4], [1.0, 3, 4], [1.2, 3, 4], [1.4, 3, 4], [1.6, 3, 4], [1.8, 3, 4]], refrigerantsOf(TA), { equalizer: 'internal', biFlow: false, evapMinC: -45, evapMaxC: 5 }),
    variants: variants(TA, APPROVALS),
  },
  {
    ...base,
    name: 'TCCE',
    description: { cn: '大容量外平衡热力膨胀阀，用于冷水机组、屋顶机和工业制冷', en: 'Large externally equalised TXV for chillers, rooftops and industrial refrigeration' },
    refrigerants: refrigerantsOf(TCCE),
    tech: { psBar: 34, testPressureBar: 38, medium: { minC: -60, maxC: 100 }, rating, body: 'brass, balanced port' },
    sizes: sizes('TCCE', [[3.6, 7, 9], [4.2, 7, 9], [5.0, 7, 9], [5.8, 9, 11], [6.6, 9, 11], [7.6, 9, 11], [8.6, 11, 13]], refrigerantsOf(TCCE), { equalizer: 'external', biFlow: false, evapMinC: -40, evapMaxC: 10 }),
    variants: (s) => variants(TCCE, APPROVALS)(s).filter((v) => v.connectionType !== 'SAE'),
  },
];
