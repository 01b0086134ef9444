import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { isKnownNulFree } from './body-bounds';
import { InvalidInput, nulCharacterIssues, type RequestPart } from './invalid-input';

/** Fastify's name of each request part a contract checks, as our messages name it. */
const parts: Partial<Record<string, RequestPart>> = { querystring: 'query', body: 'body' };

/**
 * Fastify's validator for our routes: each request part is parsed with its contract's zod schema, and the handler
 * gets the parsed value (defaults filled in). A part that fails is refused as InvalidInput, which keeps zod's own
 * issues (typed paths, a union's inner errors, the value checked), so the envelope's ErrorMsg names the field and
 * the rule as it always did. fastify-type-provider-zod's own validatorCompiler is not used for this reason: it
 * hands Fastify a flattened copy of the issues, and Fastify answers it with its default 400 body unless the error
 * handler rebuilds the issues from that copy.
 */
export const contractValidator: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = parts[httpPart ?? ''];
  if (!part) throw new Error(`a contract checks the query and the body, not the ${String(httpPart)}`);
  return (value) => {
    // Fastify hands a missing part over as null: a call without its body is told the body is required.
    const input = value === null && part === 'body' ? undefined : value;
    // PostgreSQL cannot store the NUL character in text (SQLite can): refused in every call alike, naming the field.
    const nul = isKnownNulFree(input) ? [] : nulCharacterIssues(input);
    if (nul.length > 0) return { error: new InvalidInput(part, nul, input) };
    const parsed = schema.safeParse(input);
    return parsed.success ? { value: parsed.data } : { error: new InvalidInput(part, parsed.error.issues, input) };
  };
};
