// Transcritical operation (R744 above its critical point): the compressor discharges above the critical pressure,
// so no condensation fixes the high side. A gas cooler cools the dense gas at the pressure the high-pressure
// controller holds, and its outlet state (pressure, temperature) replaces the condensing temperature and
// subcooling: the valves of the high side see that supercritical fluid, and the expansion from it flashes into
// the two-phase region at the low side's pressure.
import { EngineError } from '../../errors';
import { refrigerants, state } from '../../refrigerants/core';
import { hasGasCooler } from '../condition-rules';

/** The gas cooler's outlet: the state the high-side valves see. */
export interface GasCoolerConditions {
  /** Gas-cooler pressure, Pa absolute. */
  pressure: number;
  /** Refrigerant temperature at the gas-cooler outlet, K. */
  outletTemperature: number;
}

/**
 * Highest gas-cooler pressure, Pa: the maximum working pressure of the high side of transcritical CO2 systems and
 * of their high-pressure valves (Danfoss CCMT and GBCT, 140 bar); above it a system does not run.
 */
export const GAS_COOLER_MAX_PRESSURE = 140e5;

/**
 * Highest gas-cooler outlet temperature, K: 60 ℃, the hottest design ambient of air-cooled gas coolers (50 ℃) with
 * the approach of a small coil; hotter gas leaves too little refrigerating effect to size anything.
 */
export const GAS_COOLER_MAX_OUTLET_TEMPERATURE = 333.15;

const criticalPoints = new Map<string, { T: number; p: number }>();

/** Critical temperature (K) and pressure (Pa) of a gas-cooler refrigerant. */
export function criticalPoint(refrigerant: string): { T: number; p: number } {
  let point = criticalPoints.get(refrigerant);
  if (point) return point;
  const info = refrigerants().find((r) => r.name === refrigerant);
  if (!info || info.criticalTemperature === null || info.criticalPressure === null) throw new EngineError({ code: 'unknown_refrigerant', name: refrigerant });
  point = { T: info.criticalTemperature, p: info.criticalPressure };
  criticalPoints.set(refrigerant, point);
  return point;
}

/** The supercritical fluid leaving the gas cooler: pressure (Pa), temperature (K), density (kg/m³), enthalpy (J/kg). */
export interface GasCoolerOutlet {
  p: number;
  T: number;
  rho: number;
  h: number;
}

/**
 * The gas-cooler outlet state from the Helmholtz equation of state, checked against the limits of a transcritical
 * high side: pressure from the critical pressure up to GAS_COOLER_MAX_PRESSURE, outlet temperature above the
 * evaporating temperature Te (K) and at most GAS_COOLER_MAX_OUTLET_TEMPERATURE.
 * @throws EngineError invalid_condition { field: 'gasCooler' } for a refrigerant without gas-cooler operation,
 *   out_of_range pressure or temperature with the limits
 */
export function gasCoolerOutlet(refrigerant: string, gc: GasCoolerConditions, Te: number): GasCoolerOutlet {
  if (!hasGasCooler(refrigerant)) throw new EngineError({ code: 'invalid_condition', field: 'gasCooler', value: refrigerant });
  const { pressure: p, outletTemperature: T } = gc;
  const critical = criticalPoint(refrigerant);
  if (!(p >= critical.p && p <= GAS_COOLER_MAX_PRESSURE)) {
    throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: critical.p, max: GAS_COOLER_MAX_PRESSURE });
  }
  if (!(T > Te && T <= GAS_COOLER_MAX_OUTLET_TEMPERATURE)) {
    throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: T, min: Te, max: GAS_COOLER_MAX_OUTLET_TEMPERATURE });
  }
  const s = state(refrigerant, { p, T });
  return { p, T, rho: s.rho, h: s.h };
}
