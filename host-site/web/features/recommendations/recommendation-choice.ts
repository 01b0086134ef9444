import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApiClient } from '../../../../src/client';
import type { CallData } from '../../../../src/contracts/call';
import { recommendations } from '../../../../src/contracts/valve';
import type { KeyValueStore } from '../../../../src/state';
import { persistedSignal } from '../../../../src/state/persisted-signal';

export type Recommendation = CallData<typeof recommendations>['recommendList'][number];

/** Who the recommendations are for (SPEC §3 matching fields). */
export interface Visitor {
  /** The sales region of the visitor's country. */
  location: string | undefined;
  refrigerant: string | undefined;
  approvals: readonly string[];
}

/** The recommendation notice (SPEC §4): what matches the visitor, less what they asked not to see again. */
export interface RecommendationNotice {
  /** The matching recommendations not flagged do-not-show and not removed in this visit, in their order. */
  shown: ReadonlySignal<readonly Recommendation[]>;
  /** Asks the server for the recommendations matching the visitor. @throws what the call throws */
  load(visitor: Visitor): Promise<void>;
  /** Takes one out of this visit's notice; `forever` also flags it do-not-show. */
  remove(id: number, forever: boolean): void;
  /** The notice closed: the ticked ones are flagged do-not-show, the rest wait for the next visit. */
  close(ticked: readonly number[]): void;
}

/** The storage key of the do-not-show flags, the Ids of the recommendations flagged. */
export const hiddenRecommendationsKey = 'vs.recommendations.v1.hidden';

function readIds(text: string): readonly number[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : undefined;
  } catch {
    return undefined;
  }
}

export function createRecommendationNotice(api: ApiClient, store: KeyValueStore): RecommendationNotice {
  const hidden = persistedSignal<readonly number[]>(store, hiddenRecommendationsKey, readIds, [], (ids) => JSON.stringify(ids));
  const removed = signal<ReadonlySet<number>>(new Set());
  const matching = signal<readonly Recommendation[]>([]);
  const hide = (ids: readonly number[]) => {
    const fresh = ids.filter((id) => !hidden.value.includes(id));
    if (fresh.length > 0) hidden.value = [...hidden.value, ...fresh];
  };
  return {
    shown: computed(() => matching.value.filter((r) => !hidden.value.includes(r.Id) && !removed.value.has(r.Id))),
    async load({ location, refrigerant, approvals }) {
      const data = await api.call(recommendations, {
        query: {
          ...(location ? { Location: location } : {}),
          ...(refrigerant ? { Refrigerant_S: refrigerant } : {}),
          ...(approvals.length > 0 ? { Safetycer: [...approvals] } : {}),
        },
      });
      matching.value = data.recommendList;
      removed.value = new Set();
    },
    remove(id, forever) {
      if (forever) hide([id]);
      removed.value = new Set(removed.value).add(id);
    },
    close(ticked) {
      hide(ticked);
      removed.value = new Set(matching.value.map((r) => r.Id));
    },
  };
}
