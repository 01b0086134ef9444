// The refrigerants a user chooses from, in the order of the list, and their kind: what a chooser or a converter
// needs before any property data loads. The rest of what is known of each (safety class, GWP, composition) is in
// catalog.ts, keyed by these names, so that a widget's first download carries only the names.
import type { RefrigerantKind } from './types';

export const REFRIGERANT_KINDS = {
  R22: 'pure',
  R32: 'pure',
  R134a: 'pure',
  R404A: 'pseudo-pure',
  R407C: 'pseudo-pure',
  R407F: 'mixture',
  R410A: 'pseudo-pure',
  R448A: 'mixture',
  R449A: 'mixture',
  R452A: 'mixture',
  R454B: 'mixture',
  R454C: 'mixture',
  R507A: 'pseudo-pure',
  R513A: 'mixture',
  R1234yf: 'pure',
  'R1234ze(E)': 'pure',
  R290: 'pure',
  R600a: 'pure',
  R1270: 'pure',
  R744: 'pure',
  R717: 'pure',
  R23: 'pure',
  'R1233zd(E)': 'pure',
} as const satisfies Record<string, RefrigerantKind>;

export type RefrigerantName = keyof typeof REFRIGERANT_KINDS;

/** Every refrigerant of the list, in its order. */
export const refrigerantNames = Object.keys(REFRIGERANT_KINDS) as RefrigerantName[];

/** Whether `name` is a blend (bubble and dew differ): a pseudo-pure or a mixture-model one. */
export function isBlend(name: string): boolean {
  const kind: RefrigerantKind | undefined = REFRIGERANT_KINDS[name as RefrigerantName];
  return kind !== undefined && kind !== 'pure';
}
