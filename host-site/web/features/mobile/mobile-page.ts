import { createApiClient } from '../../../../src/client/api-client';
import { h } from './dom';
import { goToFullSite } from './full-site';
import { mobileConverter } from './mobile-converter';
import { mobileSearch } from './mobile-search';
import { language, loadStrings, locale, t } from './mobile-text';

// The mobile site (SPEC §1, §2 /mobile): search and the converter on one small page of plain DOM, so that a phone
// loads a fraction of the desktop site's script; anything further opens the full site, which then stays.

const api = createApiClient({ base: '/api', session: () => ({ lang: language }) });

const openOnFullSite = (path: string) => {
  goToFullSite();
  location.assign(path);
};

function render(): void {
  const fullSite = h('a', { href: '/home', class: 'full-site' }, t('fullSite'));
  fullSite.addEventListener('click', (event) => {
    event.preventDefault();
    goToFullSite();
  });
  document.documentElement.lang = locale;
  document.title = t('title');
  document.getElementById('root')?.replaceChildren(
    h('header', {}, h('h1', {}, t('title')), fullSite),
    h('main', {}, mobileSearch(api, openOnFullSite), mobileConverter(api)),
  );
}

void loadStrings().then(render);
