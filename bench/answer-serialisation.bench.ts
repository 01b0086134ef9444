// What writing an answer through its call's schema costs (issues 25 and 29): the biggest calculate answer (TxvOld, 38
// sizes, 674 part numbers; the load bench's call) written by the server's serializers (http/answer-serializer.ts:
// in production JSON.stringify of the answer as given; with CHECK_ANSWERS=1, zod's parse first), beside
// fastify-type-provider-zod's serializerCompiler (zod's encode, then JSON.stringify), which the server does not use.
import { serializerCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../host-site/server/app';
import { loadConfig } from '../host-site/server/config';
import { answerSerializer, checkedAnswerSerializer } from '../host-site/server/http/answer-serializer';
import { envelopeAnswer } from '../host-site/server/http/route-schema';
import { selectionContracts } from '../src/contracts/schemas';
import { medianMicroseconds, type BenchRow } from './harness';

export async function run(): Promise<BenchRow[]> {
  const app = await buildApp(loadConfig({ DATABASE_FILE: ':memory:', LOG_LEVEL: 'silent' }));
  let answer: unknown;
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    answer = payload;
    return payload;
  });
  try {
    const body = { valveName: 'TxvOld', refrigerant: 'R404A', conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } } };
    const response = await app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: body });
    if ((response.json() as { Result: number }).Result !== 0) throw new Error(`calculate failed: ${response.body.slice(0, 200)}`);
    const calculate = selectionContracts.calculateSelection;
    const route = { schema: envelopeAnswer(calculate.data, 'The answer at HTTP 200.'), method: 'POST', url: `/api${calculate.path}`, httpStatus: '200' };
    const production = answerSerializer(route);
    const checked = checkedAnswerSerializer(route);
    const encoded = serializerCompiler(route);
    const inputs = [answer];
    const plain = medianMicroseconds(inputs, (payload) => production(payload).length, 1_000);
    const parsed = medianMicroseconds(inputs, (payload) => checked(payload).length, 1_000);
    const encodedTime = medianMicroseconds(inputs, (payload) => encoded(payload).length, 1_000);
    console.log(
      `answer-serialisation.bench: calculate TxvOld answer (${(response.body.length / 1000).toFixed(1)} KB): JSON.stringify ${plain.toFixed(0)} µs (as served), ` +
        `through its schema ${parsed.toFixed(0)} µs (zod parse, CHECK_ANSWERS=1), ${encodedTime.toFixed(0)} µs with fastify-type-provider-zod's encode`,
    );
    return [
      { name: 'answer: calculate TxvOld, JSON.stringify of the answer as given, as served', value: plain, unit: 'µs' },
      { name: 'answer: calculate TxvOld, through its schema (zod parse + JSON.stringify), CHECK_ANSWERS=1', value: parsed, unit: 'µs' },
      { name: "answer: calculate TxvOld, through fastify-type-provider-zod's serializer (zod encode)", value: encodedTime, unit: 'µs' },
    ];
  } finally {
    await app.close();
  }
}
