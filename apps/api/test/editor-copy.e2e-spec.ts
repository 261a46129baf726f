import {
  API,
  API_ERRORS,
  EDITOR_MESSAGES,
  GENERATED_LIMITS,
  TESTIMONIAL_CATEGORIES,
  VALIDATION,
  WEBSITE_MESSAGES,
  type AiTestimonial,
  type CreateWebsiteResponse,
  type RewriteResponse,
  type TestimonialsResponse,
  type WebsiteResponse,
} from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/bootstrap.js';
import { EDITOR_COPY_MESSAGES } from '../src/modules/editor-copy/editor-copy.messages.js';
import { EDITOR_COPY_PER_MIN } from '../src/modules/editor-copy/editor-copy.limits.js';
import { FIELD_LIMITS } from '../src/modules/generation/content-limits.js';
import { startFakeOpenAi, type FakeReply } from './fakes/fake-openai.js';
import { OwnServers } from './own-servers.js';
import { adminToken, call, createWebsite, expectError, inOneClockMinute, newClient, sql, websitePayload, type Res, scratchDatabase } from './helpers.js';

/**
 * The editor's writing calls: GET /api/testimonials/{name}/{category} and POST /api/websites/id/{id}/rewrite,
 * on the shared (offline) server, then on a second server whose copywriter is the OpenAI-compatible one
 * talking to the local fake model.
 */

let admin: string;
/** Each group of tests calls as its own user: the calls are counted per user (EDITOR_COPY_PER_MIN). */
let reader: Awaited<ReturnType<typeof newClient>>;
let owner: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;

const testimonials = (name: string, category: string, token?: string, base?: string) =>
  call<TestimonialsResponse>('GET', API.testimonials(name, category), { token, base });
const rewrite = (id: number | string, body: unknown, token?: string, base?: string) =>
  call<RewriteResponse>('POST', API.websites.rewrite(id), { token, body, base });

/** The path with a raw (already encoded, or deliberately broken) name segment. */
const rawTestimonials = (segment: string, category = 'ostalo') => API.testimonials('X', category).replace('/X/', `/${segment}/`);

beforeAll(async () => {
  admin = await adminToken();
  [reader, owner, other] = await Promise.all([newClient(admin), newClient(admin), newClient(admin)]);
  site = (await createWebsite(owner.token, { productName: 'Masažer za vrat Relax', templateName: 'Sales Template', originalPrice: 4990 })).website;
});

function expectComment(t: AiTestimonial) {
  expect(Object.keys(t).sort()).toEqual(['comment', 'imageUrl', 'likes', 'name', 'reactions', 'timeAgo']);
  expect(t.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
  expect(t.comment.length).toBeGreaterThan(15);
  expect(t.comment).not.toMatch(/[\n{}[\]<>]|undefined|null/);
  expect(t.imageUrl).toBe('');
  expect(t.reactions.length).toBeGreaterThanOrEqual(1);
  expect(t.reactions.length).toBeLessThanOrEqual(3);
  expect(Number.isInteger(t.likes) && t.likes >= 0 && t.likes < 1000).toBe(true);
  expect(t.timeAgo).toMatch(/^(pre \d+ \p{L}+|pre (nedelju|mesec) dana|juče)$/u);
}

describe.concurrent('GET /api/testimonials/{shortNameOrTitle}/{category}', () => {
  it('is for signed-in users only', async () => {
    expectError(await testimonials('Lampa', 'ostalo'), 401, API_ERRORS.notSignedIn);
  });

  it('writes 6 believable comments about that product in every category, the same ones each time', async () => {
    for (const category of TESTIMONIAL_CATEGORIES) {
      const res = await testimonials('Relax Pro masažer', category, reader.token);
      expect(res.status, category).toBe(200);
      expect(Object.keys(res.body)).toEqual(['testimonials']);
      const list = res.body.testimonials;
      expect(list).toHaveLength(6);
      list.forEach(expectComment);
      expect(new Set(list.map((t) => t.name)).size).toBe(6);
      expect(new Set(list.map((t) => t.comment)).size).toBe(6);
      expect(list.filter((t) => t.comment.includes('Relax Pro masažer')).length).toBeGreaterThanOrEqual(3);
      // Deterministic per (name, category): the editor may cache them.
      expect((await testimonials('Relax Pro masažer', category, reader.token)).body).toEqual(res.body);
    }
  });

  it('reads differently for another product, and keeps medical words to the health category', async () => {
    const [lamp, cream, vitamins] = await Promise.all([
      testimonials('Stona lampa Luna', 'ostalo', reader.token),
      testimonials('Krema za ruke Aloe', 'beauty', reader.token),
      testimonials('Vitamin D3 kapi', 'zdravlje', reader.token),
    ]);
    const comments = (r: Res<TestimonialsResponse>) => r.body.testimonials.map((t) => t.comment);
    const shared = comments(lamp).filter((c) => comments(cream).includes(c));
    expect(shared).toEqual([]);
    for (const text of [...comments(lamp), ...comments(cream)]) expect(text).not.toMatch(/leč|bol(ov|i\b)|terapij|lekar|simptom|san mi je|tegob/i);
    for (const text of comments(vitamins)) expect(text).not.toMatch(/izleč|leči|garantovan/i);
    expect(comments(lamp).some((c) => c.includes('Stona lampa Luna'))).toBe(true);
  });

  it('takes any case of the category, spaces and a slash in the name', async () => {
    const res = await call<TestimonialsResponse>('GET', rawTestimonials('Set%202%20u%201%20%2F%20crni', 'Tehnologija'), { token: reader.token });
    expect(res.status).toBe(200);
    expect(res.body.testimonials.some((t) => t.comment.includes('Set 2 u 1 / crni'))).toBe(true);
  });

  it('refuses an unknown category, an empty, too long or broken name with a Serbian 400', async () => {
    expectError(await testimonials('Lampa', 'kuhinja', reader.token), 400, EDITOR_COPY_MESSAGES.category);
    expectError(await testimonials('Lampa', 'health', reader.token), 400, EDITOR_COPY_MESSAGES.category);
    expectError(await testimonials('x'.repeat(121), 'ostalo', reader.token), 400, EDITOR_COPY_MESSAGES.nameTooLong);
    expect((await testimonials('x'.repeat(120), 'ostalo', reader.token)).status).toBe(200);
    expectError(await call('GET', rawTestimonials('%20%20'), { token: reader.token }), 400, EDITOR_COPY_MESSAGES.nameRequired);
    for (const bad of ['a%00b', 'a%0Ab', 'x%1B%5B2J', 'a%09b', 'x%C2%85y']) {
      expectError(await call('GET', rawTestimonials(bad), { token: reader.token }), 400, VALIDATION.controlChars);
    }
    // Broken percent-encoding and invalid UTF-8 are a clear 4xx, never a 500.
    for (const bad of ['%', '%zz', '%ff%fe', '%ED%A0%80x', 'a'.repeat(5000)]) {
      const res = await call('GET', rawTestimonials(bad), { token: reader.token });
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
      expect(typeof res.body?.message, bad).toBe('string');
    }
  });
});

describe.concurrent('POST /api/websites/id/{id}/rewrite', () => {
  it('is for signed-in users only', async () => {
    expectError(await rewrite(site.id, { field: 'title' }), 401, API_ERRORS.notSignedIn);
  });

  it('writes a fresh title and hook within the limits, different from the saved ones, and saves nothing', async () => {
    const before = await sql('SELECT updated_at, title, hook FROM websites WHERE id = $1', [site.id]);
    for (const field of ['title', 'hook'] as const) {
      const res = await rewrite(site.id, { field }, owner.token);
      expect(res.status, field).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['field', 'value']);
      expect(res.body.field).toBe(field);
      const value = res.body.value as string;
      expect(typeof value).toBe('string');
      expect(value.trim().length).toBeGreaterThan(5);
      expect(value.length).toBeLessThanOrEqual(FIELD_LIMITS[field]);
      expect(value).not.toMatch(/[\n\t{}[\]]|undefined/);
      expect(value.toLowerCase()).not.toBe(site[field].toLowerCase());
    }
    const title = (await rewrite(site.id, { field: 'title' }, owner.token)).body.value as string;
    expect(title).toContain('Masažer za vrat Relax');
    expect(await sql('SELECT updated_at, title, hook FROM websites WHERE id = $1', [site.id])).toEqual(before);
  });

  it('writes exactly 5 new bullets and exactly 3 new FAQ items', async () => {
    const [bullets, faq] = await Promise.all([rewrite(site.id, { field: 'bullets' }, owner.token), rewrite(site.id, { field: 'faq' }, owner.token)]);
    expect(bullets.status).toBe(200);
    const list = bullets.body.value as string[];
    expect(list).toHaveLength(GENERATED_LIMITS.bullets);
    for (const b of list) expect(typeof b === 'string' && b.length > 5 && b.length <= FIELD_LIMITS.bullet && !/\n/.test(b)).toBe(true);
    expect(new Set(list).size).toBe(GENERATED_LIMITS.bullets);
    expect(list).not.toEqual(site.bullets);
    expect(faq.status).toBe(200);
    const items = faq.body.value as { q: string; a: string }[];
    expect(items).toHaveLength(GENERATED_LIMITS.faq);
    for (const f of items) {
      expect(Object.keys(f).sort()).toEqual(['a', 'q']);
      expect(f.q.length).toBeGreaterThan(5);
      expect(f.q.length).toBeLessThanOrEqual(FIELD_LIMITS.faqQuestion);
      expect(f.a.length).toBeGreaterThan(10);
      expect(f.a.length).toBeLessThanOrEqual(FIELD_LIMITS.faqAnswer);
    }
    expect(items).not.toEqual(site.faq);
  });

  it('gives a variant the editor can save, and the next one differs from the saved variant', async () => {
    const own = (await createWebsite(owner.token, { productName: 'Bežične slušalice Pro' })).website;
    const body: Record<string, unknown> = {};
    for (const field of ['title', 'hook', 'bullets', 'faq'] as const) body[field] = (await rewrite(own.id, { field }, owner.token)).body.value;
    const saved = await call<WebsiteResponse>('PUT', API.websites.byId(own.id), { token: owner.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(body);
    for (const field of ['title', 'hook', 'bullets', 'faq'] as const) {
      const next = await rewrite(own.id, { field }, owner.token);
      expect(next.status).toBe(200);
      expect(JSON.stringify(next.body.value).toLowerCase(), field).not.toBe(JSON.stringify(body[field]).toLowerCase());
    }
  });

  it('refuses a field it cannot rewrite with 400 and the Serbian message', async () => {
    for (const body of [{ field: 'longDescription' }, { field: 'TITLE' }, { field: 123 }, { field: ['title'] }, {}, { polje: 'title' }]) {
      expectError(await rewrite(site.id, body, owner.token), 400, EDITOR_MESSAGES.rewriteField);
    }
    expectError(await call('POST', API.websites.rewrite(site.id), { token: owner.token, rawBody: '"title"' }), 400);
    expectError(await rewrite(site.id, { field: 'ti\u0000tle' }, owner.token), 400, VALIDATION.controlChars);
    expectError(await rewrite('abc', { field: 'title' }, owner.token), 400, WEBSITE_MESSAGES.invalidWebsiteId);
    expectError(await rewrite(2147483648, { field: 'title' }, owner.token), 400, WEBSITE_MESSAGES.invalidWebsiteId);
  });

  it("answers 404 for another client's site and for a missing one, while the admin may rewrite any", async () => {
    expectError(await rewrite(site.id, { field: 'hook' }, other.token), 404, WEBSITE_MESSAGES.websiteNotFound);
    expectError(await rewrite(2147483647, { field: 'hook' }, owner.token), 404, WEBSITE_MESSAGES.websiteNotFound);
    expect((await rewrite(site.id, { field: 'hook' }, admin)).status).toBe(200);
  });

  it('refuses the owner of a site the admin locked (403), not the admin', async () => {
    const locked = (await createWebsite(owner.token, { productName: 'Ručni sat Casio' })).website;
    expect((await call('PUT', API.websites.byId(locked.id), { token: admin, body: { editableByClient: false } })).status).toBe(200);
    expectError(await rewrite(locked.id, { field: 'title' }, owner.token), 403, WEBSITE_MESSAGES.websiteLocked);
    expect((await rewrite(locked.id, { field: 'title' }, admin)).body.field).toBe('title');
  });
});

describe('rate limit', () => {
  it(`counts comments and rewrites together: ${EDITOR_COPY_PER_MIN} a minute per user, then 429 with Retry-After`, async () => {
    // The budget is a fixed window per clock minute: the 32 calls and the two over it must fall in one window.
    const { first, over } = await inOneClockMinute(async () => {
      const client = await newClient(admin);
      const own = (await createWebsite(client.token)).website;
      const first = await Promise.all(
        Array.from({ length: EDITOR_COPY_PER_MIN }, (_, i) => (i % 3 === 0 ? rewrite(own.id, { field: 'hook' }, client.token) : testimonials(`Lampa ${i}`, 'ostalo', client.token))),
      );
      return { first, over: [await testimonials('Lampa', 'ostalo', client.token), await rewrite(own.id, { field: 'faq' }, client.token)] };
    });
    expect(first.map((r) => r.status)).toEqual(Array(EDITOR_COPY_PER_MIN).fill(200));
    for (const res of over) {
      expectError(res, 429, EDITOR_COPY_MESSAGES.tooManyRequests);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Another user has a budget of their own.
    expect((await testimonials('Lampa', 'ostalo', other.token)).status).toBe(200);
  }, 60_000);
});

describe('with the OpenAI-compatible copywriter (a second server on its own database, the fake model)', () => {
  const replies: FakeReply[] = [];
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const own = new OwnServers('cod-editor-copy');
  let server: RunningServer;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let seller: string;
  let mySite: WebsiteResponse;
  const base = () => server.baseUrl;

  /** The next answers of the fake model (the last one repeats); its requests from now on. */
  const script = (...next: FakeReply[]) => {
    replies.splice(0, replies.length, ...next);
    fake.requests.length = 0;
  };
  const reply = (value: unknown): FakeReply => ({ content: JSON.stringify(value) });

  beforeAll(async () => {
    fake = await startFakeOpenAi(replies);
    scratch = await scratchDatabase('cod_editor_copy');
    server = await own.start({
      DATABASE_URL: scratch.url,
      ADMIN_EMAIL: 'admin@copy.local',
      ADMIN_PASSWORD: 'admin-pass-123',
      OUTBOUND_ALLOW_PRIVATE: '1',
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-editor-copy',
      OPENAI_MODEL: 'gpt-fake',
      OPENAI_TIMEOUT_MS: '5000',
    });
    const login = await call('POST', API.auth.login, { base: base(), body: { email: 'admin@copy.local', password: 'admin-pass-123' } });
    const email = `seller-${randomUUID().slice(0, 8)}@copy.local`;
    await call('POST', API.admin.clients, { base: base(), token: login.body.token, body: { email, password: 'client-pass-1', firstName: 'Ana', lastName: 'Anić' } });
    seller = (await call('POST', API.auth.login, { base: base(), body: { email, password: 'client-pass-1' } })).body.token;
    // The site is written by the model too: a fault makes it the offline copy.
    script({ status: 500, body: '{"error":{"message":"overloaded"}}' });
    const created = await call<CreateWebsiteResponse>('POST', API.sync.createWebsite, { base: base(), token: seller, body: websitePayload({ productName: 'Masažer za stopala Relax' }) });
    expect(created.status).toBe(201);
    mySite = created.body.website;
  }, 60_000);

  afterAll(async () => {
    await own.stopAll();
    await fake?.close();
    await scratch?.drop();
  }, 30_000);

  it("uses the model's comments, clamped to the limits and filled up to 6, asked for as strict JSON; then reuses them", async () => {
    const good = (i: number) => ({ name: ['Milica Petrović', 'Jovana Ilić', 'Marko Savić'][i - 1], comment: `Stopala su mi odmorna posle posla, preporuka ${i}.`, reactions: ['👍', '❤️'], likes: 7, timeAgo: 'pre 2 dana' });
    script(
      reply({
        testimonials: [
          good(1),
          { ...good(2), reactions: ['🤡', '❤'], likes: 1e9, timeAgo: 'nekada davno', imageUrl: 'https://zlo.example/x.png' },
          { ...good(3), comment: `  Previše\u0000 razmaka\n i znakova  ${'reč '.repeat(200)}` },
          { name: '', comment: 'bez imena' },
          'nije objekat',
        ],
      }),
    );
    const res = await testimonials('Masažer za stopala', 'zdravlje', seller, base());
    expect(res.status).toBe(200);
    const list = res.body.testimonials;
    expect(list).toHaveLength(6);
    list.forEach(expectComment);
    expect(list[0]).toEqual({ ...good(1), imageUrl: '' });
    expect(list[1]).toMatchObject({ name: 'Jovana Ilić', reactions: ['❤️'], likes: 999, imageUrl: '' });
    expect(list[1].timeAgo).not.toBe('nekada davno');
    expect(list[2].comment.startsWith('Previše razmaka i znakova reč')).toBe(true);
    expect(list[2].comment.length).toBeLessThanOrEqual(500);
    // The rest is the offline copywriter's, as the shared server writes them.
    const offline = (await testimonials('Masažer za stopala', 'zdravlje', reader.token)).body.testimonials;
    expect(list.slice(3).every((t) => offline.some((o) => o.comment === t.comment))).toBe(true);

    const [req] = fake.requests;
    expect(req.model).toBe('gpt-fake');
    expect(req.headers.authorization).toBe('Bearer sk-editor-copy');
    expect(req.response_format?.json_schema?.strict).toBe(true);
    expect(req.messages[1].content).toContain('Masažer za stopala');
    expect(req.messages[1].content).toContain('ekavica');
    expect(JSON.stringify(req.response_format?.json_schema?.schema)).toContain('"minItems":6');

    script(reply({ testimonials: [] }));
    expect((await testimonials('masažer  za stopala', 'zdravlje', seller, base())).body).toEqual(res.body);
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the offline comments when the model fails (HTTP 500), and does not keep them', async () => {
    script({ status: 500, body: '{"error":{"message":"overloaded"}}' });
    const res = await testimonials('Punjač za auto', 'tehnologija', seller, base());
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(res.body).toEqual((await testimonials('Punjač za auto', 'tehnologija', reader.token)).body);
    script(reply({ testimonials: [{ name: 'Nikola Ilić', comment: 'Puni brzo i ne greje se, sve pohvale.', reactions: ['👍'], likes: 3, timeAgo: 'juče' }] }));
    const again = await testimonials('Punjač za auto', 'tehnologija', seller, base());
    expect(fake.requests).toHaveLength(1);
    expect(again.body.testimonials[0].name).toBe('Nikola Ilić');
  });

  it("rewrites a field with the model's answer, mended to exactly 5 bullets or 3 FAQ items", async () => {
    script(reply({ value: ['Opušta stopala posle dugog dana', 'Tri nivoa masaže', 'Tih rad', 'Opušta stopala posle dugog dana'] }));
    const bullets = await rewrite(mySite.id, { field: 'bullets' }, seller, base());
    expect(bullets.status).toBe(200);
    const list = bullets.body.value as string[];
    expect(list).toHaveLength(5);
    expect(list.slice(0, 3)).toEqual(['Opušta stopala posle dugog dana', 'Tri nivoa masaže', 'Tih rad']);
    const [req] = fake.requests;
    expect(req.response_format?.json_schema?.name).toBe('rewrite_bullets');
    expect(req.messages[1].content).toContain(mySite.bullets[0]);
    expect(req.messages[1].content).toContain('Masažer za stopala Relax');

    // No figures in them: a figure that is not the product's or the offer's would be dropped as made up.
    const faq = ['prvo', 'drugo', 'treće', 'četvrto'].map((n) => ({ q: `Pitanje ${n}?`, a: `Odgovor na ${n} pitanje.` }));
    script(reply({ value: faq }));
    expect((await rewrite(mySite.id, { field: 'faq' }, seller, base())).body).toEqual({ field: 'faq', value: faq.slice(0, 3) });

    script(reply({ value: 'Masažer za stopala Relax – odmor za umorne noge' }));
    expect((await rewrite(mySite.id, { field: 'title' }, seller, base())).body).toEqual({ field: 'title', value: 'Masažer za stopala Relax – odmor za umorne noge' });
  });

  it('falls back to the offline variant when the model fails (HTTP 500) or repeats the current text', async () => {
    script({ status: 500, body: '{"error":{"message":"overloaded"}}' });
    const hook = await rewrite(mySite.id, { field: 'hook' }, seller, base());
    expect(hook.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(typeof hook.body.value === 'string' && hook.body.value.length > 10 && hook.body.value !== mySite.hook).toBe(true);

    script(reply({ value: mySite.title.toUpperCase() }));
    const title = await rewrite(mySite.id, { field: 'title' }, seller, base());
    expect(title.status).toBe(200);
    expect((title.body.value as string).toLowerCase()).not.toBe(mySite.title.toLowerCase());
    expect(title.body.value).toContain('Masažer za stopala Relax');
  });
});
