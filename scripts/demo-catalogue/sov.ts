// Sov, solenoid valves. Names MDF, FDF, FDF N/O, LDF and coil MQ are Sanhua's (catalogue-facts §1; its normally
// open MDF-A02 is MDF-NO here, since a series must not share a name with a size, MDF's MDF-A02);
// figures imitate Honeywell series M (PS 35 bar, MOPD AC 25/30 bar, DC 21 bar, min. opening 0 / 0.05 bar, Kv
// 0.17-1.6), Danfoss EVR (solder up to 2-1/8 in) and Castel (NO for DC coils) — §3. Larger Kv values are demo.
import { approvalsFor, capacities, conn, eighths, KW_PER_KV_LIQUID, lineVariants, type SeriesDef, type SizeDef } from './helpers';
import { COILS, coilCode } from './coils';
import type { NeededPart } from '../../src/catalogue';

const REFRIGERANTS = ['R22', 'R32', 'R134a', 'R404A', 'R407C', 'R407F', 'R410A', 'R448A', 'R449A', 'R452A', 'R454B', 'R454C', 'R507A', 'R513A', 'R1234yf', 'R1234ze(E)'];
const APPROVALS = ['CE', 'LVD', 'TUV', 'VDE', 'A2L/A3', 'PED II', 'UKCA', 'UL', 'CUL'];
const SOV_COILS = COILS.filter((c) => c.Name.startsWith('MQ-')).map((c) => c.Name);

const tech = {
  psBar: 35,
  testPressureBar: 50,
  medium: { minC: -45, maxC: 125 },
  ambient: { minC: -40, maxC: 80 },
  rating: { teC: -10, tkC: 25, subcoolingK: 0, superheatK: 0, dpBar: 0.15, note: 'liquid line; MOPD at 85 % coil voltage, hot coil' },
  body: 'brass, stainless steel armature tube',
};

type Row = [name: string, kv: number, portMm: number, inE: number, outE: number];

function sizes(rows: Row[], operation: 'direct' | 'pilot', normally: 'NC' | 'NO', mopdAc: number, mopdDc: number, minDp: number): SizeDef[] {
  return rows.map(([name, kv, portMm, inE, outE]) => ({
    name,
    tech: {
      family: 'Sov',
      ...conn(inE, outE),
      kv,
      portMm,
      operation,
      normally,
      mopdAcBar: mopdAc,
      mopdDcBar: mopdDc,
      minOpeningDpBar: minDp,
      ratedCapacityKW: capacities(REFRIGERANTS, (r) => kv * KW_PER_KV_LIQUID[r]!),
    },
  }));
}

/** Every connection variant, each as a body alone and with each coil voltage. */
function variants(series: string, normally: 'NC' | 'NO') {
  return (size: SizeDef) => {
    const t = size.tech;
    if (t?.family !== 'Sov') return [];
    const inE = eighths(t.connInInch);
    const outE = eighths(t.connOutInch);
    return lineVariants(series, inE, outE).flatMap((c) => [
      { model: `${size.name}-${c.suffix}`, productType: `${normally} body`, ...c, approvals: approvalsFor(APPROVALS, c.connectionType, false) },
      ...SOV_COILS.map((coil) => ({
        model: `${size.name}-${c.suffix}-${coilCode(coil)}`,
        productType: normally,
        ...c,
        coil,
        approvals: approvalsFor(APPROVALS, c.connectionType, true),
      })),
    ]);
  };
}

const common = { family: 'Sov' as const, needs: ['coil'] as NeededPart[], refrigerants: REFRIGERANTS, approvals: APPROVALS, tech, sources: ['honeywell-m', 'danfoss-evr', 'castel-sov', 'sanhua-catalogue'] };

export const SOV_SERIES: SeriesDef[] = [
  {
    ...common,
    name: 'MDF',
    description: { cn: '直动式常闭电磁阀，零压差开启，适用于小型制冷空调的液管和吸气管', en: 'Direct-acting normally closed solenoid valve, opens at zero differential; liquid and suction lines of small systems' },
    sizes: sizes([['MDF-A01', 0.15, 1.5, 2, 2], ['MDF-A02', 0.17, 2.0, 2, 2], ['MDF-A03', 0.22, 2.5, 3, 3], ['MDF-A04', 0.23, 3.0, 3, 3], ['MDF-A05', 0.3, 3.5, 3, 4], ['MDF-A06', 0.45, 4.5, 4, 4]], 'direct', 'NC', 25, 21, 0),
    variants: variants('MDF', 'NC'),
  },
  {
    ...common,
    name: 'MDF-NO',
    description: { cn: '直动式常开电磁阀，断电开启，适用于热气旁通和除霜', en: 'Direct-acting normally open solenoid valve, open when de-energised; hot-gas bypass and defrost' },
    sizes: sizes([['MDFN-03', 0.17, 2.0, 2, 2], ['MDFN-04', 0.23, 3.0, 3, 3], ['MDFN-05', 0.3, 3.5, 3, 4], ['MDFN-06', 0.45, 4.5, 4, 4]], 'direct', 'NO', 21, 21, 0),
    variants: variants('MDF-NO', 'NO'),
  },
  {
    ...common,
    name: 'FDF',
    description: { cn: '先导式常闭电磁阀，需最小开阀压差 0.05 bar，用于液管截止（抽空停机）、吸气和热气管路', en: 'Pilot-operated normally closed solenoid valve, needs 0.05 bar to open; pump-down liquid line, suction and hot gas' },
    sizes: sizes([['FDF-07', 0.7, 5, 3, 3], ['FDF-09', 0.9, 6, 3, 4], ['FDF-16', 1.6, 8, 4, 5], ['FDF-25', 2.5, 10, 5, 5], ['FDF-38', 3.8, 12, 5, 7], ['FDF-55', 5.5, 15, 7, 7], ['FDF-80', 8.0, 18, 9, 9]], 'pilot', 'NC', 30, 21, 0.05),
    variants: variants('FDF', 'NC'),
  },
  {
    ...common,
    name: 'FDF-NO',
    description: { cn: '先导式常开电磁阀，配直流线圈设计，用于热气除霜和旁通', en: 'Pilot-operated normally open solenoid valve designed for DC coils; hot-gas defrost and bypass' },
    sizes: sizes([['FDFN-09', 0.9, 6, 3, 4], ['FDFN-16', 1.6, 8, 4, 5], ['FDFN-25', 2.5, 10, 5, 5], ['FDFN-38', 3.8, 12, 5, 7], ['FDFN-55', 5.5, 15, 7, 7]], 'pilot', 'NO', 21, 21, 0.05),
    variants: variants('FDF-NO', 'NO'),
  },
  {
    ...common,
    name: 'LDF',
    description: { cn: '大口径先导式电磁阀，焊接接口至 2-1/8 英寸，用于大型冷库和超市机组', en: 'Large pilot-operated solenoid valve, solder ends up to 2-1/8 in, for large cold stores and racks' },
    sizes: sizes([['LDF-11', 11, 22, 9, 9], ['LDF-16', 16, 25, 11, 11], ['LDF-25', 25, 32, 13, 13], ['LDF-35', 35, 38, 17, 17]], 'pilot', 'NC', 25, 21, 0.07),
    variants: variants('LDF', 'NC'),
  },
];
