// A fake Google: the OAuth 2.0 token endpoint (JWT bearer grant, RFC 7523) and Sheets API v4
// (spreadsheet metadata and values.append), with a test service account.
import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { bearer, isObject, startHttpFake, waitFor } from './http-fake.mjs';

const SPREADSHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const GOOGLE_TOKEN_AUDIENCES = ['https://oauth2.googleapis.com/token', 'https://www.googleapis.com/oauth2/v4/token'];
const TIME_ERROR =
  'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.';
const UNAUTHORIZED_CLIENT =
  'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.';
const QUOTA_EXCEEDED =
  "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:1234567890'.";
const RPC_STATUS = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

/** Starts the fake on 127.0.0.1 (`port` 0 = random), with a fresh RSA service-account key. */
export async function startFakeGoogle({ port = 0 } = {}) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKeyId = crypto.randomBytes(20).toString('hex');
  const clientEmail = 'cod-orders@cod-test.iam.gserviceaccount.com';

  const sheets = new Map();
  sheets.add = (id, { title = 'Orders', shared = true, sheetTitle = 'Sheet1' } = {}) => {
    const sheet = { title, shared, sheetTitle, rows: [] };
    sheets.set(id, sheet);
    return sheet;
  };
  const appends = [];
  const accessTokens = new Map();

  const fake = await startHttpFake({
    port,
    handle,
    errorBody: (status, req) =>
      req.path === '/token'
        ? { error: status >= 500 ? 'internal_failure' : 'invalid_request', error_description: STATUS_CODES[status] ?? 'Error' }
        : apiError(status, STATUS_CODES[status] ?? 'Error').body,
    badJson: (req) =>
      req.path === '/token'
        ? { status: 400, body: { error: 'invalid_request', error_description: 'Invalid JSON payload received.' } }
        : apiError(400, 'Invalid JSON payload received. Unexpected token.'),
    onReset: () => {
      appends.length = 0;
      for (const sheet of sheets.values()) sheet.rows.length = 0;
    },
  });
  const tokenUrl = `${fake.url}/token`;
  const serviceAccount = {
    type: 'service_account',
    project_id: 'cod-test',
    private_key_id: privateKeyId,
    private_key: privateKey,
    client_email: clientEmail,
    client_id: '1234567890',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: tokenUrl,
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(clientEmail)}`,
    universe_domain: 'googleapis.com',
  };

  function handle(req) {
    if (req.path === '/token') {
      return req.method === 'POST' ? token(req) : oauthError(405, 'invalid_request', 'Method not allowed.');
    }
    const meta = /^\/v4\/spreadsheets\/([^/:]+)$/.exec(req.path);
    const append = /^\/v4\/spreadsheets\/([^/:]+)\/values\/(.+):append$/.exec(req.path);
    if (!(meta && req.method === 'GET') && !(append && req.method === 'POST')) {
      return apiError(404, 'Requested entity was not found.');
    }
    const auth = authenticate(req);
    if (auth) return auth;
    const id = decodeURIComponent((meta ?? append)[1]);
    const sheet = sheets.get(id);
    if (!sheet) return apiError(404, 'Requested entity was not found.');
    if (!sheet.shared) return apiError(403, 'The caller does not have permission');
    return meta ? metadata(id, sheet, req.query.fields) : appendValues(id, sheet, decodeURIComponent(append[2]), req);
  }

  // ---- OAuth 2.0 token endpoint ----

  function token(req) {
    const form = isObject(req.body) ? req.body : {};
    if (!form.grant_type) return oauthError(400, 'invalid_request', 'Missing required parameter: grant_type');
    if (form.grant_type !== JWT_GRANT) return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${form.grant_type}`);
    if (!form.assertion) return oauthError(400, 'invalid_request', 'Missing required parameter: assertion');
    const jwt = verifyJwt(form.assertion);
    if (jwt.error) return oauthError(400, 'invalid_grant', jwt.error);
    const { claims } = jwt;
    if (claims.iss !== clientEmail) return oauthError(400, 'invalid_grant', 'Invalid grant: account not found');
    if (![tokenUrl, ...GOOGLE_TOKEN_AUDIENCES].includes(claims.aud)) {
      return oauthError(400, 'invalid_grant', `Invalid JWT: Failed audience check. The right audience is ${tokenUrl}`);
    }
    if (!timesOk(claims)) return oauthError(400, 'invalid_grant', TIME_ERROR);
    if (claims.sub !== undefined && claims.sub !== clientEmail) {
      return oauthError(401, 'unauthorized_client', UNAUTHORIZED_CLIENT);
    }
    if (typeof claims.scope !== 'string' || claims.scope.trim() === '') {
      return oauthError(400, 'invalid_scope', 'Empty or missing scope not allowed.');
    }
    if (!claims.scope.split(/\s+/).includes(SPREADSHEETS_SCOPE)) {
      return oauthError(400, 'invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
    }
    const accessToken = `ya29.fake-${crypto.randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, { scope: claims.scope, expiresAt: Date.now() + 3600_000 });
    return { status: 200, body: { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' } };
  }

  /** `{ header, claims }` of an RS256 JWT signed by the service-account key, or `{ error }`. */
  function verifyJwt(jwt) {
    const parts = String(jwt).split('.');
    if (parts.length !== 3) return { error: 'Invalid JWT: Token must be a JSON Web Token with three parts.' };
    let header;
    let claims;
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    } catch {
      return { error: 'Invalid JWT: Unable to parse the JWT header or claim set.' };
    }
    if (!isObject(header) || !isObject(claims)) return { error: 'Invalid JWT: Unable to parse the JWT header or claim set.' };
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    const valid =
      header.alg === 'RS256' &&
      (header.kid === undefined || header.kid === privateKeyId) &&
      crypto.verify('RSA-SHA256', signed, publicKey, Buffer.from(parts[2], 'base64url'));
    return valid ? { header, claims } : { error: 'Invalid JWT Signature.' };
  }

  // ---- Sheets API ----

  /** An error answer for a Sheets request without valid credentials, or undefined when they are valid. */
  function authenticate(req) {
    const credential = bearer(req.headers) ?? '';
    const issued = accessTokens.get(credential);
    if (issued && issued.expiresAt > Date.now()) return undefined;
    if (!issued && credential.split('.').length === 3) {
      const c = verifyJwt(credential).claims;
      const audienceOk = c?.aud === 'https://sheets.googleapis.com/' || c?.aud === `${fake.url}/`;
      const scopeOk = typeof c?.scope === 'string' && c.scope.split(/\s+/).includes(SPREADSHEETS_SCOPE);
      if (c && c.iss === clientEmail && c.sub === clientEmail && (audienceOk || scopeOk) && timesOk(c)) return undefined;
    }
    return {
      ...apiError(401, 'Request had invalid authentication credentials.'),
      headers: { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
    };
  }

  function metadata(id, sheet, fields) {
    const full = {
      spreadsheetId: id,
      properties: { title: sheet.title, locale: 'en_US', autoRecalc: 'ON_CHANGE', timeZone: 'Etc/GMT' },
      sheets: [
        {
          properties: {
            sheetId: 0,
            title: sheet.sheetTitle,
            index: 0,
            sheetType: 'GRID',
            gridProperties: { rowCount: Math.max(1000, sheet.rows.length), columnCount: 26 },
          },
        },
      ],
      spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`,
    };
    return { status: 200, body: fields ? pick(full, parseFieldMask(fields)) : full };
  }

  function appendValues(id, sheet, range, req) {
    const { valueInputOption, insertDataOption } = req.query;
    if (!valueInputOption) return apiError(400, "'valueInputOption' is required but not specified");
    if (!['RAW', 'USER_ENTERED'].includes(valueInputOption)) {
      return apiError(400, `Invalid value at 'value_input_option' (type.googleapis.com/google.apps.sheets.v4.ValueInputOption), "${valueInputOption}"`);
    }
    if (insertDataOption !== undefined && !['INSERT_ROWS', 'OVERWRITE'].includes(insertDataOption)) {
      return apiError(400, `Invalid value at 'insert_data_option' (type.googleapis.com/google.apps.sheets.v4.InsertDataOption), "${insertDataOption}"`);
    }
    const target = parseRange(range, sheet.sheetTitle);
    if (!target) return apiError(400, `Unable to parse range: ${range}`);
    const values = isObject(req.body) ? req.body.values : undefined;
    const invalid = checkValues(values);
    if (invalid) return apiError(400, invalid);

    const tab = quoteSheet(sheet.sheetTitle);
    const col = (offset) => columnName(target.column + offset);
    const span = (rows) => Math.max(1, ...rows.map((r) => r.length));
    const existing = sheet.rows.length;
    const tableRange = existing > 0 ? `${tab}!${col(0)}1:${col(span(sheet.rows) - 1)}${existing}` : undefined;
    const width = Math.max(0, ...values.map((r) => r.length));
    const startCell = `${col(0)}${existing + 1}`;
    const endCell = `${col(Math.max(width, 1) - 1)}${existing + values.length}`;
    const updatedRange = `${tab}!${startCell}${endCell === startCell ? '' : `:${endCell}`}`;

    appends.push({ sheetId: id, range, valueInputOption, insertDataOption, values, at: Date.now() });
    sheet.rows.push(...values.map((row) => [...row]));
    const updates =
      values.length === 0
        ? { spreadsheetId: id }
        : {
            spreadsheetId: id,
            updatedRange,
            updatedRows: values.length,
            updatedColumns: width,
            updatedCells: values.reduce((n, row) => n + row.length, 0),
          };
    return { status: 200, body: { spreadsheetId: id, ...(tableRange ? { tableRange } : {}), updates } };
  }

  /** Requests made to POST /token (faulted and refused ones included) since the last reset. */
  Object.defineProperty(fake, 'tokenRequests', {
    enumerable: true,
    get: () => fake.requests.filter((r) => r.path === '/token').length,
  });
  return Object.assign(fake, {
    serviceAccount,
    serviceAccountJson: JSON.stringify(serviceAccount),
    tokenUrl,
    publicKey,
    accessTokens,
    sheets,
    appends,
    /** The next `times` Sheets API requests get Google's per-minute quota answer (429). */
    rateLimit(times = 1) {
      fake.faults.push({
        ...apiError(429, QUOTA_EXCEEDED),
        headers: { 'Retry-After': '1' },
        times,
        match: (req) => req.path.startsWith('/v4/'),
      });
    },
    /** Resolves with the spreadsheet's rows once it holds at least `n`. */
    waitForRows(sheetId, n, timeoutMs = 10_000) {
      if (!sheets.has(sheetId)) return Promise.reject(new Error(`Unknown fake spreadsheet ${sheetId}`));
      const rows = () => sheets.get(sheetId)?.rows ?? [];
      return waitFor(() => rows().length >= n && rows(), timeoutMs, () => `${n} row(s) in spreadsheet ${sheetId}, got ${rows().length}`);
    },
  });
}

const apiError = (code, message) => ({ status: code, body: { error: { code, message, status: RPC_STATUS[code] ?? 'UNKNOWN' } } });
const oauthError = (status, error, description) => ({ status, body: { error, error_description: description } });

/** exp in the future, iat at most 60 s ahead, lifetime at most one hour. */
function timesOk({ iat, exp }) {
  const now = Math.floor(Date.now() / 1000);
  return Number.isFinite(iat) && Number.isFinite(exp) && exp > now && iat <= now + 60 && exp - iat <= 3600;
}

function checkValues(values) {
  if (!Array.isArray(values)) return "Invalid value at 'data.values' (type.googleapis.com/google.protobuf.ListValue): values must be an array of rows";
  for (const [r, row] of values.entries()) {
    if (!Array.isArray(row)) return `Invalid value at 'data.values[${r}]' (type.googleapis.com/google.protobuf.ListValue), ${JSON.stringify(row)}`;
    for (const [c, cell] of row.entries()) {
      const type = cell === null ? 'null' : typeof cell;
      if (!['string', 'number', 'boolean', 'null'].includes(type)) return `Invalid values[${r}][${c}]: struct_value ${JSON.stringify(cell)}`;
      if (type === 'string' && cell.length > 50_000) return 'Your input contains more than the maximum of 50000 characters in a single cell.';
    }
  }
  return undefined;
}

/** `{ column }` (1-based) where an append range starts, or undefined when Google could not parse it. */
function parseRange(range, sheetTitle) {
  const A1 = /^([A-Za-z]{1,3})?(\d+)?(?::([A-Za-z]{1,3})?(\d+)?)?$/;
  let sheet;
  let cells = range;
  const bang = range.lastIndexOf('!');
  if (bang >= 0) {
    sheet = range.slice(0, bang);
    cells = range.slice(bang + 1);
    if (/^'.*'$/.test(sheet)) sheet = sheet.slice(1, -1).replace(/''/g, "'");
  } else if (range === sheetTitle || !A1.test(range)) {
    sheet = range;
    cells = '';
  }
  if (sheet !== undefined && sheet !== sheetTitle) return undefined;
  const m = A1.exec(cells);
  if (!m || (cells !== '' && !m[1] && !m[2])) return undefined;
  return { column: m[1] ? columnNumber(m[1]) : 1 };
}

const columnNumber = (letters) => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
function columnName(n) {
  let name = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
const quoteSheet = (title) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(title) ? title : `'${title.replace(/'/g, "''")}'`);

/** Parses a Google field mask ("a.b,c(d,e)") into a tree: { a: { b: true }, c: { d: true, e: true } }. */
function parseFieldMask(mask) {
  let i = 0;
  const list = (tree) => {
    do path(tree);
    while (mask[i] === ',' && ++i);
    return tree;
  };
  const path = (tree) => {
    let name = '';
    while (i < mask.length && /[\w*]/.test(mask[i])) name += mask[i++];
    if (mask[i] === '.' || mask[i] === '(') {
      const child = tree[name] === true ? {} : (tree[name] ?? {});
      if (mask[i++] === '.') path(child);
      else {
        list(child);
        i++; // ')'
      }
      if (tree[name] !== true) tree[name] = child;
    } else if (name) tree[name] = true;
  };
  return list({});
}

function pick(value, tree) {
  if (tree === true || tree['*'] === true) return value;
  if (Array.isArray(value)) return value.map((v) => pick(v, tree));
  if (!isObject(value)) return value;
  const out = {};
  for (const [key, sub] of Object.entries(tree)) if (value[key] !== undefined) out[key] = pick(value[key], sub);
  return out;
}
