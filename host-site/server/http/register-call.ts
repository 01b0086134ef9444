import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallAnswer, CallBody, CallContract, CallQuery, CheckedContract } from '../../../src/contracts/call';
import { success, type Envelope } from '../../../src/contracts/envelope';
import { InvalidInput, type RequestPart } from './invalid-input';

/** What a call's handler gets: the query and body already checked against the contract. */
export interface CallContext<C extends CallContract> {
  query: CallQuery<C>;
  body: CallBody<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallContract> = (call: CallContext<C>) => Promise<CallAnswer<C>> | CallAnswer<C>;

/**
 * Registers `contract.method /api<contract.path>` and lists it in `app.calls` (plugin `calls`). The query and body
 * are parsed with the contract's schemas before the handler runs; whatever the handler returns is answered as
 * `{ Result: 0, Data, ErrorMsg: '' }`, and whatever it throws goes to the envelope error handler.
 */
export function registerCall<C extends CheckedContract>(app: FastifyInstance, contract: C, handler: CallHandler<C>): void {
  app.route({
    method: contract.method,
    url: `/api${contract.path}`,
    handler: async (request, reply): Promise<Envelope<CallAnswer<C>>> => {
      const query = parsePart(contract.query, request.query, 'query') as CallQuery<C>;
      const body = parsePart(contract.body, request.body, 'body') as CallBody<C>;
      return success(await handler({ query, body, request, reply }));
    },
  });
  app.calls.push(contract);
}

function parsePart(schema: z.ZodType | undefined, input: unknown, part: RequestPart): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidInput(part, parsed.error.issues, input);
  return parsed.data;
}
