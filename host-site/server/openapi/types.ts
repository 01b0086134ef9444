// The shape of the OpenAPI 3.1 document the server publishes at /api/openapi.json, as @fastify/swagger writes it from
// the routes (openapi/swagger.ts): what the API reference script (scripts/docs) and the tests read from it. Narrower
// than OpenAPI's own types, it holds what this document uses.

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
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}
