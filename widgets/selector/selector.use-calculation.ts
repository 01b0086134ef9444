// Calculating the form: in the browser when the family's selection is here (issue 29), else by the server, and in
// the browser again when no server answers (issue 41). Each calculation is numbered, so that an answer coming after a
// later one's is dropped; results, once shown, follow the form's edits.
import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isApiError, type ApiClient } from '../../src/client';
import { conditionOfWire } from '../../src/contracts/condition-names';
import { toJson } from '../../src/contracts/json';
import { calculateSelection, type CalculationBody, type CalculationData } from '../../src/contracts/selection';
import { useStableCallback } from '../internal/element/stable-callback';
import { isTransient, messageOf } from './selector.failures';
import { calculateHere, LIVE_PAUSE_MS, type LocalCalculation, type Presentation } from './selector.local';
import type { SelectorModel } from './selector.model';
import { pointsOfBody, showPoint, type PointsSignal } from './selector.points';
import { refrigerantOf, type SelectorProps } from './selector.props';
import { prefetchResults, resultsCode, resultsHere } from './selector.results-lazy';
import type { Unreachable } from './selector.use-fields';

/** Who asked: the user's Calculate (its results are brought into view), the page opening with results, or an edit. */
export type CalculateBy = 'user' | 'start' | 'edit';

interface CalculationSources {
  props: SelectorProps;
  model: SelectorModel;
  api: ApiClient;
  local: LocalCalculation;
  presentation: Presentation | undefined;
  points: PointsSignal;
  /** Counts the operating points' edits: they change the request as a field does. */
  pointEdits: number;
  refrigerant: string;
  form: RefObject<HTMLFormElement | null>;
  t: TFunction;
  setUnreachable: (unreachable: Unreachable | undefined) => void;
  /** An answer arrived: its results are brought into view when the user asked for it (`reveal`), not otherwise. */
  onAnswer: (reveal: boolean) => void;
}

export interface Calculation {
  calculate: (by?: CalculateBy, askServer?: boolean) => Promise<void>;
  /** After an edit of a field: results shown follow it, in the same event when the browser answers. */
  followEdit: () => void;
  /** The server's calculate found no server and the browser answered: said until a server answer comes (issue 41). */
  serverMissed: boolean;
}

/** Takes the user to the first field to correct, as a browser's own validation would. */
function focusProblem(form: RefObject<HTMLFormElement | null>) {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export function useCalculation(sources: CalculationSources): Calculation {
  const { props, model, api, local, presentation, points, form, t, setUnreachable } = sources;
  const [serverMissed, setServerMissed] = useState(false);
  const sequence = useRef(0);
  // The request and presentation of the result shown or on its way: an edit that leaves them as they are asks nothing.
  const asked = useRef<string>(undefined);

  /** The request of the form as it stands, or undefined (every problem shown) when a field cannot be sent. */
  function requestNow(): CalculationBody | undefined {
    const data = model.fields.peek();
    if (!data) return undefined;
    const { serialId, systemId, approvals } = props;
    const body = model.requestFor({ valveName: data.valveName, serialId, systemId, refrigerant: refrigerantOf(props, model.refrigerantChoice.peek(), data), approvals });
    return body && { ...body, ...pointsOfBody(points.peek(), body.conditions) };
  }

  /** The server's answer, or the browser's when no server answered. */
  async function askServer(request: CalculationBody): Promise<{ data: CalculationData; here: boolean }> {
    model.calculating(request);
    // The form shows a refusal beside the field it names (or above the results): the host's toast would repeat it.
    return api.call(calculateSelection, { body: request }, { showsRefusal: true, showsUnreachable: true }).then(
      (data) => ({ data, here: false }),
      async (error: unknown) => {
        const here = isTransient(error) ? await calculateHere(api, request, presentation) : undefined;
        if (!here) throw error;
        return { data: here, here: true };
      },
    );
  }

  async function calculate(by: CalculateBy = 'start', server = false) {
    if (!model.fields.peek()) return;
    const request = requestNow();
    if (!request) return focusProblem(form);
    prefetchResults();
    const token = ++sequence.current;
    asked.current = toJson([request, presentation]);
    setUnreachable(undefined);
    try {
      const here = server ? undefined : local.calculate(request);
      // An answer waits for the results' code (asked for as the user started, so mostly here already): the rows are
      // drawn with their heading, never a heading over an empty space.
      const answer = here ? { data: here, here: true, server: false } : { ...(await askServer(request)), server: true };
      if (!resultsHere()) await resultsCode();
      if (token !== sequence.current) return;
      sources.onAnswer(by === 'user');
      if (answer.here) model.calculatedLocally(request, answer.data);
      else model.calculated(answer.data);
      if (answer.server) setServerMissed(answer.here);
      const { Optimal, Available, Prohibited } = answer.data;
      if (by !== 'edit') props.onCalculate?.({ request, counts: { Optimal: Optimal.length, Available: Available.length, Prohibited: Prohibited.length } });
    } catch (error) {
      if (token !== sequence.current) return;
      const detail = isApiError(error) ? error.detail : undefined;
      // A refusal naming another operating point shows that point, so that the field it names is the one seen.
      if (typeof detail?.point === 'number') showPoint(points, model, detail.point);
      model.refused(messageOf(error, t), typeof detail?.field === 'string' ? conditionOfWire(detail.field) : undefined);
      setUnreachable(isTransient(error) ? { call: 'calculate', failure: error } : undefined);
      if (by !== 'edit') focusProblem(form);
    }
  }

  /**
   * The request results that follow the form would ask now, with whether the browser answers it: undefined when no
   * results are shown, a field cannot be sent (a half-typed number: the results stay) or the request is the one asked.
   */
  function followingRequest(): { local: boolean } | undefined {
    if (!model.result.peek() || Object.keys(model.problems.peek()).length > 0) return undefined;
    const request = requestNow();
    if (!request || toJson([request, presentation]) === asked.current) return undefined;
    return { local: local.ready(request) };
  }

  // Results follow the form (issue 29): once results are shown, an edit that makes a new request recalculates, in
  // the browser within the edit's own event (one render draws the field and its results), or by the server after a
  // pause in the typing while the family's selection is not here.
  const followEdit = useStableCallback(() => {
    if (followingRequest()?.local) void calculate('edit');
  });
  // What changes the request besides a field (the refrigerant, the page's props, the units, the selection arriving)
  // is followed after its render, before paint.
  const approvalsKey = toJson(props.approvals ?? []);
  useLayoutEffect(() => {
    const following = followingRequest();
    if (!following) return undefined;
    // The browser's answer in the same commit as the change, before paint: no frame shows the results of before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (following.local) return void calculate('edit');
    const timer = setTimeout(() => void calculate('edit'), LIVE_PAUSE_MS);
    return () => clearTimeout(timer);
    // The form's request is made of these; calculate() reads the model when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model.conditions.value, sources.refrigerant, approvalsKey, props.serialId, props.systemId, presentation, local, sources.pointEdits]);

  return { calculate, followEdit, serverMissed };
}
