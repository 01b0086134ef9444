// A distributor's price service as a shop runs it (issue 28): its own origin, CORS for the shop's page with
// credentials (a customer's prices come with the shop's session). `/prices?parts=A,B` answers a record by part
// number; `/price/A` answers one part. Parts it does not sell answer 404 (one) or are left out (all). `/yen`, `/odd`
// and `/null` answer the same parts whatever is asked: prices in yen with fractions, a negative and a wordy price, null.
import { createServer } from 'node:http';

/** Unit prices in EUR and stock of the parts the test shop sells. */
const catalogue = { 'SOV-12063': { price: 42.5, currency: 'EUR', stock: 7 }, 'COIL-10001': { price: 18.9, currency: 'EUR', stock: 0 } };

/**
 * Starts the service on 127.0.0.1 at a free port.
 * @returns its origin, the requests it received (`path`, `origin` header, `credentials` whether a cookie came), the
 * carts by session, close().
 */
export async function startPriceServer() {
  const requests = [];
  /** Each cart session's lines, `PartNumber:quantity` in the order added; the sessions adding a line right now. */
  const carts = {};
  const busy = new Set();
  const refusedOnce = new Set();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requests.push({ path: url.pathname + url.search, origin: request.headers.origin ?? '' });
    const cors = { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin', 'Cache-Control': 'no-store' };
    const json = (status, body) => response.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/prices') {
      const parts = (url.searchParams.get('parts') ?? '').split(',');
      return json(200, Object.fromEntries(parts.filter((p) => p in catalogue).map((p) => [p, catalogue[p]])));
    }
    // Issue 35: the shop's cart as `cart-url` meets it, `/cart/add?session=S&sku=P&qty=N`: it takes one add at a time
    // per session (one that comes while another is being added is refused, 409, and lost) and shows the cart. A
    // session named flaky-… refuses COIL-10001 the first time (500).
    if (url.pathname === '/cart/add') {
      const session = url.searchParams.get('session') ?? '';
      const sku = url.searchParams.get('sku') ?? '';
      const page = (status) => response.writeHead(status, { ...cors, 'Content-Type': 'text/html' }).end(`<!doctype html><title>Cart</title><p>${status}`);
      if (busy.has(session)) return page(409);
      if (session.startsWith('flaky-') && sku === 'COIL-10001' && !refusedOnce.has(session)) {
        refusedOnce.add(session);
        return page(500);
      }
      busy.add(session);
      return void setTimeout(() => {
        (carts[session] ??= []).push(`${sku}:${url.searchParams.get('qty')}`);
        busy.delete(session);
        page(200);
      }, 150);
    }
    // Issue 35: yen with fractions (each shown rounded to a whole yen), and answers a widget must refuse.
    if (url.pathname === '/yen') return json(200, { 'SOV-12063': { price: 100.5, currency: 'JPY' }, 'COIL-10001': { price: 200.5, currency: 'JPY' }, 'CON-1/4-ODF': { price: 10.4, currency: 'JPY' } });
    if (url.pathname === '/odd') return json(200, { 'SOV-12063': { price: -5, currency: 'EUR' }, 'COIL-10001': { price: 'call us', currency: 'EUR' }, 'CON-1/4-ODF': { price: 3, currency: 'EUR' } });
    if (url.pathname === '/null') return json(200, null);
    const one = /^\/price\/([^/]+)$/.exec(url.pathname);
    if (one && decodeURIComponent(one[1]) in catalogue) return json(200, catalogue[decodeURIComponent(one[1])]);
    return json(404, { error: 'unknown part' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    carts,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
