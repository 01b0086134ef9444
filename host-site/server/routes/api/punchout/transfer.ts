import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { punchoutTransferPath } from '../../../../../src/contracts/punchout';
import { punchoutTransferCxml, punchoutTransferForm, punchoutTransferLimit, punchoutTransferOci } from '../../../../../src/contracts/schemas/punchout';
import { normaliseLanguage, type Language } from '../../../../../src/i18n';
import { CallFailure } from '../../../http/call-failure';
import { describeIssues, InvalidInput, nulCharacterIssues } from '../../../http/invalid-input';
import { failureAnswers, operationOf } from '../../../http/route-schema';
import { isSameOrigin } from '../../../plugins/external/cors';
import { refusalPage, relayPage, type RelayPage } from '../../../services/punchout/relay-page';

const transferCall = {
  path: punchoutTransferPath,
  summary: "Ours: the maker's site relays a punch-out basket to the buyer's purchasing system (an HTML page, not a call).",
  description: `The site's page may post forms to itself only (\`form-action 'self'\`), so its Transfer to purchasing posts
the basket here, as a form (application/x-www-form-urlencoded) whose field \`basket\` is the basket as JSON, from the
site's own page only (Sec-Fetch-Site same-origin and the site's Origin; anything else is refused with 403). The answer
is an HTML page that posts the basket on at once, and by a visible button where scripts do not run: OCI's
\`NEW_ITEM-*\` fields (indices from 1) to the \`hookUrl\` (an http(s) address), or a cXML session's
PunchOutOrderMessage as \`cxml-urlencoded\` to the BrowserFormPost address the session was set up with (never one the
page posts). Its Content-Security-Policy allows a form to that one origin and its one script by its hash. A basket that
is not one (400) or an unknown or expired session (404) is answered with a page saying why, in \`lang\`'s language.`,
};

const html = (what: string) => z.string().meta({ type: 'string', contentMediaType: 'text/html', description: what });

/** Whether the post came from the site's own page: a browser says so in Sec-Fetch-Site and names a form POST's Origin. */
function fromSitePage(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin !== undefined && (origin === siteOrigin || isSameOrigin(request, origin));
}

/** The basket of the form's JSON, checked; InvalidInput says what is wrong with it. */
function basketOf(json: string) {
  let basket: unknown;
  try {
    basket = JSON.parse(json);
  } catch {
    throw new InvalidInput('body', [{ code: 'invalid_type', expected: 'object', path: ['basket'], message: 'JSON', input: json }], { basket: json });
  }
  const nul = nulCharacterIssues(basket);
  if (nul.length > 0) throw new InvalidInput('body', nul, basket);
  // cXML when it names a session, else OCI: each refused with its own rules, not a union's.
  const parsed = (typeof basket === 'object' && basket !== null && 'session' in basket ? punchoutTransferCxml : punchoutTransferOci).safeParse(basket);
  if (!parsed.success) throw new InvalidInput('body', parsed.error.issues, basket);
  return parsed.data;
}

function answer(reply: FastifyReply, status: number, { html: text, policy }: RelayPage) {
  // The basket is the buyer's: neither kept by a cache nor shown again by Back.
  return reply.code(status).header('content-security-policy', policy).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(text);
}

/**
 * Issue 35: punch-out from the maker's own site. A browser's form post (urlencoded), read by this plugin's own parser
 * within the relay's limit; answered with HTML pages, in the language the page posted (`lang`).
 */
export default async function punchoutTransferRoute(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: punchoutTransferLimit }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))));

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api${transferCall.path}`,
    bodyLimit: punchoutTransferLimit,
    // A refused form is answered with a page for the buyer, not the calls' envelope.
    attachValidation: true,
    schema: {
      ...operationOf(transferCall),
      consumes: ['application/x-www-form-urlencoded'],
      body: punchoutTransferForm,
      response: {
        200: { description: 'The page that posts the basket on, or (400, 403, 404) the page that says why not.', content: { 'text/html': { schema: html('HTML') } } },
        ...failureAnswers,
      },
    },
    handler: async (request, reply) => {
      const form = request.validationError ? undefined : request.body;
      const language: Language = form?.lang ? normaliseLanguage(form.lang) : request.messageLanguage;
      const t = app.translator(language);
      const refuse = (status: number, message: string) => answer(reply, status, refusalPage(message, language, t));
      if (!fromSitePage(request, app.punchout.siteOrigin(`${request.protocol}://${request.host}`))) return refuse(403, t('punchout:crossSite'));
      try {
        if (request.validationError) throw request.validationError;
        return answer(reply, 200, relayPage(await app.punchout.relayedPost(basketOf(form!.basket)), language, t));
      } catch (error) {
        if (error instanceof InvalidInput) return refuse(400, t('punchout:invalid', { reason: describeIssues(t, error) }));
        if (error instanceof CallFailure && error.status === 404) return refuse(404, t('punchout:sessionEnded'));
        throw error;
      }
    },
  });
}
