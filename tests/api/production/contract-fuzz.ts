// Property-based fuzzing of every API call (issue 17): bodies and queries made from each contract's own field names
// with values of any type, plus whole bodies of any JSON. Whatever comes, the answer is the envelope, never a 5xx,
// and within a time bound. Used by fuzz.test.ts (a modest count in `npm test`) and tests/api/production/fuzz-many.ts (a large count).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CheckedContract } from '../../../src/contracts/call';

/** The field names a schema declares (an object's keys), for values that hit the real fields. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  const shape = schema instanceof z.ZodObject ? schema.shape : undefined;
  return shape ? Object.keys(shape) : [];
}

/** A value of any JSON type, numbers at their edges included. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -1e308, 5e-324, -0, Number.MAX_SAFE_INTEGER + 2, '', ' ', '1e999', 'NaN', '%00', '\u0000', '../../etc/passwd', '<script>'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

function bodyOf(contract: CheckedContract): fc.Arbitrary<unknown> {
  const names = fieldNames(contract.body);
  const fields = names.length > 0 ? fc.dictionary(fc.constantFrom(...names), anyValue, { maxKeys: names.length + 1 }) : fc.constant({});
  return fc.oneof(fields, fc.jsonValue({ maxDepth: 4 }));
}

function queryOf(contract: CheckedContract): fc.Arbitrary<string> {
  const names = [...fieldNames(contract.query), 'x'];
  const value = fc.oneof(fc.string({ maxLength: 20 }), anyValue.map((v) => JSON.stringify(v) ?? ''));
  return fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 6 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [name, text] of pairs) params.append(name, text);
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

export interface FuzzOutcome {
  calls: number;
  requests: number;
  slowestMs: number;
}

/**
 * Runs `runsPerCall` generated requests against every registered call.
 * @throws the first counterexample (fast-check shrinks it), naming the call and the answer.
 */
export async function fuzzEveryCall(app: FastifyInstance, runsPerCall: number, boundMs: number, seed?: number): Promise<FuzzOutcome> {
  await app.ready();
  let requests = 0;
  let slowestMs = 0;
  for (const contract of app.calls) {
    const url = `/api${contract.path}`;
    await fc.assert(
      fc.asyncProperty(queryOf(contract), bodyOf(contract), fc.constantFrom('en', 'cn', 'xx'), async (query, body, lang) => {
        const started = performance.now();
        const response = await app.inject({
          method: contract.method,
          url: url + query,
          headers: { lang, 'content-type': 'application/json' },
          ...(contract.method === 'POST' && { payload: JSON.stringify(body) }),
        });
        const ms = performance.now() - started;
        requests++;
        slowestMs = Math.max(slowestMs, ms);
        const where = `${contract.method} ${url}${query} ${JSON.stringify(body)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${where}`);
        if (ms > boundMs) throw new Error(`${ms.toFixed(0)} ms > ${boundMs} ms: ${where}`);
        if (response.statusCode === 304 || response.headers['content-type']?.toString().startsWith('image/')) return;
        const envelope = response.json<Record<string, unknown>>();
        if (typeof envelope['Result'] !== 'number' || typeof envelope['ErrorMsg'] !== 'string' || !('Data' in envelope)) throw new Error(`not an envelope: ${where}`);
        if (envelope['Result'] !== 0 && (envelope['ErrorMsg'] as string).length === 0) throw new Error(`a refusal without a message: ${where}`);
        if (/\bat \S+ \(|node_modules|\.ts:\d+/.test(response.body)) throw new Error(`a stack trace: ${where}`);
      }),
      { numRuns: runsPerCall, ...(seed !== undefined && { seed }) },
    );
  }
  return { calls: app.calls.length, requests, slowestMs };
}
