// The words for the codes of the technical data (a solenoid's `operation: "direct"`, a drier's `core:
// "sieve-80-alumina-20"`): the catalogue keeps codes, which a maker's tables and the sizing engine compare, and the
// answers say what they mean. A test checks that every code a family's schema allows has its words here.
import type { ConnectionType, Label } from '../../../../src/catalogue';

export const techCodeLabels: Record<string, Label> = {
  direct: { en: 'direct-acting', cn: '直动式' },
  pilot: { en: 'pilot-operated', cn: '先导式' },
  NC: { en: 'normally closed', cn: '常闭' },
  NO: { en: 'normally open', cn: '常开' },
  SPDT: { en: 'changeover (SPDT)', cn: '转换触点（SPDT）' },
  internal: { en: 'internal', cn: '内平衡' },
  external: { en: 'external', cn: '外平衡' },
  'sieve-100': { en: '100 % molecular sieve', cn: '100 % 分子筛' },
  'sieve-80-alumina-20': { en: '80 % molecular sieve, 20 % activated alumina', cn: '80 % 分子筛，20 % 活性氧化铝' },
  burnout: { en: 'burn-out clean-up core', cn: '烧毁清洁滤芯' },
  liquid: { en: 'liquid line', cn: '液管' },
  suction: { en: 'suction line', cn: '吸气管' },
  evaporating: { en: 'evaporating pressure', cn: '蒸发压力' },
  crankcase: { en: 'crankcase pressure', cn: '曲轴箱压力' },
  condensing: { en: 'condensing pressure', cn: '冷凝压力' },
  'hot-gas-bypass': { en: 'hot-gas bypass', cn: '热气旁通' },
  stepper: { en: 'stepper motor', cn: '步进电机' },
  '4-20mA': { en: '4–20 mA', cn: '4–20 mA' },
  '0-10V': { en: '0–10 V', cn: '0–10 V' },
  '0.5-4.5V': { en: '0.5–4.5 V ratiometric', cn: '0.5–4.5 V 比例输出' },
  straight: { en: 'straight', cn: '直通' },
  angle: { en: 'angle', cn: '直角' },
  'three-way': { en: 'three-way', cn: '三通' },
  rotalock: { en: 'Rotalock', cn: 'Rotalock 旋锁' },
  LP: { en: 'low pressure', cn: '低压' },
  HP: { en: 'high pressure', cn: '高压' },
  auto: { en: 'automatic', cn: '自动' },
  manual: { en: 'manual', cn: '手动' },
};

/** A product's connection type (ODF, SAE ...) in words, the code kept in brackets as fitters know it. */
export const connectionTypeLabels: Record<ConnectionType, Label> = {
  ODF: { en: 'solder socket, inch (ODF)', cn: '英制焊接口（ODF）' },
  ODM: { en: 'solder socket, metric (ODM)', cn: '公制焊接口（ODM）' },
  SAE: { en: 'SAE flare', cn: 'SAE 扩口' },
  UNF: { en: '7/16-20 UNF thread', cn: '7/16-20 UNF 螺纹' },
  CAP: { en: 'capillary tube', cn: '毛细管' },
  TUBE: { en: 'solder tube', cn: '焊接管' },
  ROTALOCK: { en: 'Rotalock', cn: 'Rotalock 旋锁' },
};
