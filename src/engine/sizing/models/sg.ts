// Sight glass (Sg): a line valve (see line-valve.ts); the glass housing is treated with the seat xT (0.72) for the
// rare vapour duty (a sight glass belongs in the liquid line after the drier).
import { defineFields, LIQUID_LINE_FIELDS } from '../fields';
import type { SizingModel } from '../model';
import type { SgRating } from '../ratings';
import { lineValve } from './line-valve';

export const sgModel: SizingModel<SgRating> = {
  family: 'Sg',
  fields: defineFields([...LIQUID_LINE_FIELDS, 'allowedDrop', 'compressorSpeed', 'connectionStandard'], { position: 'A', compressorSpeed: 1, allowedDrop: 0.1e5 }),
  matches: () => true,
  ...lineValve<SgRating>('seat'),
};
