// The selection's named operating points (issue 27): the design point and up to seven more, each a whole set of
// conditions. The form edits one point at a time (the model's inputs); the others wait here as conditions, the
// wire form the calculate call, the address and `vs-selection-change` all take. Kept apart from the model so that
// a one-point selection costs the form nothing; the editor (selector.points-bar.tsx) is a lazy chunk.
import { signal, type Signal } from '@preact/signals-react';
import type { CalculationBody, SelectionConditions } from '../../src/contracts/selection';

/** One operating point as the calculate call's `operatingPoints` take it. */
export interface OperatingPoint {
  name: string;
  conditions: SelectionConditions;
}

/** The contract's limit: the design point and seven more. */
export const MAX_POINTS = 8;

/** The most sizes the side-by-side comparison holds. */
export const MAX_COMPARED = 4;

/** The longest name the call takes. */
export const MAX_POINT_NAME = 60;

export interface PointsState {
  /** Index 0 is the design point; the active point's conditions here are those it had when the user left it. */
  points: readonly OperatingPoint[];
  /** The point the form shows. */
  active: number;
}

/** What the selector takes from outside and reports: the design point's name and the other points. */
export interface PointsProps {
  /** The design point's name; default the localized word "Design". */
  designPointName?: string | undefined;
  /** The points besides the design point, as `vs-selection-change` reports them. */
  operatingPoints?: OperatingPoint[] | undefined;
}

export type PointsSignal = Signal<PointsState>;

/**
 * The points a selector starts from: the design point (its conditions are the form's) and those given. The design
 * point's name is '' until the user names it: the words show it as "Design" in the language shown.
 */
export function createPoints(given: PointsProps): PointsSignal {
  const extra = (given.operatingPoints ?? []).slice(0, MAX_POINTS - 1);
  return signal({ points: [{ name: given.designPointName ?? '', conditions: {} }, ...extra], active: 0 });
}

/** The user's edit of the points (the bar's): `next` becomes the state. */
export function setPoints(points: PointsSignal, next: PointsState): void {
  points.value = next;
}

/** Every point with the active one's conditions as the form has them now. */
export function currentPoints(state: PointsState, formConditions: SelectionConditions): OperatingPoint[] {
  return state.points.map((point, index) => (index === state.active ? { ...point, conditions: formConditions } : point));
}

/**
 * The points as the calculate body and `vs-selection-change` carry them: `conditions` is the design point's; a
 * one-point selection whose design point keeps its default name adds nothing, so old clients see the call they know.
 */
export function pointsOfBody(state: PointsState, formConditions: SelectionConditions): Pick<CalculationBody, 'conditions'> & PointsProps {
  const [design, ...extra] = currentPoints(state, formConditions);
  return {
    conditions: design!.conditions,
    ...(design!.name !== '' && { designPointName: design!.name }),
    ...(extra.length > 0 && { operatingPoints: extra }),
  };
}

/** The form's side of the points: its conditions now, and another point's put into it. */
interface PointForm {
  readonly conditions: { peek(): SelectionConditions };
  seed(conditions: SelectionConditions): void;
}

/** Shows point `index` in the form, the conditions of the point it showed kept; nothing for a point that is not there. */
export function showPoint(points: PointsSignal, form: PointForm, index: number): void {
  const state = points.peek();
  if (index === state.active || !state.points[index]) return;
  const kept = currentPoints(state, form.conditions.peek());
  setPoints(points, { points: kept, active: index });
  form.seed(kept[index]!.conditions);
}
