import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  calculateSelection,
  chartLines,
  condensingChanged,
  evaporatingChanged,
  selectionFields,
  type ConditionChangeBody,
  type SelectCondition,
} from '../../../../../src/contracts/selection';
import { calculateSizes, sizingCurves, sizingFields } from '../../../../../src/engine';
import type { Translate } from '../../../http/translate';
import { registerCall } from '../../../http/register-call';
import { productFilter, requireSeriesOf } from '../valve/lookup';
import { chartCurve, chartSize, withNeighbours } from './charts';
import { conditionChanges } from './condition-changes';
import { resolveConditions } from './conditions';
import { withEngine } from './engine-failure';
import { DEFAULT_REFRIGERANT, selectionField } from './fields';
import { selectionTranslator } from './language';
import { refuse } from './refuse';
import { selectionRows } from './rows';
import { requireSizingFamily, seriesInScope, sizesInScope } from './scope';
import { requestUnitSystem, UnitPresenter } from './units';

const FILTER_FIELDS = { refrigerant: 'refrigerant', approvals: 'approvals' };

function groupTitles(t: Translate) {
  return { Optimal: t('selection:group.Optimal'), Available: t('selection:group.Available'), Prohibited: t('selection:group.Prohibited') };
}

/** The selector's calls: field definitions, calculation, curves, and the values that follow Te and Tk. */
async function selectionRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app;

  /** The request's translator (selection texts included) and unit presenter. */
  const session = (request: FastifyRequest) => ({
    t: selectionTranslator(request.language),
    units: new UnitPresenter(requestUnitSystem(request), request.language),
  });

  registerCall(app, selectionFields, ({ query, request }) => {
    const { t, units } = session(request);
    const { family, sizing } = requireSizingFamily(catalogue, query.valveName, t);
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
      fields: sizingFields(sizing).map((f) => selectionField(f, t, units)),
      groupTitles: groupTitles(t),
    };
  });

  registerCall(app, calculateSelection, ({ body, request }) => {
    const { t, units } = session(request);
    const { family, sizing } = requireSizingFamily(catalogue, body.valveName, t);
    const filter = productFilter(catalogue, body.refrigerant, body.approvals, FILTER_FIELDS);
    const refrigerant = filter.refrigerant!;
    const approvals = filter.approvals ?? [];
    const conditions = resolveConditions(body.conditions, { family: sizing, refrigerant, units, t });
    const scoped = sizesInScope(catalogue, sizing, seriesInScope(catalogue, family, body, t));
    const results = withEngine(
      () => calculateSizes(sizing, { refrigerant, conditions: conditions.si, approvals, sizes: scoped.map((s) => s.input) }),
      refrigerant,
      t,
      units,
    );
    const selectCondition: SelectCondition = {
      valveName: family.Classname,
      ...(body.serialId !== undefined && { serialId: body.serialId }),
      ...(body.systemId !== undefined && { systemId: body.systemId }),
      refrigerant,
      approvals: body.approvals ?? [],
      conditions: conditions.shown,
    };
    const groups = selectionRows(results, new Map(scoped.map((s) => [s.size.Id, s])), {
      catalogue,
      family,
      refrigerant,
      approvals,
      conditions,
      selectCondition,
      units,
      t,
    });
    return { ...groups, groupTitles: groupTitles(t), unitSystem: units.system, SelectCondition: selectCondition };
  });

  registerCall(app, chartLines, ({ body, request }) => {
    const { t, units } = session(request);
    const { family, sizing } = requireSizingFamily(catalogue, body.valveName, t);
    const refrigerant = productFilter(catalogue, body.refrigerant, undefined, FILTER_FIELDS).refrigerant!;
    const conditions = resolveConditions(body.conditions, { family: sizing, refrigerant, units, t });
    const size = chartSize(catalogue, family, body, t);
    const sizes = withNeighbours(sizesInScope(catalogue, sizing, [catalogue.series(size.Serialid)!]), size.Id);
    if (!sizes) throw refuse(t, 'invalidInput', 'selection:error.sizeNotInFamily', { field: 'Sizeid', value: size.Id, family: family.Classname });
    const curves = withEngine(() => sizingCurves(sizing, { refrigerant, conditions: conditions.si, sizes: sizes.map((s) => s.input) }), refrigerant, t, units);
    return { Sizeid: size.Id, SizeName: size.Name, unitSystem: units.system, curves: curves.map((c) => chartCurve(c, sizes, t, units)) };
  });

  const changes = (body: ConditionChangeBody, request: FastifyRequest) => {
    const { t, units } = session(request);
    const { sizing } = requireSizingFamily(catalogue, body.valveName, t);
    const refrigerant = productFilter(catalogue, body.refrigerant, undefined, FILTER_FIELDS).refrigerant!;
    const conditions = resolveConditions(body.conditions, { family: sizing, refrigerant, units, t });
    return withEngine(() => conditionChanges(refrigerant, conditions.si, units), refrigerant, t, units);
  };

  registerCall(app, condensingChanged, ({ body, request }) => {
    const { refrigerant, Tk, condensingPressure, liquidTemperature, dischargeTemperature, Texhaustgas, limits } = changes(body, request);
    return { refrigerant, Tk, condensingPressure, liquidTemperature, dischargeTemperature, Texhaustgas, limits };
  });

  registerCall(app, evaporatingChanged, ({ body, request }) => {
    const { refrigerant, Te, evaporatingPressure, suctionTemperature, dischargeTemperature, Texhaustgas, limits } = changes(body, request);
    return { refrigerant, Te, evaporatingPressure, suctionTemperature, dischargeTemperature, Texhaustgas, limits };
  });
}

export default fp(selectionRoutes, { name: 'selection-routes', dependencies: ['catalogue', 'messages', 'envelope'], encapsulate: true });
