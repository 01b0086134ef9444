// Shut-off valve (Ssv): a line valve (see line-valve.ts) with a seat (IEC xT 0.72); ChargingType picks valves with
// or without an access (charging) port.
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import type { SizingModel } from '../model';
import type { SsvRating } from '../ratings';
import { lineValve } from './line-valve';

export const ssvModel: SizingModel<SsvRating> = {
  family: 'Ssv',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'allowedDrop', 'chargingPort', 'compressorSpeed', 'connectionStandard'], { position: 'A', compressorSpeed: 1, allowedDrop: 0.1e5 }),
  matches: (c, r) => c.chargingPort === -1 || (c.chargingPort === 0) === r.chargingPort,
  ...lineValve<SsvRating>('seat'),
};
