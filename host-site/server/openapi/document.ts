// The OpenAPI 3.1 document of the API, generated from the registered calls' contracts and zod schemas: the one
// description of the API for everyone (the docs page, client generators, the generated API.md). Request schemas are
// written as the server accepts them (zod's input side: defaults optional), answers as the server sends them (the
// output side: every field the handler fills, nothing else). Schemas are inlined, without $ref, so that each one
// stands alone as JSON Schema 2020-12 (OpenAPI 3.1's default dialect builds on it; Swagger UI reads no other).
import { z } from 'zod';
import type { CheckedContract } from '../../../src/contracts/call';
import { failureEnvelope, successEnvelope } from '../../../src/contracts/schemas/envelope';
import { apiDescription } from './description';

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface Reference {
  $ref: string;
}

export interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: (Parameter | Reference)[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Response | Reference>;
}

export type Method = 'get' | 'post';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}

const dialect = 'https://json-schema.org/draft/2020-12/schema';

/** A zod schema as JSON Schema 2020-12, without `$schema` (a schema inside the document takes the document's dialect). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  if ($schema !== dialect) throw new Error(`zod wrote JSON Schema ${String($schema)}, not ${dialect}`);
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const failure = jsonSchema(failureEnvelope, 'output');

// Request headers of ARCHITECTURE §3. Authorization is the security scheme (OpenAPI ignores it as a parameter).
const headers: Record<string, Parameter> = {
  Lang: {
    name: 'LANG',
    in: 'header',
    required: false,
    description: 'Language of ErrorMsg and of labels: cn or en. Without it the first tag of Accept-Language decides (zh-* is Chinese), else English.',
    schema: { type: 'string', examples: ['en', 'cn'] },
  },
  Unitid: {
    name: 'Unitid',
    in: 'header',
    required: false,
    description: 'Unit system of numbers in and out: 1 imperial, 2 metric (the default).',
    schema: { type: 'integer', enum: [1, 2] },
  },
  Units: {
    name: 'Units',
    in: 'header',
    required: false,
    description:
      "A custom unit set over Unitid's system, for numbers in and out: URL-encoded Quantity=unit pairs of SPEC §3's quantities (Temp, Temp2, Press, CoolCapacity, HeatCapacity, Velocity, VolumeFlow, MassFlow, Size, Density, Enthalpy, Entropy, FlowFactor), e.g. `Temp=K&Press=kPa` (℃ is %E2%84%83). Quantities left out take the system's unit; an unknown quantity or unit answers Result 2, HTTP 400.",
    schema: { type: 'string', maxLength: 1024, examples: ['Temp=K&Press=kPa'] },
  },
  Country: {
    name: 'Country',
    in: 'header',
    required: false,
    description: "The user's country when known: an ISO code (DE), a country Id, or a name in English or Chinese (percent-encoded).",
    schema: { type: 'string' },
  },
};

/** References to the request headers every operation takes (LANG, Unitid, Units, Country). */
export function headerParameters(): Reference[] {
  return Object.keys(headers).map((name) => ({ $ref: `#/components/parameters/${name}` }));
}

const ifNoneMatch: Parameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of a copy the client keeps: answered 304 without a body while it is current.',
  schema: { type: 'string' },
};

/** The failure envelope as JSON Schema, for operations written by hand. */
export const failureSchema = failure;

/** `/valve/getRecommend` is `valveGetRecommend`: unique as long as paths are (every call has one method). */
export function operationId(path: string): string {
  return path
    .split(/[/_]/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/** The first segment of the path: calls are grouped as the specification groups them. */
function tagOf(path: string): string {
  return path.split('/')[1]!;
}

function queryParameters(schema: z.ZodType): Parameter[] {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }));
}

function operation(call: CheckedContract): Operation {
  const etag = call.etag === true;
  const ok: Response = {
    description: 'The envelope: Result 0 with the Data below; or a well-formed request that cannot be computed, with Result 3 or 4 and Data null.',
    ...(etag && { headers: { ETag: { description: 'Strong tag of this answer, the same as Data.etag in quotes.', schema: { type: 'string' } } } }),
    content: json({ oneOf: [jsonSchema(successEnvelope(call.data), 'output'), failure] }),
  };
  return {
    operationId: operationId(call.path),
    summary: call.summary,
    ...(call.description !== undefined && { description: call.description }),
    tags: [tagOf(call.path)],
    parameters: [
      ...headerParameters(),
      ...(etag ? [ifNoneMatch] : []),
      ...(call.query ? queryParameters(call.query) : []),
    ],
    ...(call.body && { requestBody: { required: true as const, content: json(jsonSchema(call.body, 'input')) } }),
    responses: {
      '200': ok,
      ...(etag && { '304': { description: 'Not modified: the copy whose ETag was sent in If-None-Match is current.' } }),
      '4XX': { $ref: '#/components/responses/Refused' },
      '5XX': { $ref: '#/components/responses/Failed' },
    },
  };
}

/** The document of the given calls, as the server registered them. */
export function openApiDocument(
  calls: readonly CheckedContract[],
  version: string,
  others: readonly { method: Method; path: string; operation: Operation }[] = [],
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const operations = [
    ...calls.map((call) => ({ method: call.method.toLowerCase() as Method, path: call.path, operation: operation(call) })),
    ...others,
  ];
  for (const { method, path, operation: described } of operations) {
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is registered twice`);
    item[method] = described;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Valve Selector API', version, description: apiDescription },
    servers: [{ url: '/api', description: 'The server this document comes from.' }],
    tags: [...new Set(operations.map(({ path }) => tagOf(path)))].map((name) => ({ name })),
    // Signing in is optional: calls that need a session answer Result 100 (HTTP 200) without one.
    security: [{}, { bearer: [] }],
    paths,
    components: {
      parameters: headers,
      responses: {
        Refused: {
          description:
            "The caller's mistake, answered with the reason: 400 invalid input (Result 2; 413 body too large, 415 not JSON), 403 forbidden origin (Result 7), 404 not found (Result 5), 429 too many requests (Result 6).",
          content: json(failure),
        },
        Failed: {
          description: 'A fault of the server (Result 500, HTTP 500) with a generic message; 503 from /health when the database does not answer.',
          content: json(failure),
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of a signed-in user: Authorization: Bearer <token>.' },
      },
    },
  };
}
