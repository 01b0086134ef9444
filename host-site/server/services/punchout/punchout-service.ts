// The cXML punch-out sessions (issue 35): a setup request makes one, kept in the database for eight hours under the
// hash of a random key that only the StartPage address carries; the basket's order message is written from it.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ResultCode } from '../../../../src/contracts/envelope';
import { ociFields } from '../../../../src/contracts/oci';
import { punchoutSessionParameter, type PunchoutOrderAnswer } from '../../../../src/contracts/punchout';
import type { PunchoutTransferBasket } from '../../../../src/contracts/schemas/punchout';
import type { Database } from '../../database/schema';
import { findPunchoutSession, insertPunchoutSession } from '../../database/repositories/punchout-sessions';
import { CallFailure } from '../../http/call-failure';
import { CxmlRefused, orderMessage, readSetupRequest, setupResponse, statusResponse, type Credential, type OrderLine } from './cxml';
import type { RelayedPost } from './relay-page';
import { XmlRefused } from './xml-reader';

/** How long a buyer may shop in one punch-out session. */
const sessionMs = 8 * 60 * 60 * 1000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The parties a session kept, read back (JSON written by this service only). */
const parties = (json: string) => JSON.parse(json) as Credential[];

export interface PunchoutOptions {
  db: Kysely<Database>;
  /** The Sender's SharedSecret a setup request must carry (CXML_SHARED_SECRET); any is taken when not set. */
  sharedSecret?: string | undefined;
  /** The site's public origin behind a proxy (PUBLIC_URL); else the origin a request was made to. */
  publicOrigin?: string | undefined;
  /** Whether a StartPage may be on `origin` besides the site's own (one the server lists for the widgets). */
  startAllowed: (origin: string) => boolean;
  now: () => Date;
}

/** A cXML answer: the XML and the HTTP status it goes with. */
export interface CxmlAnswer {
  status: 200 | 400 | 401;
  xml: string;
}

function secretMatches(expected: string, given: string): boolean {
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

export class PunchoutService {
  constructor(private readonly options: PunchoutOptions) {}

  private envelope() {
    return { payloadId: `${randomUUID()}@valve-selector`, timestamp: this.options.now() };
  }

  /**
   * Answers a PunchOutSetupRequest: a new session and the StartPage (`start`, else the site's home, with
   * the session's key as `punchout-session`), or a cXML status saying why not.
   */
  async setup(text: string, start: string | undefined, requestOrigin: string): Promise<CxmlAnswer> {
    const site = this.siteOrigin(requestOrigin);
    let request;
    try {
      request = readSetupRequest(text);
    } catch (error) {
      if (error instanceof XmlRefused || error instanceof CxmlRefused) {
        const status = error instanceof CxmlRefused ? error.status : 400;
        return { status, xml: statusResponse(this.envelope(), status, error.message) };
      }
      throw error;
    }
    if (this.options.sharedSecret !== undefined && !secretMatches(this.options.sharedSecret, request.sharedSecret)) {
      return { status: 401, xml: statusResponse(this.envelope(), 401, 'the Sender\'s SharedSecret is not this supplier\'s') };
    }
    const startPage = new URL(start ?? '/', site);
    if (!/^https?:$/.test(startPage.protocol) || (startPage.origin !== new URL(site).origin && !this.options.startAllowed(startPage.origin))) {
      return { status: 400, xml: statusResponse(this.envelope(), 400, `the StartPage's origin ${startPage.origin} is not one this server serves`) };
    }
    const key = randomBytes(32).toString('base64url');
    const now = this.options.now();
    await insertPunchoutSession(this.options.db, hashOf(key), {
      buyerCookie: request.buyerCookie,
      formPostUrl: request.formPostUrl,
      operation: request.operation,
      buyer: JSON.stringify(request.from),
      supplier: JSON.stringify(request.to),
      language: request.language,
    }, now, new Date(now.getTime() + sessionMs));
    startPage.searchParams.set(punchoutSessionParameter, key);
    return { status: 200, xml: setupResponse(this.envelope(), startPage.href, request.language) };
  }

  /** The site's public origin (PUBLIC_URL), else the origin the request was made to. */
  siteOrigin(requestOrigin: string): string {
    return this.options.publicOrigin ?? requestOrigin;
  }

  /**
   * The form post that carries a basket the maker's site relays: OCI's fields to the HOOK_URL, or the cXML session's
   * order message to its BrowserFormPost address (the session's own, whatever the page posted). An unknown or expired
   * session is refused (CallFailure notFound).
   */
  async relayedPost(basket: PunchoutTransferBasket): Promise<RelayedPost> {
    if ('hookUrl' in basket) {
      const prices = new Map(basket.lines.map((line) => [line.partNumber, line]));
      return { action: basket.hookUrl, fields: ociFields(basket.lines, prices), target: basket.target };
    }
    const { formPostUrl, cxml } = await this.order(basket.session, basket.lines);
    return { action: formPostUrl, fields: [['cxml-urlencoded', cxml]], target: basket.target };
  }

  /** The session's basket as its PunchOutOrderMessage; an unknown or expired session is refused (404). */
  async order(key: string, lines: readonly Omit<OrderLine, 'unit'>[]): Promise<PunchoutOrderAnswer> {
    const session = await findPunchoutSession(this.options.db, hashOf(key), this.options.now());
    if (!session) throw new CallFailure(ResultCode.notFound, 404, 'errors:notFound');
    const cxml = orderMessage(this.envelope(), {
      buyerCookie: session.buyerCookie,
      operation: session.operation as 'create' | 'edit' | 'inspect',
      from: parties(session.buyer),
      to: parties(session.supplier),
      language: session.language,
    }, lines.map((line) => ({ ...line, unit: 'EA' })));
    return { formPostUrl: session.formPostUrl, cxml };
  }
}
