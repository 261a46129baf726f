import {
  API,
  defaultQuantityOffers,
  EDITOR_MESSAGES,
  formatMoney,
  MAX_TESTIMONIALS,
  ORDER_MESSAGES,
  ORDERS_MESSAGES,
  UPDATE_MESSAGES,
  VALIDATION,
  WEBSITE_MESSAGES,
  WEBSITE_VERSIONS_KEPT,
  type QuantityOption,
  type WebsiteResponse,
  type WebsiteVersionItem,
} from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OwnServers } from './own-servers.js';
import { ADMIN, call, createWebsite, customerIp, expectError, login, newClient, sql, STORED_IMAGE, useServer, scratchDatabase } from './helpers.js';

/*
 * The website editor's server side: every PUT body of spec 001 §7, its checks, the merge of
 * editableContent, the derived prices, picture import, versions, delete, switch-off, the preview, and the
 * page cache dropped in every process. Two API processes (A and B) on a database of this file's own;
 * every call goes to A unless it says B.
 */

const PRODUCTION = 'http://prodaja.example.rs';
const STORED_IMAGE_2 = '/uploads/images/fedcba9876543210fedcba9876543210.webp';
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let databaseUrl: string;
const own = new OwnServers('cod-editor');
let admin: string;
type Client = Awaited<ReturnType<typeof newClient>>;
let owner: Client;
let other: Client;

const shop = () => inject('shopUrl');
const A = () => own.bases[0];
const B = () => own.bases[1];

/** One more API process on this file's database. */
const startApi = () =>
  own.start({
    DATABASE_URL: databaseUrl,
    // Every process of a deployment shares these two.
    JWT_SECRET: 'website-editor-tests-jwt-secret-0123456789abcdef',
    SECRETS_KEY: 'website-editor-tests-secrets-key-0123456789abcdef',
    // The pages are served from 127.0.0.1, a preview host for this production address: visitors get the banner.
    PUBLIC_BASE_URL: PRODUCTION,
    OUTBOUND_ALLOW_PRIVATE: '1',
    TRUST_PROXY: '1',
    RATE_LIMIT_ORDERS_PER_MIN: '100000',
  });

beforeAll(async () => {
  scratch = await scratchDatabase('cod_editor');
  databaseUrl = scratch.url;
  await startApi(); // migrates and seeds first
  await startApi();
  useServer(A(), databaseUrl);
  admin = (await login(ADMIN.email, ADMIN.password)).token;
  [owner, other] = await Promise.all([newClient(admin), newClient(admin)]);
}, 90_000);

afterAll(async () => {
  await own.stopAll();
  await scratch?.drop();
}, 60_000);

// ---------------------------------------------------------------- helpers

async function newSite(token: string, over: Record<string, unknown> = {}): Promise<WebsiteResponse> {
  return (await createWebsite(token, { customUrl: `editor-${randomUUID().slice(0, 8)}`, ...over })).website;
}

const put = (token: string, id: number, body: unknown) => call<WebsiteResponse>('PUT', API.websites.byId(id), { token, body });
const get = async (id: number) => (await call<WebsiteResponse>('GET', API.websites.byId(id), { token: admin })).body;
const versionsOf = async (token: string, id: number) => (await call<WebsiteVersionItem[]>('GET', API.websites.versions(id), { token })).body;
const versionCount = async (id: number) => (await sql('SELECT count(*)::int AS n FROM website_versions WHERE website_id = $1', [id]))[0].n as number;

async function page(base: string, p: string) {
  const res = await fetch(base + p, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

async function preview(token: string | undefined, id: number, body: unknown) {
  const res = await fetch(A() + API.websites.preview(id), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* HTML */
  }
  return { status: res.status, headers: res.headers, html: text, body: json };
}

const customer = { name: 'Petar Petrović', phone: '064 123 4567', address: 'Bulevar kralja Aleksandra 73', city: 'Beograd', postalCode: '11000' };
const order = (websiteId: number, quantity: number, base = A()) =>
  call('POST', API.orders.root, { base, body: { websiteId, quantity, totalPrice: 1, customerData: customer }, headers: { 'x-forwarded-for': customerIp() } });

const option = (qty: number, price: number, originalPrice: number, extra: Partial<QuantityOption> = {}): QuantityOption => ({
  qty,
  price,
  originalPrice,
  discount: Math.round((1 - price / originalPrice) * 100),
  label: qty === 1 ? '1 komad' : `${qty} komada`,
  popular: false,
  bestValue: false,
  ...extra,
});
const OPTIONS = [option(1, 3490, 5990), option(2, 5990, 11980, { popular: true }), option(3, 7990, 17970, { bestValue: true })];
const TESTIMONIALS = [
  { name: 'Jelena P.', location: 'Novi Sad', text: 'Stiglo brzo, radi odlično.', rating: 5, purchase_date: 'pre 3 dana', verified: true },
  { name: 'Milan S.', location: 'Niš', text: 'Vredi svakog dinara.', rating: 4, purchase_date: 'pre nedelju dana', verified: false },
];
/** Offers a client could send to pay less: never trusted when quantityData comes along. */
const CHEAP_OFFERS = { single: { price: 1, text: '1 komad', badge: '' }, double: { price: 1, text: '2 komada', badge: '' }, triple: { price: 1, text: '3 komada', badge: '' } };

/** The whole body the editor sends for an Advertorial site (spec 001 §7). */
function editorBody(site: WebsiteResponse) {
  return {
    title: 'Masažer Relax Pro za vrat i ramena',
    shortName: 'Relax Pro',
    hook: 'Opustite vrat za 15 minuta dnevno, bez odlaska kod masera.',
    bullets: ['Grejanje do 45°C', 'Osam masažnih glava', 'Punjiva baterija', 'Tihi motor', 'Garancija 2 godine'],
    longDescription: 'Prvi pasus opisa.\n\nDrugi pasus opisa.',
    faq: [
      { q: 'Kako plaćam?', a: 'Pouzećem, kuriru.' },
      { q: 'Kada stiže?', a: 'Za 2–5 radnih dana.' },
      { q: 'Ima li garancije?', a: 'Da, 30 dana povraćaja novca.' },
    ],
    images: [STORED_IMAGE_2, STORED_IMAGE],
    palette: { ...site.palette, primary: '#112233', bg: '#FAFAFA' },
    priceAnchoring: { originalPrice: 5990, currentPrice: 3490, savings: 1, comparisonText: 'Umesto 5.990 RSD danas samo 3.490 RSD' },
    previewMode: 'client',
    sku: 'RLX-PRO',
    quantityOffers: CHEAP_OFFERS,
    editableContent: {
      quantityData: JSON.stringify(OPTIONS),
      enabledTestimonials: [true, false, true],
      testimonials: TESTIMONIALS,
      adviceTitle: 'Moj savet čitaocima',
      adviceText: 'Ne čekajte.\nPoručite dok traje akcija.',
      newBadge: 'NOVO',
      benefit1Title: 'Brzo olakšanje',
      benefit1Description: 'Već posle prve upotrebe.',
      benefit2Title: 'Jednostavno',
      benefit2Description: 'Jedno dugme.',
      benefit3Title: 'Sigurno',
      benefit3Description: 'Automatsko isključivanje.',
      ctaButtonText: 'Poruči odmah',
      storyTitle: 'Moja priča',
      storySubtitle: 'Kako sam se rešio bola u vratu',
    },
    advertorialStory: { ...site.advertorialStory, productQuote: '„Najbolja kupovina ove godine.“' },
    seoTitle: 'Relax Pro masažer za vrat',
    seoDescription: 'Masažer za vrat sa grejanjem, plaćanje pouzećem, dostava 2–5 dana.',
    // Not the editor's, and not the owner's to change: ignored.
    customUrl: 'oteto',
    userId: 1,
  };
}

// ---------------------------------------------------------------- tests

describe.concurrent('PUT /api/websites/id/{id}: every body of spec 001 §7', () => {
  it('{images} alone swaps the pictures and touches nothing else', async () => {
    const site = await newSite(owner.token);
    const res = await put(owner.token, site.id, { images: [STORED_IMAGE_2, STORED_IMAGE] });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([STORED_IMAGE_2, STORED_IMAGE]);
    const { images, updatedAt, ...rest } = await get(site.id);
    const { images: _i, updatedAt: _u, ...before } = site;
    expect(rest).toEqual(before);
    expect(images).toEqual([STORED_IMAGE_2, STORED_IMAGE]);
  });

  it('the whole editor body: every field saved, prices derived from quantityData, what an order costs is what the page shows', async () => {
    const site = await newSite(owner.token, { templateName: 'Advertorial Template' });
    const body = editorBody(site);
    const res = await put(owner.token, site.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await get(site.id);
    expect(saved).toEqual(res.body);
    const { quantityOffers: _q, priceAnchoring: _p, editableContent: ec, customUrl: _c, userId: _uid, advertorialStory: story, ...plain } = body;
    expect(saved).toMatchObject(plain);
    // The story as sent, but its price figures are those of the new offers (2.990 → 3.490, 4.990 → 5.990, 6.990 → 7.990).
    const storyText = JSON.stringify(saved.advertorialStory);
    expect(JSON.stringify(story)).toMatch(/2\.990 RSD/);
    expect(storyText).not.toMatch(/(?<![\d.])(2\.990|4\.990|6\.990) RSD/);
    expect(storyText).toContain('3.490 RSD');
    expect(JSON.parse(storyText.replace(/(3\.490|5\.990|7\.990) RSD/g, 'X'))).toEqual(JSON.parse(JSON.stringify(story).replace(/(2\.990|4\.990|6\.990) RSD/g, 'X')));
    expect(saved.customUrl).toBe(site.customUrl);
    expect(saved.userId).toBe(owner.user.id);
    expect(saved.editableContent).toEqual({ ...site.editableContent, ...ec });
    // Derived from the options, not from the body's offers or anchoring.
    expect(saved.quantityOffers).toEqual({
      single: { price: 3490, text: '1 komad', badge: '' },
      double: { price: 5990, text: '2 komada', badge: 'POPULARNO' },
      triple: { price: 7990, text: '3 komada', badge: 'NAJBOLJA VREDNOST' },
    });
    expect(saved).toMatchObject({ currentPrice: 3490, originalPrice: 5990 });
    expect(saved.priceAnchoring).toEqual({ originalPrice: 5990, currentPrice: 3490, savings: 2500, comparisonText: body.priceAnchoring.comparisonText });

    const [one, two, three] = await Promise.all([order(site.id, 1), order(site.id, 2), order(site.id, 3)]);
    expect([one.body.order.totalPrice, two.body.order.totalPrice, three.body.order.totalPrice]).toEqual([3490, 5990, 7990]);
    const { html } = await page(A(), `/${site.customUrl}`);
    expect(html).toContain('Moj savet čitaocima');
    expect(html).toContain(formatMoney(5990, 'RSD'));
  });

  it('the Advertorial callback’s partial bodies merge into editableContent: quantityData and testimonials stay, null removes a key', async () => {
    const site = await newSite(owner.token, { templateName: 'Advertorial Template' });
    expect((await put(owner.token, site.id, { editableContent: { quantityData: JSON.stringify(OPTIONS), testimonials: TESTIMONIALS, storyTitle: 'Priča' } })).status).toBe(200);
    const advice = await put(owner.token, site.id, { editableContent: { adviceTitle: 'Savet', adviceText: 'Tekst saveta' } });
    expect(advice.status).toBe(200);
    const flags = await put(owner.token, site.id, { editableContent: { enabledTestimonials: [true, false, true] } });
    expect(flags.body.editableContent).toEqual({
      ...site.editableContent,
      quantityData: JSON.stringify(OPTIONS),
      testimonials: TESTIMONIALS,
      storyTitle: 'Priča',
      adviceTitle: 'Savet',
      adviceText: 'Tekst saveta',
      enabledTestimonials: [true, false, true],
    });
    // A partial body without quantityData leaves the prices alone.
    expect(flags.body.quantityOffers.double.price).toBe(5990);
    const cleared = await put(owner.token, site.id, { editableContent: { adviceTitle: null, storyTitle: null } });
    expect(cleared.body.editableContent).not.toHaveProperty('adviceTitle');
    expect(cleared.body.editableContent).not.toHaveProperty('storyTitle');
    expect(cleared.body.editableContent).toMatchObject({ adviceText: 'Tekst saveta', testimonials: TESTIMONIALS, enabledTestimonials: [true, false, true] });
    expect(JSON.parse(cleared.body.editableContent.quantityData!)).toEqual(OPTIONS);
  });

  it('Minimalistic (no quantity editor): the price comes from priceAnchoring and the offers follow it, savings recomputed', async () => {
    const site = await newSite(owner.token, { templateName: 'Minimalistic' });
    const res = await put(owner.token, site.id, { priceAnchoring: { originalPrice: 5990, currentPrice: 3490, savings: 99999, comparisonText: 'Akcija nedelje' } });
    expect(res.body).toMatchObject({ currentPrice: 3490, originalPrice: 5990, priceAnchoring: { originalPrice: 5990, currentPrice: 3490, savings: 2500, comparisonText: 'Akcija nedelje' } });
    expect(res.body.quantityOffers).toEqual(defaultQuantityOffers(3490, 'RSD', 'RSD'));
    expect((await order(site.id, 1)).body.order.totalPrice).toBe(3490);
    expect((await order(site.id, 3)).body.order.totalPrice).toBe(res.body.quantityOffers.triple.price);
    expect((await page(A(), `/${site.customUrl}`)).html).toContain(formatMoney(3490, 'RSD'));
  });
});

describe('PUT checks every field (400 with the Serbian message, nothing saved)', () => {
  let site: WebsiteResponse;
  let stamp: string;
  beforeAll(async () => {
    site = await newSite(owner.token, { templateName: 'Advertorial Template' });
    stamp = (await sql('SELECT updated_at::text AS t FROM websites WHERE id = $1', [site.id]))[0].t;
  });
  const quantity = (options: unknown) => ({ editableContent: { quantityData: JSON.stringify(options) } });
  const testimonial = (over: Record<string, unknown>) => ({ ...TESTIMONIALS[0], ...over });

  it.concurrent.for<[string, unknown, string]>([
    ['a blank title', { title: '  ' }, UPDATE_MESSAGES.empty('title')],
    ['a long title', { title: 'x'.repeat(301) }, UPDATE_MESSAGES.tooLong('title', 300)],
    ['a title with a line break', { title: 'a\nb' }, VALIDATION.controlChars],
    ['a control character', { hook: 'a\u0007b' }, VALIDATION.controlChars],
    ['a long hook', { hook: 'x'.repeat(1001) }, UPDATE_MESSAGES.tooLong('hook', 1000)],
    ['13 bullets', { bullets: Array(13).fill('x') }, UPDATE_MESSAGES.tooMany('bullets', 12)],
    ['a bullet that is not text', { bullets: ['a', 5] }, UPDATE_MESSAGES.invalid('bullets[1]')],
    ['a long description over its bound', { longDescription: 'x'.repeat(20_001) }, UPDATE_MESSAGES.tooLong('longDescription', 20_000)],
    ['an FAQ item without an answer', { faq: [{ q: 'Pitanje?' }] }, UPDATE_MESSAGES.invalid('faq[0].a')],
    ['a picture that is not a link', { images: ['javascript:alert(1)'] }, UPDATE_MESSAGES.imageUrl],
    ['13 pictures', { images: Array(13).fill(STORED_IMAGE) }, UPDATE_MESSAGES.tooManyImages],
    ['a colour by name', { palette: { primary: 'red', bg: '#FFFFFF' } }, UPDATE_MESSAGES.color('palette.primary')],
    ['a five-digit colour', { palette: { primary: '#0D948', bg: '#FFFFFF' } }, UPDATE_MESSAGES.color('palette.primary')],
    ['a palette without bg', { palette: { primary: '#0D9488' } }, UPDATE_MESSAGES.invalid('palette.bg')],
    ['a CSS injection in a colour', { palette: { primary: '#fff;}body{display:none', bg: '#fff' } }, UPDATE_MESSAGES.color('palette.primary')],
    ['a zero price', { priceAnchoring: { currentPrice: 0 } }, UPDATE_MESSAGES.price('priceAnchoring.currentPrice')],
    ['a negative original price', { priceAnchoring: { currentPrice: 2990, originalPrice: -1 } }, UPDATE_MESSAGES.price('priceAnchoring.originalPrice')],
    ['a price as text', { currentPrice: '2990' }, UPDATE_MESSAGES.price('currentPrice')],
    ['a long comparison text', { priceAnchoring: { comparisonText: 'x'.repeat(501) } }, UPDATE_MESSAGES.tooLong('priceAnchoring.comparisonText', 500)],
    ['an unknown preview mode', { previewMode: 'boss' }, UPDATE_MESSAGES.invalid('previewMode')],
    ['a long SKU', { sku: 'x'.repeat(65) }, UPDATE_MESSAGES.tooLong('sku', 64)],
    ['a long SEO title', { seoTitle: 'x'.repeat(61) }, UPDATE_MESSAGES.seoTitle],
    ['a long SEO description', { seoDescription: 'x'.repeat(156) }, UPDATE_MESSAGES.seoDescription],
    ['an offer with a negative price', { quantityOffers: { ...CHEAP_OFFERS, single: { price: -1, text: 'x', badge: '' } } }, UPDATE_MESSAGES.price('quantityOffers.single.price')],
    ['editableContent that is not an object', { editableContent: 'x' }, UPDATE_MESSAGES.invalid('editableContent')],
    ['an unknown editableContent key', { editableContent: { script: '<script>' } }, UPDATE_MESSAGES.unknownField('editableContent.script')],
    ['quantityData that is not JSON', { editableContent: { quantityData: '[{' } }, UPDATE_MESSAGES.quantityData],
    ['quantityData that is not a list', { editableContent: { quantityData: '{"qty":1}' } }, UPDATE_MESSAGES.quantityData],
    ['quantityData as a list instead of text', { editableContent: { quantityData: OPTIONS } }, UPDATE_MESSAGES.invalid('editableContent.quantityData')],
    ['options out of order', quantity([OPTIONS[1], OPTIONS[0]]), EDITOR_MESSAGES.quantityOrder],
    ['an option without a price', quantity([option(1, 0, 100)]), EDITOR_MESSAGES.quantityPrice],
    ['an option price that rounds to nothing', quantity([option(1, 0.4, 100, { discount: 50 })]), EDITOR_MESSAGES.quantityPrice],
    ['11 options', quantity(Array.from({ length: 11 }, (_, i) => option(i + 1, 100 * (i + 1), 200 * (i + 1)))), EDITOR_MESSAGES.quantityOptionsCount],
    ['a discount of 120 %', quantity([{ ...OPTIONS[0], discount: 120 }]), EDITOR_MESSAGES.quantityDiscount],
    ['an option label of 61 characters', quantity([{ ...OPTIONS[0], label: 'x'.repeat(61) }]), EDITOR_MESSAGES.quantityText],
    ['a testimonial without a name', { editableContent: { testimonials: [testimonial({ name: ' ' })] } }, EDITOR_MESSAGES.testimonial],
    ['a testimonial without text', { testimonials: [testimonial({ text: '' })] }, EDITOR_MESSAGES.testimonial],
    ['a rating of 0', { editableContent: { testimonials: [testimonial({ rating: 0 })] } }, EDITOR_MESSAGES.testimonial],
    ['a rating of 4.5', { testimonials: [testimonial({ rating: 4.5 })] }, EDITOR_MESSAGES.testimonial],
    ['verified as text', { testimonials: [testimonial({ verified: 'da' })] }, UPDATE_MESSAGES.boolean('testimonials[0].verified')],
    ['a long testimonial', { testimonials: [testimonial({ text: 'x'.repeat(2001) })] }, UPDATE_MESSAGES.tooLong('testimonials[0].text', 2000)],
    ['a long place', { editableContent: { testimonials: [testimonial({ location: 'x'.repeat(81) })] } }, UPDATE_MESSAGES.tooLong('editableContent.testimonials[0].location', 80)],
    ['a long purchase date', { testimonials: [testimonial({ purchase_date: 'x'.repeat(61) })] }, UPDATE_MESSAGES.tooLong('testimonials[0].purchase_date', 60)],
    [`${MAX_TESTIMONIALS + 1} testimonials`, { testimonials: Array(MAX_TESTIMONIALS + 1).fill(TESTIMONIALS[0]) }, UPDATE_MESSAGES.tooManyTestimonials],
    ['four review flags', { editableContent: { enabledTestimonials: [true, true, true, false] } }, UPDATE_MESSAGES.enabledTestimonials],
    ['a review flag as text', { editableContent: { enabledTestimonials: ['true'] } }, UPDATE_MESSAGES.boolean('editableContent.enabledTestimonials[0]')],
    ['a long advice title', { editableContent: { adviceTitle: 'x'.repeat(301) } }, UPDATE_MESSAGES.tooLong('editableContent.adviceTitle', 300)],
    ['a long advice text', { editableContent: { adviceText: 'x'.repeat(5001) } }, UPDATE_MESSAGES.tooLong('editableContent.adviceText', 5000)],
    ['a button text that is not text', { editableContent: { ctaButtonText: 5 } }, UPDATE_MESSAGES.invalid('editableContent.ctaButtonText')],
    ['a long story text', { advertorialStory: { heroSection: { heroTitle: 'x'.repeat(5001) } } }, UPDATE_MESSAGES.tooLong('advertorialStory.heroSection.heroTitle', 5000)],
    ['an unknown story key', { advertorialStory: { personalIntro: 'x', script: 'y' } }, UPDATE_MESSAGES.unknownField('advertorialStory.script')],
    ['a story list of 21', { advertorialStory: { benefitsList: Array(21).fill('x') } }, UPDATE_MESSAGES.tooMany('advertorialStory.benefitsList', 20)],
    ['a story review rated 9', { advertorialStory: { testimonialsSection: [{ name: 'Ana', text: 'x', rating: 9, location: 'Niš', verified: true }] } }, EDITOR_MESSAGES.testimonial],
    ['a story as a list', { advertorialStory: [] }, UPDATE_MESSAGES.invalid('advertorialStory')],
  ])('refuses %s', async ([, body, message]) => {
    const res = await put(owner.token, site.id, body);
    expectError(res, 400, message);
    expect(Object.values(res.body.errors ?? {})).toContain(message);
    expect((await sql('SELECT updated_at::text AS t FROM websites WHERE id = $1', [site.id]))[0].t).toBe(stamp);
  });

  it('a refused save keeps no version', async () => {
    expect(await versionCount(site.id)).toBe(0);
  });
});

describe.concurrent('who may save', () => {
  it('the owner and the admin; another client gets 404 on every editor call, anonymous 401', async () => {
    const site = await newSite(owner.token);
    expect((await put(owner.token, site.id, { title: 'Vlasnik' })).status).toBe(200);
    expect((await put(admin, site.id, { title: 'Admin' })).status).toBe(200);
    const [version] = await versionsOf(owner.token, site.id);
    for (const res of [
      await put(other.token, site.id, { title: 'Tuđi' }),
      await preview(other.token, site.id, { title: 'Tuđi' }),
      await call('GET', API.websites.versions(site.id), { token: other.token }),
      await call('POST', API.websites.restoreVersion(site.id, version.id), { token: other.token }),
      await call('DELETE', API.websites.byId(site.id), { token: other.token }),
    ]) {
      expectError(res, 404, WEBSITE_MESSAGES.websiteNotFound);
    }
    for (const res of [await put('', site.id, { title: 'x' }), await call('GET', API.websites.versions(site.id)), await call('DELETE', API.websites.byId(site.id))]) expectError(res, 401);
    expect((await get(site.id)).title).toBe('Admin');
  });

  it('a site the admin locked (editableByClient false): the owner is refused 403 everywhere, the admin may still', async () => {
    const site = await newSite(owner.token);
    expect((await put(owner.token, site.id, { title: 'Prva' })).status).toBe(200);
    // The owner cannot lock or unlock: ignored.
    expect((await put(owner.token, site.id, { editableByClient: false })).body.editableByClient).toBe(true);
    expect((await put(admin, site.id, { editableByClient: false })).body.editableByClient).toBe(false);
    const [version] = await versionsOf(owner.token, site.id);
    for (const res of [
      await put(owner.token, site.id, { title: 'Zaključano' }),
      await put(owner.token, site.id, { editableByClient: true }),
      await preview(owner.token, site.id, { title: 'Zaključano' }),
      await call('POST', API.websites.restoreVersion(site.id, version.id), { token: owner.token }),
      await call('DELETE', API.websites.byId(site.id), { token: owner.token }),
    ]) {
      expectError(res, 403, WEBSITE_MESSAGES.websiteLocked);
    }
    // Reading stays the owner's.
    expect((await call('GET', API.websites.byId(site.id), { token: owner.token })).status).toBe(200);
    expect((await versionsOf(owner.token, site.id)).length).toBeGreaterThan(0);
    const byAdmin = await put(admin, site.id, { title: 'Admin menja' });
    expect(byAdmin.body).toMatchObject({ title: 'Admin menja', editableByClient: false });
    expect((await preview(admin, site.id, { title: 'Admin gleda' })).status).toBe(200);
  });
});

describe.concurrent('pictures of a save', () => {
  it('a foreign picture is imported and re-encoded as the builder does; ours are kept', async () => {
    const site = await newSite(owner.token);
    const res = await put(owner.token, site.id, { images: [STORED_IMAGE, `${shop()}/img/masazer-4.jpg`] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.images[0]).toBe(STORED_IMAGE);
    expect(res.body.images[1]).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/);
    const img = await fetch(A() + res.body.images[1]);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(A() + res.body.images[1].replace('.webp', '-320.webp'))).status).toBe(200);
  });

  it('a picture that cannot be imported refuses the whole save, naming it', async () => {
    const site = await newSite(owner.token);
    for (const bad of [`${shop()}/fake-image.jpg`, `${shop()}/img/nema-ove-slike.png`]) {
      const res = await put(owner.token, site.id, { title: 'Ne sme da se sačuva', images: [STORED_IMAGE, bad] });
      expectError(res, 400, UPDATE_MESSAGES.imageImport(bad));
      expect(res.body.errors).toEqual({ images: UPDATE_MESSAGES.imageImport(bad) });
    }
    expect(await get(site.id)).toMatchObject({ title: site.title, images: site.images });
    expect(await versionCount(site.id)).toBe(0);
  });

  it('a foreign picture the site already has (an older site; the builder no longer keeps one) is kept as it is, not fetched again', async () => {
    const name = `/img/nicija-${randomUUID().slice(0, 8)}.png`;
    const bad = `${shop()}${name}`;
    const site = await newSite(owner.token);
    await sql('UPDATE websites SET images = $2::jsonb WHERE id = $1', [site.id, JSON.stringify([bad])]);
    const hits = async () => (await fetch(`${shop()}/__hits?path=${name}`)).json() as Promise<number>;
    const before = await hits();
    const res = await put(owner.token, site.id, { images: [STORED_IMAGE, bad] });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([STORED_IMAGE, bad]);
    expect(await hits()).toBe(before);
  });
});

describe('the page cache is dropped in every process at once', () => {
  it('a page rendered and cached on B shows a save made on A immediately, and a switch-off and a delete too', async () => {
    const seller = await newClient(admin);
    const site = await newSite(seller.token, { templateName: 'Sales Template' });
    const first = await page(B(), `/${site.customUrl}`);
    expect(first.status).toBe(200);
    const cached = await page(B(), `/${site.customUrl}`);
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));

    expect((await put(seller.token, site.id, { hook: 'Udica sačuvana na serveru A' })).status).toBe(200);
    await expect.poll(async () => (await page(B(), `/${site.customUrl}`)).html, { timeout: 2000, interval: 20 }).toContain('Udica sačuvana na serveru A');
    const after = await page(B(), `/${site.customUrl}`);
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));

    // Orders on B are priced from the new offers too, as soon as B hears the change notice: the saving
    // process waits for its own notice, the others get theirs within milliseconds of it.
    expect((await order(site.id, 1, B())).body.order.totalPrice).toBe(2990);
    await put(seller.token, site.id, { editableContent: { quantityData: JSON.stringify(OPTIONS) } });
    await expect.poll(async () => (await order(site.id, 1, B())).body.order.totalPrice, { timeout: 2000, interval: 20 }).toBe(3490);

    await page(B(), `/${site.customUrl}`);
    expect((await put(seller.token, site.id, { isActive: false })).status).toBe(200);
    await expect.poll(async () => (await page(B(), `/${site.customUrl}`)).status, { timeout: 2000, interval: 20 }).toBe(404);

    const doomed = await newSite(seller.token);
    expect((await page(B(), `/${doomed.customUrl}`)).status).toBe(200);
    expect((await call('DELETE', API.websites.byId(doomed.id), { token: seller.token })).status).toBe(200);
    await expect.poll(async () => (await page(B(), `/${doomed.customUrl}`)).status, { timeout: 2000, interval: 20 }).toBe(404);
  });
});

describe('versions', () => {
  it(`every save keeps the content before it; the last ${WEBSITE_VERSIONS_KEPT} per site; a restore is a save too`, async () => {
    const site = await newSite(owner.token);
    for (let i = 1; i <= WEBSITE_VERSIONS_KEPT + 1; i++) expect((await put(owner.token, site.id, { title: `Verzija ${i}` })).status).toBe(200);
    const versions = await versionsOf(owner.token, site.id);
    expect(versions).toHaveLength(WEBSITE_VERSIONS_KEPT);
    expect(versions.map((v) => v.title)).toEqual(Array.from({ length: WEBSITE_VERSIONS_KEPT }, (_, i) => `Verzija ${WEBSITE_VERSIONS_KEPT - i}`));
    expect(versions[0].id).toBeGreaterThan(versions[1].id);
    expect(Date.parse(versions[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await versionCount(site.id)).toBe(WEBSITE_VERSIONS_KEPT);
    const [row] = await sql('SELECT user_id FROM website_versions WHERE id = $1', [versions[0].id]);
    expect(row.user_id).toBe(owner.user.id);

    // A save that changes nothing keeps no version.
    expect((await put(owner.token, site.id, { title: `Verzija ${WEBSITE_VERSIONS_KEPT + 1}`, isActive: true })).status).toBe(200);
    expect((await versionsOf(owner.token, site.id))[0].id).toBe(versions[0].id);

    const target = versions.find((v) => v.title === 'Verzija 5')!;
    const restored = await call<WebsiteResponse>('POST', API.websites.restoreVersion(site.id, target.id), { token: owner.token });
    expect(restored.status).toBe(200);
    expect(restored.body.title).toBe('Verzija 5');
    expect((await get(site.id)).title).toBe('Verzija 5');
    const afterRestore = await versionsOf(owner.token, site.id);
    expect(afterRestore).toHaveLength(WEBSITE_VERSIONS_KEPT);
    expect(afterRestore[0].title).toBe(`Verzija ${WEBSITE_VERSIONS_KEPT + 1}`);
    expect((await page(A(), `/${site.customUrl}`)).html).toContain('Verzija 5');
  });

  it('a restore brings back the whole content (prices with it); a version of another site or none is 404', async () => {
    const site = await newSite(owner.token, { templateName: 'Sales Template' });
    const otherSite = await newSite(owner.token);
    await put(owner.token, site.id, { title: 'Sa ponudama', editableContent: { quantityData: JSON.stringify(OPTIONS), adviceTitle: 'Savet' } });
    await put(owner.token, site.id, { title: 'Jeftinije', editableContent: { quantityData: JSON.stringify([option(1, 990, 1990)]), adviceTitle: null } });
    await put(owner.token, otherSite.id, { title: 'Drugi sajt' });
    const [withOffers] = await versionsOf(owner.token, site.id);
    expect(withOffers.title).toBe('Sa ponudama');
    const restored = (await call<WebsiteResponse>('POST', API.websites.restoreVersion(site.id, withOffers.id), { token: admin })).body;
    expect(restored).toMatchObject({ title: 'Sa ponudama', currentPrice: 3490, originalPrice: 5990, editableContent: { adviceTitle: 'Savet' } });
    expect(restored.quantityOffers.double.price).toBe(5990);
    expect((await order(site.id, 2)).body.order.totalPrice).toBe(5990);
    // The oldest version (before any save) had no advice title: restoring it removes the key again.
    const original = (await versionsOf(owner.token, site.id)).at(-1)!;
    const back = (await call<WebsiteResponse>('POST', API.websites.restoreVersion(site.id, original.id), { token: owner.token })).body;
    expect(back.editableContent.adviceTitle).toBeUndefined();
    expect((await get(site.id)).editableContent.adviceTitle).toBeUndefined();

    const [foreign] = await versionsOf(owner.token, otherSite.id);
    expectError(await call('POST', API.websites.restoreVersion(site.id, foreign.id), { token: owner.token }), 404, EDITOR_MESSAGES.versionNotFound);
    expectError(await call('POST', API.websites.restoreVersion(site.id, 2_000_000_000), { token: owner.token }), 404, EDITOR_MESSAGES.versionNotFound);
    expect((await get(otherSite.id)).title).toBe('Drugi sajt');
  });
});

describe.concurrent('switching a site off, and deleting it', () => {
  it('switched off: no page, no orders, no upsell orders; switched on: orders again', async () => {
    const created = await createWebsite(owner.token, { customUrl: `editor-${randomUUID().slice(0, 8)}`, upsellProductLinks: [`${shop()}/p/jastuk`] });
    const site = created.website;
    const first = await order(site.id, 1);
    expect(first.status).toBe(201);
    expect((await put(owner.token, site.id, { isActive: false })).status).toBe(200);
    expect((await page(A(), `/${site.customUrl}`)).status).toBe(404);
    expectError(await order(site.id, 1), 400, ORDER_MESSAGES.websiteUnavailable);
    const upsell = await call('POST', API.upsells.order, {
      body: { originalOrderId: first.body.orderId, upsellProductId: created.upsellProducts[0].id, websiteId: site.id },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expectError(upsell, 400, ORDER_MESSAGES.websiteUnavailable);
    expect((await put(owner.token, site.id, { isActive: true })).status).toBe(200);
    expect((await order(site.id, 1)).status).toBe(201);
  });

  it('a site with orders cannot be deleted (409); one without goes with its upsell offers and versions', async () => {
    const sold = await newSite(owner.token);
    expect((await order(sold.id, 1)).status).toBe(201);
    expectError(await call('DELETE', API.websites.byId(sold.id), { token: owner.token }), 409, EDITOR_MESSAGES.websiteHasOrders);
    expectError(await call('DELETE', API.websites.byId(sold.id), { token: admin }), 409, EDITOR_MESSAGES.websiteHasOrders);
    expect((await get(sold.id)).id).toBe(sold.id);

    const created = await createWebsite(owner.token, { customUrl: `editor-${randomUUID().slice(0, 8)}`, upsellProductLinks: [`${shop()}/p/jastuk`] });
    const site = created.website;
    await put(owner.token, site.id, { title: 'Pre brisanja' });
    expect(await versionCount(site.id)).toBe(1);
    const res = await call('DELETE', API.websites.byId(site.id), { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: EDITOR_MESSAGES.deleted });
    expect(await sql('SELECT id FROM websites WHERE id = $1', [site.id])).toEqual([]);
    expect(await sql('SELECT id FROM upsell_products WHERE website_id = $1', [site.id])).toEqual([]);
    expect(await versionCount(site.id)).toBe(0);
    expectError(await call('GET', API.websites.byId(site.id), { token: owner.token }), 404);
    expectError(await call('DELETE', API.websites.byId(site.id), { token: owner.token }), 404);
    expect((await page(A(), `/${site.customUrl}`)).status).toBe(404);
    expect((await call('GET', API.upsells.products(site.id))).body).toEqual([]);
    expectError(await order(site.id, 1), 404, ORDER_MESSAGES.websiteInvalid);
  });

  it('an order for a site deleted under the process\'s price cache is refused with 404, not a 500', async () => {
    // The owner blocks a phone (from an order on another site of hers) ...
    const other = await newSite(owner.token);
    const blockedPhone = '064 765 4321';
    const source = await call('POST', API.orders.root, {
      body: { websiteId: other.id, quantity: 1, totalPrice: 1, customerData: { ...customer, phone: blockedPhone } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expect(source.status).toBe(201);
    expect((await call('POST', API.orders.blocks, { token: owner.token, body: { orderId: source.body.orderId, kind: 'phone' } })).status).toBe(201);
    // ... so a refused order puts the site in the cache of orderable sites without storing anything,
    const site = await newSite(owner.token);
    const refused = await call('POST', API.orders.root, {
      body: { websiteId: site.id, quantity: 1, totalPrice: 1, customerData: { ...customer, phone: blockedPhone } },
      headers: { 'x-forwarded-for': customerIp() },
    });
    expectError(refused, 400, ORDERS_MESSAGES.orderRefused);
    // then the row goes behind the cache's back (no change notice): the insert meets the missing site.
    await sql('DELETE FROM upsell_products WHERE website_id = $1', [site.id]);
    await sql('DELETE FROM websites WHERE id = $1', [site.id]);
    expectError(await order(site.id, 1), 404, ORDER_MESSAGES.websiteInvalid);
  });

  it('a locked site: the owner may not delete it (403), the admin may', async () => {
    const site = await newSite(owner.token);
    await put(admin, site.id, { editableByClient: false });
    expectError(await call('DELETE', API.websites.byId(site.id), { token: owner.token }), 403, WEBSITE_MESSAGES.websiteLocked);
    expect((await call('DELETE', API.websites.byId(site.id), { token: admin })).status).toBe(200);
  });
});

describe.concurrent('POST /api/websites/id/{id}/preview', () => {
  it('renders the draft as the visitor’s page would, without pixel or banner, never cached, and saves nothing', async () => {
    const seller = await newClient(admin);
    expect((await call('PATCH', API.userSettings.facebookPixel, { token: seller.token, body: { facebookPixelId: '123456789012345' } })).status).toBe(200);
    const site = await newSite(seller.token, { templateName: 'Advertorial Template' });
    const visitor = await page(A(), `/${site.customUrl}`);
    expect(visitor.html).toContain('"pixelId":"123456789012345"');
    expect(visitor.html).toContain('data-testid="preview-banner"');
    const stamp = (await sql('SELECT updated_at::text AS t FROM websites WHERE id = $1', [site.id]))[0].t;

    const draft = { ...editorBody(site), title: 'Nacrt naslova', hook: 'Nacrt udice za pregled', images: [`${shop()}/img/nije-uvezena.jpg`] };
    const hits = async () => (await fetch(`${shop()}/__hits?path=/img/nije-uvezena.jpg`)).json() as Promise<number>;
    const res = await preview(seller.token, site.id, draft);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.html).toMatch(/^<!doctype html><html lang="sr">/);
    expect(res.html).toContain('Nacrt udice za pregled');
    expect(res.html).toContain('Moj savet čitaocima');
    // Prices as a save would derive them, not the body's offers.
    expect(res.html).toContain(formatMoney(5990, 'RSD'));
    expect(res.html).toContain(`${shop()}/img/nije-uvezena.jpg`);
    expect(res.html).toContain('"pixelId":null');
    expect(res.html).not.toContain('data-testid="preview-banner"');
    expect(res.html).toContain(`<link rel="canonical" href="${PRODUCTION}/${site.customUrl}"`);
    // The same template as the visitor's page: the same stylesheet and script.
    const sheet = (html: string) => /<style[^>]*>([\s\S]{0,200})/.exec(html)?.[1];
    expect(sheet(res.html)).toBe(sheet(visitor.html));

    expect(await hits()).toBe(0);
    expect((await sql('SELECT updated_at::text AS t FROM websites WHERE id = $1', [site.id]))[0].t).toBe(stamp);
    expect(await versionCount(site.id)).toBe(0);
    expect((await get(site.id)).title).toBe(site.title);
    expect((await page(A(), `/${site.customUrl}`)).html).not.toContain('Nacrt udice za pregled');
  });

  it('checks the body as a save does, and only for the owner or an admin', async () => {
    const site = await newSite(owner.token);
    expectError(await preview(owner.token, site.id, { palette: { primary: 'red', bg: '#fff' } }), 400, UPDATE_MESSAGES.color('palette.primary'));
    expectError(await preview(owner.token, site.id, { editableContent: { quantityData: '[{' } }), 400, UPDATE_MESSAGES.quantityData);
    expectError(await preview(other.token, site.id, { title: 'x' }), 404, WEBSITE_MESSAGES.websiteNotFound);
    expectError(await preview(undefined, site.id, { title: 'x' }), 401);
    expectError(await preview(owner.token, 2_000_000_000, { title: 'x' }), 404);
    const byAdmin = await preview(admin, site.id, { hook: 'Admin pregleda' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.html).toContain('Admin pregleda');
    // An inactive site can still be previewed by its owner.
    await put(owner.token, site.id, { isActive: false });
    expect((await preview(owner.token, site.id, {})).status).toBe(200);
  });
});
