// Issue 35: punch-out from the maker's own site. Its page may post forms to itself only, so Transfer to purchasing
// posts the basket to the server's relay, whose HTML page posts it on to the purchasing system: OCI's NEW_ITEM fields
// to the HOOK_URL, or the cXML session's order message to the session's own BrowserFormPost address. The relay takes
// posts from the site's own page only, refuses a basket that is not one with a page saying why, and escapes every value.
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper';
import { sessionOf, setup, setupRequest } from './setup-request';

const site = 'http://localhost';
/** A form post from the site's own page, as a browser sends it. */
const fromSite = { host: 'localhost', origin: site, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

function relay(app: FastifyInstance, basket: unknown, headers: Record<string, string> = fromSite, lang = 'en') {
  const form = new URLSearchParams({ basket: typeof basket === 'string' ? basket : JSON.stringify(basket), lang });
  return app.inject({ method: 'POST', url: '/api/punchout/transfer', payload: form.toString(), headers });
}

/** The page as a browser reads it (scripts not run): its form's address, target and fields, and its words. */
function pageOf(html: string) {
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const form = document.querySelector('form');
  return {
    action: form?.getAttribute('action'),
    target: form?.getAttribute('target'),
    fields: [...document.querySelectorAll('form input[type="hidden"]')].map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
    button: document.querySelector('form button[type="submit"]')?.textContent,
    scripts: [...document.querySelectorAll('script')].map((script) => script.textContent),
    alert: document.querySelector('[role="alert"]')?.textContent,
    lang: document.documentElement.getAttribute('lang'),
  };
}

const hookUrl = 'https://srm.buyer.example/sap/bc/srm/hook?sap-client=100&x="y"';
const link = 'https://maker.example/details?PartNumber=SOV-10022';
const lines = [
  { partNumber: 'SOV-10022', quantity: 2, description: 'MDF-A02-S22, normally closed solenoid valve body', link, selection: 'https://maker.example/selector/index?valveName=Sov&results=1' },
  { partNumber: 'COIL-10001', quantity: 2, description: 'MQ-230AC-50/60, 230 V AC 50/60 Hz', link },
];

describe('the punch-out relay of the maker\'s site', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ALLOWED_ORIGINS: 'https://shop.example', CXML_SHARED_SECRET: 's3cret-for-tests' });
  });
  afterAll(async () => app.close());

  it('answers OCI\'s basket with a page that posts the NEW_ITEM fields, indices from 1, to the HOOK_URL in ~TARGET, by script and by button', async () => {
    const answer = await relay(app, { hookUrl, target: '_top', lines });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = pageOf(answer.body);
    expect([page.action, page.target, page.button]).toEqual([hookUrl, '_top', 'Send the basket to my purchasing system']);
    const fields = new Map(page.fields as [string, string][]);
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect([fields.get('NEW_ITEM-VENDORMAT[1]'), fields.get('NEW_ITEM-VENDORMAT[2]'), fields.has('NEW_ITEM-VENDORMAT[0]'), fields.has('NEW_ITEM-VENDORMAT[3]')]).toEqual(['SOV-10022', 'COIL-10001', false, false]);
    expect([fields.get('NEW_ITEM-QUANTITY[1]'), fields.get('NEW_ITEM-UNIT[2]')]).toEqual(['2', 'EA']);
    // The maker's site has no prices: the purchasing system prices the lines.
    expect([fields.get('NEW_ITEM-PRICE[1]'), fields.get('NEW_ITEM-CURRENCY[1]')]).toEqual(['', '']);
    expect(fields.get('NEW_ITEM-LONGTEXT_1:132[]')).toBe(`${lines[0]!.description}\n${link}\n${lines[0]!.selection}`);
    expect(page.scripts).toEqual(["document.getElementById('transfer').submit();"]);
  });

  it('lets its page post to the purchasing system\'s origin only and run its one script by its hash', async () => {
    const answer = await relay(app, { hookUrl: 'http://127.0.0.1:8443/oci/receive?a=1', lines });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(/(^|; )form-action http:\/\/127\.0\.0\.1:8443(;|$)/);
    expect(policy).toMatch(/(^|; )script-src 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(policy).toMatch(/(^|; )default-src 'none'(;|$)/);
    expect(policy).not.toMatch(/'self'.*form-action|form-action[^;]*'self'|unsafe-inline/);
    const { createHash } = await import('node:crypto');
    const [script] = pageOf(answer.body).scripts;
    expect(policy).toContain(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
  });

  it('keeps hostile values as values: names, descriptions and the HOOK_URL escaped, nothing of them read as markup', async () => {
    const hostile = '"><script>alert(1)</script><input name="~OkCode" value="DELETE">\'&amp;';
    const answer = await relay(app, { hookUrl: `https://srm.example/hook?q="><script>x</script>`, target: '_top', lines: [{ ...lines[0]!, description: hostile, link: hostile }] });
    expect(answer.statusCode).toBe(200);
    const page = pageOf(answer.body);
    expect(page.action).toBe('https://srm.example/hook?q="><script>x</script>');
    expect(page.scripts).toHaveLength(1);
    expect(page.fields.filter(([name]) => name === '~OkCode')).toEqual([['~OkCode', 'ADDI']]);
    expect(page.fields.find(([name]) => name === 'NEW_ITEM-DESCRIPTION[1]')?.[1]).toBe([...hostile].slice(0, 40).join(''));
    expect(page.fields.find(([name]) => name === 'NEW_ITEM-LONGTEXT_1:132[]')?.[1]).toBe(`${hostile}\n${hostile}\n${lines[0]!.selection}`);
  });

  it('refuses a post that does not come from the site\'s own page (CSRF), even from a listed shop, and sends nothing', async () => {
    const basket = { hookUrl, lines };
    for (const headers of [
      { ...fromSite, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { ...fromSite, 'sec-fetch-site': 'cross-site', origin: 'https://shop.example' },
      { ...fromSite, 'sec-fetch-site': 'same-site' },
      { host: 'localhost', origin: 'https://shop.example', 'content-type': 'application/x-www-form-urlencoded' },
      { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      { host: 'localhost', origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      const answer = await relay(app, basket, headers as Record<string, string>);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.body).not.toContain('srm.buyer.example');
      expect(pageOf(answer.body).action).toBeUndefined();
    }
    // An origin the API does not serve is refused before the relay (the API's envelope); a listed shop, by the relay's page.
    const refused = await relay(app, basket, { ...fromSite, 'sec-fetch-site': 'cross-site', origin: 'https://shop.example' });
    expect(pageOf(refused.body).alert).toMatch(/did not come from this site's own page/);
    expect(String(refused.headers['content-security-policy'])).toContain("form-action 'none'");
    // Without Sec-Fetch-Site (an older browser) the site's own Origin is enough.
    expect((await relay(app, basket, { host: 'localhost', origin: site, 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(200);
  });

  it('answers a basket that is not one with a page that says why, in the page\'s language', async () => {
    const cases: [unknown, RegExp][] = [
      [{ hookUrl: 'javascript:alert(1)', lines }, /hookUrl/],
      [{ hookUrl: '/relative', lines }, /hookUrl/],
      [{ hookUrl, lines: [] }, /lines/],
      [{ hookUrl, lines: [{ ...lines[0]!, quantity: 0 }] }, /lines\.0\.quantity/],
      [{ hookUrl, target: '"><x', lines }, /target/],
      [{ hookUrl, lines, formPostUrl: 'https://evil.example' }, /formPostUrl/],
      [{ hookUrl, lines: [{ ...lines[0]!, description: 'a\u0000b' }] }, /lines\.0\.description/],
      ['{not json', /basket/],
    ];
    for (const [basket, field] of cases) {
      const answer = await relay(app, basket);
      expect(answer.statusCode, JSON.stringify(basket)).toBe(400);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = pageOf(answer.body);
      expect(page.action).toBeUndefined();
      expect(page.alert).toMatch(/^The basket is not one this site can send: /);
      expect(page.alert).toMatch(field);
    }
    const german = pageOf((await relay(app, { hookUrl: 'ftp://x', lines }, fromSite, 'de-DE')).body);
    expect([german.lang, german.alert?.startsWith('Diesen Warenkorb kann die Website nicht senden')]).toEqual(['de', true]);
  });

  it('posts a cXML session\'s order message to the session\'s own BrowserFormPost address, never to one the page names', async () => {
    const session = sessionOf((await setup(app, setupRequest('cookie-relay', 'https://buyer.example/punchout/receive?x=1&y=2'))).body);
    const priced = lines.map(({ partNumber, quantity, description }, i) => ({ partNumber, quantity, description, price: [42.5, 18.9][i]!, currency: 'EUR' }));
    const answer = await relay(app, { session, target: '_top', lines: priced });
    expect(answer.statusCode).toBe(200);
    const page = pageOf(answer.body);
    expect([page.action, page.target, page.fields.map(([name]) => name)]).toEqual(['https://buyer.example/punchout/receive?x=1&y=2', '_top', ['cxml-urlencoded']]);
    const cxml = page.fields[0]![1]!;
    expect(cxml).toContain('<BuyerCookie>cookie-relay</BuyerCookie>');
    expect(cxml).toContain('<ItemIn quantity="2"><ItemID><SupplierPartID>SOV-10022</SupplierPartID>');
    expect(cxml).toContain('<Total><Money currency="EUR">122.80</Money></Total>');
    expect(String(answer.headers['content-security-policy'])).toMatch(/form-action https:\/\/buyer\.example(;|$)/);
    // The session decides where the basket goes: an address in the basket is refused, not followed.
    expect((await relay(app, { session, lines: priced, hookUrl: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await relay(app, { session, lines: priced, formPostUrl: 'https://evil.example/' })).statusCode).toBe(400);
    // cXML asks a price of every line.
    expect((await relay(app, { session, lines })).statusCode).toBe(400);
    const ended = await relay(app, { session: 'A'.repeat(43), lines: priced });
    expect(ended.statusCode).toBe(404);
    expect(pageOf(ended.body).alert).toMatch(/session is unknown or has ended/);
  });
});
