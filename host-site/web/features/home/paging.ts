import { useState } from 'react';

/** The home page shows families and systems 9 a page (a 3 x 3 grid). */
export const gridPageSize = 9;

/** How many pages `total` items fill; at least 1, so that an empty list is "page 1 of 1". */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of 1-based `page`, the page clamped into range (a list that shrank keeps a valid page). */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pages: number } {
  const pages = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

/**
 * The 1-based page of a list that `key` names (its filter): back to the first page whenever the key changes,
 * also to one shown before, since the list under it is another.
 */
export function useListPage(key: string): [page: number, setPage: (page: number) => void] {
  const [state, setState] = useState({ key, page: 1 });
  // Adjusted while rendering (React's pattern for state derived from props): no render shows the old page.
  if (state.key !== key) setState({ key, page: 1 });
  return [state.key === key ? state.page : 1, (page) => setState({ key, page })];
}
