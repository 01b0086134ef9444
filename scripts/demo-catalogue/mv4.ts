// Mv4, four-way reversing valves. SHF is Sanhua's published table, kept verbatim (catalogue-facts §2): port, Kv,
// D and E/S/C tubes, min. shift differential, PS 4.5 MPa, max operating differential 3.1 MPa, part numbers
// SHF-19001…SHF-50017. Where the table gives a range of models (SHF-20A-46-02 … -67, SHF-35A-47 … -79), the
// models between the end points are inferred from the suffix digit rule and marked so in their ProductType.
// Capacities are fitted to SHF's published range (3 to 240 kW, R407C, condition 1); CHV rows check the middle.
// DSF and DRVB are Sanhua names with demo figures.
import { approvalsFor, inch, mmOf, sig3, type SeriesDef, type SizeDef, type VariantDef } from './helpers';
import { COILS, coilCode } from './coils';

/** Capacity ratio to R407C for a reversing valve of the same Kv (demo). */
const RATIO: Record<string, number> = { R407C: 1, R22: 1, R410A: 1.3, R134a: 0.62, R32: 1.45, R454B: 1.25, R290: 0.9 };
const REFRIGERANTS = Object.keys(RATIO);
const APPROVALS = ['CE', 'PED II', 'UKCA', 'UL', 'CUL', 'A2L/A3'];
const QV = COILS.filter((c) => c.Name.startsWith('QV-')).map((c) => c.Name);

/** R407C capacity from Kv: 3 kW at Kv 1.6 to 240 kW at Kv 28.8, a power law through SHF's two end points. */
function ratedR407C(kv: number): number {
  return 3 * (kv / 1.6) ** 1.516;
}

/** Tube size in inches and mm from eighths, with the 5/16 in tube of the smallest SHF. */
const tube = (e: number): [string, number] => (e === 2.5 ? ['5/16', 8] : [inch(e), mmOf(e)]);

type Model = [model: string, partNumber: string | undefined, dE: number, sE: number, inferred?: boolean];
type Row = [size: string, portMm: number, kv: number, minShiftMPa: number, models: Model[]];

function sizeOf([name, portMm, kv, minShiftMPa, models]: Row): SizeDef & { models: Model[] } {
  const first = models[0]!;
  const [dIn, dMm] = tube(first[2]);
  const [sIn, sMm] = tube(first[3]);
  const r407c = ratedR407C(kv);
  return {
    name,
    models,
    tech: {
      family: 'Mv4',
      portMm,
      kv,
      dTubeInch: dIn,
      dTubeMm: dMm,
      sTubeInch: sIn,
      sTubeMm: sMm,
      minShiftDpBar: sig3(minShiftMPa * 10),
      maxOperatingDpBar: 31,
      // Demo: a third of the rated flow still shifts the slide (no public figure found).
      minShiftCapacityKW: sig3(r407c / 3),
      ratedCapacityKW: Object.fromEntries(REFRIGERANTS.map((r) => [r, sig3(r407c * RATIO[r]!)])),
    },
  };
}

const SHF_ROWS: Row[] = [
  ['SHF(L)-4H', 8, 1.6, 0.25, [['SHF(L)-4H-23U', 'SHF-19001', 2.5, 3]]],
  ['SHF(L)-7H', 11.1, 2.9, 0.25, [['SHF(L)-7H-34U', 'SHF-19002', 3, 4]]],
  ['SHF(L)-9H', 11.5, 3.0, 0.34, [['SHF(L)-9H-35U', 'SHF-19003', 3, 5]]],
  ['SHF(L)-11H', 11.5, 3.2, 0.34, [['SHF(L)-11H-45D1', 'SHF-19004', 4, 5]]],
  ['SHF-14', 13.5, 6.4, 0.34, [['SHF-14-46', 'SHF-50001', 4, 6], ['SHF-14-47', 'SHF-50002', 4, 7], ['SHF-14-57', 'SHF-50003', 5, 7]]],
  ['SHF-20A', 15.6, 7.4, 0.34, [['SHF-20A-46-02', 'SHF-50004', 4, 6], ['SHF-20A-47', 'SHF-50005', 4, 7, true], ['SHF-20A-57', 'SHF-50006', 5, 7, true], ['SHF-20A-67', 'SHF-50007', 6, 7]]],
  ['SHF-20D', 17.2, 9.5, 0.34, [['SHF-20D-46-02', 'SHF-50008', 4, 6]]],
  ['SHF-35A', 20, 12.4, 0.34, [['SHF-35A-47', 'SHF-50009', 4, 7], ['SHF-35A-57', 'SHF-50010', 5, 7, true], ['SHF-35A-67', 'SHF-50011', 6, 7, true], ['SHF-35A-69', 'SHF-50012', 6, 9, true], ['SHF-35A-77', 'SHF-50013', 7, 7, true], ['SHF-35A-79', 'SHF-50014', 7, 9]]],
  ['SHF-35B', 20.9, 13.7, 0.34, [['SHF-35B-67-02', 'SHF-50015', 6, 7]]],
  ['SHF-50', 25.6, 13.8, 0.34, [['SHF-50-911D2', 'SHF-50016', 9, 11]]],
  ['SHF(L)-70', 28.6, 28.8, 0.34, [['SHF(L)-70-810', 'SHF-50017', 8, 10]]],
];

function modelVariants(models: Model[], withCoils: boolean): VariantDef[] {
  return models.flatMap(([model, partNumber, dE, sE, inferred]) => {
    const body: VariantDef = {
      model,
      productType: inferred ? 'Valve body (model inferred from range)' : 'Valve body',
      connectionType: 'ODF',
      connectionIn: tube(dE)[0],
      connectionOut: tube(sE)[0],
      approvals: approvalsFor(APPROVALS, 'ODF', false),
      ...(partNumber ? { partNumber } : {}),
    };
    if (!withCoils) return [body];
    return [body, ...QV.map((coil) => ({ ...body, model: `${model}-${coilCode(coil)}`, productType: 'Valve with coil', coil, approvals: [...APPROVALS, 'LVD'] }))];
  });
}

const shfSizes = SHF_ROWS.map(sizeOf);
const tech = { psBar: 45, testPressureBar: 49.5, medium: { minC: -20, maxC: 120 }, ambient: { minC: -20, maxC: 55 }, rating: { teC: 7.2, tkC: 54.4, subcoolingK: 8.3, superheatK: 11.1, dpBar: 0.2, note: 'condition 1 (demo reading); drop on the suction side' }, body: 'brass slide, copper tubes' };

/** Demo four-way valves: [size, port, Kv, min shift MPa, D and S tube pairs in eighths]. */
function demoSizes(prefix: string, rows: [string, number, number, [number, number][]][]) {
  return rows.map(([size, portMm, kv, tubes]) =>
    sizeOf([`${prefix}-${size}`, portMm, kv, 0.34, tubes.map(([d, s]) => [`${prefix}-${size}-${d}${s}`, undefined, d, s] as Model)]),
  );
}
const dsfSizes = demoSizes('DSF', [['5', 9, 2.0, [[3, 4], [3, 5]]], ['9', 12, 3.5, [[3, 5], [4, 5]]], ['12', 14, 5.0, [[4, 6], [4, 7]]], ['18', 16, 8.0, [[4, 7], [5, 7]]], ['25', 19, 11, [[5, 7], [6, 9]]], ['32', 22, 16, [[6, 9], [7, 9]]]]);
const drvbSizes = demoSizes('DRVB', [['40', 30, 20, [[7, 11], [9, 11]]], ['55', 34, 28, [[9, 11], [9, 13]]], ['75', 38, 40, [[9, 13], [11, 13]]], ['100', 44, 55, [[11, 13], [11, 17]]], ['140', 50, 75, [[13, 17]]]]);

const lookup = (sizes: (SizeDef & { models: Model[] })[], withCoils: boolean) => (size: SizeDef) =>
  modelVariants(sizes.find((s) => s.name === size.name)?.models ?? [], withCoils);

export const MV4_SERIES: SeriesDef[] = [
  {
    family: 'Mv4',
    // A four-way valve shifts by its pilot solenoid: the body is bought with a coil.
    needs: ['coil'],
    name: 'SHF',
    description: { cn: '四通换向阀，用于中央、单元式和房间空调等热泵系统，制冷量 3–240 kW（R407C，工况 1）', en: 'Four-way reversing valve for heat pump systems such as central, unitary and room air conditioners; 3 to 240 kW (R407C, condition 1)' },
    refrigerants: REFRIGERANTS,
    approvals: APPROVALS,
    tech,
    sources: ['sanhua-shf', 'saginomiya-chv', 'danfoss-chv-guide'],
    sizes: shfSizes,
    variants: lookup(shfSizes, false),
  },
  {
    family: 'Mv4',
    needs: ['coil'],
    name: 'DSF',
    description: { cn: '四通换向阀（含线圈组件），用于房间空调和热泵热水器', en: 'Four-way reversing valve, also with pilot coil; room AC and heat pump water heaters' },
    refrigerants: REFRIGERANTS,
    approvals: APPROVALS,
    tech,
    sources: ['sanhua-catalogue', 'saginomiya-chv'],
    sizes: dsfSizes,
    variants: lookup(dsfSizes, true),
  },
  {
    family: 'Mv4',
    needs: ['coil'],
    name: 'DRVB',
    description: { cn: '大口径四通换向阀，用于模块式冷水机组和大型热泵', en: 'Large four-way reversing valve for modular chillers and large heat pumps' },
    refrigerants: ['R410A', 'R407C', 'R22', 'R134a', 'R32'],
    approvals: APPROVALS,
    tech: { ...tech, psBar: 45 },
    sources: ['sanhua-catalogue'],
    sizes: drvbSizes,
    variants: lookup(drvbSizes, true),
  },
];
