// A calculation's operating points (issue 27): the design point (`conditions`) and the request's further points, each
// resolved and checked like `conditions` and each graded by the engine. A refusal at a point names the point (its
// name in the words, its index in Detail.point); a one-point request is refused exactly as before. The rule that
// combines the grades over the points is the engine's (src/engine/sizing/operating-points.ts).
import type { CalculationBody, SelectCondition } from '../contracts/selection';
import { Refusal } from '../contracts/refusal';
import type { Translate } from '../i18n/translate';
import { resolveConditions, type ConditionContext, type ResolvedConditions } from './conditions';
import { worded } from './reasons';
import { refuse } from './refuse';

export interface ResolvedPoint {
  /** As the user named it; the design point's default name is the localized "Design". */
  name: string;
  conditions: ResolvedConditions;
}

/** True when the request grades at several points (then rows carry Points and the reasons name the point). */
export function hasOperatingPoints(body: Pick<CalculationBody, 'operatingPoints'>): boolean {
  return body.operatingPoints !== undefined;
}

/**
 * Runs `work` for point `index`, naming the point in a refusal when the request has points: the reason becomes
 * "<point>: <reason>" and Detail.point the index.
 */
export function atPoint<T>(index: number, name: string, named: boolean, t: Translate, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!named || !(error instanceof Refusal) || error.messageKey !== 'errors:withReason') throw error;
    const reason = t('selection:error.atPoint', { point: name, reason: String(error.params.reason) });
    const failure = new Refusal(error.result, error.status, error.messageKey, { ...error.params, reason }, { cause: error });
    // Every refusal of the selection carries its Detail (refuse.ts); the point is added to it.
    if (error.detail) failure.detail = { ...error.detail, point: index };
    throw failure;
  }
}

/** The design point and the request's further points, resolved and checked, in point order. */
export function resolvePoints(body: CalculationBody, ctx: ConditionContext): ResolvedPoint[] {
  const { t } = ctx;
  const named = hasOperatingPoints(body);
  const design = body.designPointName ?? worded(t, 'selection:point.design', {});
  const points = [{ name: design, conditions: body.conditions }, ...(body.operatingPoints ?? [])];
  // The schema keeps the sent names apart; the default design name may still meet a point's.
  const repeated = points.findIndex((point, index) => points.findIndex((other) => other.name === point.name) < index);
  if (repeated > 0) {
    throw refuse(t, 'invalidInput', { code: 'pointNameRepeated', point: repeated }, { name: points[repeated]!.name });
  }
  return points.map((point, index) => ({ name: point.name, conditions: atPoint(index, point.name, named, t, () => resolveConditions(point.conditions, ctx)) }));
}

/** SelectCondition's points, in the request's units (as its conditions), for a request that had them. */
export function shownPoints(points: readonly ResolvedPoint[]): Pick<SelectCondition, 'designPointName' | 'operatingPoints'> {
  const [design, ...others] = points;
  return { designPointName: design!.name, operatingPoints: others.map((point) => ({ name: point.name, conditions: point.conditions.shown })) };
}

/**
 * The conditions the Hashkey stands for: the design point's, and with further points each point's name and
 * conditions under `<index>.` (1 the first further point), so a selection graded over other points is another item.
 */
export function hashedPoints(points: readonly ResolvedPoint[]): ResolvedConditions['hashed'] {
  const [design, ...others] = points;
  const hashed: Record<string, number | string | boolean> = { ...design!.conditions.hashed };
  others.forEach((point, i) => {
    hashed[`${i + 1}.name`] = point.name;
    for (const [wire, value] of Object.entries(point.conditions.hashed)) if (wire !== 'refrigerant') hashed[`${i + 1}.${wire}`] = value;
  });
  return hashed;
}

/** A reason's sentence naming the point it holds at: "EEV opening 8 % at Part load". */
export function reasonAtPoint(text: string, point: string, t: Translate): string {
  return worded(t, 'selection:atPoint', { reason: text, point });
}
