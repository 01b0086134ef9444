// The report model: one source for the /export page, the PDF and the spreadsheet. Each condition set the products
// use is calculated again with the selector's own service (as POST /ucselection/calculate answers it), each product
// is found in that answer by its size, and its curves come from the chart lines' service; nothing is computed here.
// A report of many products is seconds of work: it is made in a report worker (report-worker.ts), off the server's
// event loop, so it runs straight through.
import { textIn, type Catalogue, type WebConfigEntry } from '../../../../src/catalogue';
import { provenanceWords, type CalculationBody, type CalculationData, type SelectionConditions, type SelectionField } from '../../../../src/contracts/selection';
import type { ReportConditionSet, ReportData, ReportLanguage, ReportProduct } from '../../../../src/contracts/report';
import type { SavedCondition, SavedProduct, SavedSelection } from '../../../../src/contracts/schemas/results';
import { Refusal } from '../../../../src/contracts/refusal';
import type { Translate } from '../../../../src/i18n/translate';
import { labelIn } from '../catalogue/present';
import type { SelectionService } from '../../../../src/selection/selection-service';
import { UnitPresenter, type Presentation } from '../../../../src/selection/unit-presenter';
import { conditionLines } from './condition-lines';
import { figureLines, pointLines } from './point-lines';
import { reportDate, reportTranslator, wordsLanguage } from './language';
import { withOperatingPoints } from './operating-point';
import { ratingBasis, techLines } from './size-lines';
import { ReportWords } from './words';

/** Told after each step of a long piece of work: `done` of `total` steps (a condition set, a product). */
export type Progress = (done: number, total: number) => void;

export interface ReportRequest {
  list: SavedSelection;
  language: ReportLanguage;
  /** The request's unit set; its language is replaced by the report's. */
  presentation: Presentation;
  now: Date;
}

/** A condition set calculated again, or why it could not be. */
type Calculated = { set: SavedCondition; answer: CalculationData; fields: SelectionField[] } | { set: SavedCondition; failure: string };

/** The headings every rendering prints, in the report's language. */
const headingKeys = {
  title: 'report:title',
  inputs: 'report:inputs',
  refrigerant: 'report:refrigerant',
  approvals: 'report:approvals',
  noApprovals: 'report:noApprovals',
  products: 'report:products',
  product: 'report:product',
  description: 'report:description',
  quantity: 'report:quantity',
  keyData: 'report:keyData',
  grade: 'report:grade',
  reason: 'report:reason',
  provenance: 'report:provenance',
  result: 'report:result',
  ratingBasis: 'report:ratingBasis',
  operatingPoint: 'report:operatingPoint',
  points: 'report:points',
  decidingPoint: 'report:decidingPoint',
  decidingLimit: 'report:decidingLimit',
  curves: 'report:curves',
  notCalculated: 'report:notCalculated',
  partNumber: 'details:partNumber',
  productName: 'details:productName',
  productType: 'details:productType',
  series: 'details:series',
  size: 'details:size',
  technicalData: 'details:technicalData',
  figures: 'details:figures',
  conditions: 'details:conditions',
} as const;

/** The text of a refusal the selector's service made (its words are already in the report's language). */
function failureText(error: unknown, t: Translate): string {
  if (error instanceof Refusal) return t(error.messageKey, error.params);
  throw error;
}

/** A saved condition as the calculation takes it back (a saved number with its unit is posted as it was shown). */
function conditionsOf(set: Pick<SavedCondition, 'conditions'>): SelectionConditions {
  const out: SelectionConditions = {};
  for (const [name, value] of Object.entries(set.conditions)) {
    if (typeof value !== 'object') out[name] = value;
    else if (value.value !== null) out[name] = { value: value.value, unit: value.unit };
  }
  return out;
}

/** The set's conditions and, for a selection graded at several operating points (issue 27), its points. */
function calculatedPoints(set: SavedCondition): Pick<CalculationBody, 'conditions' | 'designPointName' | 'operatingPoints'> {
  if (!set.operatingPoints) return { conditions: conditionsOf(set) };
  return {
    conditions: conditionsOf(set),
    ...(set.designPointName !== undefined && { designPointName: set.designPointName }),
    operatingPoints: set.operatingPoints.map((point) => ({ name: point.name, conditions: conditionsOf(point) })),
  };
}

function webConfigText(catalogue: Catalogue, key: string, language: ReportLanguage): string | undefined {
  const entry: WebConfigEntry | undefined = catalogue.data.webConfig.find((e) => e.KeyName === key);
  if (!entry) return undefined;
  return entry.Label ? labelIn(entry.Label, language) : entry.Content;
}

export class ReportModel {
  constructor(
    private readonly catalogue: Catalogue,
    private readonly selection: SelectionService,
  ) {}

  build(request: ReportRequest, progress: Progress = () => undefined): ReportData {
    const { list, language, now } = request;
    const words = wordsLanguage(language);
    const presentation: Presentation = { ...request.presentation, language: words, messageLanguage: language };
    const t = reportTranslator(language);
    const text = new ReportWords(language, t);
    const units = new UnitPresenter(presentation.unitSystem, language, presentation.units);
    const calculated = new Map<number, Calculated>();
    const sets = new Set(list.productList.filter((product) => product.Grade !== undefined).map((product) => product.conditionIndex)).size;
    const steps = sets + list.productList.length;
    for (const product of list.productList) {
      if (product.Grade === undefined || calculated.has(product.conditionIndex)) continue;
      calculated.set(product.conditionIndex, this.calculate(list.conditions[product.conditionIndex]!, presentation, t));
      progress(calculated.size, steps);
    }
    const setNumbers = new Map([...calculated.keys()].sort((a, b) => a - b).map((index, n) => [index, n]));
    const conditionSets = [...setNumbers].map(([index, n]) => this.conditionSet(calculated.get(index)!, n, text, language));
    const products: ReportProduct[] = [];
    for (const product of list.productList) {
      products.push(
        this.product(product, product.Grade === undefined ? undefined : calculated.get(product.conditionIndex), {
          setNumber: setNumbers.get(product.conditionIndex) ?? null,
          presentation,
          units,
          text,
          refrigerant: list.conditions[product.conditionIndex]?.refrigerant ?? '',
        }),
      );
      progress(sets + products.length, steps);
    }
    return {
      title: t('report:title'),
      maker: webConfigText(this.catalogue, 'site.maker', language) ?? webConfigText(this.catalogue, 'site.title', language) ?? t('report:title'),
      generatedAt: now.toISOString(),
      generatedDate: reportDate(now, language),
      language,
      unitSystem: units.system,
      demoNotice: this.catalogue.demo ? t('report:demoNotice') : null,
      labels: Object.fromEntries(Object.entries(headingKeys).map(([name, key]) => [name, t(key)])),
      conditionSets,
      products,
    };
  }

  private calculate(set: SavedCondition, presentation: Presentation, t: Translate): Calculated {
    const body = {
      valveName: set.valveName,
      ...(set.serialId !== undefined && { serialId: set.serialId }),
      ...(set.systemId !== undefined && { systemId: set.systemId }),
      refrigerant: set.refrigerant,
      approvals: set.approvals,
      ...calculatedPoints(set),
    };
    try {
      const answer = this.selection.calculate(body, presentation);
      const fields = this.selection.fields({ valveName: set.valveName }, presentation).serialResult;
      return { set, answer, fields };
    } catch (error) {
      return { set, failure: failureText(error, t) };
    }
  }

  private conditionSet(calculated: Calculated, number: number, text: ReportWords, language: ReportLanguage): ReportConditionSet {
    const { set } = calculated;
    const family = this.catalogue.family(set.valveName);
    const familyName = family ? labelIn(family.Name, language) : set.valveName;
    const conditions = 'answer' in calculated ? conditionLines(calculated.fields, calculated.answer.SelectCondition.conditions, text) : [];
    const points = 'answer' in calculated ? pointLines(calculated.fields, calculated.answer.SelectCondition, text) : undefined;
    return { index: number, valveName: set.valveName, familyName, refrigerant: set.refrigerant, approvals: set.approvals, conditions, ...(points && { points }) };
  }

  private product(
    saved: SavedProduct,
    calculated: Calculated | undefined,
    view: { setNumber: number | null; presentation: Presentation; units: UnitPresenter; text: ReportWords; refrigerant: string },
  ): ReportProduct {
    const { catalogue } = this;
    const { text, units, presentation } = view;
    const { t } = text;
    const language = presentation.language;
    const series = catalogue.series(saved.serialId);
    const size = catalogue.size(saved.Sizeid);
    const family = catalogue.family(saved.ValveName);
    const product = catalogue.product(saved.PartNumber);
    const sizeView = { language: presentation.messageLanguage ?? language, units, words: text };
    const base: ReportProduct = {
      Hashkey: saved.Hashkey,
      PartNumber: saved.PartNumber,
      ProductName: saved.productName,
      // The list keeps the product type in the language the product was added in; the report speaks its own (#26).
      ProductType: product ? textIn(product.ProductType, sizeView.language) : saved.ProductType,
      valveName: saved.ValveName,
      familyName: family ? labelIn(family.Name, presentation.messageLanguage ?? language) : saved.ValveName,
      SerialName: saved.SerialName,
      SizeName: saved.Sizename,
      ImageUrl: saved.ImageUrl,
      conditionIndex: view.setNumber,
      techData: series && size ? techLines(catalogue, series, size, { ...sizeView, refrigerant: saved.Refrigerant || view.refrigerant }) : [],
      result: null,
      noResult: null,
      ratingBasis: series ? ratingBasis(series, sizeView) : null,
      curves: [],
    };
    if (!calculated) {
      return { ...base, conditionIndex: null, noResult: view.refrigerant ? t('details:listedFor', { refrigerant: view.refrigerant }) : t('details:listed') };
    }
    if ('failure' in calculated) return { ...base, noResult: `${t('details:calculationFailed')} ${calculated.failure}` };
    const { answer } = calculated;
    const row = [...answer.Optimal, ...answer.Available, ...answer.Prohibited].find((r) => r.Sizeid === saved.Sizeid);
    if (!row) return { ...base, noResult: t('details:calculationFailed') };
    const figures = figureLines(row.Values, text);
    const points = row.Points?.map((point) => ({
      name: point.name,
      grade: point.Grade,
      gradeTitle: answer.groupTitles[point.Grade],
      reasons: point.Reasons.map((r) => r.text),
      figures: figureLines(point.Values, text),
    }));
    return {
      ...base,
      result: {
        grade: row.Grade,
        gradeTitle: answer.groupTitles[row.Grade],
        reasons: row.Reasons.map((r) => r.text),
        figures,
        provenance: provenanceWords(answer.Provenances[row.Provenance.source]!),
        ...(points && { points, decidingPoint: row.DecidingPoint! }),
      },
      curves: this.curves(calculated.set, row.Sizeid, answer, presentation, row.Values),
    };
  }

  private curves(set: SavedCondition, sizeId: number, answer: CalculationData, presentation: Presentation, figures: CalculationData['Optimal'][number]['Values']) {
    try {
      const { curves } = this.selection.chartLines({ valveName: set.valveName, refrigerant: answer.SelectCondition.refrigerant, conditions: conditionsOf(set), Sizeid: sizeId }, presentation);
      return withOperatingPoints(curves, answer.SelectCondition.conditions, figures);
    } catch (error) {
      if (error instanceof Refusal) return [];
      throw error;
    }
  }
}
