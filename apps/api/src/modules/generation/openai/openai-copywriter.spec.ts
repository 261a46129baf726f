import { contentProblems, GENERATED_LIMITS, type WebsiteContent } from '@cod/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeReply } from '../../../../test/fakes/fake-openai.js';
import type { SiteFacts, WebsiteCopyRequest } from '../copywriter.js';
import { OfflineCopywriter } from '../offline/offline-copywriter.js';
import { OpenAiCopywriter, parseModelJson } from './openai-copywriter.js';

const request: WebsiteCopyRequest = {
  product: { name: 'Masažer za vrat Relax Pro', features: [], description: undefined },
  price: 2990,
  originalPrice: 4990,
  market: { id: 'Serbia', currency: 'RSD', currencySymbol: 'RSD' },
  templateName: 'Sales Template',
};

const offline = new OfflineCopywriter();
let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A model answer in the schema's shape, built from the offline copy with recognisable changes. */
async function modelAnswer(change: (c: Record<string, unknown>) => void = () => undefined): Promise<string> {
  const base = await offline.writeWebsite(request);
  const { palette: _p, priceAnchoring: _a, quantityOffers: _q, sections: _s, ...answer } = base as WebsiteContent & Record<string, unknown>;
  const c: Record<string, unknown> = {
    ...answer,
    title: 'Relax Pro: kraj bolovima u vratu',
    bullets: ['Opušta vrat za 10 minuta', 'Tri nivoa jačine', 'Punjiv preko USB-a', 'Tih rad', 'Garancija 2 godine'],
  };
  change(c);
  return JSON.stringify(c);
}

async function writerWith(replies: FakeReply[], timeoutMs = 5000) {
  fake = await startFakeOpenAi(replies);
  return new OpenAiCopywriter({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'gpt-test', timeoutMs }, offline);
}

describe('OpenAiCopywriter against a chat-completions server', () => {
  it('uses a good answer, asks for a strict JSON schema, and keeps our prices', async () => {
    const writer = await writerWith([{ content: await modelAnswer((c) => (c.priceAnchoring = { currentPrice: 1 })) }]);
    const content = await writer.writeWebsite(request);
    expect(content.title).toBe('Relax Pro: kraj bolovima u vratu');
    expect(content.bullets[0]).toBe('Opušta vrat za 10 minuta');
    expect(contentProblems(content)).toEqual([]);
    const fallback = await offline.writeWebsite(request);
    expect(content.priceAnchoring).toEqual(fallback.priceAnchoring);
    expect(content.quantityOffers).toEqual(fallback.quantityOffers);

    const [req] = fake!.requests;
    expect(req.model).toBe('gpt-test');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.response_format?.type).toBe('json_schema');
    expect(req.response_format?.json_schema?.strict).toBe(true);
    expect(req.messages[0]).toMatchObject({ role: 'system' });
    expect(req.messages[0].content).toContain('srpskom');
    expect(req.messages[1].content).toContain('Masažer za vrat Relax Pro');
    expect(req.messages[1].content).toContain('2.990 RSD');
  });

  it('asks once for a repair of a malformed answer and uses the repaired one', async () => {
    const writer = await writerWith([{ content: 'Evo vašeg teksta: {naslov: bez navodnika' }, { content: await modelAnswer() }]);
    const content = await writer.writeWebsite(request);
    expect(fake!.requests).toHaveLength(2);
    const repair = fake!.requests[1].messages;
    expect(repair.at(-2)).toMatchObject({ role: 'assistant' });
    expect(repair.at(-1)?.content).toContain('ne odgovara šemi');
    expect(content.title).toBe('Relax Pro: kraj bolovima u vratu');
  });

  it('falls back to the offline copywriter when the repair is malformed too', async () => {
    const writer = await writerWith([{ content: 'nije json' }, { content: 'ni ovo' }]);
    const content = await writer.writeWebsite(request);
    expect(fake!.requests).toHaveLength(2);
    expect(content).toEqual(await offline.writeWebsite(request));
  });

  it('enforces the limits on whatever the model returns', async () => {
    const bad = await modelAnswer((c) => {
      c.bullets = ['Jedan', 'Dva', 'Tri', 'Četiri'];
      c.faq = [{ q: 'Samo jedno pitanje?', a: 'Da.' }];
      c.keywords = Array.from({ length: 12 }, (_, i) => `Reč ${i}`);
      c.seoTitle = 'Relax Pro masažer za vrat koji zaista opušta mišiće posle dugog radnog dana za računarom';
      c.seoDescription = 'x '.repeat(120);
      c.designRecommendations = { ...(c.designRecommendations as object), typography: { headingFont: 'Inter', bodyFont: 'Inter', weight: 'extra-heavy' } };
    });
    const writer = await writerWith([{ content: bad }, { content: bad }]);
    const content = await writer.writeWebsite(request);
    expect(contentProblems(content)).toEqual([]);
    expect(content.bullets).toHaveLength(GENERATED_LIMITS.bullets);
    expect(content.bullets.slice(0, 4)).toEqual(['Jedan', 'Dva', 'Tri', 'Četiri']);
    expect(content.faq).toHaveLength(GENERATED_LIMITS.faq);
    expect(content.keywords).toEqual(Array.from({ length: 8 }, (_, i) => `reč ${i}`));
    expect(content.seoTitle.length).toBeLessThanOrEqual(GENERATED_LIMITS.seoTitle);
    expect(content.seoTitle).toBe('Relax Pro masažer za vrat koji zaista opušta mišiće posle');
    expect(content.seoDescription.length).toBeLessThanOrEqual(GENERATED_LIMITS.seoDescription);
    expect(['light', 'normal', 'bold']).toContain(content.designRecommendations.typography.weight);
  });

  it('falls back to offline on a timeout, within the time budget', async () => {
    const writer = await writerWith([{ hang: true }], 400);
    const started = Date.now();
    const content = await writer.writeWebsite(request);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(content).toEqual(await offline.writeWebsite(request));
  });

  it('falls back to offline on an HTTP error', async () => {
    const writer = await writerWith([{ status: 500, body: '{"error":{"message":"overloaded"}}' }]);
    expect(await writer.writeWebsite(request)).toEqual(await offline.writeWebsite(request));
  });

  it('writes upsell texts with the model and prices by our rules', async () => {
    const writer = await writerWith([{ content: JSON.stringify({ title: 'Rezervni jastučići', urgentDescription: 'Dodajte ih u isti paket danas.', features: ['Mekani', 'Perivi', 'Komplet od 4'] }) }]);
    const upsellReq = { product: { name: 'Jastučići', features: [] }, price: 990, mainPrice: 2990, mainProductName: 'Relax Pro', market: request.market };
    const copy = await writer.writeUpsell(upsellReq);
    const fb = await offline.writeUpsell(upsellReq);
    expect(copy.title).toBe('Rezervni jastučići');
    expect(copy.features).toEqual(['Mekani', 'Perivi', 'Komplet od 4']);
    expect({ o: copy.originalPrice, d: copy.discountPrice, s: copy.savings }).toEqual({ o: fb.originalPrice, d: fb.discountPrice, s: fb.savings });
  });
});

describe('OpenAiCopywriter for the editor', () => {
  const site: SiteFacts = {
    title: 'Masažer za vrat Relax Pro',
    shortName: 'Relax Pro',
    hook: 'Opuštanje posle svakog radnog dana.',
    bullets: ['Jedan', 'Dva', 'Tri', 'Četiri', 'Pet'],
    faq: [{ q: 'Pitanje?', a: 'Odgovor.' }],
    longDescription: 'Dug opis proizvoda.',
    productLink: 'https://prodavnica.example/p/relax',
    market: request.market,
    price: 2990,
    originalPrice: 4990,
    templateName: 'Sales Template',
  };
  const comment = (name: string) => ({ name, comment: `${name} kaže: odlično.`, reactions: ['👍'], likes: 5, timeAgo: 'juče' });

  it('writes comments with the model, asks for exactly the count in ekavian, and keeps them for the next call', async () => {
    const names = ['Ana Anić', 'Iva Ilić', 'Maja Marić', 'Sara Savić', 'Tea Tomić', 'Una Urić'];
    const writer = await writerWith([{ content: JSON.stringify({ testimonials: names.map(comment) }) }]);
    const list = await writer.writeTestimonials({ productName: 'Relax Pro', category: 'zdravlje' });
    expect(list.map((t) => t.name)).toEqual(names);
    expect(list.every((t) => t.imageUrl === '')).toBe(true);
    const [req] = fake!.requests;
    expect(req.response_format?.json_schema?.name).toBe('testimonials');
    expect(JSON.stringify(req.response_format?.json_schema?.schema)).toContain('"minItems":6,"maxItems":6');
    expect(req.messages[1].content).toContain('Relax Pro');
    expect(req.messages[1].content).toContain('ekavica');
    expect(req.messages[1].content).toContain('Bez obećanja izlečenja');
    expect(await writer.writeTestimonials({ productName: 'relax  pro', category: 'zdravlje' })).toEqual(list);
    expect(fake!.requests).toHaveLength(1);
    await writer.writeTestimonials({ productName: 'Relax Pro', category: 'ostalo' });
    expect(fake!.requests).toHaveLength(2);
    expect(fake!.requests[1].messages[1].content).toContain('Bez ikakvih zdravstvenih');
  });

  it('falls back to the offline comments on an HTTP error, a timeout or an empty answer, and keeps none of them', async () => {
    const fallback = await offline.writeTestimonials({ productName: 'Relax Pro', category: 'tehnologija' });
    for (const reply of [{ status: 500, body: 'overloaded' }, { hang: true as const }, { content: '{"testimonials":[]}' }, { content: 'nije json' }]) {
      const writer = await writerWith([reply], 300);
      expect(await writer.writeTestimonials({ productName: 'Relax Pro', category: 'tehnologija' })).toEqual(fallback);
      expect(await writer.writeTestimonials({ productName: 'Relax Pro', category: 'tehnologija' })).toEqual(fallback);
      expect(fake!.requests).toHaveLength(2);
      await fake!.close();
      fake = undefined;
    }
  });

  it("rewrites a field with the model's answer within the limits, from the site's facts", async () => {
    const writer = await writerWith([{ content: JSON.stringify({ value: ['Novi 1', 'Novi 2', 'Novi 3', 'Novi 4', 'Novi 5', 'Novi 6'] }) }]);
    expect(await writer.rewriteField({ field: 'bullets', site, variant: 'v' })).toEqual({ field: 'bullets', value: ['Novi 1', 'Novi 2', 'Novi 3', 'Novi 4', 'Novi 5'] });
    const [req] = fake!.requests;
    expect(req.response_format?.json_schema?.name).toBe('rewrite_bullets');
    const prompt = req.messages[1].content;
    for (const fact of ['Masažer za vrat Relax Pro', 'Relax Pro', 'Opuštanje posle svakog radnog dana.', 'Dug opis proizvoda.', 'https://prodavnica.example/p/relax', '2.990 RSD', '- Jedan']) expect(prompt).toContain(fact);
  });

  it('falls back to the offline variant when the model fails or repeats the current text', async () => {
    const offlineHook = await offline.rewriteField({ field: 'hook', site, variant: 'v' });
    let writer = await writerWith([{ status: 503, body: 'busy' }]);
    expect(await writer.rewriteField({ field: 'hook', site, variant: 'v' })).toEqual(offlineHook);
    await fake!.close();
    writer = await writerWith([{ content: JSON.stringify({ value: '  opuštanje posle SVAKOG radnog dana. ' }) }]);
    expect(await writer.rewriteField({ field: 'hook', site, variant: 'v' })).toEqual(offlineHook);
    await fake!.close();
    writer = await writerWith([{ content: JSON.stringify({ value: [{ q: 'Novo pitanje?', a: 'Novi odgovor.' }] }) }]);
    const faq = await writer.rewriteField({ field: 'faq', site, variant: 'v' });
    expect(faq.value).toHaveLength(3);
    expect((faq.value as { q: string }[])[0]).toEqual({ q: 'Novo pitanje?', a: 'Novi odgovor.' });
  });
});

describe('parseModelJson', () => {
  it('reads fenced and surrounded JSON', () => {
    expect(parseModelJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseModelJson('Evo: {"a":{"b":2}} hvala')).toEqual({ a: { b: 2 } });
    expect(() => parseModelJson('bez objekta')).toThrow();
  });
});
