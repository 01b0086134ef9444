// The refrigerant states one set of conditions fixes, shared by every size of a calculation: they do not depend on
// the valve, so a selection computes them once and each size costs a few arithmetic operations.
//
// Conventions (EN 12900 / EN 13771-1 rating points): Te and Tk are dew-point temperatures; the evaporating
// pressure pe is the dew pressure at Te and the condensing pressure pk the dew pressure at Tk. The liquid leaves
// the condenser at pk subcooled by DTSC below the bubble point at pk; the vapour leaves the evaporator at pe
// superheated by DTSH above the dew point Te. The duty Q and the mass flow m are tied by m = Q / (h_out − h_in).
// In gas-cooler (transcritical) operation the gas cooler's outlet takes the place of the condenser's: pk is the
// gas-cooler pressure and the high-side valves see the supercritical fluid at the outlet temperature.
import { EngineError } from '../../errors';
import { saturation, state } from '../../refrigerants/core';
import type { StateResult } from '../../refrigerants/types';
import type { GasInlet } from './flow';
import { criticalPoint, gasCoolerOutlet, type GasCoolerConditions } from './transcritical';
import type { Position } from '../condition-types';

export type { Position };

/** SI conditions of one operating point. */
export interface OperatingConditions {
  refrigerant: string;
  /** Evaporating dew temperature, K. */
  Te: number;
  /** Condensing dew temperature, K; not used in gas-cooler operation. */
  Tk: number;
  /**
   * Gas-cooler operation (transcritical R744): the high side at the gas cooler's pressure and outlet temperature,
   * in place of Tk and subcooling.
   */
  gasCooler?: GasCoolerConditions;
  /** Superheat at the evaporator outlet, K. */
  superheat: number;
  /** Subcooling at the condenser outlet below the bubble point, K; not used in gas-cooler operation. */
  subcooling: number;
  /**
   * Further superheat the suction gas picks up in the suction line (heat gain, suction-liquid heat exchanger), K:
   * it warms the gas at a suction-line valve and at the compressor inlet, but is no refrigerating effect.
   */
  suctionLineSuperheat?: number;
  /**
   * Further subcooling of the liquid in the liquid line (subcooler, economiser), K: the valve gets colder liquid;
   * in gas-cooler operation the further cooling of the gas-cooler outlet (internal heat exchanger).
   */
  liquidLineSubcooling?: number;
  /** Hot-gas temperature at the compressor outlet, K; absent: estimated from the isentropic efficiency. */
  dischargeTemperature?: number;
  /**
   * Isentropic efficiency of the compressor (0 < η ≤ 1) for the estimated hot gas, h₂ = h₁ + (h₂ₛ − h₁) / η;
   * default DEFAULT_ISENTROPIC_EFFICIENCY.
   */
  isentropicEfficiency?: number;
}

/**
 * Isentropic efficiency assumed when none is given: 0.7, typical of reciprocating and scroll compressors at their
 * rating points (an ideal compressor, 1, understates the hot gas's temperature and so overstates its density).
 */
export const DEFAULT_ISENTROPIC_EFFICIENCY = 0.7;

/** The fluid in one line: pressure, temperature, density, and for gases the isentropic exponent. */
export interface LineState {
  /** Pa absolute */
  p: number;
  /** K */
  T: number;
  /** kg/m³ */
  rho: number;
  /** Isentropic exponent −(∂ln p/∂ln v)_s; NaN for the liquid line. */
  kappa: number;
}

export interface OperatingPoint {
  readonly conditions: OperatingConditions;
  /** Evaporating (dew) pressure, Pa absolute. */
  readonly pe: number;
  /** Condensing (dew) pressure, or the gas-cooler pressure in gas-cooler operation, Pa absolute. */
  readonly pk: number;
  /** Liquid (in gas-cooler operation supercritical fluid) enthalpy at the valve inlet, J/kg. */
  readonly hIn: number;
  /** Vapour enthalpy at the evaporator outlet, J/kg. */
  readonly hOut: number;
  /** Saturated liquid and vapour enthalpies at pe, J/kg (for the quality after throttling). */
  readonly hLiquidPe: number;
  readonly hVaporPe: number;
  /** The state in a line (the discharge state is computed on first use). */
  line(position: Position): LineState;
  /**
   * The line's fluid at another pressure p (Pa absolute), as on the held side of a regulator: a gas keeps its
   * superheat above the dew point, a liquid (nearly incompressible) its temperature and density.
   */
  lineAt(position: Position, p: number): LineState;
}

// Isentropic exponent from a small isentropic compression: going up in pressure keeps a saturated vapour
// superheated (going down would enter the dome for "wet" fluids such as R22 and R717). A gas so hot that the
// compression would leave the equation of state's range (R410A within about 1.5 K of its 500 K) is expanded instead:
// that far above its dew point the expansion stays superheated.
const KAPPA_STEP = 1.02;

function isentropicExponent(refrigerant: string, p: number, rho: number, s: number): number {
  let up: StateResult;
  try {
    up = state(refrigerant, { p: p * KAPPA_STEP, s });
  } catch (e) {
    if (!(e instanceof EngineError && e.code === 'out_of_range')) throw e;
    const down = state(refrigerant, { p: p / KAPPA_STEP, s });
    return Math.log(KAPPA_STEP) / Math.log(rho / down.rho);
  }
  return Math.log(KAPPA_STEP) / Math.log(up.rho / rho);
}

function vaporLine(refrigerant: string, p: number, T: number, rho: number, s: number): LineState {
  return { p, T, rho, kappa: isentropicExponent(refrigerant, p, rho, s) };
}

class Point implements OperatingPoint {
  readonly pe: number;
  readonly pk: number;
  readonly hIn: number;
  readonly hOut: number;
  readonly hLiquidPe: number;
  readonly hVaporPe: number;
  private readonly liquid: LineState;
  private readonly suction: LineState;
  private readonly sSuction: number;
  private readonly hSuction: number;
  private discharge: LineState | undefined;

  constructor(readonly conditions: OperatingConditions) {
    const { refrigerant: r, Te, Tk, gasCooler, superheat, suctionLineSuperheat = 0, liquidLineSubcooling = 0, isentropicEfficiency: eta = DEFAULT_ISENTROPIC_EFFICIENCY } = conditions;
    if (!gasCooler && !(Tk > Te)) throw new EngineError({ code: 'condensing_below_evaporating', Te, Tk });
    if (!(eta > 0 && eta <= 1)) throw new EngineError({ code: 'out_of_range', quantity: 'isentropic_efficiency', value: eta, min: 0, max: 1 });
    if (!(superheat >= 0 && suctionLineSuperheat >= 0)) throw new EngineError({ code: 'invalid_input', quantity: 'superheat', value: Math.min(superheat, suctionLineSuperheat) });
    if (!(conditions.subcooling >= 0 && liquidLineSubcooling >= 0)) {
      throw new EngineError({ code: 'invalid_input', quantity: 'subcooling', value: Math.min(conditions.subcooling, liquidLineSubcooling) });
    }
    // The valve and the evaporator inlet see the liquid after the liquid line: both subcoolings count.
    const subcooling = conditions.subcooling + liquidLineSubcooling;
    this.pe = saturation(r, { T: Te }).p_dew;
    const atPe = saturation(r, { p: this.pe });
    this.hLiquidPe = atPe.h_liquid;
    this.hVaporPe = atPe.h_vapor;

    if (gasCooler) {
      const outlet = gasCoolerOutlet(r, { ...gasCooler, outletTemperature: gasCooler.outletTemperature - liquidLineSubcooling }, Te);
      this.pk = outlet.p;
      this.hIn = outlet.h;
      this.liquid = { p: outlet.p, T: outlet.T, rho: outlet.rho, kappa: NaN };
    } else if (subcooling === 0) {
      this.pk = saturation(r, { T: Tk }).p_dew;
      const atPk = saturation(r, { p: this.pk });
      this.hIn = atPk.h_liquid;
      this.liquid = { p: this.pk, T: atPk.T_bubble, rho: atPk.rho_liquid, kappa: NaN };
    } else {
      this.pk = saturation(r, { T: Tk }).p_dew;
      const T = saturation(r, { p: this.pk }).T_bubble - subcooling;
      const l = state(r, { T, p: this.pk });
      this.hIn = l.h;
      this.liquid = { p: this.pk, T, rho: l.rho, kappa: NaN };
    }

    // The refrigerating effect ends at the evaporator outlet; the suction line (its valves, the compressor inlet and
    // so the estimated discharge state) carries the gas warmed further by the suction-line superheat.
    this.hOut = superheat === 0 ? atPe.h_vapor : state(r, { T: atPe.T_dew + superheat, p: this.pe }).h;
    if (gasCooler && !(this.hOut > this.hIn)) {
      // Gas leaving the gas cooler with more enthalpy than the evaporator's outlet vapour leaves no refrigerating
      // effect (74 bar, 50 ℃ against −50 ℃): the outlet temperature is refused with the warmest that still cools.
      const warmest = state(r, { p: this.pk, h: this.hOut }).T + liquidLineSubcooling;
      throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: gasCooler.outletTemperature, min: Te, max: warmest, field: 'gasCoolerOutletTemperature' });
    }
    const lineSuperheat = superheat + suctionLineSuperheat;
    if (lineSuperheat === 0) {
      this.sSuction = atPe.s_vapor;
      this.hSuction = atPe.h_vapor;
      this.suction = vaporLine(r, this.pe, atPe.T_dew, atPe.rho_vapor, atPe.s_vapor);
    } else {
      const T = atPe.T_dew + lineSuperheat;
      const v = state(r, { T, p: this.pe });
      this.sSuction = v.s;
      this.hSuction = v.h;
      this.suction = vaporLine(r, this.pe, T, v.rho, v.s);
    }
  }

  lineAt(position: Position, p: number): LineState {
    const line = this.line(position);
    if (position === 'A' || p === line.p) return { ...line, p };
    const r = this.conditions.refrigerant;
    // In gas-cooler operation the only gas above the critical pressure is the hot gas: a suction-line regulator fed
    // from the high side (a hot-gas bypass) sees it, as no dew point exists there to carry a superheat over.
    if (position === 'C' && this.conditions.gasCooler && p >= criticalPoint(r).p) return this.lineAt('D', p);
    if (position === 'D' && this.conditions.gasCooler) {
      // Above the critical pressure no dew point carries a superheat over: the gas throttled from the gas-cooler
      // pressure keeps its enthalpy.
      const g = state(r, { p, h: state(r, { p: line.p, T: line.T }).h });
      return vaporLine(r, p, g.T, g.rho, g.s);
    }
    const T = line.T - saturation(r, { p: line.p }).T_dew + saturation(r, { p }).T_dew;
    const g = state(r, { T, p });
    return vaporLine(r, p, T, g.rho, g.s);
  }

  line(position: Position): LineState {
    if (position === 'A') return this.liquid;
    if (position === 'C') return this.suction;
    this.discharge ??= this.hotGas();
    return this.discharge;
  }

  private hotGas(): LineState {
    const { refrigerant: r, dischargeTemperature, isentropicEfficiency = DEFAULT_ISENTROPIC_EFFICIENCY } = this.conditions;
    if (dischargeTemperature === undefined) {
      const g = dischargeEstimate(r, this.pk, this.hSuction, this.sSuction, isentropicEfficiency);
      return vaporLine(r, this.pk, g.T, g.rho, g.s);
    }
    // In gas-cooler operation the hot gas must be hotter than the gas leaving the gas cooler.
    const Tdew = this.conditions.gasCooler ? this.conditions.gasCooler.outletTemperature : saturation(r, { p: this.pk }).T_dew;
    if (!(dischargeTemperature > Tdew)) {
      throw new EngineError({ code: 'discharge_below_dew_point', value: dischargeTemperature, min: Tdew });
    }
    const g = state(r, { T: dischargeTemperature, p: this.pk });
    return vaporLine(r, this.pk, dischargeTemperature, g.rho, g.s);
  }
}

/**
 * The hot gas at the condensing pressure pk (Pa) of a compressor of isentropic efficiency eta drawing gas of
 * enthalpy h1 (J/kg) and entropy s1 (J/(kg K)): h₂ = h₁ + (h₂ₛ − h₁) / η, with h₂ₛ at (pk, s1).
 */
export function dischargeEstimate(refrigerant: string, pk: number, h1: number, s1: number, eta: number): StateResult {
  const ideal = state(refrigerant, { p: pk, s: s1 });
  return eta === 1 ? ideal : state(refrigerant, { p: pk, h: h1 + (ideal.h - h1) / eta });
}

// A selection, its curves and the next selection usually share conditions: keep the last few points.
const CACHE_SIZE = 64;
const cache = new Map<string, OperatingPoint>();

/**
 * The states of one operating point, SI (K, Pa absolute, J/kg, kg/m³); cached by value.
 * @throws EngineError from the property engine (out_of_range, unknown_refrigerant), condensing_below_evaporating,
 *   discharge_below_dew_point, out_of_range isentropic_efficiency (not in (0, 1]); in gas-cooler operation
 *   out_of_range gas-cooler pressure or outlet temperature, invalid_condition GasCooler (see gasCoolerOutlet), and
 *   out_of_range temperature { field: 'gasCoolerOutletTemperature', max } for an outlet too warm to leave any refrigerating effect
 */
export function operatingPoint(c: OperatingConditions): OperatingPoint {
  const key = `${c.refrigerant}|${c.Te}|${c.Tk}|${c.superheat}|${c.subcooling}|${c.suctionLineSuperheat ?? 0}|${c.liquidLineSubcooling ?? 0}|${c.dischargeTemperature ?? ''}|${c.isentropicEfficiency ?? ''}|${c.gasCooler ? `${c.gasCooler.pressure}|${c.gasCooler.outletTemperature}` : ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const point = new Point(c);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, point);
  return point;
}

/** The refrigerating effect h_out − h_in, J/kg. */
export function refrigeratingEffect(p: OperatingPoint): number {
  return p.hOut - p.hIn;
}

/** Vapour quality after throttling the inlet liquid to pe (isenthalpic), from the saturated enthalpies at pe. */
export function flashQuality(p: OperatingPoint): number {
  return (p.hIn - p.hLiquidPe) / (p.hVaporPe - p.hLiquidPe);
}

/** The compressible inlet of a gas line, for the IEC 60534-2-1 formulas. */
export function gasInlet(line: LineState, xT: number): GasInlet {
  return { p1: line.p, rho1: line.rho, kappa: line.kappa, xT };
}
