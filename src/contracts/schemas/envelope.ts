// The envelope every /api answer wears, as schemas: what the OpenAPI document publishes and the tests hold every
// answer to. The client checks the same shape without zod (isEnvelope in ../envelope.ts).
import { z } from 'zod';
import { ResultCode } from '../envelope';

const failureCodes = Object.values(ResultCode).filter((code) => code !== ResultCode.ok);

/** A refusal or failure: a non-zero Result, no Data, and the reason in the request's language. */
export const failureEnvelope = z.object({
  Result: z.literal(failureCodes).describe('Why the call failed (the Result codes in the API description).'),
  Data: z.null(),
  ErrorMsg: z.string().min(1).describe("What went wrong, in the request's language: general message, colon, reason."),
});

/** A success: Result 0 and the call's Data. */
export function successEnvelope<D extends z.ZodType>(data: D) {
  return z.object({ Result: z.literal(ResultCode.ok), Data: data, ErrorMsg: z.literal('') });
}
