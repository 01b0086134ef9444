// The envelope every /api answer wears, as schemas: what the OpenAPI document publishes and the tests hold every
// answer to. The client checks the same shape without zod (isEnvelope in ../envelope.ts).
import { z } from 'zod';
import { ResultCode } from '../envelope';

const failureCodes = Object.values(ResultCode).filter((code) => code !== ResultCode.ok);

/** A refusal as data: the rule, the field at fault and the numbers, so that a client marks the field without reading words. */
export const errorDetail = z.object({
  code: z.string().min(1).describe("The rule broken: the reason's key (saturationRange, notPositive, gasCoolerRange ...) or the engine's error code (out_of_range ...)."),
  field: z.string().optional().describe("The condition at fault by its wire name (Te, Capicity, Pgc), when one field is."),
  values: z.record(z.string(), z.union([z.number(), z.string()])).optional().describe('The numbers involved (value, min, max ...), SI: K, Pa, W.'),
  point: z.number().int().min(0).optional().describe('With operating points (POST /ucselection/calculate operatingPoints): the point at fault, 0 the design point, n operatingPoints[n − 1].'),
});

/** A refusal or failure: a non-zero Result, no Data, and the reason in the request's language. */
export const failureEnvelope = z.object({
  Result: z.literal(failureCodes).describe('Why the call failed (the Result codes in the API description).'),
  Data: z.null(),
  ErrorMsg: z.string().min(1).describe("What went wrong, in the request's language: general message, colon, reason."),
  Detail: errorDetail.optional().describe('Optional, beside ErrorMsg: the refusal as data. Clients reading only Result and ErrorMsg keep working.'),
});

/** A success: Result 0 and the call's Data. */
export function successEnvelope<D extends z.ZodType>(data: D) {
  return z.object({ Result: z.literal(ResultCode.ok), Data: data, ErrorMsg: z.literal('') });
}
