import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * What a widget knows of one answer it asked for (issue 40): nothing asked (`idle`), asked (`loading`), none came
 * (`failed`, with `retry`) or come (`ready`). `last` is the latest answer to any question this hook asked, so that a
 * widget may keep showing it while the next comes or after the next failed.
 */
export type Answer<T> =
  | { status: 'idle'; last: T | undefined }
  | { status: 'loading'; last: T | undefined }
  | { status: 'failed'; last: T | undefined; retry: () => void }
  | { status: 'ready'; data: T; last: T };

export interface AnswerOptions {
  /**
   * Whatever the answer also comes from beside `key` (the API client, a page's price provider): another one asks
   * again.
   */
  source?: unknown;
  /** Wait this long (ms) after the key last changed before asking: typing asks once, when it pauses. */
  delay?: number;
}

interface Question {
  key: string;
  source: unknown;
  attempt: number;
}

type Outcome<T> = { question: Question; data: T } | { question: Question; failed: true };

const same = (a: Question | undefined, b: Question | undefined) => a !== undefined && b !== undefined && a.key === b.key && a.source === b.source && a.attempt === b.attempt;

/**
 * The widgets' one way to read from a server (or a page's provider) while the host site reads through its query
 * layer: `ask` is called for each new `key` (undefined asks nothing) and its answer kept while the key stays. An
 * answer that comes after the key moved on is dropped, unless the key came back to it meanwhile; a key that comes
 * back while its question is still out asks nothing again.
 */
export function useAnswer<T>(key: string | undefined, ask: () => Promise<T>, options: AnswerOptions = {}): Answer<T> {
  const { source, delay = 0 } = options;
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const [last, setLast] = useState<T>();
  const question: Question | undefined = key === undefined ? undefined : { key, source, attempt };
  // The question of the latest render, the questions out and the one answered: read by answers and effects only.
  const latest = useRef<Question | undefined>(undefined);
  const out = useRef<Question[]>([]);
  const answered = useRef<Question | undefined>(undefined);
  const asker = useRef(ask);
  useLayoutEffect(() => {
    asker.current = ask;
    latest.current = question;
  });

  useEffect(() => {
    if (key === undefined) return undefined;
    const asked: Question = { key, source, attempt };
    if (out.current.some((question) => same(question, asked)) || same(answered.current, asked)) return undefined;
    const start = () => {
      out.current = [...out.current, asked];
      const settle = () => void (out.current = out.current.filter((question) => question !== asked));
      asker.current().then(
        (data) => {
          settle();
          if (!same(latest.current, asked)) return;
          answered.current = asked;
          setOutcome({ question: asked, data });
          setLast(() => data);
        },
        () => {
          settle();
          if (!same(latest.current, asked)) return;
          answered.current = undefined;
          setOutcome({ question: asked, failed: true });
        },
      );
    };
    if (delay <= 0) {
      start();
      return undefined;
    }
    const timer = setTimeout(start, delay);
    return () => clearTimeout(timer);
  }, [key, source, attempt, delay]);

  if (!question) return { status: 'idle', last };
  if (!outcome || !same(outcome.question, question)) return { status: 'loading', last };
  if ('failed' in outcome) return { status: 'failed', last, retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready', data: outcome.data, last: outcome.data };
}
