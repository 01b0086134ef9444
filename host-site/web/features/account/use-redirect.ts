import { useRouterState } from '@tanstack/react-router';

/** The page's `redirect` parameter: where to go once signed in. */
export function useRedirect(): string | undefined {
  const search: Record<string, unknown> = useRouterState({ select: (state) => state.location.search });
  return typeof search.redirect === 'string' && search.redirect !== '' ? search.redirect : undefined;
}
