// Shut-off valve (Ssv): a line valve (see line-valve.ts) with a seat (IEC xT 0.72); ChargingType picks valves with
// or without an access (charging) port.
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import type { SizingModel } from '../model';
import type { SsvRating } from '../ratings';
import { lineValve } from './line-valve';

export const ssvModel: SizingModel<SsvRating> = {
  family: 'Ssv',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'DpAlow', 'ChargingType', 'FrequencyType', 'WidthType'], { Pos: 'A', FrequencyType: 1, DpAlow: 0.1e5 }),
  matches: (c, r) => c.ChargingType === -1 || (c.ChargingType === 0) === r.chargingPort,
  ...lineValve<SsvRating>('seat'),
};
