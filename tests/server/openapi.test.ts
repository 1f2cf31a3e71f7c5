// The OpenAPI document at /api/docs/json against the routes the app really registers (recorded through an onRoute
// hook on the instance buildApp makes), the Swagger UI page's CSP, and the document's building blocks.
import { formatParamUrl } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { version } from '../../package.json';
import { absolutizeRefs } from '../../src/server/openapi/absolute-refs';
import { componentNameOf } from '../../src/server/openapi/component-names';
import { tagOperation } from '../../src/server/openapi/operation-tags';
import { expandParameterRefs } from '../../src/server/openapi/parameter-refs';
import { operationIdOf } from '../../src/server/openapi/operation-id';
import { pruneUnreachedSchemas } from '../../src/server/openapi/prune-components';
import { publishSchema } from '../../src/server/openapi/publish-schema';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';
import { lintRecommended } from './helpers/redocly-lint';
import { useTestApp } from './helpers/use-test-app';

const recorded = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<{ default: (...args: unknown[]) => FastifyInstance }>();
  const recording = (...args: unknown[]): FastifyInstance => {
    const app = original.default(...args);
    app.addHook('onRoute', (route) => {
      recorded.push(route);
    });
    return app;
  };
  Object.assign(recording, original.default);
  return { ...original, default: recording, fastify: recording };
});

const suite = useTestApp();

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, string>> };
}

interface RouteCall {
  method: string;
  url: string;
  schema: NonNullable<RouteOptions['schema']>;
  handler: RouteOptions['handler'];
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];
const isDocsUi = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const isApiUrl = (url: string) => url.startsWith('/api/') && !isDocsUi(url);
const isDocumentedUrl = (url: string) => isApiUrl(url) || url.startsWith('/oauth-agent/');
/** A call also answering with a trailing slash is documented once, without it. */
const isSecondSpelling = (url: string) => url.endsWith('/');

/** Every (method, url) the app registers, HEAD left out (Fastify adds one to each GET, with the GET's schema). */
function routeCalls(): RouteCall[] {
  const seen = new Map<string, RouteCall>();
  for (const route of recorded) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      seen.set(`${method} ${route.url}`, { method, url: route.url, schema: route.schema ?? {}, handler: route.handler });
    }
  }
  return [...seen.values()];
}

const operationOf = (doc: OpenApiDocument, call: RouteCall): Operation | undefined =>
  doc.paths[formatParamUrl(call.url)]?.[call.method.toLowerCase()];

async function openapiDocument(): Promise<OpenApiDocument> {
  const res = await suite.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as OpenApiDocument;
}

/** The value a local `$ref` ("#/a/b~1c") points to in the document, or undefined. */
function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function collectRefs(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, into);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.push(value);
      else collectRefs(value, into);
    }
  }
  return into;
}

/** The shared schema a route schema part names by its whole $id (`{ $ref: 'https://refi-portal.local/...' }`). */
function sharedRefOf(part: unknown): string | null {
  const $ref = (part as { $ref?: unknown } | undefined)?.$ref;
  return typeof $ref === 'string' && $ref.startsWith(SCHEMA_ID_BASE) && !$ref.includes('#') ? $ref : null;
}

/** The catalogue codes an operation documents for a status (its error response's `code` enum). */
function documentedCodes(operation: Operation | undefined, status: number): string[] {
  const schema = operation?.responses[String(status)]?.content?.['application/json']?.schema as
    { properties?: { code?: { enum?: string[] } } } | undefined;
  return schema?.properties?.code?.enum ?? [];
}

// A handler that reads `request.query` (not a `db.query(...)` call) takes a query string.
const readsQueryString = (handler: RouteOptions['handler']): boolean => /\.query\b(?!\s*\()/.test(String(handler));

describe('route schemas', () => {
  it('every API route validates its body (POST, PUT, PATCH), its query string and path parameters, and declares its 200 answer', () => {
    const api = routeCalls().filter((call) => isApiUrl(call.url));
    expect(api.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const { method, url, schema, handler } of api) {
      const response = schema.response as Record<string, unknown> | undefined;
      if (response?.['200'] === undefined) missing.push(`${method} ${url}: no response schema for 200`);
      if (BODY_METHODS.includes(method) && schema.body === undefined) missing.push(`${method} ${url}: no body schema`);
      if (method === 'GET' && readsQueryString(handler) && schema.querystring === undefined) {
        missing.push(`${method} ${url}: reads the query string without a querystring schema`);
      }
      if (url.includes(':') && schema.params === undefined) missing.push(`${method} ${url}: no params schema`);
    }
    expect(missing).toEqual([]);
  });

  it('the query-string check sees a handler reading request.query, not a database query', () => {
    const getOfferStatus = routeCalls().find((call) => call.url === '/api/GetOfferStatus');
    expect(getOfferStatus && readsQueryString(getOfferStatus.handler)).toBe(true);
    expect(readsQueryString(async (request: { query: unknown }) => request.query)).toBe(true);
    expect(readsQueryString(async () => ({ db: { query: (sql: string) => sql } }).db.query('select 1'))).toBe(false);
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3 document of this API, every $ref resolving inside it', async () => {
    const doc = await openapiDocument();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Refinance borrower portal API', version });
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((ref) => resolvePointer(doc, ref) === undefined)).toEqual([]);
    expect(doc.components.securitySchemes).toEqual({
      lenderKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      borrowerSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'portal_session' }),
      csrfToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-csrf-token' }),
      originationCsrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-origination-csrf' }),
    });
  });

  it('has every API route once, and nothing else: not the docs UI, not the client files', async () => {
    const doc = await openapiDocument();
    const calls = routeCalls().filter((call) => isDocumentedUrl(call.url) && !isSecondSpelling(call.url));
    expect(routeCalls().map((call) => call.url)).toContain('/api/GetOfferStatus/');
    expect(Object.keys(doc.paths).filter(isSecondSpelling)).toEqual([]);
    expect(calls.map((call) => `${call.method} ${call.url}`).filter((_, i) => !operationOf(doc, calls[i]!))).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.length).toBe(calls.length);
    expect(Object.keys(doc.paths).filter((path) => !isDocumentedUrl(path))).toEqual([]);
  });

  it("names each shared schema's component after its $id, and the operations refer to them", async () => {
    const doc = await openapiDocument();
    expect(doc.components.schemas['UpdateBorrowerContact.body']).toBeDefined();
    const wrong: string[] = [];
    for (const call of routeCalls().filter((c) => isApiUrl(c.url) && !isSecondSpelling(c.url))) {
      const operation = operationOf(doc, call);
      const parts: [unknown, unknown][] = [
        [call.schema.body, operation?.requestBody?.content['application/json']?.schema],
        [(call.schema.response as Record<string, unknown> | undefined)?.['200'], operation?.responses['200']?.content?.['application/json']?.schema],
      ];
      for (const [routePart, documentedPart] of parts) {
        const $id = sharedRefOf(routePart);
        if ($id === null) continue;
        const expected = { $ref: `#/components/schemas/${componentNameOf($id)}` };
        if (JSON.stringify(documentedPart) !== JSON.stringify(expected)) wrong.push(`${call.method} ${call.url}: ${$id}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(doc.components.schemas).filter((name) => /^def-\d+$/.test(name))).toEqual([]);
  });

  it('lists the query parameters of a querystring schema, each with its resolved schema', async () => {
    const doc = await openapiDocument();
    const parameters = doc.paths['/api/GetOfferStatus']?.get?.parameters ?? [];
    expect(parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['query:offerID', 'query:customerRecordId']);
    for (const parameter of parameters) expect(resolvePointer(doc, collectRefs(parameter)[0] ?? '')).toBeDefined();
  });

  it('tags the calls apart: Lender for those a lender key opens (with its bearer security), Operations for health, Borrower for the rest; documents the error each answers without credentials', async () => {
    const doc = await openapiDocument();
    expect(doc.tags.map((tag) => tag.name)).toEqual(['Borrower', 'Lender', 'Operations']);
    for (const tag of doc.tags) expect(tag.description).toBeTruthy();
    const byTag: Record<string, string[]> = {};
    const lenderGuarded: string[] = [];
    const wrongSecurity: string[] = [];
    const undocumented: string[] = [];
    for (const call of routeCalls().filter((c) => isDocumentedUrl(c.url) && !isSecondSpelling(c.url))) {
      const name = `${call.method} ${call.url}`;
      const operation = operationOf(doc, call);
      expect(operation?.tags, name).toHaveLength(1);
      const tag = operation?.tags?.[0] ?? '';
      (byTag[tag] ??= []).push(name);
      const hasLenderKey = (operation?.security ?? []).some((requirement) => 'lenderKey' in requirement);
      if (hasLenderKey !== (tag === 'Lender')) wrongSecurity.push(name);
      // The lender's guard runs onRequest: without a key, any body answers 401 LENDER_KEY_INVALID.
      const res = await suite.app.inject({
        method: call.method as 'GET', url: call.url.replace(/:\w+/g, '1'), ...(BODY_METHODS.includes(call.method) ? { payload: {} } : {}),
      });
      if (res.statusCode === 401 && res.json().code === 'LENDER_KEY_INVALID') lenderGuarded.push(name);
      const code = res.statusCode >= 400 ? String(res.json().code) : null;
      if (code !== null && !documentedCodes(operation, res.statusCode).includes(code)) undocumented.push(`${name}: ${res.statusCode} ${code}`);
    }
    expect(undocumented).toEqual([]);
    expect(Object.keys(byTag).filter((tag) => !['Borrower', 'Lender', 'Operations'].includes(tag))).toEqual([]);
    expect(byTag.Lender ?? []).toEqual(lenderGuarded);
    expect(wrongSecurity).toEqual([]);
    expect(byTag.Operations).toEqual(['GET /api/health']);
    expect(byTag.Borrower).toEqual(expect.arrayContaining(['POST /api/GetOffer', 'POST /api/UpdateBorrowerContact', 'GET /oauth-agent/userInfo']));
  });
});

describe('the document an integrator reads', () => {
  it("lints with no error under Redocly's recommended rules (what `redocly lint` reports)", async () => {
    const problems = await lintRecommended(await openapiDocument());
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.text)).toEqual([]);
    // Warnings too, for what this document means to have (a call answering no 4xx, such as health, may go without).
    const meant = ['operation-operationId', 'operation-2xx-response', 'security-defined'];
    expect(problems.filter((problem) => meant.includes(problem.rule)).map((problem) => problem.text)).toEqual([]);
  });

  it('names every call (its operationId, unique: the call name for /api/<Call>) and summarises it', async () => {
    const doc = await openapiDocument();
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const call of routeCalls().filter((c) => isDocumentedUrl(c.url) && !isSecondSpelling(c.url))) {
      const name = `${call.method} ${call.url}`;
      const operation = operationOf(doc, call);
      const id = operation?.operationId ?? '';
      if (ids.has(id)) problems.push(`${name}: operationId ${id} is also ${ids.get(id)}'s: give one of them schema.operationId`);
      ids.set(id, name);
      const callName = /^\/api\/([A-Za-z]+)$/.exec(call.url)?.[1];
      if (callName !== undefined && id !== callName.charAt(0).toUpperCase() + callName.slice(1)) problems.push(`${name}: operationId ${id}`);
      if (!operation?.summary) {
        problems.push(`${name}: no summary: declare schema.summary on its route, or add ${id} to src/server/openapi/summaries.ts`);
      }
    }
    expect(problems).toEqual([]);
    expect(operationOf(doc, { method: 'POST', url: '/oauth-agent/login/start' } as RouteCall)?.operationId).toBe('LoginStart');
  });

  it("declares each call's security: the session cookie, with the CSRF header on a change; none for the offer link's calls", async () => {
    const doc = await openapiDocument();
    const security = (method: string, path: string) => doc.paths[path]?.[method]?.security;
    expect(security('post', '/api/GetBorrowerData')).toEqual([{ borrowerSession: [] }]);
    expect(security('post', '/api/UpdateBorrowerContact')).toEqual([{ borrowerSession: [], csrfToken: [] }]);
    expect(security('post', '/oauth-agent/logout')).toEqual([{ borrowerSession: [], originationCsrf: [] }]);
    expect(security('post', '/api/GetOffer')).toEqual([]);
    expect(security('get', '/api/GetOfferStatus')).toEqual([{}, { borrowerSession: [] }]);
    expect(security('post', '/api/CreateOffer')).toEqual([{ lenderKey: [] }]);
  });

  it('answers each error status with its catalogue codes and the ErrorResponse schema, never a 4XX or 5XX range', async () => {
    const doc = await openapiDocument();
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    for (const operation of operations) {
      expect(Object.keys(operation.responses).filter((status) => /^[2]\d\d$/.test(status)).length).toBeGreaterThan(0);
      expect(Object.keys(operation.responses).filter((status) => /X/i.test(status))).toEqual([]);
    }
    const save = doc.paths['/api/UpdateBorrowerContact']?.post;
    expect(documentedCodes(save, 400)).toEqual(['VALIDATION_FAILED', 'BAD_REQUEST']);
    expect(documentedCodes(save, 401)).toEqual(['UNAUTHENTICATED']);
    expect(documentedCodes(save, 403)).toEqual(expect.arrayContaining(['CSRF_INVALID', 'FORBIDDEN', 'CONSENT_REQUIRED']));
    expect(documentedCodes(save, 409)).toEqual(['OFFER_CLOSED']);
    expect(save?.responses['400']?.content?.['application/json']?.schema).toMatchObject({ allOf: [{ $ref: '#/components/schemas/ErrorResponse' }] });
    expect(documentedCodes(doc.paths['/api/ExportMismo']?.post, 409)).toEqual(['EXPORT_NOT_SUBMITTED']);
    expect(documentedCodes(doc.paths['/api/ExportMismo']?.post, 401)).toEqual(['LENDER_KEY_INVALID']);
  });

  it('gives ExportMismo as application/xml and refresh its 204', async () => {
    const doc = await openapiDocument();
    expect(Object.keys(doc.paths['/api/ExportMismo']?.post?.responses['200']?.content ?? {})).toEqual(['application/xml']);
    expect(Object.keys(doc.paths['/api/ExportMismo']?.post?.responses['404']?.content ?? {})).toEqual(['application/json']);
    expect(doc.paths['/oauth-agent/refresh']?.post?.responses['204']).toEqual({ description: expect.any(String) });
  });

  it('states our date rules as a pattern and words, draft-07 dependencies in 2020-12 terms, and no validator keyword', async () => {
    const doc = await openapiDocument();
    const text = JSON.stringify(doc);
    for (const keyword of ['errorMessage', 'fieldErrors', 'usDate', 'notFuture', 'minAgeYears', 'dependencies', '$schema']) {
      expect(text, keyword).not.toContain(`"${keyword}":`);
    }
    const dateOfBirth = doc.components.schemas['defs.dates-dateOfBirth'];
    expect(dateOfBirth).toMatchObject({
      type: 'string', pattern: '^\\d{2}/\\d{2}/\\d{4}$', 'x-usDate': true, 'x-minAgeYears': 18,
      description: expect.stringContaining('MM/DD/YYYY'),
    });
    expect(text).toContain('"dependentSchemas":');
  });
});

describe('GET /api/docs', () => {
  it("serves the Swagger UI under the API's strict CSP: nonces, no 'unsafe-inline' or 'unsafe-eval'", async () => {
    const page = await suite.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Refinance borrower portal API</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const api = await suite.app.inject({ method: 'GET', url: '/api/health' });
    const withoutNonces = (policy: unknown) => String(policy).replace(/ 'nonce-[0-9a-f]+'/g, '');
    expect(withoutNonces(csp)).toBe(withoutNonces(api.headers['content-security-policy']));
    const script = /<script src="([^"]*swagger-ui-bundle\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const bundle = await suite.app.inject({ method: 'GET', url: script ?? '' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });
});

describe('document building blocks', () => {
  it('names components after the $id: API documents by file name, the others by folder and file, all distinct', () => {
    expect(componentNameOf(`${SCHEMA_ID_BASE}api/UpdateBorrowerContact.body.json`)).toBe('UpdateBorrowerContact.body');
    expect(componentNameOf(`${SCHEMA_ID_BASE}api/profile/loan.json`)).toBe('profile.loan');
    expect(componentNameOf(`${SCHEMA_ID_BASE}defs/numbers.json`)).toBe('defs.numbers');
    expect(componentNameOf('https://example.com/other.json')).toBeNull();
    const names = loadSchemaDocuments().map((doc) => componentNameOf(doc.$id));
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('makes relative $refs absolute against the closest $id, leaving same-document ones and data', () => {
    const schema = {
      $id: `${SCHEMA_ID_BASE}api/X.body.json`,
      properties: {
        id: { $ref: '../defs/numbers.json#/$defs/id' },
        local: { $ref: '#/$defs/local' },
        nested: { $id: `${SCHEMA_ID_BASE}info/y.json`, items: { $ref: 'z.json' } },
        data: { const: { $ref: 'as-sent.json' } },
      },
    };
    absolutizeRefs(schema, schema.$id);
    expect(schema.properties.id.$ref).toBe(`${SCHEMA_ID_BASE}defs/numbers.json#/$defs/id`);
    expect(schema.properties.local.$ref).toBe('#/$defs/local');
    expect(schema.properties.nested.items.$ref).toBe(`${SCHEMA_ID_BASE}info/z.json`);
    expect(schema.properties.data.const.$ref).toBe('as-sent.json');
  });

  it('expands a parameter schema given by $ref into references to its properties', () => {
    const shared: Record<string, unknown> = {
      'https://x/q.json': { type: 'object', properties: { offerID: {}, 'a/b': {} }, required: ['offerID'] },
    };
    const expanded = expandParameterRefs(
      { querystring: { $ref: 'https://x/q.json' }, params: { $ref: 'https://x/q.json#/properties/offerID' }, body: { $ref: 'https://x/q.json' } },
      (id) => shared[id],
    );
    expect(expanded.querystring).toEqual({
      type: 'object',
      properties: { offerID: { $ref: 'https://x/q.json#/properties/offerID' }, 'a/b': { $ref: 'https://x/q.json#/properties/a~1b' } },
      required: ['offerID'],
    });
    expect(expanded.params).toEqual({ $ref: 'https://x/q.json#/properties/offerID' });
    expect(expanded.body).toEqual({ $ref: 'https://x/q.json' });
  });

  it('keeps only the components the paths reach, directly or through other components', () => {
    const schemas = { A: { $ref: '#/components/schemas/B/properties/x' }, B: { properties: { x: {} } }, C: { $ref: '#/components/schemas/D' }, D: {} };
    const paths = { '/api/a': { post: { responses: { 200: { description: 'A', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } } } } };
    const pruned = pruneUnreachedSchemas({ openapiObject: { paths, components: { schemas } } }) as { components: { schemas: object } };
    expect(Object.keys(pruned.components.schemas).sort()).toEqual(['A', 'B']);
  });

  it('publishes a schema without our validator keywords: x- extensions, the date rules as a pattern and words, dependencies split', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      fieldErrors: true,
      properties: {
        errorMessage: { type: 'string', errorMessage: 'is wrong' },
        born: { type: 'string', usDate: true, notFuture: true, minAgeYears: 18, errorMessage: { usDate: 'x' } },
        ends: { type: 'string', dateAfter: { $data: '1/born' } },
      },
      dependencies: { a: ['b'], c: { required: ['d'], errorMessage: 'x' } },
      const: { errorMessage: 'data' },
    };
    expect(publishSchema(schema)).toEqual({
      type: 'object',
      properties: {
        errorMessage: { type: 'string' },
        born: {
          type: 'string', 'x-usDate': true, 'x-notFuture': true, 'x-minAgeYears': 18, pattern: '^\\d{2}/\\d{2}/\\d{4}$',
          description: 'A real calendar date written MM/DD/YYYY. Today or earlier. At least 18 years ago (the borrower is 18 or older).',
        },
        ends: { type: 'string', 'x-dateAfter': { $data: '1/born' }, description: 'After the date in `born`.' },
      },
      dependentRequired: { a: ['b'] },
      dependentSchemas: { c: { required: ['d'] } },
      const: { errorMessage: 'data' },
    });
    expect(schema.properties.born.usDate).toBe(true);
  });

  it('names an operation after its call, its path segments joined otherwise', () => {
    expect(operationIdOf('POST', '/api/GetOffer')).toBe('GetOffer');
    expect(operationIdOf('GET', '/api/GetOfferStatus/')).toBe('GetOfferStatus');
    expect(operationIdOf('POST', '/oauth-agent/login/start')).toBe('LoginStart');
    expect(operationIdOf('GET', '/api/BooleanFlag/LandingPageFlag')).toBe('BooleanFlagLandingPageFlag');
    expect(operationIdOf('DELETE', '/api/webhooks/:webhookId')).toBe('DeleteWebhooksByWebhookId');
  });

  it("tags untagged calls (Borrower, or Operations for health), keeps a route's own tags, hides what is not the API", () => {
    const tag = (url: string, schema: object = {}) =>
      tagOperation({ url, schema, route: {} as RouteOptions, openapiObject: {} });
    const lender = { tags: ['Lender'], security: [{ lenderKey: [] }] };
    expect(tag('/api/CreateOffer', lender).schema).toEqual(lender);
    expect(tag('/api/GetOffer').schema.tags).toEqual(['Borrower']);
    expect(tag('/api/GetOfferStatus/').schema.hide).toBe(true);
    expect(tag('/oauth-agent/userInfo').schema.tags).toEqual(['Borrower']);
    expect(tag('/api/health').schema.tags).toEqual(['Operations']);
    expect(tag('/api/docs/json').schema.hide).toBe(true);
    expect(tag('/api/docs').schema.hide).toBe(true);
    expect(tag('/assets/app.js').schema.hide).toBe(true);
    const own = { body: {} };
    tag('/api/GetOffer', own);
    expect(own).toEqual({ body: {} });
  });
});
