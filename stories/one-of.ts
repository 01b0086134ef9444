/**
 * `value` when it is one of `values`, else undefined: narrows a story's arg (typed as the component's wider prop)
 * to what the element's property takes, the enumerated values of its attribute.
 */
export function oneOf<const T>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}
