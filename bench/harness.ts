/** One measured figure, with the target it is held to (lower is better). */
export interface BenchRow {
  /** What was measured, e.g. "R134a saturation (T), median". */
  name: string;
  value: number;
  /** Unit of value and target, e.g. "µs", "KB gzip", "ms". */
  unit: string;
  /** Upper bound the figure must stay at or under; absent for figures shown for information. */
  target?: number;
}

/**
 * Median time of one call in microseconds: runs `fn(i)` for i over `inputs` in rounds until `minMs` has passed,
 * after a warm-up, and returns the median of the per-round mean times (robust to GC pauses).
 */
export function medianMicroseconds<T>(inputs: readonly T[], fn: (input: T) => unknown, minMs = 300): number {
  let sink = 0;
  const round = () => {
    const start = performance.now();
    for (const input of inputs) sink += fn(input) ? 1 : 0;
    return ((performance.now() - start) * 1000) / inputs.length;
  };
  for (let i = 0; i < 20; i++) round();
  const samples: number[] = [];
  const end = performance.now() + minMs;
  while (performance.now() < end || samples.length < 15) samples.push(round());
  samples.sort((a, b) => a - b);
  if (sink === -1) console.log(sink); // keeps the calls observable so they are not optimised away
  return samples[Math.floor(samples.length / 2)]!;
}
