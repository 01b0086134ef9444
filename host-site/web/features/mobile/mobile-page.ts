import { defaultUnit, type UnitSystemId } from '../../../../src/engine/units/unit-systems';
import { h } from './dom';
import { goToFullSite } from './full-site';
import { loadStrings, locale, t } from './mobile-text';
import { widgetFacade } from './widget-facade';

// The mobile site (SPEC §1, §2 /mobile): the search box and the converter, the same widgets as everywhere, on one
// small page; anything further opens the full site, which then stays. A phone's first view must stay small, so
// each widget is first a facade of its first view and its code comes on first use or when the page is idle.

const unitSystemKey = 'vs.session.v1.unit-system';

/** The unit system the full site stored (1 imperial, 2 metric, the default). */
function unitSystem(): UnitSystemId {
  try {
    return localStorage.getItem(unitSystemKey) === '1' ? 1 : 2;
  } catch {
    return 2;
  }
}

interface PartChosen {
  partNumber: string;
  valveName: string;
}

/** The search box; a part number chosen opens the full site's list of its family on it. */
function search(): HTMLElement {
  const box = widgetFacade('vs-search-box', {}, [
    [{ part: 'input', kind: 'input', name: t('search-box:label'), text: t('search-box:placeholder'), attributes: { role: 'combobox' } }],
  ]);
  box.addEventListener('vs-select', (event) => {
    const { partNumber, valveName } = (event as CustomEvent<PartChosen>).detail;
    goToFullSite(`/sort/index?valveName=${encodeURIComponent(valveName)}&keyword=${encodeURIComponent(partNumber)}`);
  });
  return box;
}

/** The converter in the unit system the full site stored; its first view is the saturation conversion of R134a. */
function converter(): HTMLElement {
  const system = unitSystem();
  const c = (key: string) => t(`unit-converter:${key}`);
  return widgetFacade(
    'vs-unit-converter',
    { 'unit-system': String(system) },
    [
      [{ part: 'quantity-select', kind: 'select', label: c('quantity'), text: c('saturation') }],
      [
        { part: 'refrigerant-select', kind: 'select', label: c('refrigerant'), text: 'R134a' },
        { part: 'pressure-reference', kind: 'select', label: c('pressureReference'), text: c('absolute') },
      ],
      [
        { part: 'input', kind: 'input', label: c('value'), attributes: { inputmode: 'decimal' } },
        { part: 'unit-select', kind: 'select', label: c('fromUnit'), text: defaultUnit('Temp', system) },
        { part: 'swap', kind: 'button', name: c('swap'), text: '⇄' },
        { part: 'unit-select', kind: 'select', label: c('toUnit'), text: defaultUnit('Press', system) },
      ],
      [{ part: 'result', kind: 'output', label: c('result') }],
    ],
    c('title'),
  );
}

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
    h(
      'main',
      {},
      h('section', { 'aria-labelledby': 'search-heading' }, h('h2', { id: 'search-heading' }, t('search.heading')), search()),
      h('section', { 'aria-labelledby': 'converter-heading' }, h('h2', { id: 'converter-heading' }, t('converter.heading')), converter()),
    ),
  );
}

void loadStrings().then(render);
