// The published OpenAPI document: OpenAPI 3.1 in shape, its schemas valid JSON Schema 2020-12, and the same set of
// calls as the server routes (no /api route outside the document, no operation without its route, no contract a
// client may call that the server lacks). That every answer fits the document is tests/api/answers.test.ts.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import * as contracts from '../../src/contracts';
import type { CallContract } from '../../src/contracts/call';
import type { Method, OpenApiDocument, Operation, Parameter, Reference, Response } from '../../host-site/server/openapi/document';
import { buildTestApp, registeredRoutes } from './helper';

const app = await buildTestApp();
await app.ready();
const document = (await app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method as Method, operation: operation as Operation })),
);

/** A `#/components/...` reference followed into the document. */
function resolve<T>(value: T | Reference): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const target = value.$ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  if (target === undefined) throw new Error(`${value.$ref} does not resolve`);
  return target as T;
}

/** Routes under /api that are not calls: the document itself and its page. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');

/** A documented path as fastify writes its route: `{id}` is `:id`. */
const routeUrl = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Routes that are no JSON call (the avatar upload and image), documented by hand. */
const otherRoutes = new Set(app.otherOperations.map(({ method, path }) => `${method.toUpperCase()} ${routeUrl(path)}`));

/** Every schema of a content map (application/json, multipart/form-data, image/png ...). */
const contentSchemas = (content: Record<string, { schema: object }> | undefined) => Object.values(content ?? {}).map((media) => media.schema);

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of this server', () => {
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Valve Selector API', version: packageJson.version }, servers: [{ url: '/api' }] });
    expect(document.info.description).toContain('{ "Result": 0, "Data"');
    expect(operations.length).toBeGreaterThan(30);
  });

  it('gives every operation an id, a summary, a declared tag, its headers and its answers', () => {
    const ids = new Set<string>();
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(ids.has(operation.operationId), `${name}: operationId ${operation.operationId} is not unique`).toBe(false);
      ids.add(operation.operationId);
      expect(operation.summary, name).not.toBe('');
      expect(operation.tags.every((tag) => tags.has(tag)), name).toBe(true);
      const parameters = operation.parameters.map((p) => resolve<Parameter>(p));
      expect(parameters.filter((p) => p.in === 'header').map((p) => p.name), name).toEqual(expect.arrayContaining(['LANG', 'Unitid', 'Country']));
      for (const parameter of parameters) expect(parameter, name).toMatchObject({ name: expect.any(String), in: expect.stringMatching(/^(query|header|path)$/), schema: expect.any(Object) });
      expect(Object.keys(operation.responses), name).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
      for (const response of Object.values(operation.responses)) expect(resolve<Response>(response).description, name).not.toBe('');
      // A POST may carry its parameters in the query instead (convertto_temper_bar): the body is documented where the call has one.
      const call = app.calls.find((c) => c.method === method.toUpperCase() && c.path === path);
      expect(operation.requestBody?.content['application/json']?.schema, name)[call?.body ? 'toBeDefined' : 'toBeUndefined']();
    }
  });

  it('declares bearer authorization as an optional security scheme', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{}, { bearer: [] }]);
  });

  it('holds schemas that compile as JSON Schema 2020-12 in strict mode', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    let compiled = 0;
    for (const { operation } of operations) {
      const schemas = [
        ...operation.parameters.map((p) => resolve<Parameter>(p).schema),
        ...contentSchemas(operation.requestBody?.content),
        ...Object.values(operation.responses).flatMap((r) => contentSchemas(resolve<Response>(r).content)),
      ];
      for (const schema of schemas) {
        expect(() => ajv.compile(schema)).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(operations.length * 4);
  });

  it('lists every registered call with its method, and routes every operation', () => {
    const documented = new Set(operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    expect(app.calls.length + app.otherOperations.length).toBe(operations.length);
    for (const call of app.calls) expect(documented.has(`${call.method} ${call.path}`), `${call.method} ${call.path}`).toBe(true);
    for (const { path, method } of operations) expect(app.hasRoute({ method: method.toUpperCase(), url: routeUrl(path) }), `${method} ${path}`).toBe(true);
  });

  it('leaves no /api route out: every one the server knows is a call or the docs', () => {
    const calls = new Set(app.calls.map((call) => `${call.method} /api${call.path}`));
    const apiRoutes = registeredRoutes(app).filter(({ method, url }) => url.startsWith('/api/') && (method === 'GET' || method === 'POST'));
    expect(apiRoutes.filter(({ method, url }) => calls.has(`${method} ${url}`))).toHaveLength(calls.size);
    const documented = (method: string, url: string) => calls.has(`${method} ${url}`) || otherRoutes.has(`${method} ${url}`);
    expect(apiRoutes.filter(({ method, url }) => !documented(method, url) && !isDocsRoute(url))).toEqual([]);
  });

  it('has a server route for every contract a client can call', () => {
    const registered = new Set(app.calls.map((call) => `${call.method} ${call.path}`));
    const isContract = (value: unknown): value is CallContract =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'summary' in value;
    const exported: unknown[] = [...Object.values(contracts), ...Object.values(contracts.unitConversions)];
    const clientContracts = exported.filter(isContract);
    expect(clientContracts.filter((contract) => registered.has(`${contract.method} ${contract.path}`)).length).toBe(app.calls.length);
    // A call that answers a file (a report's PDF) is registered beside the JSON calls, in the OpenAPI document by hand.
    const files = new Set(app.otherOperations.map((other) => `${other.method.toUpperCase()} ${other.path}`));
    for (const contract of clientContracts) {
      const key = `${contract.method} ${contract.path}`;
      expect(registered.has(key) || files.has(key), key).toBe(true);
    }
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from this origin, reading the same document', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // Scripts are files of this origin, none inline: the site's Content-Security-Policy (script-src 'self') lets them run.
    const scripts = page.body.match(/<script\b[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^<script src="[^"]+"[^>]*>\s*<\/script>$/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect((await app.inject({ url: '/api/docs/json' })).json()).toEqual(document);
  });
});
