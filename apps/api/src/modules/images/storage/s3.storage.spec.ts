import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3.storage.js';

/** A tiny S3-compatible server: path-style PUT/HEAD/GET of objects, SigV4 header required. */
const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
const auth: string[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const header = req.headers.authorization ?? '';
    auth.push(header);
    if (!/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[a-f0-9]{64}$/.test(header)) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = req.url!;
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']), cache: String(req.headers['cache-control']) });
      res.writeHead(200).end();
    } else if (req.method === 'HEAD') res.writeHead(objects.has(key) ? 200 : 404).end();
    else res.writeHead(405).end();
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('S3Storage against an S3-compatible server', () => {
  const storage = () =>
    new S3Storage({ endpoint, bucket: 'shop', region: 'eu-central-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', publicUrl: 'https://cdn.example.com/shop/' });

  it('PUTs signed, path-style, with the type and a year of caching, and answers the public URL', async () => {
    const url = await storage().put('images/abc.webp', Buffer.from('RIFFxxxxWEBP'), 'image/webp');
    expect(url).toBe('https://cdn.example.com/shop/images/abc.webp');
    expect(objects.get('/shop/images/abc.webp')).toEqual({ body: Buffer.from('RIFFxxxxWEBP'), type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(auth.at(-1)).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it('HEAD tells whether a key is stored', async () => {
    expect(await storage().has('images/abc.webp')).toBe(true);
    expect(await storage().has('images/none.webp')).toBe(false);
  });

  it('fails loudly when the bucket refuses', async () => {
    const bad = new S3Storage({ endpoint, bucket: 'shop', region: 'eu-central-1', accessKeyId: 'WRONG', secretAccessKey: 'x', publicUrl: 'https://cdn' });
    await expect(bad.put('images/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });
});
