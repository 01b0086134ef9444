// The Fastify route schema of each call, built from its contract: the query and body its request is checked against
// (contract-validation.ts), the answers it is serialised through (fastify-type-provider-zod's serializer: an answer
// that does not fit its schema is a fault of ours, answered 500), and what the OpenAPI document says of it
// (@fastify/swagger reads these schemas; see ../openapi/swagger.ts).
import { z } from 'zod';
import { callBodyLimit, type CheckedContract, type CheckedFileContract } from '../../../src/contracts/call';
import { maxJsonDepth, maxJsonMembers } from '../../../src/contracts/json-bounds';
import { failureEnvelope, successEnvelope } from '../../../src/contracts/schemas/envelope';

/** `/valve/getRecommend` is `valveGetRecommend`: unique as long as paths are (every call has one method). */
export function operationId(path: string): string {
  return path
    .split(/[/_]/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/** The first segment of the path: calls are grouped as the specification groups them. */
export function tagOf(path: string): string {
  return path.split('/')[1]!;
}

/** What the document says of a call besides its schemas. */
export function operationOf(call: { path: string; summary: string; description?: string | undefined }) {
  return {
    operationId: operationId(call.path),
    summary: call.summary,
    ...(call.description !== undefined && { description: call.description }),
    tags: [tagOf(call.path)],
  };
}

// Fastify matches `4xx` and `5xx` to every status of their class; the document writes them 4XX and 5XX.
const refused = failureEnvelope.describe(
  "The caller's mistake, answered with the reason: 400 invalid input (Result 2; 413 body too large, 415 not JSON, 417 an Expect other than 100-continue), 403 forbidden origin (Result 7), 404 not found (Result 5), 429 too many requests (Result 6).",
);
const failed = failureEnvelope.describe(
  'A fault of the server (Result 500, HTTP 500) with a generic message; 503 with Retry-After when the server is busy or its database cannot be reached, and from /health.',
);

/** The answers every call shares: refusals and faults, always the failure envelope. */
export const failureAnswers = { '4xx': refused, '5xx': failed } as const;

/** A call's answer at HTTP 200: its success envelope, or a well-formed request that could not be computed. */
export function envelopeAnswer<D extends z.ZodType>(data: D, description: string) {
  return z.union([successEnvelope(data), failureEnvelope]).describe(description);
}

const okDescription = 'The envelope: Result 0 with the Data below; or a well-formed request that cannot be computed, with Result 3 or 4 and Data null.';

/**
 * A call's body schema, saying in the document how large and deep a body the call reads (issue 34): `x-body-limit` in
 * bytes after any Content-Encoding is undone (a larger body → HTTP 413), `x-max-depth` the nesting of arrays and
 * objects (a deeper one → HTTP 400), `x-max-members` the members of any one object (a wider one → HTTP 400).
 * Annotations only: the body is checked as before.
 */
function documentedBody(body: z.ZodType, limit: number): z.ZodType {
  return body.meta({ ...body.meta(), 'x-body-limit': limit, 'x-max-depth': maxJsonDepth, 'x-max-members': maxJsonMembers });
}

/** The route schema of a JSON call. */
export function callSchema(contract: CheckedContract) {
  const ok = envelopeAnswer(contract.data, okDescription);
  return {
    ...operationOf(contract),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: documentedBody(contract.body, contract.bodyLimit ?? callBodyLimit) }),
    response: {
      ...(contract.etag === true
        ? {
            200: {
              description: ok.description,
              headers: { ETag: { type: 'string', description: 'Strong tag of this answer, the same as Data.etag in quotes.' } },
              content: { 'application/json': { schema: ok } },
            },
            304: z.null().describe('Not modified: the copy whose ETag was sent in If-None-Match is current.'),
          }
        : { 200: ok }),
      ...failureAnswers,
    },
  };
}

/**
 * A file's bytes, of its media type: in the document a string of that media type (JSON Schema's way to say bytes).
 * Fastify sends bytes as they are, never through a serializer.
 */
export function fileBytes(mediaType: string) {
  return z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', contentMediaType: mediaType });
}

/** The route schema of a call that answers a file: the file, or the failure envelope as JSON. */
export function fileCallSchema(contract: CheckedFileContract) {
  return {
    ...operationOf(contract),
    ...(contract.query && { querystring: contract.query }),
    response: {
      200: {
        description: 'The file, as an attachment; a refusal (Result 100, 50012, 50014 when signed out) comes as the JSON envelope instead.',
        headers: { 'Content-Disposition': { type: 'string', description: 'attachment; filename="…"' } },
        content: { [contract.mediaType]: { schema: fileBytes(contract.mediaType) }, 'application/json': { schema: failureEnvelope } },
      },
      ...failureAnswers,
    },
  };
}
