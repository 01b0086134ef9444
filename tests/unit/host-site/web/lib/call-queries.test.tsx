// @vitest-environment happy-dom
// Issue 25: the site's server state is TanStack Query's (call-queries.ts), with the behaviour of the cache it
// replaced: GET answers kept for the visit in one language, other calls asked each time they are shown, failures
// not kept, and every answer asked again after a save changes the units or country they were given in.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServicesProvider, type AppServices } from '../../../../../host-site/web/lib/app-services';
import { createCallQueries, invalidateCalls, useCallAnswers, useCallQuery } from '../../../../../host-site/web/lib/call-queries';
import { createNotifications } from '../../../../../host-site/web/lib/notifications';
import { createOfflineState } from '../../../../../host-site/web/lib/offline';
import { createApiClient } from '../../../../../src/client/api-client';
import { baseInfo, productList } from '../../../../../src/contracts/valve';
import { createI18nInstance } from '../../../../../src/i18n/instance';
import { createAppState, memoryStore } from '../../../../../src/state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let asked: string[];
let failing: boolean;
let queries: QueryClient;

/** The server: every call answered with the number of calls so far, or refused while `failing`. */
const server: typeof fetch = async (input) => {
  const request = input as Request;
  asked.push(`${request.method} ${new URL(request.url).pathname}`);
  const answer = failing ? { Result: 3, Data: null, ErrorMsg: 'refused' } : { Result: 0, Data: { demo: asked.length }, ErrorMsg: '' };
  return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
};

function Shown({ answer }: { answer: { data?: unknown; isError: boolean } }) {
  const data = answer.data as { demo: number } | undefined;
  return <p>{data ? `answer ${data.demo}` : answer.isError ? 'failed' : 'loading'}</p>;
}

const GetAnswer = () => <Shown answer={useCallQuery(baseInfo, {})} />;
const PostAnswer = () => <Shown answer={useCallQuery(productList, { body: { valveName: 'Sov' } })} />;
// Issue 40: a member's own data, read as a page shows it, and a change's answer put in its place.
function FreshAnswer() {
  const answers = useCallAnswers();
  return (
    <>
      <Shown answer={useCallQuery(baseInfo, {}, { fresh: true })} />
      <button type="button" onClick={() => answers.set(baseInfo, {}, { demo: 99 } as never)}>set</button>
    </>
  );
}

function show(call: 'get' | 'post' | 'fresh', language = 'en') {
  const services = {
    api: createApiClient({ base: '/api', fetch: server, retries: 0 }),
    state: createAppState({ store: memoryStore() }),
    notifications: createNotifications(),
    queries,
    offline: createOfflineState(),
  } satisfies AppServices;
  return render(
    <I18nextProvider i18n={createI18nInstance(language, {})}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queries}>
          {call === 'get' ? <GetAnswer /> : call === 'post' ? <PostAnswer /> : <FreshAnswer />}
        </QueryClientProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  asked = [];
  failing = false;
  queries = createCallQueries();
});

afterEach(() => cleanup());

describe('the answers of the API calls', () => {
  it('keeps a GET answer for the visit: a page shown again has it in its first render, without asking', async () => {
    show('get').unmount();
    show('get');
    await screen.findByText('answer 1');
    cleanup();
    show('get');
    expect(screen.getByText('answer 1')).toBeTruthy();
    expect(asked).toEqual(['GET /api/valve/baseinfo']);
  });

  it("asks a fresh GET each time a page shows it, and shows a change's answer without asking", async () => {
    show('fresh');
    await screen.findByText('answer 1');
    cleanup();
    show('fresh');
    await screen.findByText('answer 2');
    act(() => screen.getByRole('button', { name: 'set' }).click());
    await screen.findByText('answer 99');
    expect(asked).toEqual(['GET /api/valve/baseinfo', 'GET /api/valve/baseinfo']);
  });

  it('asks a GET again in another language', async () => {
    show('get');
    await screen.findByText('answer 1');
    cleanup();
    show('get', 'cn');
    await screen.findByText('answer 2');
  });

  it('asks other calls each time they are shown', async () => {
    show('post');
    await screen.findByText('answer 1');
    cleanup();
    // Its answer goes with the page (TanStack Query's garbage collection runs on the next turn).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    show('post');
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('answer 2');
  });

  it('keeps no failure: the next page that needs the answer asks again', async () => {
    failing = true;
    show('get');
    await screen.findByText('failed');
    cleanup();
    failing = false;
    show('get');
    await screen.findByText('answer 2');
  });

  it('asks a shown answer again when a save makes it out of date', async () => {
    show('get');
    await screen.findByText('answer 1');
    await act(() => invalidateCalls(queries));
    await screen.findByText('answer 2');
  });
});
