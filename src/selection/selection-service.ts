// The selector's calls as plain functions of their checked request: a family's condition fields, the calculation
// that grades every size, the performance curves of a size, and the values that follow a changed Te or Tk. Texts in
// the request's language, numbers in its unit set.
import type { Catalogue } from '../catalogue';
import type { CallAnswer, CallBody, CallQuery } from '../contracts/call';
import type {
  calculateSelection,
  ComputedAt,
  chartLines,
  condensingChanged,
  ConditionChangeBody,
  evaporatingChanged,
  SelectCondition,
  selectionFields,
} from '../contracts/selection';
import type { Grade } from '../engine';
import { calculateSizes, fluidsRead } from '../engine/sizing/calculate';
import { isSizingFamily } from '../engine/sizing/models';
import { sizingCurves } from '../engine/sizing/curves';
import type { Translate } from '../i18n/translate';
import { productFilter, requireSeriesOf } from './lookup';
import { UnitPresenter, type Presentation } from './unit-presenter';
import { chartCurve, chartSize, withNeighbours } from './charts';
import { conditionChanges } from './condition-changes';
import { resolveConditions } from './conditions';
import { withEngine } from './engine-failure';
import { DEFAULT_REFRIGERANT, gasCoolerSwitch, selectionField } from './fields';
import type { SelectionTranslator } from './language';
import { atPoint, hashedPoints, hasOperatingPoints, resolvePoints, shownPoints } from './operating-points';
import { pointPresets, type ShownPointPreset } from './point-presets';
import { computedAt } from './provenance';
import { refuse } from './refuse';
import { selectionRows } from './rows';
import { requireSizingFamily, seriesInScope, sizesInScope } from './scope';
import { catalogueSlice, type CatalogueSlice } from './slice';

const FILTER_FIELDS = { refrigerant: 'refrigerant', approvals: 'approvals' };

const titles = new WeakMap<Translate, Record<Grade, string>>();

/** The groups' titles in a translator's language: the same for every answer in it, so worded once. */
function groupTitles(t: Translate): Record<Grade, string> {
  let known = titles.get(t);
  if (!known) {
    known = { Optimal: t('selection:group.Optimal'), Available: t('selection:group.Available'), Prohibited: t('selection:group.Prohibited') };
    titles.set(t, known);
  }
  return known;
}

/** The translator (selection texts included) and unit presenter of one request. */
function presenters(presentation: Presentation, translator: SelectionTranslator) {
  const words = presentation.messageLanguage ?? presentation.language;
  return { t: translator(words), units: new UnitPresenter(presentation.unitSystem, words, presentation.units) };
}

export class SelectionService {
  constructor(
    private readonly catalogue: Catalogue,
    /** The selection texts by language (loadSelectionTranslator). */
    private readonly translator: SelectionTranslator,
    /** Where its answers are calculated, which they say (issue 41): this server, or the user's browser on a slice. */
    private readonly where: ComputedAt['by'] = 'server',
  ) {}

  fields(query: CallQuery<typeof selectionFields>, presentation: Presentation): CallAnswer<typeof selectionFields> {
    const { catalogue } = this;
    const { t, units } = presenters(presentation, this.translator);
    const { family, sizing, fields } = requireSizingFamily(catalogue, query.valveName, t);
    const series = query.serialId === undefined ? catalogue.seriesOf(family.Id) : [requireSeriesOf(catalogue, family, query.serialId)];
    const refrigerants = [...catalogue.data.refrigerants]
      .sort((a, b) => a.Sort - b.Sort)
      .filter((r) => series.some((s) => s.Refrigerants.includes(r.Name)))
      .map((r) => r.Name);
    const refrigerant = DEFAULT_REFRIGERANT[sizing];
    return {
      valveName: family.Classname,
      Valveid: family.Id,
      ...(query.serialId !== undefined && { Serialid: query.serialId }),
      CalculateType: family.CalculateType,
      unitSystem: units.system,
      ...(refrigerant !== undefined && { refrigerant }),
      refrigerants,
      ...gasCoolerSwitch(fields),
      serialResult: fields.map((f) => selectionField(f, t, units)),
      groupTitles: groupTitles(t),
    };
  }

  calculate(body: CallBody<typeof calculateSelection>, presentation: Presentation): CallAnswer<typeof calculateSelection> {
    const { catalogue } = this;
    const { t, units } = presenters(presentation, this.translator);
    const { family, sizing, fields } = requireSizingFamily(catalogue, body.valveName, t);
    const filter = productFilter(catalogue, body.refrigerant, body.approvals, FILTER_FIELDS);
    const refrigerant = filter.refrigerant!;
    const approvals = filter.approvals ?? [];
    // Issue 27: every operating point resolved and graded alike; a one-point request is the design point alone.
    const named = hasOperatingPoints(body);
    const points = resolvePoints(body, { family: sizing, fields, refrigerant, units, t });
    const conditions = points[0]!.conditions;
    const scoped = sizesInScope(catalogue, sizing, seriesInScope(catalogue, family, body, t));
    const perPoint = points.map((point, index) =>
      atPoint(index, point.name, named, t, () =>
        withEngine(() => calculateSizes(sizing, { refrigerant, conditions: point.conditions.si, approvals, sizes: scoped.inputs, rule: index === 0 ? 'design' : 'duty' }), refrigerant, t, units),
      ),
    );
    const selectCondition: SelectCondition = {
      valveName: family.Classname,
      ...(body.serialId !== undefined && { serialId: body.serialId }),
      ...(body.systemId !== undefined && { systemId: body.systemId }),
      refrigerant,
      approvals: body.approvals ?? [],
      conditions: conditions.shown,
      ...(named && shownPoints(points)),
    };
    const computed = computedAt(this.where, catalogue.version, t);
    const groups = selectionRows(perPoint, scoped.byId, {
      computed,
      catalogue,
      family,
      refrigerant,
      approvals,
      conditions,
      ...(named && { pointNames: points.map((point) => point.name), hashed: hashedPoints(points) }),
      units,
      t,
      language: presentation.messageLanguage ?? presentation.language,
    });
    return { ...groups, groupTitles: groupTitles(t), unitSystem: units.system, SelectCondition: selectCondition, Computed: computed };
  }

  /**
   * The fluids calculating or charting the family at a refrigerant reads: the refrigerant and those its sizes'
   * ratings are stated in. A browser loads each one's data before it calculates (the engine's core has none).
   */
  fluidsRead(valveName: string, refrigerant: string): string[] {
    const family = this.catalogue.family(valveName);
    if (!family || !isSizingFamily(family.Classname)) return [refrigerant];
    const sizing = family.Classname;
    return fluidsRead(sizing, refrigerant, sizesInScope(this.catalogue, sizing, this.catalogue.seriesOf(family.Id)).inputs);
  }

  chartLines(body: CallBody<typeof chartLines>, presentation: Presentation): CallAnswer<typeof chartLines> {
    const { catalogue } = this;
    const { t, units } = presenters(presentation, this.translator);
    const { family, sizing, fields } = requireSizingFamily(catalogue, body.valveName, t);
    const refrigerant = productFilter(catalogue, body.refrigerant, undefined, FILTER_FIELDS).refrigerant!;
    const conditions = resolveConditions(body.conditions, { family: sizing, fields, refrigerant, units, t });
    const size = chartSize(catalogue, family, body, t);
    const sizes = withNeighbours(sizesInScope(catalogue, sizing, [catalogue.series(size.Serialid)!]).sizes, size.Id);
    if (!sizes) {
      throw refuse(t, 'invalidInput', { code: 'sizeNotInFamily', field: 'Sizeid', values: { value: size.Id, family: family.Classname } }, { field: 'Sizeid', value: size.Id, family: family.Classname });
    }
    const curves = withEngine(() => sizingCurves(sizing, { refrigerant, conditions: conditions.si, sizes: sizes.map((s) => s.input) }), refrigerant, t, units);
    return { Sizeid: size.Id, SizeName: size.Name, unitSystem: units.system, curves: curves.map((c) => chartCurve(c, sizes, t, units)) };
  }

  condensingChanged(body: ConditionChangeBody, presentation: Presentation): CallAnswer<typeof condensingChanged> {
    const { refrigerant, Tk, condensingPressure, liquidTemperature, dischargeTemperature, Texhaustgas, limits } = this.changes(body, presentation);
    return { refrigerant, Tk, condensingPressure, liquidTemperature, dischargeTemperature, Texhaustgas, limits };
  }

  evaporatingChanged(body: ConditionChangeBody, presentation: Presentation): CallAnswer<typeof evaporatingChanged> {
    const { refrigerant, Te, evaporatingPressure, suctionTemperature, dischargeTemperature, Texhaustgas, limits } = this.changes(body, presentation);
    return { refrigerant, Te, evaporatingPressure, suctionTemperature, dischargeTemperature, Texhaustgas, limits };
  }

  private changes(body: ConditionChangeBody, presentation: Presentation) {
    const { t, units } = presenters(presentation, this.translator);
    const { sizing, fields } = requireSizingFamily(this.catalogue, body.valveName, t);
    const refrigerant = productFilter(this.catalogue, body.refrigerant, undefined, FILTER_FIELDS).refrigerant!;
    const conditions = resolveConditions(body.conditions, { family: sizing, fields, refrigerant, units, t });
    return withEngine(() => conditionChanges(refrigerant, conditions.si, units), refrigerant, t, units);
  }

  /**
   * The ready operating points the family asks for (issue 27), from the design point of a calculate body: the form
   * offers them as points to add. Refused as calculate refuses the same design point.
   */
  presets(body: Pick<CallBody<typeof calculateSelection>, 'valveName' | 'refrigerant' | 'conditions'>, presentation: Presentation): ShownPointPreset[] {
    const { t, units } = presenters(presentation, this.translator);
    const { sizing, fields } = requireSizingFamily(this.catalogue, body.valveName, t);
    const refrigerant = productFilter(this.catalogue, body.refrigerant, undefined, FILTER_FIELDS).refrigerant!;
    return pointPresets(body.conditions, { family: sizing, fields, refrigerant, units, t });
  }

  /** The family's catalogue slice (slice.ts), for a browser that calculates locally; a list-only family is refused. */
  slice(query: { valveName: string }, presentation: Presentation): CatalogueSlice {
    const { t } = presenters(presentation, this.translator);
    const { family } = requireSizingFamily(this.catalogue, query.valveName, t);
    return catalogueSlice(this.catalogue, family.Classname);
  }
}
