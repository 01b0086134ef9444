// Ball valve (Bv): a line valve (see line-valve.ts) whose flow chokes like a ball's (IEC xT 0.15).
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import type { SizingModel } from '../model';
import type { BvRating } from '../ratings';
import { lineValve } from './line-valve';

export const bvModel: SizingModel<BvRating> = {
  family: 'Bv',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'allowedDrop', 'compressorSpeed', 'connectionStandard'], { position: 'A', allowedDrop: 0.1e5 }),
  matches: () => true,
  ...lineValve<BvRating>('ball'),
};
