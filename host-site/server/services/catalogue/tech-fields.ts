// The technical-data columns of a size table: which fields its sizes carry, in the order the family's schema
// declares them, each with a label in both languages and its catalogue unit as src/engine/units spells it (with the
// quantity, so that the answer can give the value in the request's unit set). Per-refrigerant figures (rated
// capacity, dry-indicator ppm) become one column per refrigerant. Coded values (`direct`, `NC`) are answered in words.
import { z } from 'zod';
import { SIZE_TECH_BY_FAMILY, type Catalogue, type Label, type Series, type Size } from '../../../../src/catalogue';
import type { SizeItem, TechField } from '../../../../src/contracts/valve';
import type { QuantityId } from '../../../../src/engine/units';
import type { Language } from '../../../../src/i18n';
import type { UnitPresenter } from '../../../../src/selection/unit-presenter';
import { techCodeLabels } from './tech-codes';
import { techWord } from './tech-words';

interface FieldInfo {
  label: Label;
  /** The catalogue's unit of the field (its name says it: psBar, connInMm, kv ...). */
  unit: string;
  quantity?: QuantityId;
  /** The field holds a code of the schema's list (`operation: direct`), answered in words. */
  coded?: true;
  /** The connection standard the field's size is given in (issue 37: inch and mm ends were both "Inlet connection"). */
  standard?: 'ODF' | 'ODM';
}

const field = (en: string, cn: string, unit = '', quantity?: QuantityId): FieldInfo => ({ label: { en, cn }, unit, ...(quantity ? { quantity } : {}) });
const bar = (en: string, cn: string) => field(en, cn, 'bar', 'Press');
const mm = (en: string, cn: string) => field(en, cn, 'mm', 'Size');
const celsius = (en: string, cn: string) => field(en, cn, '℃', 'Temp');
const kelvin = (en: string, cn: string) => field(en, cn, 'K', 'Temp2');
const kilowatt = (en: string, cn: string) => field(en, cn, 'kW', 'CoolCapacity');
const kv = (en: string, cn: string) => field(en, cn, 'Kv', 'FlowFactor');
// Nominal inch sizes are text ("1-1/8"), not numbers to convert.
const inch = (en: string, cn: string) => field(en, cn, 'in');

/** Every technical field of every family; a test checks that no schema field lacks an entry. */
export const techFieldInfo: Record<string, FieldInfo> = {
  psBar: bar('Max. working pressure PS', '最高工作压力 PS'),
  connInInch: { ...inch('Inlet connection', '进口接管'), standard: 'ODF' },
  connOutInch: { ...inch('Outlet connection', '出口接管'), standard: 'ODF' },
  connInMm: { ...mm('Inlet connection', '进口接管'), standard: 'ODM' },
  connOutMm: { ...mm('Outlet connection', '出口接管'), standard: 'ODM' },
  kv: kv('Kv', 'Kv 值'),
  portMm: mm('Port diameter', '阀口直径'),
  operation: field('Operation', '动作方式'),
  normally: field('Normally', '常态'),
  mopdAcBar: bar('MOPD, AC coil', '最大开阀压差（交流线圈）'),
  mopdDcBar: bar('MOPD, DC coil', '最大开阀压差（直流线圈）'),
  minOpeningDpBar: bar('Min. opening differential', '最小开阀压差'),
  ratedCapacityKW: kilowatt('Rated capacity', '额定容量'),
  orificeCode: field('Orifice', '孔口编号'),
  orificeMm: mm('Orifice diameter', '孔口直径'),
  equalizer: field('Equalizer', '平衡方式'),
  biFlow: field('Bi-flow', '双向流'),
  staticSuperheatK: kelvin('Static superheat', '静态过热度'),
  openingSuperheatK: kelvin('Opening superheat', '开启过热度'),
  evapMinC: celsius('Min. evaporating temperature', '最低蒸发温度'),
  evapMaxC: celsius('Max. evaporating temperature', '最高蒸发温度'),
  mopC: celsius('MOP', 'MOP 点'),
  steps: field('Steps', '步数'),
  stepRatePps: field('Step rate', '励磁速度', 'pps'),
  minOpeningPercent: field('Min. opening', '最小开度', '%'),
  mopdBar: bar('MOPD', '最大开阀压差'),
  coilVoltage: field('Coil voltage', '线圈电压'),
  dTubeInch: inch('D tube', 'D 管'),
  dTubeMm: mm('D tube', 'D 管'),
  sTubeInch: inch('S, E, C tubes', 'S、E、C 管'),
  sTubeMm: mm('S, E, C tubes', 'S、E、C 管'),
  minShiftDpBar: bar('Min. shift differential', '最小换向压差'),
  maxOperatingDpBar: bar('Max. operating differential', '最大工作压差'),
  minShiftCapacityKW: kilowatt('Min. capacity to shift', '最小换向容量'),
  sizeCode: field('Size code', '规格代码'),
  coreVolumeIn3: field('Core volume', '滤芯容积', 'in³'),
  core: field('Core', '滤芯'),
  ratedDpBar: bar('Rating pressure drop', '额定压降'),
  waterCapacityG: field('Water capacity', '吸水量', 'g'),
  duty: field('Duty', '用途'),
  regulation: field('Regulation', '调节方式'),
  kvMax: kv('Kv max.', '最大 Kv 值'),
  offsetBar: bar('Offset', '比例带'),
  rangeMinBar: bar('Range min.', '量程下限'),
  rangeMaxBar: bar('Range max.', '量程上限'),
  factorySettingBar: bar('Factory setting', '出厂设定'),
  strokeTimeS: field('Stroke time', '全行程时间', 's'),
  drive: field('Drive', '驱动方式'),
  openingDpBar: bar('Opening differential', '开启压差'),
  fullOpenDpBar: bar('Fully open differential', '全开压差'),
  form: field('Form', '形式'),
  damped: field('Damped', '带阻尼'),
  boreMm: mm('Bore', '通径'),
  fullPort: field('Full port', '全通径'),
  pattern: field('Pattern', '形式'),
  chargingPort: field('Charging port', '充注口'),
  moistureIndicator: field('Moisture indicator', '湿度指示'),
  dryPpm: field('Dry below', '干燥指示阈值', 'ppm'),
  output: field('Output', '输出信号'),
  supplyV: field('Supply', '供电电压'),
  proofPressureBar: bar('Proof pressure', '耐压'),
  burstPressureBar: bar('Burst pressure', '爆破压力'),
  accuracyPercent: field('Accuracy', '精度', '%'),
  ipRating: field('Protection', '防护等级'),
  side: field('Side', '压力侧'),
  cutOutBar: bar('Cut-out', '断开压力'),
  cutInBar: bar('Cut-in', '接通压力'),
  reset: field('Reset', '复位方式'),
  contact: field('Contact', '触点形式'),
  ratingA: field('Contact rating', '触点容量', 'A'),
  diffMinBar: bar('Differential min.', '压差下限'),
  diffMaxBar: bar('Differential max.', '压差上限'),
  testPressureBar: bar('Test pressure', '试验压力'),
  lpRangeMinBar: bar('LP range min.', '低压量程下限'),
  lpRangeMaxBar: bar('LP range max.', '低压量程上限'),
  lpDiffMinBar: bar('LP differential min.', '低压压差下限'),
  lpDiffMaxBar: bar('LP differential max.', '低压压差上限'),
  hpRangeMinBar: bar('HP range min.', '高压量程下限'),
  hpRangeMaxBar: bar('HP range max.', '高压量程上限'),
  hpDiffBar: bar('HP differential', '高压压差'),
  lpReset: field('LP reset', '低压复位'),
  hpReset: field('HP reset', '高压复位'),
  failSafe: field('Fail-safe', '失效保护'),
};

/** A column of a size table: the dot path of its value in a catalogue size (`psBar`, `tech.kv`) and what it is. */
export interface Column {
  key: string;
  info: FieldInfo;
  /** The refrigerant of a per-refrigerant figure's column, named after the field's label. */
  refrigerant?: string;
}

/**
 * The columns of the size table of one or more series of a family: PS first (every size has one, its own or its
 * series'), then each field that at least one of their sizes carries.
 */
export function tableColumns(catalogue: Catalogue, seriesList: readonly Series[]): Column[] {
  const [first] = seriesList;
  if (!first) return [];
  const family = catalogue.family(first.Valveid)!;
  const sizes = seriesList.flatMap((series) => catalogue.sizesOf(series.Id));
  const columns: Column[] = [{ key: 'psBar', info: techFieldInfo.psBar! }];
  for (const [key, schema] of Object.entries(SIZE_TECH_BY_FAMILY[family.Classname].shape)) {
    // A maker's rating table is a table of its own, not a column: it reaches the user as each result's provenance.
    if (key === 'family' || key === 'psBar' || key === 'ratingTable') continue;
    const values = sizes.map((size) => (size.tech as Record<string, unknown> | undefined)?.[key]).filter((v) => v !== undefined);
    if (values.length === 0) continue;
    const known = techFieldInfo[key] ?? field(key, key);
    const info: FieldInfo = codesOf(schema) ? { ...known, coded: true } : known;
    if (values.every(isRecord)) {
      for (const refrigerant of perRefrigerantKeys(seriesList, values as Record<string, unknown>[])) {
        columns.push({ key: `tech.${key}.${refrigerant}`, info, refrigerant });
      }
    } else {
      columns.push({ key: `tech.${key}`, info });
    }
  }
  return columns;
}

/** The codes a schema field allows (an enum, optional or not); undefined for any other field. */
export function codesOf(schema: z.ZodType): readonly string[] | undefined {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
}

/**
 * A column as the answer names it: label in the request's language, unit in its unit set where it has the
 * quantity. A flow factor is named as its unit set's unit names it (Kv in metric, Cv in imperial), so that the
 * label never says Kv over a value in Cv.
 */
export function techField(column: Column, language: Language, units: UnitPresenter): TechField {
  const { key, info, refrigerant } = column;
  const unit = info.quantity ? units.unit(info.quantity) : info.unit;
  const flowFactorName = info.quantity === 'FlowFactor' ? /\((\w+)\)$/.exec(unit)?.[1] : undefined;
  const word = techWord(info.label, language);
  // A figure per refrigerant names it, a connection its standard: `Rated capacity (R410A)`, `Inlet connection (ODF)`.
  const qualifier = refrigerant ?? info.standard;
  const named = qualifier === undefined ? word : language === 'cn' ? `${word}（${qualifier}）` : `${word} (${qualifier})`;
  const label = flowFactorName ? named.replace(/\bKv\b/, flowFactorName) : named;
  return { key, label, unit, ...(info.quantity ? { quantity: info.quantity } : {}) };
}

/** A size as a row of the table: its value in each column it has, numbers in the request's unit set, codes in words. */
export function sizeRow(size: Size, series: Series, columns: readonly Column[], presentation: { language: Language; units: UnitPresenter }): SizeItem {
  const { language, units } = presentation;
  const values: SizeItem['values'] = {};
  for (const { key, info } of columns) {
    const value = key === 'psBar' ? (size.tech?.psBar ?? series.tech.psBar) : valueAt(size, key);
    if (typeof value === 'number') values[key] = info.quantity ? units.figure(info.quantity, value, info.unit) : value;
    else if (typeof value === 'string') values[key] = info.coded && techCodeLabels[value] ? techWord(techCodeLabels[value], language) : value;
    else if (typeof value === 'boolean') values[key] = value;
  }
  return { Id: size.Id, Serialid: size.Serialid, Name: size.Name, Sort: size.Sort, values };
}

function valueAt(size: Size, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (isRecord(value) ? value[part] : undefined), size);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Refrigerants with a figure in some size: the series' own order first, any others after in name order. */
function perRefrigerantKeys(seriesList: readonly Series[], records: readonly Record<string, unknown>[]): string[] {
  const present = new Set(records.flatMap((record) => Object.keys(record)));
  const ordered = [...new Set(seriesList.flatMap((series) => series.Refrigerants))].filter((r) => present.has(r));
  const rest = [...present].filter((r) => !ordered.includes(r)).sort();
  return [...ordered, ...rest];
}
