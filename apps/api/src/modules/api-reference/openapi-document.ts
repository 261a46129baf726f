import { API_SCOPES, SESSION_COOKIE_NAME } from '@cod/contracts';
import { queryParameters, requestJsonSchema, type JsonSchema } from '@cod/contracts/openapi';
import type { NestRoute } from './nest-routes.js';
import { OPERATIONS, type AnswerDoc, type BodyDoc, type OperationDoc } from './operations.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ref('ApiErrorBody') } },
});

/** The error answers every call may give, with the Serbian message in `message`. */
const ERROR_RESPONSES = {
  BadRequest: errorAnswer('The request broke a rule: `message` is the first broken rule, `errors` the message of each field'),
  Unauthorized: errorAnswer('No token, an unknown one, or a session that ended (signed out, expired, the account deactivated)'),
  Forbidden: errorAnswer('Signed in, but not allowed: another role, another seller’s data, or a token without the scope'),
  NotFound: errorAnswer('No such thing, or not the caller’s own'),
  Conflict: errorAnswer('Not possible in the present state (e.g. a site with orders, a test already running)'),
  TooManyRequests: errorAnswer('Over a rate limit shared by every process; retry after `Retry-After` seconds', {
    'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
  }),
};

/** Calls counted by a rate limit (CONTRACT and README "Rate limits"). */
const RATE_LIMITED = new Set(['POST /api/auth/login', 'POST /api/orders', 'POST /api/upsell/order', 'GET /api/orders/{orderId}', 'POST /api/products/read', 'POST /api/websites/id/{id}/rewrite', 'POST /api/sync/create-website', 'GET /api/testimonials/{shortNameOrTitle}/{category}']);

const EXAMPLES: Record<string, unknown> = {
  'POST /api/auth/login': { email: 'prodavac@primer.rs', password: 'tajna-lozinka' },
  'POST /api/orders': {
    websiteId: 12,
    quantity: 2,
    customerData: { name: 'Milica Jovanović', phone: '064 555 1234', address: 'Cara Dušana 5', city: 'Novi Sad', postalCode: '21000' },
    idempotencyKey: 'f0c1d8e2-5b7a-4c1e-9f3a-0d2b8c7e6a51',
  },
  'PUT /api/orders/{id}': { status: 'processing' },
  'PUT /api/orders/status': { ids: ['KX7M2P9QRT4WZ', 'KX7M2P9QRT4WY'], status: 'completed' },
  'POST /api/tokens': { name: 'Skladište', scopes: ['orders:read', 'orders:write'], expiresInDays: 90 },
  'PUT /api/settings/webhooks': { url: 'https://skladiste.primer.rs/cod-webhook', events: ['order.created', 'order.updated', 'shipment.updated'] },
};

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split('/')
    .filter((p) => p && p !== 'api')
    .map((p) => (p.startsWith('{') ? `By${p.slice(1, 2).toUpperCase()}${p.slice(2, -1)}` : p.replace(/(^|[-._])(\w)/g, (_, __, c: string) => c.toUpperCase())))
    .join('');

function requestBody(body: BodyDoc, example: unknown) {
  if ('multipart' in body) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { [body.multipart]: { type: 'string', contentMediaType: 'image/*' } }, required: [body.multipart] } } },
    };
  }
  let schema: JsonSchema;
  if ('jsonSchema' in body) schema = body.jsonSchema;
  else if ('schema' in body) {
    const rules = requestJsonSchema(body.schema, 'The rules the server checks this body with (libs/contracts): each field’s first broken rule is its message.');
    schema = body.type ? { allOf: [ref(body.type), rules] } : rules;
  } else schema = ref(body.type);
  return { required: true, content: { 'application/json': { schema, ...(example ? { example } : {}) } } };
}

function answerContent(answer: AnswerDoc) {
  if (answer.contentType) return { [answer.contentType]: { schema: { type: 'string' } } };
  if (!answer.type) return undefined;
  return { 'application/json': { schema: answer.array ? { type: 'array', items: ref(answer.type) } : ref(answer.type) } };
}

function accessOf(op: OperationDoc, route: NestRoute | undefined) {
  if (op.access === 'public' || route?.public) return { security: [] as unknown[], note: 'No sign-in.' };
  if (op.access === 'metrics-token') return { security: [{ metricsToken: [] }], note: 'Bearer METRICS_TOKEN.' };
  const scopes = route?.scopes ?? null;
  const notes: string[] = [];
  if (route?.roles) notes.push(`Only for: ${route.roles.join(', ')}.`);
  if (!scopes) notes.push('Sessions only: personal API tokens are refused (403).');
  else if (scopes.includes('any')) notes.push('Any personal API token may call it.');
  else notes.push(`A personal API token needs one of: ${scopes.join(', ')}.`);
  const tokenScopes = scopes?.filter((s) => s !== 'any') ?? [];
  return { security: [{ bearer: tokenScopes }, { sessionCookie: [] }], note: notes.join(' ') };
}

function operationObject(op: OperationDoc, route: NestRoute | undefined) {
  const key = `${op.method} ${op.path}`;
  const access = accessOf(op, route);
  const status = op.answer.status ?? route?.status ?? 200;
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: op.ids?.includes(name) ? { type: 'integer', minimum: 1, maximum: 2_147_483_647 } : { type: 'string' },
  }));
  const query = !op.query ? [] : Array.isArray(op.query) ? op.query.map((q) => ({ name: q.name, in: 'query', required: false, schema: q.schema, ...(q.description ? { description: q.description } : {}) })) : queryParameters(op.query);
  const content = answerContent(op.answer);
  const responses: Record<string, unknown> = {
    [String(status)]: {
      description: op.answer.description ?? 'Done',
      ...(op.answerHeaders ? { headers: Object.fromEntries(Object.entries(op.answerHeaders).map(([h, d]) => [h, { description: d, schema: { type: 'integer' } }])) } : {}),
      ...(content ? { content } : {}),
    },
  };
  if (key === 'POST /api/orders') responses['200'] = { description: 'The same idempotencyKey again: the first order', content: { 'application/json': { schema: ref('ReplayedOrderResponse') } } };
  if (op.body || query.length || pathParams.length) responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (access.security.length) {
    responses['401'] = { $ref: '#/components/responses/Unauthorized' };
    responses['403'] = { $ref: '#/components/responses/Forbidden' };
  }
  if (pathParams.length) responses['404'] = { $ref: '#/components/responses/NotFound' };
  if (['PUT', 'POST', 'DELETE', 'PATCH'].includes(op.method) && !op.access) responses['409'] = { $ref: '#/components/responses/Conflict' };
  if (RATE_LIMITED.has(key)) responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  return {
    operationId: operationId(op.method, op.path),
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, access.note].filter(Boolean).join('\n\n'),
    ...(pathParams.length || query.length ? { parameters: [...pathParams, ...query] } : {}),
    ...(op.body ? { requestBody: requestBody(op.body, EXAMPLES[key]) } : {}),
    responses,
    security: access.security,
  };
}

/** The contract types an object refers to, and theirs, by name. */
function referenced(start: unknown, types: Record<string, JsonSchema>): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!names.has(name)) {
          names.add(name);
          walk(types[name]);
        }
      } else walk(v);
    }
  };
  walk(start);
  return names;
}

export interface OpenApiInput {
  routes: NestRoute[];
  types: Record<string, JsonSchema>;
  serverUrl: string;
  version: string;
}

/** GET /api/openapi.json: OpenAPI 3.1 of every call in OPERATIONS, with the access rules of its route. */
export function openApiDocument({ routes, types, serverUrl, version }: OpenApiInput) {
  const byKey = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op, byKey.get(`${op.method} ${op.path}`));
  }
  const responses = ERROR_RESPONSES;
  const used = referenced({ paths, responses }, types);
  const schemas = Object.fromEntries([...used].sort().map((name) => [name, types[name] ?? { description: `Missing contract type ${name}` }]));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'COD sajt — API',
      version,
      description: [
        'The HTTP API of the cash-on-delivery site builder: the same calls the web console, the desktop console and the visitors’ pages make.',
        'Sign in with `POST /api/auth/login` (a session), or make a personal API token on /settings → "API tokeni" (`cod_…`, with scopes) and send it as `Authorization: Bearer …`.',
        'Every error answer is `{statusCode, message, error}` with the message in Serbian; a body that broke a rule also has `errors` per field.',
        'Outbound webhooks (`PUT /api/settings/webhooks`) are signed `X-Cod-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.',
      ].join('\n\n'),
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `A session token (POST /api/auth/login) or a personal API token (cod_…). A token may call only the operations that list one of its scopes (${API_SCOPES.join(', ')}).`,
        },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: 'The web console’s session cookie (set by POST /api/auth/login).' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'The server’s METRICS_TOKEN (GET /metrics only).' },
      },
    },
  };
}
