// The bill of materials call's bound, apart from its zod schema so that a widget reads it without bringing zod
// into its build (the classic bundle grew by 90 KB gzip when a widget took it from schemas/bom.ts).

/** Most products one bill may name: a long quote, well above the selection list's size. */
export const bomItemsLimit = 200;
