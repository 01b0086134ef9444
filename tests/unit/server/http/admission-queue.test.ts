// Issue 24: the admission of costly calls, on a test clock and a hand-turned event loop: order, the cap on work at
// once, refusals on arrival (the queue before would take too long) and at the turn (waited too long), and every
// release counted once.
import { describe, expect, it } from 'vitest';
import type { AdmissionRefused } from '../../../../host-site/server/http/admission-queue';
import { AdmissionQueue } from '../../../../host-site/server/http/admission-queue';

function queueOnTestClock(concurrency: number, maxWaitMs: number) {
  let clock = 0;
  const turns: (() => void)[] = [];
  const queue = new AdmissionQueue({ concurrency, maxWaitMs, now: () => clock, later: (run) => turns.push(run) });
  /** One turn of the event loop: the callbacks scheduled before it, then the promises they settled. */
  const turn = async () => {
    for (const run of turns.splice(0)) run();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    queue,
    turn,
    advance: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

type Outcome = { admitted: () => void } | { refused: AdmissionRefused } | 'waiting';

function track(promise: Promise<() => void>): { outcome: Outcome } {
  const tracked: { outcome: Outcome } = { outcome: 'waiting' };
  promise.then(
    (release) => (tracked.outcome = { admitted: release }),
    (error: AdmissionRefused) => (tracked.outcome = { refused: error }),
  );
  return tracked;
}

const admitted = (t: { outcome: Outcome }) => typeof t.outcome === 'object' && 'admitted' in t.outcome;
const refused = (t: { outcome: Outcome }) => typeof t.outcome === 'object' && 'refused' in t.outcome;
const release = (t: { outcome: Outcome }) => (t.outcome as { admitted: () => void }).admitted();

describe('AdmissionQueue', () => {
  it('admits in order of arrival, one per turn of the loop, never more at work than its concurrency', async () => {
    const { queue, turn, now } = queueOnTestClock(2, 1_000);
    const requests = Array.from({ length: 4 }, () => track(queue.admit(now())));
    expect(requests.map(admitted)).toEqual([false, false, false, false]);
    await turn();
    expect(requests.map(admitted)).toEqual([true, false, false, false]);
    await turn();
    expect(requests.map(admitted)).toEqual([true, true, false, false]);
    await turn();
    expect(queue.working, 'two at work: the third waits').toBe(2);
    expect(requests.map(admitted)).toEqual([true, true, false, false]);
    release(requests[0]!);
    release(requests[0]!); // a second release counts nothing
    await turn();
    expect(requests.map(admitted)).toEqual([true, true, true, false]);
    expect(queue.working).toBe(2);
    release(requests[1]!);
    release(requests[2]!);
    await turn();
    release(requests[3]!);
    expect(queue.working).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses at once a request that the queue before it would keep past the longest wait, at the typical work time', async () => {
    const { queue, turn, advance, now } = queueOnTestClock(1, 1_000);
    // Calculations of 300 ms teach the queue its work time; one slow start of 5 s does not move it.
    for (const ms of [5_000, 300, 300, 300]) {
      const one = track(queue.admit(now()));
      await turn();
      advance(ms);
      release(one);
    }
    expect(queue.typicalWorkMs).toBe(300);
    // 1000 ms of wait allow a newcomer three ahead of it (900 ms); the fifth would have four (1200 ms).
    const burst = Array.from({ length: 5 }, () => track(queue.admit(now())));
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(burst.map(refused)).toEqual([false, false, false, false, true]);
    expect((burst[4]!.outcome as { refused: AdmissionRefused }).refused.waitedMs, 'refused on arrival, not after waiting').toBe(0);
  });

  it('refuses at its turn a request that has waited longer than the longest wait, and one whose client has gone', async () => {
    const { queue, turn, advance, now } = queueOnTestClock(1, 1_000);
    const first = track(queue.admit(now()));
    let gone = false;
    const abandoned = track(queue.admit(now(), () => gone));
    const late = track(queue.admit(now()));
    await turn();
    expect(admitted(first)).toBe(true);
    gone = true;
    advance(1_500); // the first one's work took longer than the others may wait
    release(first);
    await turn();
    expect(refused(abandoned)).toBe(true);
    expect(refused(late)).toBe(true);
    expect((late.outcome as { refused: AdmissionRefused }).refused.waitedMs).toBe(1_500);
    expect(queue.working).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('holds at most maxQueued waiting before it has measured a single run', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxWaitMs: 1_000, maxQueued: 3, now: () => 0, later: () => undefined });
    const burst = Array.from({ length: 5 }, () => track(queue.admit(0)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(burst.map(refused)).toEqual([false, false, false, true, true]);
    expect(queue.waiting).toBe(3);
  });

  it('refuses on arrival a request that already waited past the longest wait before it was read', () => {
    const { queue, advance } = queueOnTestClock(4, 1_000);
    advance(5_000);
    return expect(queue.admit(3_000)).rejects.toMatchObject({ name: 'AdmissionRefused', waitedMs: 2_000 });
  });
});
