import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import countries from '../../host-site/server/catalogue/data/countries.json';
import deFrame from '../../src/i18n/locales/de/frame.json';
import deSearchBox from '../../src/i18n/locales/de/search-box.json';
import enFrame from '../../src/i18n/locales/en/frame.json';
import { e2eTest } from './harness';
import { asReturningVisitor } from './returning-visitor';

// Issue 14, the site frame: a first visit (the runner's other tests are returning visitors, see
// returning-visitor.ts), so each test here opens browsers of its own, with no storage and its own language.

/** The notice's title in English or German, as the locale files say it. */
const noticeTitle = new RegExp(`^(${enFrame.recommendations.title}|${deFrame.recommendations.title})$`);

const screenshots = path.resolve(import.meta.dirname, '../../var/screenshots');
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let visitors = 0;

/** A first visit: a fresh context (no storage) whose browser speaks `locale`, from an address of its own. */
async function firstVisit(page: Page, options: BrowserContextOptions): Promise<Page> {
  const browser = page.context().browser() as Browser;
  visitors++;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${visitors}` }, ...options });
  context.setDefaultTimeout(30_000);
  // It ends with the test's own context, which the runner closes after the test.
  page.context().on('close', () => void context.close());
  return context.newPage();
}

/** The headers of the next API call the page makes. */
function nextCallHeaders(page: Page): Promise<Record<string, string>> {
  return page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/')).then((request) => request.headers());
}

/**
 * A visitor who chose `iso`'s country before, in that country's language, with a window `width` px wide. The
 * country is written before asReturningVisitor's storage, which fills in only what is not there.
 */
async function returningFrom(page: Page, iso: string, language: string, width: number): Promise<Page> {
  const browser = page.context().browser() as Browser;
  const country = countries.items.find((item) => item.Iso === iso);
  if (!country) throw new Error(`the demo catalogue has no country ${iso}`);
  visitors++;
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${visitors}` }, viewport: { width, height: 800 } });
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, { 'vs.session.v1.country': String(country.Id), 'vs.session.v1.language': language });
  await asReturningVisitor(context);
  context.setDefaultTimeout(30_000);
  page.context().on('close', () => void context.close());
  return context.newPage();
}

const header = (page: Page) => page.getByRole('banner');
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function homeReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
}

export default [
  e2eTest('a first visit the server cannot place is forced through the country dialog', async ({ page, baseUrl }) => {
    // "en" names no region: nothing to detect.
    const visit = await firstVisit(page, { locale: 'en' });
    await visit.goto(baseUrl + '/home');
    const dialog = visit.getByRole('dialog', { name: 'Country and language' });
    await dialog.getByRole('radio', { name: 'Germany' }).waitFor();
    // Neither Escape (twice: Chromium lets a second one through) nor a click beside it nor a close button ends it.
    await visit.keyboard.press('Escape');
    await visit.keyboard.press('Escape');
    await visit.mouse.click(5, 5);
    assert.equal(await dialog.isVisible(), true, 'the dialog stays open');
    assert.equal(await dialog.getByRole('button', { name: 'Cancel' }).count(), 0);
    assert.equal(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled(), true, 'nothing chosen yet');

    await dialog.getByRole('radio', { name: 'United Kingdom' }).check();
    const headers = nextCallHeaders(visit);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await headers)['country'], '6');
    await visit.getByTestId('toast').filter({ hasText: 'Switch Success' }).waitFor();
    await header(visit).getByRole('button', { name: 'Country or region: United Kingdom. Change' }).waitFor();
    assert.match((await header(visit).getByTestId('shop-link').getAttribute('href')) ?? '', /\/uk$/);

    // Kept in the browser: the next visit asks nothing.
    await visit.reload();
    await homeReady(visit);
    await header(visit).getByRole('button', { name: /United Kingdom/ }).waitFor();
    assert.equal(await visit.getByRole('dialog', { name: 'Country and language' }).count(), 0);
  }),

  e2eTest('a browser that names none of the fourteen languages and no catalogue country gets Chinese first, the country dialog in Chinese and English (SPEC §1, §9)', async ({ page, baseUrl }) => {
    // Dutch: no language of the site, and the Netherlands is no country of the catalogue.
    const visit = await firstVisit(page, { locale: 'nl-NL' });
    await visit.goto(baseUrl + '/home');
    const dialog = visit.getByRole('dialog', { name: '国家和语言 · Country and language' });
    await dialog.waitFor();
    assert.equal(await htmlLang(visit), 'zh-CN');
    await dialog.getByText('请选择您所在的国家或地区').waitFor();
    await dialog.getByText(enFrame.country.intro).waitFor();
    assert.equal(await dialog.getByText(enFrame.country.intro).getAttribute('lang'), 'en');
    // Each country by its Chinese name and its English one.
    await dialog.getByRole('radio', { name: /英国.*United Kingdom/ }).check();
    await dialog.getByRole('button', { name: /确认.*Confirm/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The country chosen brings its language.
    await visit.waitForFunction(() => document.documentElement.lang === 'en');
    await header(visit).getByRole('button', { name: 'Country or region: United Kingdom. Change' }).waitFor();
  }),

  e2eTest('a browser that names a language of the site but no country keeps its language: Chinese is only the default', async ({ page, baseUrl }) => {
    // "de" names no region: the server places nobody, the dialog is asked, in German only.
    const visit = await firstVisit(page, { locale: 'de' });
    await visit.goto(baseUrl + '/home');
    const dialog = visit.getByRole('dialog', { name: deFrame.country.title });
    await dialog.waitFor();
    assert.equal(await htmlLang(visit), 'de-DE');
    assert.equal(await dialog.getByText(enFrame.country.intro).count(), 0, 'no English beside German');
  }),

  e2eTest('a German browser gets German, metric units and the EU shop; USA then gives English, imperial units and Switch Success', async ({ page, baseUrl }) => {
    const visit = await firstVisit(page, { locale: 'de-DE' });
    await visit.goto(baseUrl + '/home');
    await homeReady(visit);
    await visit.waitForFunction(() => document.documentElement.lang.startsWith('de'));
    const chooser = header(visit).getByTestId('country-chooser');
    await chooser.filter({ hasText: 'Deutschland' }).waitFor();
    assert.equal(await chooser.locator('svg').getAttribute('data-flag'), 'DE');
    // The notice of the EU's recommendations stands over the page first.
    const notice = visit.getByRole('dialog', { name: noticeTitle });
    await notice.waitFor();
    await visit.keyboard.press('Escape');
    await notice.waitFor({ state: 'hidden' });
    assert.match((await header(visit).getByTestId('shop-link').getAttribute('href')) ?? '', /\/eu$/);
    const german = nextCallHeaders(visit);
    await visit.reload();
    const sent = await german;
    assert.equal(sent['unitid'], '2');
    assert.equal(sent['country'], '2');
    assert.equal(sent['lang'], 'de');
    await homeReady(visit);
    await notice.waitFor();
    await visit.keyboard.press('Escape');
    await notice.waitFor({ state: 'hidden' });

    // The header's chooser opens the same dialog, which may now be cancelled.
    await chooser.click();
    const dialog = visit.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Vereinigte Staaten' }).check();
    await dialog.getByRole('button', { name: /^(Confirm|Bestätigen)$/ }).click();
    await visit.getByTestId('toast').filter({ hasText: 'Switch Success' }).waitFor();
    await visit.waitForFunction(() => document.documentElement.lang === 'en');
    await chooser.filter({ hasText: 'United States' }).waitFor();
    assert.equal(await chooser.locator('svg').getAttribute('data-flag'), 'US');
    assert.match((await header(visit).getByTestId('shop-link').getAttribute('href')) ?? '', /\/na$/);
    const american = nextCallHeaders(visit);
    await visit.goto(baseUrl + '/selector/index?valveName=Sov');
    assert.equal((await american)['unitid'], '1');
    const capacityUnit = visit.getByRole('form', { name: 'Operating conditions' }).getByLabel('Unit of Cooling capacity');
    await capacityUnit.waitFor();
    assert.equal(await capacityUnit.inputValue(), 'TR');
  }),

  // Issue 14: the header as a German or Japanese engineer sees it.
  e2eTest('a German header is one row at 1280 px with the country in German; a Japanese one says 日本', async ({ page, baseUrl }) => {
    const german = await returningFrom(page, 'DE', 'de', 1280);
    await german.goto(baseUrl + '/sort/index?valveName=Sov');
    const banner = header(german);
    const chooser = banner.getByTestId('country-chooser');
    await chooser.filter({ hasText: 'Deutschland' }).waitFor();
    const links = banner.getByRole('navigation').getByRole('listitem');
    assert.deepEqual(await links.allTextContents(), ['Startseite', 'Produktauswahl', 'Auswahlliste', 'Einheiten', 'Umrechner']);
    // The box holds its place before its code comes; the header is measured with the box in it, in German.
    await banner.getByRole('search').getByPlaceholder(deSearchBox.placeholder).waitFor();
    const height = (await banner.boundingBox())?.height ?? Infinity;
    assert.ok(height < 80, `the header is ${height} px tall`);
    const tops = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())?.y));
    assert.equal(new Set(tops).size, 1, `the links stand on one line (tops ${tops.join(', ')})`);
    // The placeholder is read whole, not cut off at the box's edge.
    const placeholder = await german.evaluate(() => {
      const input = document.querySelector('header [role=search] input');
      const context = document.createElement('canvas').getContext('2d');
      if (!(input instanceof HTMLInputElement) || !context) return { text: 0, room: -1 };
      const style = getComputedStyle(input);
      context.font = style.font;
      return { text: context.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    assert.ok(placeholder.text <= placeholder.room, `the placeholder needs ${placeholder.text} px of ${placeholder.room}`);

    // The dialog names every country in German, in German alphabetical order (names: CLDR's German territories).
    await chooser.click();
    const dialog = german.getByRole('dialog', { name: deFrame.country.title });
    await dialog.getByRole('radio', { name: 'Deutschland', checked: true }).waitFor();
    const names = await dialog.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
    assert.deepEqual(names, ['China', 'Deutschland', 'Frankreich', 'Indien', 'Italien', 'Japan', 'Russland', 'Spanien', 'Südkorea',
      'Vereinigte Staaten', 'Vereinigtes Königreich']);

    const japanese = await returningFrom(page, 'JP', 'ja', 1280);
    await japanese.goto(baseUrl + '/sort/index?valveName=Sov');
    await header(japanese).getByTestId('country-chooser').filter({ hasText: '日本' }).waitFor();
    assert.equal(await header(japanese).getByRole('button', { name: '国・地域: 日本。変更' }).count(), 1);
  }),

  e2eTest('at 1024 and 390 px the German header wraps by whole items: no link broken over two lines, nothing wider than the window', async ({ page, baseUrl }) => {
    for (const width of [1024, 390]) {
      const visit = await returningFrom(page, 'DE', 'de', width);
      await visit.goto(baseUrl + '/sort/index?valveName=Sov');
      const banner = header(visit);
      await banner.getByTestId('country-chooser').filter({ hasText: 'Deutschland' }).waitFor();
      await banner.getByRole('search').getByRole('combobox').waitFor();
      for (const link of await banner.getByRole('navigation').getByRole('listitem').all()) {
        const box = await link.boundingBox();
        // One line of the header's text (14 px type) is under 24 px; two would be over 34.
        assert.ok(box && box.height < 30, `${await link.textContent()} is ${box?.height} px tall at ${width} px`);
      }
      const overflow = await visit.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the ${width} px window`);
    }
  }),

  e2eTest('the recommendation notice opens after load, once more until its boxes are ticked, and never after', async ({ page, baseUrl }) => {
    const visit = await firstVisit(page, { locale: 'en-GB' });
    await visit.goto(baseUrl + '/home');
    const notice = visit.getByRole('dialog', { name: 'Recommended for you' });
    const items = notice.getByRole('listitem');
    await items.first().waitFor();
    const titles = await notice.getByRole('heading', { level: 3 }).allTextContents();
    // The UK visitor's region, no refrigerant or approvals chosen: the notices for everyone and for EU and UK.
    assert.deepEqual(titles, ['A sight glass after every drier', 'Unit and pressure–temperature converter', 'Pressure regulators under the F-gas rules']);

    // Closed with no box ticked, it comes again on the next load.
    await notice.getByRole('button', { name: 'Close' }).last().click();
    await notice.waitFor({ state: 'hidden' });
    await visit.reload();
    await items.first().waitFor();

    // Function opens the site's converter.
    await items.filter({ hasText: 'converter' }).getByRole('button', { name: 'Open' }).click();
    await visit.getByRole('dialog', { name: 'Conversion tool' }).getByLabel('Value').waitFor();
    await visit.reload();

    // Removing one with its box ticked flags it; removing the last closes the notice.
    await items.first().waitFor();
    for (const title of titles) {
      await items.filter({ hasText: title }).getByRole('checkbox', { name: 'Do not show again' }).check();
      await notice.getByRole('button', { name: `Remove ${title}` }).click();
    }
    await notice.waitFor({ state: 'hidden' });
    await visit.reload();
    await homeReady(visit);
    await visit.waitForLoadState('networkidle');
    assert.equal(await visit.getByRole('dialog', { name: 'Recommended for you' }).count(), 0, 'not again after do-not-show');
  }),

  e2eTest('a phone lands on /mobile: search, converter, and the full site, which then stays', async ({ page, baseUrl }) => {
    const visit = await firstVisit(page, { locale: 'en-GB', userAgent: iPhone, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const desktopCalls: string[] = [];
    const scripts: string[] = [];
    visit.on('request', (request) => {
      const from = request.headers()['referer'] ?? '';
      if (new URL(request.url()).pathname.startsWith('/api/') && new URL(from || baseUrl).pathname === '/home') desktopCalls.push(request.url());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit.goto(baseUrl + '/home');
    await visit.waitForURL(baseUrl + '/mobile');
    await visit.getByRole('heading', { level: 1, name: 'Valve Selector' }).waitFor();
    // Redirected before the app started: the desktop site made no call (its start asks base info at once), and
    // fetched none of its scripts, which the browser's preload scanner would have fetched from plain tags.
    assert.deepEqual(desktopCalls, []);
    assert.deepEqual(
      scripts.filter((script) => /\/assets\/(main|shell)-/.test(script)),
      [],
      `the phone fetched the desktop app: ${scripts.join(', ')}`,
    );

    // The page's widgets are the site's own: the search box and the converter, each in place of its facade.
    const search = visit.getByRole('combobox', { name: 'Search part numbers' });
    await search.fill('s');
    await visit.getByRole('status').filter({ hasText: 'Please enter more' }).waitFor();
    await search.fill('sov 1200');
    await visit.getByRole('option', { name: /SOV-1200/ }).first().waitFor();

    await visit.getByLabel('Value', { exact: true }).fill('0');
    // R134a at 0 ℃: 2.93 bar absolute (NIST Webbook, saturation at 273.15 K: 0.29280 MPa).
    await visit.locator('output').filter({ hasText: '2.93 bar' }).waitFor();
    await visit.getByLabel('Quantity', { exact: true }).selectOption({ label: 'Pressure' });
    await visit.getByLabel('From unit', { exact: true }).selectOption('bar');
    await visit.getByLabel('To unit', { exact: true }).selectOption('Psi');
    await visit.getByLabel('Value', { exact: true }).fill('1');
    // 1 bar = 14.5038 psi (NIST SP 811).
    await visit.locator('output').filter({ hasText: '14.50 Psi' }).waitFor();

    await visit.getByRole('link', { name: 'Full site' }).click();
    await visit.waitForURL(baseUrl + '/home');
    await visit.reload();
    await visit.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(new URL(visit.url()).pathname, '/home', 'the full site does not send the phone back');
  }),

  e2eTest('screenshots of home in Chinese, German and Japanese (var/screenshots)', async ({ page, baseUrl }) => {
    await mkdir(screenshots, { recursive: true });
    for (const [locale, name, lang] of [['zh-CN', 'cn', 'zh'], ['ja-JP', 'ja', 'ja'], ['de-DE', 'de', 'de']] as const) {
      const visit = await firstVisit(page, { locale, viewport: { width: 1280, height: 900 } });
      await visit.goto(baseUrl + '/home');
      await homeReady(visit);
      assert.ok((await htmlLang(visit)).startsWith(lang), `${locale} gives lang ${lang}`);
      // The notice of recommendations opens after the start; the page is shown without it.
      await visit.waitForLoadState('networkidle');
      if (await visit.getByRole('dialog').isVisible()) await visit.keyboard.press('Escape');
      await visit.getByRole('dialog').waitFor({ state: 'hidden' });
      await visit.screenshot({ path: path.join(screenshots, `home-${name}.png`), fullPage: true });
    }
  }),
];
