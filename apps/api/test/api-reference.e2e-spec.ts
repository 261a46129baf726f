import { API, type WebsiteResponse } from '@cod/contracts';
import { createApiClient } from '@cod/contracts/openapi';
import { Validator } from '@seriousme/openapi-schema-validator';
import { DiscoveryService, Reflector } from '@nestjs/core';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectFastRoutes } from '../src/common/http/fast-route.js';
import { nestRoutes } from '../src/modules/api-reference/index.js';
import { adminToken, baseUrl, call, createWebsite, customerIp, newClient, scratchDatabase } from './helpers.js';
import { OwnServers } from './own-servers.js';

/*
 * GET /api/openapi.json and GET /api/docs (CONTRACT "Operations through the API"): a valid OpenAPI 3.1
 * document of every route the server has (Nest's router and the fast routes), each with non-empty schemas,
 * rendered by a page the product serves itself; the typed client in libs/contracts is generated from it.
 */

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>; security: unknown[] }>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};
let doc: Doc;
const TYPES_FILE = path.resolve(import.meta.dirname, '../../../libs/contracts/src/openapi/api-types.ts');

beforeAll(async () => {
  const res = await fetch(baseUrl() + '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = (await res.json()) as Doc;
});

/** The schema a `$ref` names, followed to the end. */
function resolve(schema: Record<string, unknown>): Record<string, unknown> {
  let s = schema;
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) s = doc.components.schemas[(s.$ref as string).split('/').pop()!];
  return s;
}
const nonEmpty = (schema: Record<string, unknown>): boolean => {
  const s = resolve(schema);
  if (!s) return false;
  if (Array.isArray(s.allOf)) return s.allOf.some((p) => nonEmpty(p as Record<string, unknown>));
  if (s.type === 'array') return nonEmpty(s.items as Record<string, unknown>);
  return Object.keys(s).some((k) => ['type', 'properties', 'anyOf', 'enum', 'const'].includes(k));
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (by a validator of the specification)', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('every $ref names a schema of the document', () => {
    const missing = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)]
      .filter(([, kind, name]) => !(doc.components as Record<string, Record<string, unknown>>)[kind]?.[name])
      .map(([, kind, name]) => `${kind}/${name}`);
    expect([...new Set(missing)]).toEqual([]);
    expect(Object.values(doc.components.schemas).filter((s) => String(s.description ?? '').startsWith('Missing contract type'))).toEqual([]);
  });

  it('every JSON body and JSON answer has a schema with something in it; errors are the API’s error shape', () => {
    const empty: string[] = [];
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const body = op.requestBody?.content['application/json']?.schema;
        if (body && !nonEmpty(body)) empty.push(`${method} ${p} body`);
        for (const [status, answer] of Object.entries(op.responses)) {
          const json = answer.content?.['application/json']?.schema;
          if (json && !nonEmpty(json)) empty.push(`${method} ${p} ${status}`);
        }
      }
    }
    expect(empty).toEqual([]);
    const error = doc.components.schemas.ApiErrorBody as { required: string[] };
    expect(error.required).toEqual(expect.arrayContaining(['statusCode', 'message', 'error']));
  });

  it('a body checked by the contracts carries their rules: required fields, limits, enums', () => {
    const login = doc.paths['/api/auth/login'].post.requestBody!.content['application/json'].schema as { allOf: Record<string, unknown>[] };
    const rules = login.allOf.find((p) => p.properties) as { required: string[]; properties: Record<string, Record<string, unknown>> };
    expect(rules.required).toEqual(['email', 'password']);
    expect(rules.properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    const status = doc.paths['/api/orders/{id}'].put.requestBody!.content['application/json'].schema as { allOf: { properties?: Record<string, unknown> }[] };
    expect(status.allOf.find((p) => p.properties)?.properties?.status).toMatchObject({ enum: ['pending', 'processing', 'completed', 'cancelled'] });
  });

  it('says who may call: no sign-in for the visitor’s calls, scopes for tokens, sessions only for settings', () => {
    expect(doc.paths['/api/orders'].post.security).toEqual([]);
    expect(doc.paths['/api/orders/my'].get.security).toEqual([{ bearer: ['orders:read'] }, { sessionCookie: [] }]);
    expect(doc.paths['/api/orders/{id}'].put.security).toEqual([{ bearer: ['orders:write'] }, { sessionCookie: [] }]);
    expect(doc.paths['/api/tokens'].post.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
    expect(JSON.stringify(doc.paths['/api/tokens'].post)).toContain('Sessions only');
  });
});

describe('the document and the server’s routes', () => {
  const own = new OwnServers('cod-api-reference');
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let routes: string[];
  beforeAll(async () => {
    scratch = await scratchDatabase('cod_api_reference');
    const server = await own.start({ DATABASE_URL: scratch.url });
    const nest = nestRoutes(server.app.get(DiscoveryService), server.app.get(Reflector)).map((r) => `${r.method} ${r.path}`);
    // The fast routes name themselves 'METHOD /path' in the metrics; the public pages are pages, not calls.
    const fast = collectFastRoutes(server.app)
      .map((r) => r.metricsRoute ?? '')
      .filter((name) => /^[A-Z]+ \//.test(name))
      .map((name) => name.replace(/:(\w+)/g, '{$1}'));
    routes = [...new Set([...nest, ...fast])].sort();
  }, 120_000);
  afterAll(async () => {
    await own.stopAll();
    await scratch?.drop();
  });

  it('holds every route the server answers, and none it does not', () => {
    const documented = Object.entries(doc.paths)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !routes.includes(d))).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('renders the reference with Swagger UI from the product itself (no CDN), and serves nothing else of the package', async () => {
    const page = await fetch(baseUrl() + '/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="reference"');
    const srcs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, u]) => u);
    expect(srcs.filter((u) => !u.startsWith('/'))).toEqual([]);
    for (const [asset, type] of [
      ['/api/docs/swagger-ui-bundle.js', 'text/javascript'],
      ['/api/docs/swagger-ui.css', 'text/css'],
      ['/api/docs/init.js', 'text/javascript'],
    ]) {
      const res = await fetch(baseUrl() + asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
    }
    expect(await (await fetch(baseUrl() + '/api/docs/init.js')).text()).toContain("url: '/api/openapi.json'");
    for (const other of ['/api/docs/package.json', '/api/docs/index.html', '/api/docs/..%2Fpackage.json']) expect((await fetch(baseUrl() + other)).status, other).toBe(404);
  });
});

describe('the typed client (libs/contracts/src/openapi)', () => {
  it('is generated from this document (UPDATE_API_TYPES=1 writes it anew)', async () => {
    const fresh = astToString(await openapiTS(doc as never));
    const header = '/**\n * This file was auto-generated by openapi-typescript.\n * Do not make direct changes to the file.\n */\n\n';
    if (process.env.UPDATE_API_TYPES === '1') fs.writeFileSync(TYPES_FILE, header + fresh);
    expect(fs.readFileSync(TYPES_FILE, 'utf8'), 'libs/contracts/src/openapi/api-types.ts is out of date: run UPDATE_API_TYPES=1 on this test').toBe(header + fresh);
  });

  it('lists a seller’s orders and changes a status with a personal API token', async () => {
    const admin = await adminToken();
    const seller = await newClient(admin);
    expect((await call('PATCH', API.admin.userPermissions(seller.user.id), { token: admin, body: { manageOwnOrders: true } })).status).toBe(200);
    const site: WebsiteResponse = (await createWebsite(seller.token, { customUrl: `api-klijent-${Date.now().toString(36)}` })).website;
    const placed = await call('POST', API.orders.root, {
      body: { websiteId: site.id, quantity: 1, customerData: { name: 'Jovana Ilić', phone: '064 300 4000', address: 'Njegoševa 3', city: 'Kraljevo' } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(placed.status).toBe(201);
    const token = (await call('POST', API.tokens.root, { token: seller.token, body: { name: 'Klijent', scopes: ['orders:read', 'orders:write'] } })).body.token as string;

    const api = createApiClient({ baseUrl: baseUrl(), token });
    const list = await api.GET('/api/orders/my', { params: { query: { status: 'pending' } } });
    expect(list.response.status).toBe(200);
    const order = list.data!.find((o) => o.orderId === placed.body.orderId)!;
    expect(order).toMatchObject({ status: 'pending', websiteId: site.id });
    expect(Number(list.response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);

    const changed = await api.PUT('/api/orders/{id}', { params: { path: { id: order.orderId } }, body: { status: 'processing' } });
    expect(changed.response.status).toBe(200);
    expect(changed.data!.status).toBe('processing');
    const refused = await api.PUT('/api/orders/{id}', { params: { path: { id: order.orderId } }, body: { status: 'shipped' as never } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
