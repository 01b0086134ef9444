import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callBodyLimit } from '../../../../../src/contracts/call';
import { punchoutContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { failureAnswers, operationOf } from '../../../http/route-schema';
import punchoutTransferRoute from './transfer';

const xml = (what: string) => z.string().meta({ type: 'string', contentMediaType: 'text/xml', description: what });

const setupCall = {
  path: '/punchout/cxml/setup',
  summary: "Ours: a buyer's purchasing system sets up a cXML punch-out session (PunchOutSetupRequest in, PunchOutSetupResponse out).",
  description: `The buyer's system posts its cXML 1.2 PunchOutSetupRequest (Content-Type text/xml or application/xml, at most
64 KiB): its BuyerCookie and BrowserFormPost URL are kept for eight hours under a new session, and the answer is a
PunchOutSetupResponse whose StartPage is \`start\` (else the site's home) with the session's key as
\`punchout-session\`. A widget on that page given the key (attribute \`punchout-session\`) offers "Transfer to
purchasing", which posts the basket back through the browser (\`/punchout/cxml/order\`). The XML is read without DTDs:
an internal DTD subset or an entity other than XML's own is refused. A request that cannot be taken is answered in cXML
with Status 400 (401 when CXML_SHARED_SECRET is set and the Sender's SharedSecret differs), HTTP status alike.`,
};

/**
 * Issue 35: punch-out. The setup request is XML, answered in XML, as purchasing systems speak it: its own content
 * parser (in this plugin only) reads the body as text, within the calls' body limit; the order message is a JSON call.
 */
export default async function punchoutRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: callBodyLimit }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api${setupCall.path}`,
    bodyLimit: callBodyLimit,
    schema: {
      ...operationOf(setupCall),
      consumes: ['text/xml', 'application/xml'],
      querystring: z.object({
        start: z.string().max(2000).regex(/^https?:\/\/\S+$/, 'an http(s) address').optional()
          .describe("The StartPage: the site's or a listed distributor's page that embeds the widgets (default the site's home)."),
      }),
      body: xml('The PunchOutSetupRequest.').max(callBodyLimit),
      response: {
        200: { description: 'The PunchOutSetupResponse, or a cXML Status 400/401 (with that HTTP status).', content: { 'text/xml': { schema: xml('cXML') } } },
        ...failureAnswers,
      },
    },
    handler: async (request, reply) => {
      const answer = await app.punchout.setup(request.body, request.query.start, `${request.protocol}://${request.host}`);
      return reply.code(answer.status).type('text/xml; charset=utf-8').send(answer.xml);
    },
  });

  registerCall(app, punchoutContracts.punchoutOrder, ({ body }) => app.punchout.order(body.session, body.lines));
  await app.register(punchoutTransferRoute);
}
