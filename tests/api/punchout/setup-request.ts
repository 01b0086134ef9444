// A buyer's purchasing system starting a cXML punch-out session (issue 35): its PunchOutSetupRequest, the call that
// posts it, and the session key the answer's StartPage carries.
import type { FastifyInstance } from 'fastify';

/** The PunchOutSetupRequest a purchasing system posts, with its BuyerCookie and BrowserFormPost URL. */
export const setupRequest = (cookie: string, formPost = 'https://buyer.example/punchout/receive?x=1&y=2') => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1@buyer.example" timestamp="2026-12-02T10:00:00+00:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-BUYER</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>123456789</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN-BUYER</Identity><SharedSecret>s3cret-for-tests</SharedSecret></Credential><UserAgent>Buyer Procure 9</UserAgent></Sender>
  </Header>
  <Request>
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>${cookie}</BuyerCookie>
      <Extrinsic name="UserEmail">buyer@buyer.example</Extrinsic>
      <BrowserFormPost><URL>${formPost.replace(/&/g, '&amp;')}</URL></BrowserFormPost>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;

export async function setup(app: FastifyInstance, body: string, query = '') {
  return app.inject({ method: 'POST', url: `/api/punchout/cxml/setup${query}`, payload: body, headers: { 'content-type': 'text/xml' } });
}

export const sessionOf = (xml: string) => new URL(/<URL>([^<]+)<\/URL>/.exec(xml)![1]!.replace(/&amp;/g, '&')).searchParams.get('punchout-session')!;
