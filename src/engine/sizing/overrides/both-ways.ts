// Grading a size in two flow directions and keeping the worse: the grade first, then the higher load ratio.
import { Grader } from '../grading';
import type { Grade, SizeValues } from '../types';

const RANK: Record<Grade, number> = { Optimal: 0, Available: 1, Prohibited: 2 };

export function worseOfBothWays(g: Grader, forward: (g: Grader) => SizeValues, backward: (g: Grader) => SizeValues): SizeValues {
  const fg = new Grader();
  const bg = new Grader();
  const fv = forward(fg);
  const bv = backward(bg);
  const rankF = RANK[fg.grade];
  const rankB = RANK[bg.grade];
  const backwardWorse = rankB > rankF || (rankB === rankF && (bv.loadRatio ?? 0) > (fv.loadRatio ?? 0));
  g.absorb(backwardWorse ? bg : fg);
  return backwardWorse ? bv : fv;
}
