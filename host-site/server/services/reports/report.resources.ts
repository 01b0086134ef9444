import type { Resource } from 'i18next';
import { loadableLanguages, type LoadableLanguage } from '../../../../src/i18n/languages';
import { reportWordsByLanguage } from './report-languages.resources';

/** The i18n namespace of the report's own words (the details page's and the selector's are reused beside it). */
export const reportNamespace = 'report';

const en = {
  title: 'Valve selection report',
  demoNotice:
    'Demonstration data: the products in this report are invented for a demo and only imitate public data sheets. Do not use it to select or order real products.',
  generated: 'Generated {{date}}',
  page: '{{page}} / {{pages}}',
  inputs: 'Inputs',
  conditionSet: 'Conditions {{number}}: {{family}}',
  refrigerant: 'Refrigerant',
  approvals: 'Approvals',
  noApprovals: 'none asked for',
  products: 'Products',
  product: 'Product',
  description: 'Description',
  quantity: 'Quantity',
  keyData: 'Key data',
  grade: 'Grade',
  reason: 'Reason',
  provenance: 'Source of the figures',
  result: 'Result at the conditions',
  conditionsOf: 'Conditions {{number}}',
  ratingBasis: 'Rating basis',
  ratedAt: 'Rated capacities refer to {{conditions}}',
  operatingPoint: 'Operating point',
  curves: 'Performance curves',
  notCalculated: 'not calculated',
  sheet: { products: 'Products', conditions: 'Conditions' },
  column: { set: 'Set', family: 'Family', condition: 'Condition', value: 'Value', unit: 'Unit', text: 'As shown' },
  error: {
    emptyList: 'Please select at least one part number',
    nothingTicked: 'Please select the product to be exported',
    notInList: 'not in your saved list: {{hashkeys}}',
    memberBusy: 'a report of yours is being made; wait for it or cancel it before starting another',
    serverBusy: 'the server is making as many reports as it can; please try again in {{seconds}} s',
    tooManyProducts: 'a report holds at most {{max}} products and this one has {{count}}; export fewer at once',
    noSuchJob: 'no such report: it is not yours, or its file was kept past its time',
    notReady: 'the report is not made yet ({{percent}} %)',
    cancelled: 'the report was cancelled',
    tooLarge: 'the report needs more memory than the server allows for one report; export fewer products at once',
    timedOut: 'the report took longer than the server allows ({{minutes}} min); export fewer products at once',
    failed: 'the report could not be made; please try again',
  },
};

/** The report's words in one language. */
export type ReportWords = typeof en;

const cn: typeof en = {
  title: '阀门选型报告',
  demoNotice: '演示数据：本报告中的产品为演示而虚构，仅模仿公开样本，请勿据此选型或订购实际产品。',
  generated: '生成日期 {{date}}',
  page: '{{page}} / {{pages}}',
  inputs: '输入条件',
  conditionSet: '工况 {{number}}：{{family}}',
  refrigerant: '制冷剂',
  approvals: '认证',
  noApprovals: '无要求',
  products: '产品',
  product: '产品',
  description: '描述',
  quantity: '数量',
  keyData: '主要参数',
  grade: '等级',
  reason: '原因',
  provenance: '数据来源',
  result: '所选工况下的结果',
  conditionsOf: '工况 {{number}}',
  ratingBasis: '额定工况',
  ratedAt: '额定容量对应的工况：{{conditions}}',
  operatingPoint: '工况点',
  curves: '性能曲线',
  notCalculated: '未计算',
  sheet: { products: '产品', conditions: '工况' },
  column: { set: '工况组', family: '产品类别', condition: '条件', value: '数值', unit: '单位', text: '显示值' },
  error: {
    emptyList: '请至少选择一个物料号',
    nothingTicked: '请选择要导出的产品',
    notInList: '不在您保存的清单中：{{hashkeys}}',
    memberBusy: '您的一份报告正在生成，请等待其完成或取消后再开始新的报告',
    serverBusy: '服务器正在生成的报告已达上限，请在 {{seconds}} 秒后重试',
    tooManyProducts: '一份报告最多包含 {{max}} 个产品，本报告有 {{count}} 个，请分批导出',
    noSuchJob: '没有此报告：它不属于您，或其文件已超过保存时间',
    notReady: '报告尚未生成（{{percent}} %）',
    cancelled: '报告已取消',
    tooLarge: '报告所需内存超过服务器对单份报告的限制，请分批导出较少的产品',
    timedOut: '报告生成时间超过服务器允许的时长（{{minutes}} 分钟），请分批导出较少的产品',
    failed: '无法生成报告，请重试',
  },
};

/** The other languages' words, held to the English shape. */
const wordsByLanguage: Record<LoadableLanguage, ReportWords> = reportWordsByLanguage;

export const reportResources = {
  en: { [reportNamespace]: en },
  cn: { [reportNamespace]: cn },
  ...Object.fromEntries(loadableLanguages.map((language) => [language, { [reportNamespace]: wordsByLanguage[language] }])),
} satisfies Resource;
