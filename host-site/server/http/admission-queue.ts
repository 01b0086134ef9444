/** Why a request was not admitted: the server is past its capacity, and waiting longer would not serve it in time. */
export class AdmissionRefused extends Error {
  constructor(
    /** How long it had waited (ms) when refused: 0 when refused on arrival. */
    readonly waitedMs: number,
  ) {
    super(`not admitted after ${Math.round(waitedMs)} ms`);
    this.name = 'AdmissionRefused';
  }
}

export interface AdmissionOptions {
  /** Costly requests at work at once (those that wait on a worker or the database hold their place meanwhile). */
  concurrency: number;
  /** The longest a request may wait from its arrival until its work begins; past it, it is refused. */
  maxWaitMs: number;
  /**
   * Requests waiting at most, whatever the work time (before the first run has measured it, a burst would otherwise
   * all be queued); default 256.
   */
  maxQueued?: number;
  /** A monotonic clock in ms (performance.now); tests pass their own. */
  now?: () => number;
  /** Runs a callback on a later turn of the event loop (setImmediate); tests pass their own. */
  later?: (run: () => void) => void;
}

interface Waiting {
  arrivedAt: number;
  abandoned: () => boolean;
  admit: (release: () => void) => void;
  refuse: (error: AdmissionRefused) => void;
}

const defaultMaxQueued = 256;
/**
 * The work times of this many last runs make the typical one: their median, which one slow run (a cold start, a pause
 * of the garbage collector) does not move.
 */
const recentRuns = 16;

/**
 * The admission of costly requests (a calculation, its curves): at most `concurrency` at work, the others wait in
 * order, and none waits longer than `maxWaitMs` from its arrival. A request is refused at once when the queue before it
 * would take longer than that at the typical work time of the last runs, and when its turn comes too late; a refusal
 * costs next to nothing, so past capacity the server answers "busy" at once instead of queueing into time-outs
 * (issue 24: at 200 connections, 79 clients waited over 10 s while the mean event-loop lag stayed low).
 *
 * One request begins per turn of the event loop, so that between two calculations Node reads the sockets: requests
 * are seen (and health checks answered) within one calculation of their arrival, and their wait is measured from
 * there, not from whenever a loop busy with a burst got round to them.
 */
export class AdmissionQueue {
  readonly #queue: Waiting[] = [];
  readonly #now: () => number;
  readonly #later: (run: () => void) => void;
  #working = 0;
  #scheduled = false;
  /** Times (ms) from admission to release of the last runs, oldest first. */
  readonly #recent: number[] = [];
  /** Their median; 0 until one has run. */
  #typicalWorkMs = 0;

  constructor(private readonly options: AdmissionOptions) {
    this.#now = options.now ?? (() => performance.now());
    this.#later = options.later ?? setImmediate;
  }

  /** Requests at work now. */
  get working(): number {
    return this.#working;
  }

  /** Requests waiting for their turn. */
  get waiting(): number {
    return this.#queue.length;
  }

  /** The typical work time of the last runs (ms): their median. */
  get typicalWorkMs(): number {
    return this.#typicalWorkMs;
  }

  /**
   * Whether a request that arrived at `arrivedAt` would be refused if it asked now: the queue is full, or the requests
   * before it, served one after another at the typical work time, would keep it past maxWaitMs. Asked before a body
   * is read, so that a refusal costs no parsing (admit asks the same again once it is read).
   */
  refuses(arrivedAt: number): boolean {
    const waited = this.#now() - arrivedAt;
    const ahead = this.#queue.length + Math.max(0, this.#working + 1 - this.options.concurrency);
    const full = this.#queue.length >= (this.options.maxQueued ?? defaultMaxQueued);
    return full || waited > this.options.maxWaitMs || waited + ahead * this.#typicalWorkMs > this.options.maxWaitMs;
  }

  /**
   * Waits for the request's turn.
   * @param arrivedAt when the request arrived, on the queue's clock.
   * @param abandoned true once nobody waits for the answer any more (its connection closed): it then loses its turn.
   * @returns the release, to call once when its work is done (a second call does nothing).
   * @throws AdmissionRefused when it would wait, or has waited, longer than maxWaitMs.
   */
  admit(arrivedAt: number, abandoned: () => boolean = () => false): Promise<() => void> {
    if (this.refuses(arrivedAt)) return Promise.reject(new AdmissionRefused(this.#now() - arrivedAt));
    return new Promise((admit, refuse) => {
      this.#queue.push({ arrivedAt, abandoned, admit, refuse });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#queue.length === 0) return;
    this.#scheduled = true;
    this.#later(() => {
      this.#scheduled = false;
      this.#next();
    });
  }

  /** Admits the next request that can still be served in time; refuses those whose turn came too late. */
  #next(): void {
    if (this.#working >= this.options.concurrency) return;
    const now = this.#now();
    for (let next = this.#queue.shift(); next; next = this.#queue.shift()) {
      const waited = now - next.arrivedAt;
      if (next.abandoned()) {
        next.refuse(new AdmissionRefused(waited));
        continue;
      }
      if (waited > this.options.maxWaitMs) {
        next.refuse(new AdmissionRefused(waited));
        continue;
      }
      this.#working++;
      next.admit(this.#release(now));
      break;
    }
    this.#schedule();
  }

  #release(startedAt: number): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#working--;
      this.#recent.push(this.#now() - startedAt);
      if (this.#recent.length > recentRuns) this.#recent.shift();
      const sorted = [...this.#recent].sort((a, b) => a - b);
      this.#typicalWorkMs = sorted[Math.floor(sorted.length / 2)]!;
      this.#schedule();
    };
  }
}
