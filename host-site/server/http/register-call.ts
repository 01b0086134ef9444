import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { CallAnswer, CallBody, CallContract, CallQuery, CheckedContract, CheckedFileContract, FileCallContract, FileCallQuery } from '../../../src/contracts/call';
import { success, type Envelope } from '../../../src/contracts/envelope';
import { headerParameters, jsonSchema, operationId, type Operation, type Parameter } from '../openapi/document';
import { InvalidInput, nulCharacterIssues, type RequestPart } from './invalid-input';
import type { CurrentSession } from '../services/accounts';
import { requireSession } from './require-user';

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
 * Registers `contract.method /api<contract.path>` and lists it in `app.calls` (plugin `calls`). The query and body
 * are parsed with the contract's schemas before the handler runs; whatever the handler returns is answered as
 * `{ Result: 0, Data, ErrorMsg: '' }`, and whatever it throws goes to the envelope error handler.
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
  app.route({
    method: contract.method,
    url: `/api${contract.path}`,
    ...hooks,
    handler: async (request, reply): Promise<Envelope<CallAnswer<C>>> => success(await answer(request, reply)),
  });
  app.calls.push(contract);
}

function parsedParts<C extends CheckedContract>(contract: C, request: FastifyRequest): { query: CallQuery<C>; body: CallBody<C> } {
  return {
    query: parsePart(contract.query, request.query, 'query') as CallQuery<C>,
    body: parsePart(contract.body, request.body, 'body') as CallBody<C>,
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
 * Registers a GET that answers a file as an attachment of the contract's media type, and describes it in the
 * OpenAPI document with that media type. The query is checked first, and the handler makes the whole file before a
 * byte is sent: whatever it throws is answered as the envelope (JSON), never as a half-written file.
 */
export function registerFileCall<C extends CheckedFileContract>(app: FastifyInstance, contract: C, handler: FileCallHandler<C>): void {
  app.route({
    method: 'GET',
    url: `/api${contract.path}`,
    handler: async (request, reply) => {
      const query = parsePart(contract.query, request.query, 'query') as FileCallQuery<C>;
      const file = await handler({ query, request, reply });
      return reply
        .header('Content-Type', file.mediaType ?? contract.mediaType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  });
  app.otherOperations.push({ method: 'get', path: contract.path, operation: fileOperation(contract) });
}

function fileOperation(contract: CheckedFileContract): Operation {
  const { properties = {}, required = [] } = contract.query
    ? (jsonSchema(contract.query, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] })
    : {};
  const query: Parameter[] = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(typeof schema.description === 'string' && { description: schema.description }),
    schema,
  }));
  return {
    operationId: operationId(contract.path),
    summary: contract.summary,
    ...(contract.description !== undefined && { description: contract.description }),
    tags: [contract.path.split('/')[1]!],
    parameters: [...headerParameters(), ...query],
    responses: {
      '200': {
        description: 'The file, as an attachment; a refusal (Result 100, 50012, 50014 when signed out) comes as the JSON envelope instead.',
        headers: { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } },
        content: { [contract.mediaType]: { schema: { type: 'string', contentMediaType: contract.mediaType } } },
      },
      '4XX': { $ref: '#/components/responses/Refused' },
      '5XX': { $ref: '#/components/responses/Failed' },
    },
  };
}

function parsePart(schema: z.ZodType | undefined, input: unknown, part: RequestPart): unknown {
  if (!schema) return undefined;
  // PostgreSQL cannot store the NUL character in text (SQLite can): refused in every call alike, naming the field.
  const nul = nulCharacterIssues(input);
  if (nul.length > 0) throw new InvalidInput(part, nul, input);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidInput(part, parsed.error.issues, input);
  return parsed.data;
}
