// cXML punch-out (issue 35), the messages only: a buyer's purchasing system posts a PunchOutSetupRequest, is answered
// a PunchOutSetupResponse whose StartPage opens the selector in a punch-out session, and receives the basket as a
// PunchOutOrderMessage that the buyer's browser posts to its BrowserFormPost address. Written as cXML 1.2 writes
// them (http://xml.cxml.org/current/cXMLUsersGuide.pdf, chapter "PunchOut"); every value escaped.
import { minorDigits } from '../../../../src/contracts/money';
import { childOf, escapeXml, readXml, textOf, type XmlElement } from './xml-reader';

const doctype = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** A party as cXML names it: a credential's domain and identity. */
export interface Credential {
  domain: string;
  identity: string;
}

/** What the session keeps of a setup request. */
export interface SetupRequest {
  buyerCookie: string;
  /** Where the browser posts the basket. */
  formPostUrl: string;
  operation: 'create' | 'edit' | 'inspect';
  /** The buyer (the request's From) and the supplier (its To): the order message goes back the other way. */
  from: Credential[];
  to: Credential[];
  /** The Sender's shared secret, for a server that checks it. */
  sharedSecret: string;
  /** The request's xml:lang (`en-US`): the order message's and its descriptions' language. English when it has none. */
  language: string;
}

/** A setup request this server cannot take; `status` is the cXML status code answered (400 or 401). */
export class CxmlRefused extends Error {
  constructor(message: string, readonly status: 400 | 401 = 400) {
    super(message);
  }
}

function credentials(party: XmlElement | undefined): Credential[] {
  return (party?.children ?? [])
    .filter((child): child is XmlElement => typeof child !== 'string' && child.name === 'Credential')
    .map((credential) => ({ domain: credential.attributes['domain'] ?? '', identity: textOf(childOf(credential, 'Identity')) }));
}

/** A language tag as xml:lang takes it (`en`, `de-DE`, `zh-Hans-CN`); English for none or one that is no tag. */
function languageOf(given: string | undefined): string {
  return given !== undefined && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(given) ? given : 'en';
}

/** The setup request of a cXML document. @throws XmlRefused or CxmlRefused. */
export function readSetupRequest(text: string): SetupRequest {
  const root = readXml(text);
  if (root.name !== 'cXML') throw new CxmlRefused(`the document is <${root.name}>, not <cXML>`);
  const header = childOf(root, 'Header');
  const setup = childOf(childOf(root, 'Request'), 'PunchOutSetupRequest');
  if (!setup) throw new CxmlRefused('no Request/PunchOutSetupRequest');
  const buyerCookie = textOf(childOf(setup, 'BuyerCookie'));
  if (buyerCookie === '' || buyerCookie.length > 2000) throw new CxmlRefused('BuyerCookie is missing or longer than 2000 characters');
  const formPostUrl = textOf(childOf(childOf(setup, 'BrowserFormPost'), 'URL'));
  if (!/^https?:\/\/\S+$/.test(formPostUrl) || formPostUrl.length > 2000) throw new CxmlRefused('BrowserFormPost/URL is missing or not an http(s) address');
  const operation = setup.attributes['operation'] ?? 'create';
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') throw new CxmlRefused(`operation "${operation}" is not create, edit or inspect`);
  return {
    buyerCookie,
    formPostUrl,
    operation,
    from: credentials(childOf(header, 'From')),
    to: credentials(childOf(header, 'To')),
    sharedSecret: textOf(childOf(childOf(childOf(header, 'Sender'), 'Credential'), 'SharedSecret')),
    language: languageOf(root.attributes['xml:lang']),
  };
}

/** The cXML envelope's attributes: a payload id unique to this message and the time it was made. */
export interface Envelope {
  payloadId: string;
  timestamp: Date;
}

function open(envelope: Envelope, language = 'en'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n<cXML payloadID="${escapeXml(envelope.payloadId)}" timestamp="${envelope.timestamp.toISOString()}" xml:lang="${escapeXml(language)}">`;
}

/** The answer to a setup request: Status 200 and the StartPage where the buyer's browser goes. */
export function setupResponse(envelope: Envelope, startPage: string, language: string): string {
  return `${open(envelope, language)}<Response><Status code="200" text="OK"/><PunchOutSetupResponse><StartPage><URL>${escapeXml(startPage)}</URL></StartPage></PunchOutSetupResponse></Response></cXML>`;
}

/** The answer to a request this server refuses: its cXML status and the reason. */
export function statusResponse(envelope: Envelope, status: 400 | 401, reason: string): string {
  const text = status === 401 ? 'Unauthorized' : 'Bad Request';
  return `${open(envelope)}<Response><Status code="${status}" text="${text}">${escapeXml(reason)}</Status></Response></cXML>`;
}

/** One line of the basket, priced by the page (the distributor's prices). */
export interface OrderLine {
  partNumber: string;
  quantity: number;
  description: string;
  /** Unit price in `currency`. */
  price: number;
  currency: string;
  /** UN/CEFACT unit of measure; EA (each) for parts. */
  unit: string;
}

/** An amount as cXML's Money writes it: a decimal point, the currency's digits, no grouping. */
function money(minorUnits: number, digits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const whole = String(Math.abs(minorUnits)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}

function credentialXml(credentials: readonly Credential[]): string {
  return credentials.map((c) => `<Credential domain="${escapeXml(c.domain)}"><Identity>${escapeXml(c.identity)}</Identity></Credential>`).join('');
}

/**
 * The basket as a PunchOutOrderMessage: From the supplier and To the buyer (the setup request's parties turned
 * round), the BuyerCookie that tells the purchasing system whose session it is, the total, and an ItemIn per line.
 * Each price is rounded to the currency's minor unit first, and the total is the sum of the rounded lines.
 * @throws CxmlRefused when the lines are in more than one currency (a basket has one total).
 */
export function orderMessage(envelope: Envelope, session: Pick<SetupRequest, 'buyerCookie' | 'from' | 'to' | 'operation' | 'language'>, lines: readonly OrderLine[]): string {
  const currencies = new Set(lines.map((line) => line.currency));
  if (currencies.size !== 1) throw new CxmlRefused(`a basket is priced in one currency, not ${currencies.size === 0 ? 'none' : [...currencies].join(', ')}`);
  const currency = lines[0]!.currency;
  const digits = minorDigits(currency);
  const minor = (price: number) => Math.round(price * 10 ** digits);
  const total = lines.reduce((sum, line) => sum + minor(line.price) * line.quantity, 0);
  const items = lines.map((line) =>
    `<ItemIn quantity="${line.quantity}"><ItemID><SupplierPartID>${escapeXml(line.partNumber)}</SupplierPartID></ItemID>` +
    `<ItemDetail><UnitPrice><Money currency="${currency}">${money(minor(line.price), digits)}</Money></UnitPrice>` +
    `<Description xml:lang="${escapeXml(session.language)}">${escapeXml(line.description)}</Description><UnitOfMeasure>${escapeXml(line.unit)}</UnitOfMeasure>` +
    // UNSPSC 40141600: valves; cXML asks one classification of every item.
    '<Classification domain="UNSPSC">40141600</Classification></ItemDetail></ItemIn>',
  );
  return (
    `${open(envelope, session.language)}<Header><From>${credentialXml(session.to)}</From><To>${credentialXml(session.from)}</To>` +
    `<Sender>${credentialXml(session.to)}<UserAgent>Valve Selector</UserAgent></Sender></Header>` +
    `<Message><PunchOutOrderMessage><BuyerCookie>${escapeXml(session.buyerCookie)}</BuyerCookie>` +
    `<PunchOutOrderMessageHeader operationAllowed="${session.operation === 'inspect' ? 'inspect' : 'edit'}"><Total><Money currency="${currency}">${money(total, digits)}</Money></Total></PunchOutOrderMessageHeader>` +
    `${items.join('')}</PunchOutOrderMessage></Message></cXML>`
  );
}
