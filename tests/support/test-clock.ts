import type { Clock } from '../../host-site/server/services/accounts';

/**
 * The server's clock under test: the real time plus whatever the test moved it on, so a test waits for an expiry
 * (a code's one-a-minute limit, a token's lifetime) by moving the clock instead of sleeping through it.
 */
export interface TestClock {
  now: Clock;
  /** Moves the server's time forward by `ms`; it never goes back, as a real clock would not. */
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`a test clock moves forward only, not by ${ms} ms`);
      offsetMs += ms;
    },
  };
}
