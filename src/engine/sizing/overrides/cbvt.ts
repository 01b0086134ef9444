// CBVT, bi-flow ball valve for reversible R744 units: computed in both flow directions, graded on the worse. In a
// reversible unit the line that carries liquid (A) in one mode carries hot gas (D) in the other, so the reverse
// direction is the swapped position (A ↔ D; a suction valve stays in suction); either way the body must hold the
// high-side pressure, since the valve can be closed with the high side on either port.
import { checkPressure, type SizingModel } from '../model';
import { bvModel } from '../models/bv';
import type { BvRating } from '../ratings';
import type { Position } from '../types';
import { worseOfBothWays } from './both-ways';

const SWAPPED: Record<Position, Position> = { A: 'D', C: 'C', D: 'A' };

export const cbvtOverride: SizingModel<BvRating> = {
  ...bvModel,
  grade(ctx, r, g) {
    checkPressure(ctx.point.pk, r, g);
    const reverse = { ...ctx, conditions: { ...ctx.conditions, position: SWAPPED[ctx.conditions.position] } };
    return worseOfBothWays(
      g,
      (f) => bvModel.grade(ctx, r, f),
      (b) => bvModel.grade(reverse, r, b),
    );
  },
};
