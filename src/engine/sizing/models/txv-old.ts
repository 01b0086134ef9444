// Thermostatic expansion valve (TxvOld). Method: the physics of the makers' rating method (physics/thermostatic):
// the orifice's Kv, its nominal opening at NOMINAL_EVAPORATING_TEMPERATURE, passes the inlet's liquid (or flashing
// mixture, when the liquid line's loss Dp1 eats its subcooling) at the drop pk − pe − Dp1 − Dp2 with the actual
// refrigerating effect (physics/expansion); the element opens it by the charge's dp/dT at Te relative to that at
// the nominal point, so capacity falls steeply at low Te. At a further operating point (part load, heating) the load is
// judged by its duty alone: from TXV_MIN_LOAD to 100 % optimal (PointRule, model.ts). Dp1 and Dp2 default to the
// specification's 0 (§3), as the makers' tables assume none: a valve feeding a distributor is sized with its drop as
// Dp2 (Danfoss's distributor correction factors, 0.96…0.84 for 1–2 bar, follow from it), and the provenance's
// basis names the losses taken (issue 36: losses are modelled apart from the defaults and shown).
// Load = duty ÷ that capacity (less the model's stated uncertainty where no maker's table covers the point): 70–100 % optimal (ARCHITECTURE §6; Sporlan advises not to oversize, because an
// oversized valve hunts), from TXV_MIN_LOAD to 70 % available (oversized), above 100 % prohibited (the valve cannot
// feed the evaporator at its nominal superheat), below TXV_MIN_LOAD prohibited (it cannot control: it hunts). The
// charge limits Te (range N/B of Danfoss TE, the MOP point).
import { defineFields, LIQUID_LINE_FIELDS, type SizingConditions } from '../fields';
import { checkCoverage, checkPressure, type SizingModel } from '../model';
import { expansionDrop, orificeCapacity } from '../physics/expansion';
import { flashQuality, type OperatingPoint } from '../physics/operating-point';
import { NOMINAL_EVAPORATING_TEMPERATURE, thermostaticOpening, thermostaticUncertainty } from '../physics/thermostatic';
import { modelProvenance, ratedCapacity } from '../rating-table';
import type { TxvRating } from '../ratings';

/** Load band of a TXV, fractions of its capacity at the conditions. */
export const TXV_LOAD_BAND = [0.7, 1] as const;

/**
 * Lowest load a TXV controls at, fraction of its capacity: 40 %, the makers' minimum (RAC Brasil's valve selector,
 * racbrasil/racselector funcoesESV.js, selects only above 40 % load); below it the valve hunts.
 */
export const TXV_MIN_LOAD = 0.4;

// The port's capacity is proportional to Kv: every size of a selection shares one point and drop, so the capacity per
// unit Kv is computed once per point (and Dp1, Dp2) rather than once per size (the flashing inlet costs a (p, h)
// flash); the opening, which depends on the size's charge, is a closed form per size.
const perUnitKv = new WeakMap<OperatingPoint, Map<string, number>>();

/** Capacity (W) of a port of Kv 1 m³/h, at the point and its losses; 0 without a drop left. */
function capacityPerKv(point: OperatingPoint, c: Pick<SizingConditions, 'upstreamDrop' | 'downstreamDrop'>): number {
  let byLosses = perUnitKv.get(point);
  if (!byLosses) perUnitKv.set(point, (byLosses = new Map()));
  const key = `${c.upstreamDrop}|${c.downstreamDrop}`;
  let capacity = byLosses.get(key);
  if (capacity === undefined) {
    const drop = expansionDrop(point, c);
    capacity = drop > 0 ? orificeCapacity(point, 1, drop, c.upstreamDrop) : 0;
    byLosses.set(key, capacity);
  }
  return capacity;
}

/**
 * The size's capacity at the conditions: its maker's table where it covers them, else the model (rating-table.ts),
 * which states its uncertainty by how far it is carried: from the table's nearest Te (extrapolated) or from the
 * Kv's nominal opening (model).
 */
function txvCapacity(point: OperatingPoint, c: SizingConditions, r: TxvRating) {
  const rated = ratedCapacity(point, c, r.ratingTable, (at) => r.Kv * capacityPerKv(at, c) * thermostaticOpening(at.conditions.Te, NOMINAL_EVAPORATING_TEMPERATURE, r.Kv));
  const { method } = rated.provenance;
  if (method === 'model' || method === 'extrapolated') {
    const { Te, refrigerant } = point.conditions;
    const te = r.ratingTable?.grids[refrigerant]?.te;
    const anchor = method === 'extrapolated' && te ? Math.min(Math.max(Te, te[0]!), te[te.length - 1]!) : NOMINAL_EVAPORATING_TEMPERATURE;
    rated.provenance.uncertainty = thermostaticUncertainty(Te, anchor);
  }
  return rated;
}

export const txvOldModel: SizingModel<TxvRating> = {
  family: 'TxvOld',
  fields: defineFields([...LIQUID_LINE_FIELDS, 'upstreamDrop', 'downstreamDrop', 'equalisation', 'compressorSpeed', 'connectionStandard'], { position: 'A', compressorSpeed: 1 }),

  matches: (c, r) => c.equalisation === -1 || (c.equalisation === 1) === (r.equalizer === 'internal'),

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(point.pk, r, g);
    if (c.evaporatingTemperature < r.evaporatingMin || c.evaporatingTemperature > r.evaporatingMax) {
      g.prohibit('evaporating_out_of_range', { Te: c.evaporatingTemperature, min: r.evaporatingMin, max: r.evaporatingMax });
    }
    if (r.mop !== undefined && c.evaporatingTemperature > r.mop) g.prohibit('evaporating_above_mop', { Te: c.evaporatingTemperature, mop: r.mop });
    const availableDrop = expansionDrop(point, c);
    const values = { massFlow, availableDrop, flashQuality: flashQuality(point) };
    if (availableDrop <= 0) {
      g.prohibit('no_pressure_difference', { availableDrop });
      // No capacity to rate: the row still says the thermostatic model found no drop, not a line valve's Kv basis.
      g.rated(modelProvenance(point, c));
      return values;
    }
    const { capacity, provenance } = txvCapacity(point, c, r);
    g.rated(provenance);
    // Graded on what the model vouches for: its figure less its uncertainty (a maker's table vouches for itself).
    const loadRatio = c.capacity / (capacity * (1 - (provenance.uncertainty ?? 0)));
    if (loadRatio > TXV_LOAD_BAND[1]) g.prohibit('capacity_exceeded', { loadRatio, capacity });
    else if (loadRatio < TXV_MIN_LOAD) g.prohibit('load_below_minimum', { loadRatio, low: TXV_MIN_LOAD });
    // A further point (part load, heating) is judged by its duty alone: fed, and above the lowest controllable load.
    else if (ctx.rule === 'duty') g.optimal('load_controllable', { loadRatio, low: TXV_MIN_LOAD });
    else g.band(loadRatio, TXV_LOAD_BAND[0], TXV_LOAD_BAND[1], { low: 'load_low', in: 'load_in_band', high: 'capacity_exceeded' }, { loadRatio, capacity });
    return { ...values, capacity, loadRatio };
  },

  capacity: (point, c, r) => txvCapacity(point, c, r).capacity,
};
