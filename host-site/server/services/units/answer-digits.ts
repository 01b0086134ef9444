/**
 * The significant digits a unit call answers with. A double carries 15 to 17; a factor and an offset leave noise in
 * the last two or three (0 ℃ in ℉ computes as 31.999999999999986), and 12 drop it while keeping far more than any
 * reading has. Display rounding (2 decimals, SPEC §9) is the client's: the server never rounds further.
 */
const ANSWER_DIGITS = 12;

/** `value` without the floating-point noise of its conversion. */
export function withoutNoise(value: number): number {
  return Number(value.toPrecision(ANSWER_DIGITS));
}
