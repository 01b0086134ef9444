// DPF(R), bi-flow electronic expansion valve for heat pumps: sized in both flow directions, graded on the worse.
// The reverse direction throttles through the same port from the other side; the demo range (the series is
// invented, see the catalogue) gives the reverse flow REVERSE_KV_FACTOR of the forward Kv, as bi-flow valves with a
// seat on one side typically pass less backwards.
import type { SizingModel } from '../model';
import { eevModel, scaledPort } from '../models/eev';
import type { EevRating } from '../ratings';
import { worseOfBothWays } from './both-ways';

/** Reverse-flow Kv as a share of the forward Kv (demo figure). */
export const REVERSE_KV_FACTOR = 0.9;

export const dpfROverride: SizingModel<EevRating> = {
  ...eevModel,
  grade: (ctx, r, g) =>
    worseOfBothWays(
      g,
      (f) => eevModel.grade(ctx, r, f),
      (b) => eevModel.grade(ctx, scaledPort(r, REVERSE_KV_FACTOR), b),
    ),
};
