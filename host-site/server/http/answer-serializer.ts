import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Fastify's serializer for our routes in production: an answer is written as JSON, as its handler gave it. Checking
 * it against its response schema on every request cost a tenth of a calculate answer's CPU (zod's parse of the
 * 42 KB answer, 80–90 µs quiet, beside 100–120 µs for JSON.stringify; issue 29), and it finds nothing the tests do
 * not: tests/api/answers.test.ts drives every call and checks each answer with its zod schema and, with ajv, against
 * the OpenAPI document, and holds what was sent to what the handler gave (no key the schema lacks, none dropped);
 * the API tests run with the check below (CHECK_ANSWERS=1), so an answer that leaves its contract fails them.
 */
export const answerSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: an answer's schema is a zod schema`);
  return (answer) => JSON.stringify(answer);
};

/**
 * The serializer with the check (CHECK_ANSWERS=1: tests, development): an answer is parsed with its response schema,
 * then written as JSON; one the schema does not hold is refused (ResponseSerializationError, answered as our fault,
 * 500, and logged), and a key the schema lacks is dropped, never sent. fastify-type-provider-zod's own
 * serializerCompiler does the same with zod's encode, which runs without zod's compiled fast path: on the biggest
 * calculate answer (42 KB) encode took 223 µs and parse 83 µs, beside 120 µs for JSON.stringify
 * (bench/answer-serialisation.bench.ts). Parse and encode agree on schemas without transforms, and answer schemas
 * have none: tests/api/answers.test.ts proves every call's answers go out exactly as their handlers gave them.
 */
export const checkedAnswerSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: an answer's schema is a zod schema`);
  return (answer) => {
    const checked = schema.safeParse(answer);
    if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
    return JSON.stringify(checked.data);
  };
};
