// Grading over several operating points (issue 27): a size is graded at every point of the duty (design, part load,
// heating ...) and keeps its worst grade; the point that gave it decides, and with it the reasons and figures shown.
import type { Grade, SizeResult } from './types';

const RANK: Readonly<Record<Grade, number>> = { Optimal: 0, Available: 1, Prohibited: 2 };

/** The worse of two grades (Optimal < Available < Prohibited). */
export function worseGrade(a: Grade, b: Grade): Grade {
  return RANK[b] > RANK[a] ? b : a;
}

/**
 * The deciding point of a size graded at several points: the index of its worst grade, the earliest of equals, so a
 * size as good at every point is decided by the design point (index 0). -1 for no points.
 */
export function decidingPoint(grades: readonly Grade[]): number {
  let deciding = -1;
  for (let i = 0; i < grades.length; i++) {
    if (deciding < 0 || RANK[grades[i]!] > RANK[grades[deciding]!]) deciding = i;
  }
  return deciding;
}

/** A size graded at every point, in point order, and the index of the point that decides its grade. */
export interface SizeOverPoints<K> {
  key: K;
  points: SizeResult<K>[];
  deciding: number;
}

/**
 * Gathers each size's results over the points (one calculateSizes answer per point, the design point first), in the
 * design point's order. A size one point leaves out (its option filters differ there) is left out: it cannot serve
 * the whole duty.
 */
export function sizesOverPoints<K>(perPoint: readonly (readonly SizeResult<K>[])[]): SizeOverPoints<K>[] {
  const [design, ...others] = perPoint;
  if (!design) return [];
  const byKey = others.map((results) => new Map(results.map((r) => [r.key, r])));
  const out: SizeOverPoints<K>[] = [];
  for (const first of design) {
    const points = [first, ...byKey.map((known) => known.get(first.key))];
    if (points.some((p) => p === undefined)) continue;
    const complete = points as SizeResult<K>[];
    out.push({ key: first.key, points: complete, deciding: decidingPoint(complete.map((p) => p.grade)) });
  }
  return out;
}
