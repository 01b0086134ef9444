// What the form updates when Te or Tk changes: the saturation pressures (bubble and dew, which differ for a
// zeotropic blend), the temperatures that follow (liquid at the valve, suction gas, discharge estimate) and the
// limits of Te and Tk. Te and Tk are dew points, as in the calculation (EN 12900); the liquid at the valve has both
// subcoolings (DTSC1 and the liquid line's DTSC2). In gas-cooler operation (R744 transcritical) the high side is
// the gas-cooler pressure Pgc, and the fluid at the valve leaves the gas cooler at Tgc, cooled further by DTSC2.
import type { SizingConditions } from '../engine';
import { saturation, state } from '../engine/refrigerants/core';
import { dischargeEstimate } from '../engine/sizing/physics/operating-point';
import { saturationRange } from './conditions';
import type { UnitPresenter } from './unit-presenter';

const ATMOSPHERE = 101_325;

/** The dependent values of one set of conditions, in the request's units. */
export function conditionChanges(refrigerant: string, c: SizingConditions, units: UnitPresenter) {
  const atTe = saturation(refrigerant, { T: c.evaporatingTemperature });
  const atTk = c.gasCooler ? undefined : saturation(refrigerant, { T: c.condensingTemperature });
  const pe = atTe.p_dew;
  const pk = atTk ? atTk.p_dew : c.gasCoolerPressure;
  const suctionTemperature = c.evaporatingTemperature + c.superheat;
  // The compressor draws the gas warmed further in the suction line (DTSH2) and compresses it with its isentropic
  // efficiency, as the sizing engine's estimate does.
  const compressorInlet = suctionTemperature + c.suctionLineSuperheat;
  // Given T, the saturated vapour is the dew point at Te: the gas at pe.
  const inlet = compressorInlet === c.evaporatingTemperature ? { h: atTe.h_vapor, s: atTe.s_vapor } : state(refrigerant, { T: compressorInlet, p: pe });
  const discharge = dischargeEstimate(refrigerant, pk, inlet.h, inlet.s, c.isentropicEfficiency / 100).T;
  const used = c.dischargeTemperatureGiven && c.dischargeTemperature > (c.gasCooler ? c.gasCoolerOutletTemperature : c.condensingTemperature) ? c.dischargeTemperature : discharge;
  const liquid = atTk ? saturation(refrigerant, { p: pk }).T_bubble - c.subcooling : c.gasCoolerOutletTemperature;
  const [min, max] = saturationRange(refrigerant);
  const temperature = (si: number) => units.measured('Temp', si);
  const pressure = (bubble: number, dew: number) => ({
    unit: units.unit('Press'),
    bubble: units.value('Press', bubble)!,
    dew: units.value('Press', dew)!,
    bubbleGauge: units.value('Press', bubble - ATMOSPHERE)!,
    dewGauge: units.value('Press', dew - ATMOSPHERE)!,
  });
  const range = (lo: number, hi: number) => ({ unit: units.unit('Temp'), min: units.value('Temp', lo)!, max: units.value('Temp', hi)! });
  return {
    refrigerant,
    Te: temperature(c.evaporatingTemperature),
    Tk: temperature(c.condensingTemperature),
    evaporatingPressure: pressure(atTe.p_bubble, pe),
    condensingPressure: pressure(atTk ? atTk.p_bubble : pk, pk),
    liquidTemperature: temperature(liquid - c.liquidLineSubcooling),
    suctionTemperature: temperature(suctionTemperature),
    dischargeTemperature: temperature(discharge),
    Texhaustgas: temperature(used),
    limits: { Te: range(min, c.condensingTemperature), Tk: range(c.evaporatingTemperature, max) },
  };
}
