// The machinery the integration fakes share: a recording HTTP server on 127.0.0.1 with a fault queue.
import http from 'node:http';

export const JSON_TYPE = 'application/json; charset=UTF-8';

/** True for a plain object (not null, not an array). */
export const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The credential of an `Authorization: Bearer …` header, or undefined. */
export function bearer(headers) {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return m?.[1];
}

/**
 * Starts a fake service.
 * - `handle(record)` returns `{ status, body?, headers? }` (or a promise of it) for a normal request;
 * - `errorBody(status, record)` is the service's own error body, used by faults pushed without a body;
 * - `badJson(record)` is the service's answer to a malformed JSON body;
 * - `onReset()` clears the fake's own data.
 * Returns `{ url, port, requests, faults, reset, close }`.
 */
export async function startHttpFake({ port = 0, handle, errorBody, badJson, onReset }) {
  const requests = [];
  const faults = [];
  const used = new WeakMap(); // fault -> answers already given
  const sockets = new Set();

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => void serve(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function serve(req, res, raw) {
    const u = new URL(req.url ?? '/', 'http://fake.invalid');
    const { body, malformed } = parseBody(req.headers['content-type'], raw);
    const record = {
      method: req.method ?? 'GET',
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      headers: req.headers,
      body,
      at: Date.now(),
    };
    requests.push(record);
    try {
      let fault = takeFault(record);
      if (fault?.delayMs !== undefined && fault.status === undefined) {
        await new Promise((r) => setTimeout(r, fault.delayMs));
        fault = undefined; // a slow answer is the normal one, late
      }
      if (fault) {
        record.fault = true;
        if (fault.hang) return; // never answers; close() destroys the socket
        return send(res, { status: fault.status ?? 500, body: fault.body ?? errorBody(fault.status ?? 500, record), headers: fault.headers });
      }
      if (malformed) return send(res, badJson(record));
      send(res, await handle(record));
    } catch (err) {
      console.error('[integration fake]', err);
      send(res, { status: 500, body: errorBody(500, record) });
    }
  }

  function takeFault(record) {
    for (let i = 0; i < faults.length; i++) {
      const fault = faults[i];
      if (fault.match && !fault.match(record)) continue;
      const n = (used.get(fault) ?? 0) + 1;
      used.set(fault, n);
      if (n >= (fault.times ?? 1)) faults.splice(i, 1);
      return fault;
    }
    return undefined;
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = server.address().port;
  let closing;

  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    faults,
    /** Forgets recorded requests, pending faults and the fake's data (credentials stay). */
    reset() {
      requests.length = 0;
      faults.length = 0;
      onReset?.();
    },
    /** Stops the server, destroying open sockets (hung requests included). */
    close() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const s of sockets) s.destroy();
      });
      return closing;
    },
  };
}

function parseBody(contentType = '', raw) {
  if (raw === '') return { body: undefined, malformed: false };
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return { body: JSON.parse(raw), malformed: false };
    } catch {
      return { body: raw, malformed: true };
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { body: Object.fromEntries(new URLSearchParams(raw)), malformed: false };
  }
  return { body: raw, malformed: false };
}

function send(res, { status, body, headers = {} }) {
  if (res.headersSent || res.destroyed) return;
  if (body !== undefined) {
    res.setHeader('content-type', typeof body === 'string' ? 'text/plain; charset=UTF-8' : JSON_TYPE);
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, String(value));
  res.statusCode = status;
  res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * Polls `predicate` every 10 ms; resolves with its first truthy result, rejects after `timeoutMs`.
 * `what` (text or function) names the awaited condition in the timeout error.
 */
export function waitFor(predicate, timeoutMs = 10_000, what = 'condition') {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      let value;
      try {
        value = predicate();
      } catch (err) {
        return reject(err);
      }
      if (value) return resolve(value);
      if (Date.now() - started >= timeoutMs) {
        const text = typeof what === 'function' ? what() : what;
        return reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${text}`));
      }
      setTimeout(tick, 10);
    };
    tick();
  });
}
