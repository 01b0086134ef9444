/**
 * The server's clock under test: the real time plus whatever the test moved it on, so a test reaches an expiry (a
 * code's one-a-minute limit, a token's lifetime) by moving the clock instead of sleeping through it. The API tests
 * and the end-to-end run pass its `now` to the app (`buildApp(config, { now })`).
 */
export class TestClock {
  #offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.#offsetMs);

  /** Moves the server's time forward by `ms`; it never goes back, as a real clock would not. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`a test clock moves forward only, not by ${ms} ms`);
    this.#offsetMs += ms;
  }
}
