import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callBodyLimit, type CallAnswer, type CallBody, type CallContract, type CallQuery, type CheckedContract, type CheckedFileContract, type FileCallContract, type FileCallQuery } from '../../../src/contracts/call';
import { success, type Envelope } from '../../../src/contracts/envelope';
import type { CurrentSession } from '../services/accounts';
import { requireSession } from './require-user';
import { callSchema, fileCallSchema } from './route-schema';

/** What a call's handler gets: the query and body already checked against the contract. */
export interface CallContext<C extends CallContract> {
  query: CallQuery<C>;
  body: CallBody<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallContract> = (call: CallContext<C>) => Promise<CallAnswer<C>> | CallAnswer<C>;

/** What a member's call gets besides: the signed-in user's id and session. */
export type MemberCallHandler<C extends CallContract> = (
  call: CallContext<C> & { userId: number; session: CurrentSession },
) => Promise<CallAnswer<C>> | CallAnswer<C>;

/**
 * Registers `contract.method /api<contract.path>` with its route schema (route-schema.ts) and lists it in
 * `app.calls` (plugin `calls`). Fastify parses the query and body with the contract's schemas before the handler
 * runs; whatever the handler returns is answered as `{ Result: 0, Data, ErrorMsg: '' }`, serialised through the
 * success envelope of the contract's Data, and whatever it throws goes to the envelope error handler.
 */
export function registerCall<C extends CheckedContract>(app: FastifyInstance, contract: C, handler: CallHandler<C>): void {
  addCall(app, contract, async (request, reply) => handler({ ...parsedParts(contract, request), request, reply }));
}

/** The signed-in user of each member's call, found before its body is read. */
const callers = new WeakMap<FastifyRequest, CurrentSession>();

/**
 * Registers a call for signed-in members only, as registerCall does, with the caller checked before the body is even
 * parsed: a guest is told he is signed out (Result 100, 50012 or 50014) whatever he sent, not what is wrong with it.
 */
export function registerMemberCall<C extends CheckedContract>(app: FastifyInstance, contract: C, handler: MemberCallHandler<C>): void {
  addCall(app, contract, async (request, reply) => {
    const session = callers.get(request)!;
    return handler({ ...parsedParts(contract, request), request, reply, userId: session.userId, session });
  }, {
    onRequest: async (request) => {
      callers.set(request, await requireSession(request));
    },
  });
}

function addCall<C extends CheckedContract>(
  app: FastifyInstance,
  contract: C,
  answer: (request: FastifyRequest, reply: FastifyReply) => Promise<CallAnswer<C>>,
  hooks: Pick<RouteOptions, 'onRequest'> = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: `/api${contract.path}`,
    schema: callSchema(contract),
    // Fastify refuses a longer body (413) as it arrives, before it is parsed: a call reads no more than it needs.
    bodyLimit: contract.bodyLimit ?? callBodyLimit,
    ...hooks,
    handler: async (request, reply): Promise<Envelope<CallAnswer<C>>> => success(await answer(request, reply)),
  });
  app.calls.push(contract);
}

/**
 * The query and body as Fastify left them, parsed with the contract's schemas (contract-validation.ts); a part the
 * contract does not declare is not passed on, whatever was sent.
 */
function parsedParts<C extends CheckedContract>(contract: C, request: FastifyRequest): { query: CallQuery<C>; body: CallBody<C> } {
  return {
    query: (contract.query ? request.query : undefined) as CallQuery<C>,
    body: (contract.body ? request.body : undefined) as CallBody<C>,
  };
}

/** A file a call answers: its bytes and the name it is saved under. */
export interface FileAnswer {
  bytes: Uint8Array;
  /** ASCII only (report-2026-11-24.pdf): it travels in the Content-Disposition header as it is. */
  filename: string;
  /** Its media type, where the call answers files of several (a report job's PDF or spreadsheet); else the contract's. */
  mediaType?: string;
}

export type FileCallHandler<C extends FileCallContract> = (call: { query: FileCallQuery<C>; request: FastifyRequest; reply: FastifyReply }) => Promise<FileAnswer>;

/**
 * Registers a GET that answers a file as an attachment of the contract's media type, described in the OpenAPI
 * document with that media type. The query is checked first, and the handler makes the whole file before a byte is
 * sent: whatever it throws is answered as the envelope (JSON), never as a half-written file.
 */
export function registerFileCall<C extends CheckedFileContract>(app: FastifyInstance, contract: C, handler: FileCallHandler<C>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: `/api${contract.path}`,
    schema: fileCallSchema(contract),
    handler: async (request, reply) => {
      const file = await handler({ query: request.query as FileCallQuery<C>, request, reply });
      return reply
        .header('Content-Type', file.mediaType ?? contract.mediaType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  });
}
