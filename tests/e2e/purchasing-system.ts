// A buyer's purchasing system for the punch-out e2e tests (issue 35), on an origin of its own: it opens a catalogue
// (a distributor's shop or the maker's site) in an OCI or a cXML session and keeps the baskets posted back to it.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { asReturningVisitor } from './returning-visitor';

export interface PurchasingSystem {
  origin: string;
  /** The form posts the system received, by path, as their fields. */
  received: Map<string, URLSearchParams>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The purchasing system: `/oci` is a page with a link into the shop carrying HOOK_URL and ~TARGET; `/cxml` first
 * sets a session up with the maker's server (as a purchasing system does, server to server) and links its
 * StartPage: the shop's page, or, for the maker's own site, the site's home (a setup without `start`); every POST is
 * kept as the basket received and answered with a page that says so.
 */
export async function startPurchasingSystem(shopUrl: string, makerUrl: string): Promise<PurchasingSystem> {
  const received = new Map<string, URLSearchParams>();
  let origin = '';
  const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Procure</title></head><body>${body}</body></html>`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const answer = (status: number, html: string) => response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    if (request.method === 'POST') {
      void readBody(request).then((text) => {
        received.set(url.pathname, new URLSearchParams(text));
        answer(200, page('<h1 id="received">Basket received</h1>'));
      });
      return;
    }
    if (url.pathname === '/oci') {
      const start = `${shopUrl}&HOOK_URL=${encodeURIComponent(`${origin}/oci/receive`)}&~TARGET=_top`;
      answer(200, page(`<a id="open" href="${escapeHtml(start)}">Coolparts catalogue</a>`));
      return;
    }
    if (url.pathname === '/cxml') {
      const setupRequest = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="setup-1@procure.example" timestamp="2026-12-02T10:00:00Z" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-PROCURE</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>COOLPARTS</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN-PROCURE</Identity><SharedSecret>secret</SharedSecret></Credential><UserAgent>Procure</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="create">
    <BuyerCookie>basket-7f3a&amp;1</BuyerCookie>
    <BrowserFormPost><URL>${origin}/cxml/receive</URL></BrowserFormPost>
  </PunchOutSetupRequest></Request>
</cXML>`;
      const startQuery = new URL(shopUrl).origin === new URL(makerUrl).origin ? '' : `?start=${encodeURIComponent(shopUrl)}`;
      void fetch(`${makerUrl}/api/punchout/cxml/setup${startQuery}`, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: setupRequest })
        .then((setup) => setup.text())
        .then((xml) => {
          const startPage = /<StartPage><URL>([^<]+)<\/URL>/.exec(xml)?.[1];
          answer(startPage ? 200 : 502, page(startPage ? `<a id="open" href="${startPage}">Coolparts catalogue</a>` : `<pre>${escapeHtml(xml)}</pre>`));
        });
      return;
    }
    answer(404, page('not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The buyer's browser: a context of its own with a German locale (a decimal comma on the page, a point in the basket). */
export async function buyerPage(runnerPage: Page): Promise<Page> {
  const context = await (runnerPage.context().browser() as Browser).newContext({ locale: 'de-DE' });
  // On the maker's site he is a German who came before: the country dialog of a first visit is frame.e2e.ts's subject.
  await asReturningVisitor(context, { iso: 'DE', language: 'de' });
  runnerPage.context().on('close', () => void context.close());
  context.setDefaultTimeout(30_000);
  return context.newPage();
}
