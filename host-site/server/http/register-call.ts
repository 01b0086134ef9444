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
 * Registers `contract.method /api<contract.path>`. The query and body are parsed with the contract's schemas (the
 * same ones the client uses) before the handler runs; whatever the handler returns is answered as
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
}

function parsePart(schema: z.ZodType | undefined, input: unknown, part: RequestPart): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidInput(part, parsed.error.issues, input);
  return parsed.data;
}
