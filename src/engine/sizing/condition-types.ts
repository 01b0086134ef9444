// The conditions a sizing takes, by their domain names, with their meaning and SI units: the shape the condition
// catalogue (condition-catalogue.ts) describes one by one.

/** Line positions: A liquid line, C suction line, D discharge (hot-gas) line. */
export type Position = 'A' | 'C' | 'D';

export type LabelType = 'select' | 'value' | 'checkbox' | 'radio';

/** Every condition a model may declare, with its meaning. */
export interface SizingConditions {
  /** Line position of the valve: A liquid, C suction, D discharge (hot gas). */
  position: Position;
  /** Evaporating temperature (dew point), K. */
  evaporatingTemperature: number;
  /** Condensing temperature (dew point), K; not used in gas-cooler operation. */
  condensingTemperature: number;
  /**
   * Gas-cooler operation (transcritical R744): the high side is given by Pgc and Tgc in place of Tk and DTSC1.
   * Only R744 runs it; a form turns it on when Tk reaches the critical temperature.
   */
  gasCooler: boolean;
  /** Gas-cooler pressure, Pa absolute: the pressure the high-pressure valve holds (between 73.8 and 140 bar). */
  gasCoolerPressure: number;
  /** Refrigerant temperature at the gas-cooler outlet, K. */
  gasCoolerOutletTemperature: number;
  /**
   * Receiver (flash tank) pressure of gas-cooler operation, Pa absolute: the high-pressure valve expands the
   * gas-cooler outlet into it, and its liquid feeds the evaporators; between the evaporating and the critical pressure.
   */
  receiverPressure: number;
  /** Refrigerating duty of the circuit the valve serves, W. */
  capacity: number;
  /** Superheat at the evaporator outlet, K. */
  superheat: number;
  /** Subcooling at the condenser outlet, below the bubble point, K; not used in gas-cooler operation. */
  subcooling: number;
  /**
   * Further superheat of the suction gas in the suction line up to the compressor inlet, K: a suction-line valve and
   * the compressor see the warmer gas; it adds no refrigerating effect.
   */
  suctionLineSuperheat: number;
  /** Further subcooling of the liquid in the liquid line (subcooler, liquid-suction heat exchanger), K. */
  liquidLineSubcooling: number;
  /**
   * Set point of a regulator, Pa gauge (regulator data sheets state set points and ranges in bar gauge): the
   * pressure it holds on its regulated side, its inlet (evaporating, condensing regulators) or its outlet
   * (crankcase, hot-gas bypass regulators).
   */
  setPoint: number;
  /**
   * How a condensing regulator's set point is entered (LnwdType): 'temp' as its saturation temperature (Lnwd),
   * 'bar' as a pressure (Lnyl). Head-pressure regulators are set by the condensing temperature they keep as often as
   * by their pressure; the specification's default is the pressure.
   */
  condensingSetPointEntry: 'temp' | 'bar';
  /**
   * Condensing set point as a temperature (Lnwd), K: the regulator holds the saturation pressure at it, the dew
   * point's for a blend (the condensing temperature is a dew point here as Tk is).
   */
  condensingSetPointTemperature: number;
  /**
   * Condensing set point as a pressure (Lnyl), Pa gauge as Setting: what a condensing (head-pressure) regulator holds
   * at its inlet, in place of Setting, which stays the set point of the other regulations.
   */
  condensingSetPointPressure: number;
  /**
   * Lowest part load the system runs at, % of the design duty (compressor capacity steps: 75, 50, 33, 25 %; an
   * inverter down to 10 %); 100: full load only. A modulating valve must still control there.
   */
  lowestLoad: 100 | 75 | 50 | 33 | 25 | 10;
  /**
   * Expansion valves at A: pressure losses between condenser and valve inlet (liquid line, drier, solenoid, sight
   * glass, a liquid riser's static head, the valve's inlet strainer), Pa: the inlet's pressure, so liquid with less
   * subcooling than this loss reaches the port flashing. Eev default 0.2 bar (the specification's, §3).
   * Eev as a regulator (C, D): the drop the valve works at, Pa.
   */
  upstreamDrop: number;
  /**
   * Expansion valves: pressure losses after the valve (distributor nozzle and tubes), Pa; off the drop only. 0 by
   * default, the specification's (§3), in TxvOld and Eev alike: a valve feeding a distributor is sized with its drop
   * entered here (Danfoss prints its TE distributor factors for 1–2 bar; a maker's table carries its own losses,
   * models/eev.ts).
   */
  downstreamDrop: number;
  /** Hot-gas temperature at the compressor outlet, K; used when TexhaustgasFlag is set and it lies above Tk. */
  dischargeTemperature: number;
  /** Use Texhaustgas; otherwise (or when Texhaustgas is not above Tk, as its default 0 ℃) it is estimated. */
  dischargeTemperatureGiven: boolean;
  /**
   * Isentropic efficiency of the compressor, %, for the estimated hot gas: h₂ = h₁ + (h₂ₛ − h₁) / η. Default 70 %,
   * a typical figure of reciprocating and scroll compressors at their rating points; 100 % is the ideal compressor.
   */
  isentropicEfficiency: 100 | 85 | 80 | 75 | 70 | 65 | 60 | 50;
  /** Largest pressure drop allowed across the valve at the design duty, Pa. */
  allowedDrop: number;
  /**
   * Compressor speed: 1 fixed, 0 inverter, 2 universal (both), −1 not stated. Inverter and universal systems run
   * at part load: modulating valves (Eev, Eprv) are then also checked at PART_LOAD of the duty.
   */
  compressorSpeed: -1 | 0 | 1 | 2;
  /** TXV pressure equalisation: 1 internal, 0 external, −1 any. */
  equalisation: -1 | 0 | 1;
  /** Connection standard the products are listed in: 1 inch (ODF/SAE), 0 metric (ODM), −1 any; applied to products by the catalogue. */
  connectionStandard: -1 | 0 | 1;
  /** Solenoid function: 0 normally closed, 1 normally open. */
  solenoidFunction: 0 | 1;
  /** Shut-off valve charging (access) port: 0 with, 1 without, −1 any. */
  chargingPort: -1 | 0 | 1;
}

export type ConditionName = keyof SizingConditions;
