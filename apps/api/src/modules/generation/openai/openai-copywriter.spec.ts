import { contentProblems, GENERATED_LIMITS, type WebsiteContent } from '@cod/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeReply } from '../../../../test/fakes/fake-openai.js';
import type { WebsiteCopyRequest } from '../copywriter.js';
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

describe('parseModelJson', () => {
  it('reads fenced and surrounded JSON', () => {
    expect(parseModelJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseModelJson('Evo: {"a":{"b":2}} hvala')).toEqual({ a: { b: 2 } });
    expect(() => parseModelJson('bez objekta')).toThrow();
  });
});
