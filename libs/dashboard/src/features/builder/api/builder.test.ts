import { AUTH_TOKEN_KEY, IMAGE_MESSAGES, WEBSITE_MESSAGES, type CreateWebsiteRequest, type CreateWebsiteResponse } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/client.js';
import { messageOr } from '../../../api/errors.js';
import { apiError } from '../../../test/fake-fetch.js';
import { createMixedFetch, makeWebsite, ndjsonStream } from '../../../test/streaming.js';
import { createWebsite, uploadImage, type StepEvent } from './builder.js';

const body: CreateWebsiteRequest = {
  customUrl: 'pametni-sat',
  productLink: 'https://shop.example.com/sat',
  productName: 'Pametni sat',
  images: ['https://cdn.example.com/a.jpg'],
  currentPrice: 2990,
};
const result: CreateWebsiteResponse = {
  success: true,
  website: makeWebsite(),
  websiteUrl: 'http://localhost/pametni-sat',
  upsellProducts: [],
  warnings: [],
};

describe('createWebsite (streamed progress)', () => {
  it('asks for NDJSON with cookies, the bearer token and a JSON body, and hands over each step as it arrives', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    const stream = ndjsonStream();
    const fake = createMixedFetch({}, { 'POST /api/sync/create-website': () => stream.response });
    const steps: StepEvent[] = [];
    const done = createWebsite(createApiClient({ fetch: fake.fetch }), body, (e) => steps.push(e));

    stream.push({ type: 'step', step: 'reading', status: 'started' });
    // A line split across two chunks is put together before it is read.
    const half = JSON.stringify({ type: 'step', step: 'reading', status: 'done', detail: 'Pročitano' });
    stream.pushText(half.slice(0, 10));
    await new Promise((r) => setTimeout(r, 5));
    expect(steps.map((s) => `${s.step}:${s.status}`)).toEqual(['reading:started']);
    stream.pushText(`${half.slice(10)}\n`);
    stream.push({ type: 'step', step: 'writing', status: 'started' });
    stream.push({ type: 'result', result });
    stream.close();

    await expect(done).resolves.toEqual(result);
    expect(steps.map((s) => `${s.step}:${s.status}`)).toEqual(['reading:started', 'reading:done', 'writing:started']);
    expect(steps[1].detail).toBe('Pročitano');
    const call = fake.calls[0];
    expect(call.headers.Accept).toBe('application/x-ndjson');
    expect(call.headers.Authorization).toBe('Bearer tok-9');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.credentials).toBe('include');
    expect(call.body).toEqual(body);
  });

  it('turns an error event into an error carrying the server message', async () => {
    const stream = ndjsonStream();
    const fake = createMixedFetch({}, { 'POST /api/sync/create-website': () => stream.response });
    const done = createWebsite(createApiClient({ fetch: fake.fetch }), body).catch((e: unknown) => e);
    stream.push({ type: 'step', step: 'reading', status: 'started' });
    stream.push({ type: 'error', statusCode: 502, message: 'Stranica proizvoda nije dostupna' });
    stream.close();
    const error = await done;
    expect(messageOr(error, WEBSITE_MESSAGES.createFailed)).toBe('Stranica proizvoda nije dostupna');
  });

  it('a 4xx answer before the stream is an error with the server message', async () => {
    const fake = createMixedFetch({ 'POST /api/sync/create-website': apiError(409, 'Ovaj URL je već zauzet. Izaberite drugi.') }, {});
    const error = await createWebsite(createApiClient({ fetch: fake.fetch }), body).catch((e: unknown) => e);
    expect(messageOr(error, WEBSITE_MESSAGES.createFailed)).toBe('Ovaj URL je već zauzet. Izaberite drugi.');
  });

  it('falls back to the plain JSON answer when the body is not a stream', async () => {
    const fake = createMixedFetch({ 'POST /api/sync/create-website': { status: 201, body: result } }, {});
    const steps: StepEvent[] = [];
    await expect(createWebsite(createApiClient({ fetch: fake.fetch }), body, (e) => steps.push(e))).resolves.toEqual(result);
    expect(steps).toEqual([]);
  });

  it('a stream that ends without a result is a failure (generic message)', async () => {
    const stream = ndjsonStream();
    const fake = createMixedFetch({}, { 'POST /api/sync/create-website': () => stream.response });
    const done = createWebsite(createApiClient({ fetch: fake.fetch }), body).catch((e: unknown) => e);
    stream.push({ type: 'step', step: 'reading', status: 'started' });
    stream.close();
    expect(messageOr(await done, WEBSITE_MESSAGES.createFailed)).toBe(WEBSITE_MESSAGES.createFailed);
  });
});

describe('uploadImage', () => {
  const file = () => new File(['png'], 'a.png', { type: 'image/png' });

  it('sends the file as the multipart field "image" without a JSON content type', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    const fake = createMixedFetch({ 'POST /api/images/upload': { body: { success: true, imageUrl: '/uploads/images/abc.webp' } } }, {});
    await expect(uploadImage(createApiClient({ fetch: fake.fetch }), file())).resolves.toBe('/uploads/images/abc.webp');
    const call = fake.calls[0];
    expect(call.body).toBeInstanceOf(FormData);
    expect((call.body as FormData).get('image')).toBeInstanceOf(File);
    expect(call.headers['Content-Type']).toBeUndefined();
    expect(call.headers.Authorization).toBe('Bearer tok-9');
    expect(call.credentials).toBe('include');
  });

  it('throws the server reason (413, or an answer without success/imageUrl)', async () => {
    const tooBig = createMixedFetch({ 'POST /api/images/upload': { status: 413, body: { statusCode: 413, message: IMAGE_MESSAGES.tooLarge, error: 'Payload Too Large', success: false } } }, {});
    await expect(uploadImage(createApiClient({ fetch: tooBig.fetch }), file())).rejects.toThrow(IMAGE_MESSAGES.tooLarge);
    const noUrl = createMixedFetch({ 'POST /api/images/upload': { body: { success: false, error: 'Neispravna slika' } } }, {});
    await expect(uploadImage(createApiClient({ fetch: noUrl.fetch }), file())).rejects.toThrow('Neispravna slika');
  });
});
