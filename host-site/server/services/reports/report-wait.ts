// How long a refused report is likely to wait (issue 37: a full queue said "30 s" while ten reports of a minute
// and more waited). Each live job is expected to take the time its products take at the pace of the reports made
// so far; the wait is when a worker would be free for one more report once the running jobs end and the queued
// ones have run, in their order, each on the first worker free.

/** Fixed work of any report (fonts, layout, the file), counted as this many products. */
const fixedProducts = 10;
/** Milliseconds per product before any report was made here: a 500-product PDF in about 10 s on one core. */
const priorMsPerProduct = 20;
/** Weight of the latest report in the pace learnt (an exponential mean: recent reports tell the machine's load). */
const learning = 0.3;

/** The pace of report making, learnt from the reports made. */
export class ReportPace {
  private msPerProduct = priorMsPerProduct;

  /** What a report of `products` products is expected to take, ms. */
  expectedMs(products: number): number {
    return this.msPerProduct * (products + fixedProducts);
  }

  /** Learns from a report of `products` products made in `ms`. */
  learn(products: number, ms: number): void {
    this.msPerProduct += learning * (ms / (products + fixedProducts) - this.msPerProduct);
  }
}

/** A job running now: what it is expected to take and how long it has run, ms. */
interface RunningJob {
  expectedMs: number;
  elapsedMs: number;
}

/**
 * When a worker would be free for one more report, ms from now: `workers` workers, those running now free when
 * their job is expected to end (at once if it is late), then each queued job (its expected ms, in queue order) on
 * the first free worker.
 */
export function likelyWaitMs(workers: number, running: readonly RunningJob[], queued: readonly number[]): number {
  const free = Array.from({ length: workers }, (_, i) => {
    const job = running[i];
    return job ? Math.max(0, job.expectedMs - job.elapsedMs) : 0;
  });
  for (const expectedMs of queued) {
    const first = free.indexOf(Math.min(...free));
    free[first]! += expectedMs;
  }
  return Math.min(...free);
}
