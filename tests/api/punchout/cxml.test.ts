// Issue 35: cXML punch-out on the server. A buyer's purchasing system posts a PunchOutSetupRequest and is answered a
// StartPage with a session; the basket comes back as a PunchOutOrderMessage with the session's BuyerCookie, an ItemIn
// per line with its price and currency. Hostile XML (entities, a DTD subset) is refused without expanding anything.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf, post } from '../helper';
import { sessionOf, setup, setupRequest } from './setup-request';

describe('cXML punch-out', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ALLOWED_ORIGINS: 'https://shop.example', CXML_SHARED_SECRET: 's3cret-for-tests' });
  });
  afterAll(async () => app.close());

  it('answers a PunchOutSetupRequest with a StartPage that carries a new session, on a listed shop', async () => {
    const answer = await setup(app, setupRequest('cookie-1'), `?start=${encodeURIComponent('https://shop.example/valves?maker=x')}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toMatch(/<Status code="200" text="OK"\/>/);
    expect(answer.body).toMatch(/<PunchOutSetupResponse><StartPage><URL>https:\/\/shop\.example\/valves\?maker=x&amp;punchout-session=[\w-]{43}<\/URL>/);
    const other = await setup(app, setupRequest('cookie-2'));
    expect(other.body).toMatch(/<URL>http:\/\/localhost(:\d+)?\/\?punchout-session=[\w-]{43}<\/URL>/);
    expect(sessionOf(other.body)).not.toBe(sessionOf(answer.body));
  });

  it('writes the basket as a PunchOutOrderMessage with the BuyerCookie, each line priced in its currency, and the total of the rounded lines', async () => {
    const session = sessionOf((await setup(app, setupRequest('cookie &lt;&amp;&gt; 3'))).body);
    const answer = await post(app, '/api/punchout/cxml/order', {
      session,
      lines: [
        { partNumber: 'SOV-10023', quantity: 2, description: 'SOV 3/8" body, "NC" <solenoid> & co', price: 42.5, currency: 'EUR' },
        { partNumber: 'COIL-10001', quantity: 1, description: 'MQ-230AC-50/60', price: 18.904, currency: 'EUR' },
      ],
    });
    const { formPostUrl, cxml } = envelopeOf<{ formPostUrl: string; cxml: string }>(answer).Data!;
    expect(formPostUrl).toBe('https://buyer.example/punchout/receive?x=1&y=2');
    expect(cxml).toContain('<BuyerCookie>cookie &lt;&amp;&gt; 3</BuyerCookie>');
    // The supplier writes From, the buyer is To: the setup request's parties turned round.
    expect(cxml).toContain('<Header><From><Credential domain="DUNS"><Identity>123456789</Identity></Credential></From><To><Credential domain="NetworkID"><Identity>AN-BUYER</Identity></Credential></To>');
    expect(cxml).toContain('<Total><Money currency="EUR">103.90</Money></Total>');
    expect(cxml).toContain('<ItemIn quantity="2"><ItemID><SupplierPartID>SOV-10023</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="EUR">42.50</Money></UnitPrice><Description xml:lang="en-US">SOV 3/8&quot; body, &quot;NC&quot; &lt;solenoid&gt; &amp; co</Description><UnitOfMeasure>EA</UnitOfMeasure>');
    expect(cxml).toContain('<SupplierPartID>COIL-10001</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="EUR">18.90</Money>');
    expect(cxml.match(/<ItemIn /g)).toHaveLength(2);
  });

  it('speaks the session\'s language: the setup request\'s xml:lang on the answer, the order message and each Description', async () => {
    const german = await setup(app, setupRequest('de').replace('xml:lang="en-US"', 'xml:lang="de-DE"'));
    expect(german.body).toMatch(/<cXML [^>]*xml:lang="de-DE">/);
    const { cxml } = envelopeOf<{ cxml: string }>(await post(app, '/api/punchout/cxml/order', {
      session: sessionOf(german.body),
      lines: [{ partNumber: 'SOV-1', quantity: 1, description: 'Magnetventil, stromlos geschlossen', price: 42.5, currency: 'EUR' }],
    })).Data!;
    expect(cxml).toMatch(/<cXML [^>]*xml:lang="de-DE">/);
    expect(cxml).toContain('<Description xml:lang="de-DE">Magnetventil, stromlos geschlossen</Description>');
    // None, or one that is no language tag: English, as before.
    for (const root of ['<cXML payloadID="1@buyer.example" timestamp="2026-12-02T10:00:00+00:00">', '<cXML payloadID="1@buyer.example" timestamp="2026-12-02T10:00:00+00:00" xml:lang="de&quot;DE">']) {
      const answer = await setup(app, setupRequest('plain').replace(/<cXML [^>]*>/, root));
      expect(answer.statusCode).toBe(200);
      const order = envelopeOf<{ cxml: string }>(await post(app, '/api/punchout/cxml/order', {
        session: sessionOf(answer.body),
        lines: [{ partNumber: 'SOV-1', quantity: 1, description: 'x', price: 1, currency: 'EUR' }],
      })).Data!.cxml;
      expect(order).toMatch(/<cXML [^>]*xml:lang="en">/);
      expect(order).toContain('<Description xml:lang="en">x</Description>');
    }
  });

  it('writes yen without decimals', async () => {
    const session = sessionOf((await setup(app, setupRequest('yen'))).body);
    const { cxml } = envelopeOf<{ cxml: string }>(await post(app, '/api/punchout/cxml/order', { session, lines: [{ partNumber: 'SOV-1', quantity: 3, description: 'x', price: 1234.5, currency: 'JPY' }] })).Data!;
    expect(cxml).toContain('<Money currency="JPY">1235</Money></UnitPrice>');
    expect(cxml).toContain('<Total><Money currency="JPY">3705</Money></Total>');
  });

  it('refuses an unknown session, lines in two currencies and a price that is no number', async () => {
    const unknown = await post(app, '/api/punchout/cxml/order', { session: 'a'.repeat(43), lines: [{ partNumber: 'X', quantity: 1, description: '', price: 1, currency: 'EUR' }] });
    expect([unknown.statusCode, envelopeOf(unknown).Result]).toEqual([404, 5]);
    const session = sessionOf((await setup(app, setupRequest('c'))).body);
    const mixed = await post(app, '/api/punchout/cxml/order', { session, lines: [{ partNumber: 'X', quantity: 1, description: '', price: 1, currency: 'EUR' }, { partNumber: 'Y', quantity: 1, description: '', price: 1, currency: 'USD' }] });
    expect([mixed.statusCode, envelopeOf(mixed).Result]).toEqual([400, 2]);
    const garbage = await post(app, '/api/punchout/cxml/order', { session, lines: [{ partNumber: 'X', quantity: 1, description: '', price: '12', currency: 'EUR' }] });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses entities, a DTD subset, a wrong secret, a StartPage of an unlisted origin, and JSON', async () => {
    const billionLaughs = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><cXML>&b;</cXML>`;
    const laughs = await setup(app, billionLaughs);
    expect(laughs.statusCode).toBe(400);
    expect(laughs.body).toMatch(/<Status code="400" text="Bad Request">a DOCTYPE with declarations/);
    const external = await setup(app, setupRequest('&xxe;'));
    expect(external.body).toMatch(/<Status code="400" text="Bad Request">an entity other than XML&apos;s own \(&amp;xxe;\)/);
    const wrongSecret = await setup(app, setupRequest('c').replace('s3cret-for-tests', 'guess'));
    expect([wrongSecret.statusCode, /<Status code="401"/.test(wrongSecret.body)]).toEqual([401, true]);
    const elsewhere = await setup(app, setupRequest('c'), `?start=${encodeURIComponent('https://evil.example/')}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).not.toContain('punchout-session');
    const noFormPost = await setup(app, setupRequest('c', 'javascript:alert(1)'));
    expect(noFormPost.body).toMatch(/BrowserFormPost\/URL is missing or not an http\(s\) address/);
    const json = await post(app, '/api/punchout/cxml/setup', { cXML: {} });
    expect([json.statusCode, envelopeOf(json).Result]).toEqual([400, 2]);
  });
});
