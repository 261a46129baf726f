import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { currentRequestId, MAX_REQUEST_ID_LENGTH, newRequestId, runWithRequestId, sanitizeRequestId, withRequestIds } from './request-id.js';

describe('sanitizeRequestId', () => {
  it.each(['abc', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'Root=1-5759e988;Parent=53995c3f', 'x'.repeat(MAX_REQUEST_ID_LENGTH), '~!@#$%^&*()_+{}|:"<>?'])(
    'keeps %s',
    (id) => expect(sanitizeRequestId(id)).toBe(id),
  );

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(MAX_REQUEST_ID_LENGTH + 1)],
    ['a space', 'a b'],
    ['a newline (log forging)', 'abc\ninjected'],
    ['a tab', 'a\tb'],
    ['NUL', 'a\u0000b'],
    ['DEL', 'a\u007fb'],
    ['non-ASCII', 'zahtev-č'],
    ['repeated (joined by Node)', 'a, b'],
    ['an array', ['a', 'b']],
  ])('refuses %s', (_name, value) => expect(sanitizeRequestId(value as string | string[] | undefined)).toBeUndefined());
});

describe('newRequestId', () => {
  it('is a process prefix and a counter: short, unique, and sane by its own rule', () => {
    const ids = Array.from({ length: 1000 }, newRequestId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      expect(sanitizeRequestId(id)).toBe(id);
    }
    expect(new Set(ids.map((id) => id.split('-')[0])).size).toBe(1);
  });
});

describe('withRequestIds', () => {
  async function serve(listener: http.RequestListener) {
    const server = http.createServer(withRequestIds(listener));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, close: () => new Promise((r) => server.close(r)) };
  }

  it('answers the sane incoming id, or a new one, and the handler (after awaits too) sees it', async () => {
    const s = await serve(async (_req, res) => {
      const before = currentRequestId();
      await new Promise((r) => setTimeout(r, 5));
      res.writeHead(200, { 'content-type': 'application/json' }); // writeHead with headers keeps the id
      res.end(JSON.stringify({ before, after: currentRequestId() }));
    });
    try {
      const given = await fetch(s.base, { headers: { 'x-request-id': 'proxy-abc-123' } });
      expect(given.headers.get('x-request-id')).toBe('proxy-abc-123');
      expect(await given.json()).toEqual({ before: 'proxy-abc-123', after: 'proxy-abc-123' });

      const generated = await fetch(s.base, { headers: { 'x-request-id': 'x'.repeat(500) } });
      const id = generated.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      expect(await generated.json()).toEqual({ before: id, after: id });

      const other = await fetch(s.base);
      expect(other.headers.get('x-request-id')).not.toBe(id);
    } finally {
      await s.close();
    }
  });

  it('nothing outside a request, runWithRequestId inside one', () => {
    expect(currentRequestId()).toBeUndefined();
    expect(runWithRequestId('job-1', () => currentRequestId())).toBe('job-1');
  });
});
