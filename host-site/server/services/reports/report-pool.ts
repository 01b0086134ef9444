// The report workers (issue 24): threads that make reports off the server's event loop, each with a bounded heap.
// A worker is started when a report needs one and none is free, kept for the next report, and let go after a
// minute idle. Cancelling a report ends its worker at once: Worker.terminate stops even a running synchronous
// drawing, which no flag checked between products could.
import { Worker } from 'node:worker_threads';
import type { MadeReport, ReportTask, WorkerMessage, WorkerSetup } from './report-task';

/** Why a report did not come from its worker. */
export type WorkerFailure = 'cancelled' | 'outOfMemory' | 'crashed';

export class ReportWorkerError extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ReportWorkerError';
  }
}

export interface PoolOptions {
  catalogueDir: string;
  /** Heap of one worker, MB. */
  memoryMb: number;
}

/** How long an idle worker is kept for the next report (its catalogue and fonts loaded) before it ends. */
const idleMs = 60_000;

/**
 * The worker's first code. The server runs its TypeScript under tsx (`node --import tsx`, `tsx`, vitest), but a
 * worker's entry is loaded before any --import hook of the worker applies, so the worker registers tsx itself and
 * then imports its TypeScript module.
 */
function bootCode(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./report-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  idle?: NodeJS.Timeout;
}

/**
 * What the pool holds now: workers alive, workers making a report, and the most that ever made reports at once
 * (the bound REPORT_WORKERS holds, which tests check under bursts).
 */
export interface PoolStats {
  workers: number;
  busy: number;
  mostBusy: number;
}

export class ReportPool {
  private readonly slots = new Set<Slot>();
  private mostBusy = 0;
  private readonly boot = bootCode();

  constructor(private readonly options: PoolOptions) {}

  stats(): PoolStats {
    const busy = [...this.slots].filter((slot) => slot.busy).length;
    return { workers: this.slots.size, busy, mostBusy: this.mostBusy };
  }

  /**
   * Makes a report on a free worker (started if none is free); the caller bounds how many run at once.
   * @throws ReportWorkerError cancelled when `signal` aborts (the worker is ended first), outOfMemory when the report
   *   outgrew the worker's heap, crashed when the worker failed otherwise.
   */
  async run(task: ReportTask, progress: (percent: number) => void, signal: AbortSignal): Promise<MadeReport> {
    if (signal.aborted) throw new ReportWorkerError('cancelled', 'report cancelled');
    const slot = this.take();
    try {
      return await new Promise<MadeReport>((resolve, reject) => {
        const { worker } = slot;
        const onMessage = (message: WorkerMessage) => {
          if (message.kind === 'progress') return progress(message.percent);
          finish();
          if (message.kind === 'done') resolve(message.report);
          else reject(new ReportWorkerError('crashed', message.message));
        };
        const onError = (error: Error & { code?: string }) => {
          finish();
          this.drop(slot);
          const failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'crashed';
          reject(new ReportWorkerError(failure, error.message, { cause: error }));
        };
        const onExit = (code: number) => {
          finish();
          this.slots.delete(slot);
          reject(new ReportWorkerError('crashed', `report worker exited with code ${code}`));
        };
        const onAbort = () => {
          finish();
          // Answered once the thread has ended, so that a cancel's answer means the work has stopped.
          void this.end(slot).then(() => reject(new ReportWorkerError('cancelled', 'report cancelled')));
        };
        function finish() {
          worker.off('message', onMessage).off('error', onError).off('exit', onExit);
          signal.removeEventListener('abort', onAbort);
        }
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        signal.addEventListener('abort', onAbort, { once: true });
        worker.postMessage(task);
      });
    } finally {
      this.release(slot);
    }
  }

  /** Ends every worker (the server is closing). */
  async close(): Promise<void> {
    await Promise.all([...this.slots].map((slot) => this.end(slot)));
  }

  private take(): Slot {
    const free = [...this.slots].find((slot) => !slot.busy);
    const slot = free ?? this.start();
    clearTimeout(slot.idle);
    slot.busy = true;
    // A report being made keeps the process alive, as any request's work does.
    slot.worker.ref();
    this.mostBusy = Math.max(this.mostBusy, this.stats().busy);
    return slot;
  }

  /** A worker kept for the next report does not keep the process alive. */
  private release(slot: Slot): void {
    slot.busy = false;
    if (!this.slots.has(slot)) return;
    slot.worker.unref();
    slot.idle = setTimeout(() => void this.end(slot), idleMs).unref();
  }

  private start(): Slot {
    const setup: WorkerSetup = { catalogueDir: this.options.catalogueDir };
    const worker = new Worker(this.boot, { eval: true, workerData: setup, resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb } });
    const slot: Slot = { worker, busy: false };
    this.slots.add(slot);
    // An idle worker that fails is forgotten; a busy one's failure is its report's (run's listeners).
    worker.on('error', () => {
      if (!slot.busy) this.drop(slot);
    });
    return slot;
  }

  private drop(slot: Slot): void {
    this.slots.delete(slot);
    clearTimeout(slot.idle);
  }

  private async end(slot: Slot): Promise<void> {
    this.drop(slot);
    await slot.worker.terminate();
  }
}
