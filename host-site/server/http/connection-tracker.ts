import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How often a drain looks for connections that have become idle (ms). */
const sweepMs = 50;

/** What is known of one open connection. */
interface ConnectionState {
  /** Requests received on it and not yet answered (more than one when a client pipelines). */
  readonly inFlight: Set<object>;
  /** socket.bytesRead when its last answer was sent: more bytes since then are a request begun. */
  bytesAtLastAnswer: number;
  /** When its last answer was sent, or it opened (ms, performance.now). */
  lastAnswerAt: number;
}

/**
 * The server's connections and the requests in flight on each, counted in when a request is received and out when it
 * is answered or its connection closes, whichever comes first. A request can end in many ways (answered, its client
 * gone, a body shorter or longer than its Content-Length, a time-out, a reset): every one of them either finishes
 * the answer or closes the connection, so the count comes back to 0 (issue 24: a request whose Content-Length was
 * shorter than its body stayed counted for good, and after about 30 of them a lag shed everyone until a restart).
 *
 * It also says which connections are idle, as a drain needs: no request in flight AND no byte received since the last
 * answer. Node's own idea of idle (closeIdleConnections) misses a request that has arrived but is not yet parsed, and
 * cut 48–50 of 50 keep-alive clients under load at a SIGTERM.
 */
export class ConnectionTracker {
  readonly #connections = new Map<Socket, ConnectionState>();
  readonly #socketOf = new WeakMap<object, Socket>();
  readonly #whenEnded = new WeakMap<object, (() => void)[]>();
  #inFlight = 0;
  /** While draining: the quiet asked for, and the timer that looks for idle connections. */
  #drain: { quietMs: number; sweep: NodeJS.Timeout } | undefined;

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      const state: ConnectionState = { inFlight: new Set(), bytesAtLastAnswer: 0, lastAnswerAt: performance.now() };
      this.#connections.set(socket, state);
      socket.once('close', () => {
        this.#connections.delete(socket);
        for (const request of [...state.inFlight]) this.ended(request);
      });
    });
  }

  /** Requests received and not yet answered, on every connection. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Open connections. */
  get open(): number {
    return this.#connections.size;
  }

  /**
   * Counts a request in; `request` is any object that stands for it (the Fastify request). A request on no connection
   * of the server's (Fastify's inject) is counted too, and out only by `ended`.
   */
  received(request: object, socket: Socket): void {
    if (this.#socketOf.has(request)) return;
    this.#socketOf.set(request, socket);
    this.#inFlight++;
    this.#connections.get(socket)?.inFlight.add(request);
  }

  /** Runs `then` once when `request` ends (answered or its connection closed); at once if it is not in flight. */
  whenEnded(request: object, then: () => void): void {
    if (!this.#socketOf.has(request)) return then();
    const waiting = this.#whenEnded.get(request);
    if (waiting) waiting.push(then);
    else this.#whenEnded.set(request, [then]);
  }

  /** Counts a request out: its answer was sent, or it can never be. A second call does nothing. */
  ended(request: object): void {
    const socket = this.#socketOf.get(request);
    if (!socket) return;
    this.#socketOf.delete(request);
    this.#inFlight--;
    // Gone when the connection closed first.
    const state = this.#connections.get(socket);
    if (state) {
      state.inFlight.delete(request);
      state.bytesAtLastAnswer = socket.bytesRead;
      state.lastAnswerAt = performance.now();
    }
    const waiting = this.#whenEnded.get(request);
    this.#whenEnded.delete(request);
    for (const then of waiting ?? []) then();
  }

  /**
   * Closes every connection as soon as it is idle (see closeIdle), from now until none is left: what the close of the
   * server needs, since it waits for them all. Called again, it keeps the shorter quiet.
   */
  drain(quietMs: number): void {
    if (this.#drain) {
      this.#drain.quietMs = Math.min(this.#drain.quietMs, quietMs);
    } else {
      // Looked at right after the loop has read the sockets (setImmediate follows the poll), so that a request that
      // has arrived is seen before its connection is judged.
      const sweep = setInterval(() => setImmediate(() => this.#sweep()), sweepMs);
      sweep.unref();
      this.#drain = { quietMs, sweep };
    }
    this.#sweep();
  }

  #sweep(): void {
    if (!this.#drain) return;
    this.closeIdle(this.#drain.quietMs);
    if (this.#connections.size > 0) return;
    clearInterval(this.#drain.sweep);
    this.#drain = undefined;
  }

  /**
   * Closes the connections that are idle: nothing in flight, no byte received since their last answer, and that
   * answer at least `quietMs` old. A kept-alive client sends its next request as soon as it has its answer; one that
   * has not for `quietMs` is idle, and closing it cannot cut a request on its way.
   * @returns how many were closed.
   */
  closeIdle(quietMs: number): number {
    const quietSince = performance.now() - quietMs;
    let closed = 0;
    for (const [socket, state] of this.#connections) {
      if (state.inFlight.size > 0 || socket.bytesRead !== state.bytesAtLastAnswer || state.lastAnswerAt > quietSince) continue;
      socket.destroy();
      closed++;
    }
    return closed;
  }
}
