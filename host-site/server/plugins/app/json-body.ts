import fp from 'fastify-plugin';
import { jsonTextExcess, maxJsonDepth, maxJsonMembers } from '../../../../src/contracts/json-bounds';
import { BodyTooDeep, BodyTooWide, rememberIfNulFree } from '../../http/body-bounds';

/**
 * A JSON call may come with `Content-Type: application/json` and no body: the specification's
 * `convertto_temper_bar` carries its parameters in the query, and its clients (browsers' fetch with a default
 * header, the maker's own site) still name JSON. Fastify refuses such a request before any route sees it
 * ("the request body is empty"); here an empty body is no body, so a call without one is answered, and a call that
 * needs one says which field is required. A body that is there is parsed by Fastify's own parser (its
 * prototype-poisoning checks included), once one linear pass has found it no deeper than maxJsonDepth and no object of it wider than
 * maxJsonMembers (issue 34: every later walk of a body is then bounded by its size, and no check of it costs more than
 * a few milliseconds per 64 KiB).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      const excess = jsonTextExcess(text, maxJsonDepth, maxJsonMembers);
      if (excess) {
        done(excess.exceeds === 'depth' ? new BodyTooDeep() : new BodyTooWide(), undefined);
        return;
      }
      parseJson(request, text, (error, body) => {
        if (!error) rememberIfNulFree(text, body);
        done(error, body);
      });
    });
  },
  { name: 'json-body' },
);
