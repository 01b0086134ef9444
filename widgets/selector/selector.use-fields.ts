// The family's field definitions: given by the page, or asked of the server; a load that found no server is asked
// again by itself (issue 35), its message kept in view meanwhile.
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../src/client';
import { selectionFields, type SelectionFieldsData } from '../../src/contracts/selection';
import { useStableCallback } from '../internal/element/stable-callback';
import { isTransient, messageOf } from './selector.failures';
import type { SelectorModel } from './selector.model';

/** A call that found no server or no answer it could read (after the client's retries): Try again asks it again (issue 28). */
export interface Unreachable {
  call: 'load' | 'calculate';
  /** The failure, worded at render (issue 37): a failure can come before the page's language has. */
  failure: unknown;
}

/** A form that could not load asks again by itself this long after its first failure, twice as long after each next. */
const RECOVERY_FIRST_MS = 5_000;
/** ... and never longer apart than this. */
const RECOVERY_LONGEST_MS = 60_000;

interface FieldsSource {
  api: ApiClient;
  model: SelectorModel;
  valveName: string | undefined;
  serialId: number | undefined;
  /** Field definitions the page gave: nothing is asked. */
  given: SelectionFieldsData | undefined;
  /** The labels come in the page's language: a new language asks again. */
  language: string;
  t: TFunction;
  setUnreachable: (unreachable: Unreachable | undefined) => void;
  /** The definitions arrived (the model is not yet told: this does it, with the page's starting conditions). */
  onFields: (data: SelectionFieldsData) => void;
}

/** Loads the family's fields into the form; answers the load again (Try again). */
export function useFields({ api, model, valveName, serialId, given, language, t, setUnreachable, onFields }: FieldsSource): () => void {
  // Each load of the form is numbered so that Try again can ask for it anew; loadFailures counts the failed ones.
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [loadFailures, setLoadFailures] = useState(0);
  const recovering = useRef(false);
  const ready = useStableCallback((data: SelectionFieldsData) => {
    setUnreachable(undefined);
    setLoadFailures(0);
    onFields(data);
  });

  useEffect(() => {
    if (given) return void ready(given);
    if (!valveName) return undefined;
    let current = true;
    if (!recovering.current) model.loading();
    recovering.current = false;
    api
      .call(selectionFields, { query: { valveName, ...(serialId ? { serialId } : {}) } })
      .then((data) => current && ready(data))
      .catch((error: unknown) => {
        if (!current) return;
        model.fail(messageOf(error, t));
        const transient = isTransient(error);
        setUnreachable(transient ? { call: 'load', failure: error } : undefined);
        if (transient) setLoadFailures((n) => n + 1);
      });
    return () => void (current = false);
    // setUnreachable is a state setter; ready is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, model, valveName, serialId, given, language, t, loadAttempt]);

  // A form that could not load asks again by itself, 5 s after the first failure and twice as long after each next
  // (a minute at most), and at once when the browser is back online: a server back up is found without the buyer.
  useEffect(() => {
    if (loadFailures === 0) return undefined;
    const recover = () => {
      recovering.current = true;
      setLoadAttempt((n) => n + 1);
    };
    const timer = setTimeout(recover, Math.min(RECOVERY_LONGEST_MS, RECOVERY_FIRST_MS * 2 ** (loadFailures - 1)));
    window.addEventListener('online', recover);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', recover);
    };
  }, [loadFailures]);

  return () => setLoadAttempt((n) => n + 1);
}
