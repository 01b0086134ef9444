import type { ApiClient } from '../../../../src/client';
import { loadSearchIndex } from '../../../../src/client/search-index';
import { SearchMatcher, type SearchTuple } from '../../../../src/catalogue/search';
import { field, h } from './dom';
import { t } from './mobile-text';

const shownRows = 30;

/** The part-number search (SPEC §2 search box rules); a row opens the full site's product list on it. */
export function mobileSearch(api: ApiClient, openOnFullSite: (path: string) => void): HTMLElement {
  const input = h('input', { type: 'search', autocomplete: 'off', enterkeyhint: 'search' });
  const status = h('p', { role: 'status' });
  const results = h('ul', { class: 'results' });
  let matcher: SearchMatcher | undefined;
  let rows: readonly SearchTuple[] = [];

  const render = () => {
    if (!matcher) return;
    const result = matcher.search(input.value, shownRows);
    if (result.status === 'too-short' || result.status === 'none') {
      status.textContent = t(result.status === 'none' ? 'search.none' : 'search.more');
      results.replaceChildren();
      return;
    }
    status.textContent = '';
    results.replaceChildren(
      ...result.rows.slice(0, shownRows).map((index) => {
        const [valve, serial, size, partNumber] = rows[index]!;
        const link = h('a', { href: `/sort/index?valveName=${encodeURIComponent(valve)}&keyword=${encodeURIComponent(partNumber)}` }, h('strong', {}, partNumber), ` ${serial} · ${size}`);
        link.addEventListener('click', (event) => {
          event.preventDefault();
          openOnFullSite(link.getAttribute('href')!);
        });
        return h('li', {}, link);
      }),
    );
  };

  status.textContent = t('search.loading');
  loadSearchIndex({ base: api.base }).then(
    (index) => {
      rows = index.rows;
      matcher = new SearchMatcher(index.rows);
      render();
    },
    () => void (status.textContent = t('search.failed')),
  );
  input.addEventListener('input', render);
  return h('section', { 'aria-labelledby': 'search-heading' }, h('h2', { id: 'search-heading' }, t('search.heading')), field(t('search.label'), input), status, results);
}
