// @vitest-environment happy-dom
// The widgets' one hook for reading from a server (issue 40, item 3).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnswer, type Answer } from '../../../../../widgets/internal/element/use-answer';

afterEach(cleanup);

/** An ask whose answers the test gives, each by its key, in the order it chooses. */
function asker() {
  const waiting = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const asked: string[] = [];
  const ask = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      asked.push(key);
      waiting.set(key, { resolve, reject });
    });
  const answer = (key: string, value: string) => act(() => waiting.get(key)!.resolve(value));
  const fail = (key: string) => act(() => waiting.get(key)!.reject(new Error('down')));
  return { ask, asked, answer, fail };
}

function hook(server: ReturnType<typeof asker>, first: string | undefined) {
  return renderHook(({ key }: { key: string | undefined }) => useAnswer(key, server.ask(key ?? '')), { initialProps: { key: first } });
}

describe('useAnswer', () => {
  it('asks nothing without a key', () => {
    const server = asker();
    const { result } = hook(server, undefined);
    expect(result.current.status).toBe('idle');
    expect(server.asked).toEqual([]);
  });

  it('is loading until the answer to its key comes, then ready with it', async () => {
    const server = asker();
    const { result } = hook(server, 'a');
    expect(result.current.status).toBe('loading');
    await server.answer('a', 'answer a');
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer a' });
    expect(server.asked).toEqual(['a']);
  });

  it("drops an answer to a key it left, and keeps the last answer while the next comes", async () => {
    const server = asker();
    const { result, rerender } = hook(server, 'a');
    await server.answer('a', 'answer a');
    rerender({ key: 'b' });
    rerender({ key: 'c' });
    await server.answer('b', 'answer b');
    expect(result.current).toEqual({ status: 'loading', last: 'answer a' });
    await server.answer('c', 'answer c');
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer c' });
  });

  it('asks nothing again for a key that comes back while its question is out, and takes its answer', async () => {
    const server = asker();
    const { result, rerender } = hook(server, 'a');
    rerender({ key: 'b' });
    rerender({ key: 'a' });
    await server.answer('a', 'answer a');
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer a' });
    expect(server.asked).toEqual(['a', 'b']);
  });

  it('says failed, and asks again on retry', async () => {
    const server = asker();
    const { result } = hook(server, 'a');
    await server.fail('a');
    const failed = result.current as Extract<Answer<string>, { status: 'failed' }>;
    expect(failed.status).toBe('failed');
    act(() => failed.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(server.asked).toEqual(['a', 'a']));
    await server.answer('a', 'answer a');
    expect(result.current).toMatchObject({ status: 'ready', data: 'answer a' });
  });
});
