import { contentProblems, GENERATED_LIMITS, SOCIAL_PROOF_MINIMUM, type WebsiteContent } from '@cod/contracts';
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
    // '10 minuta' and '2 godine' are figures the product's page never gave: those bullets go.
    expect(content.bullets.slice(0, 3)).toEqual(['Tri nivoa jačine', 'Punjiv preko USB-a', 'Tih rad']);
    expect(content.bullets.join(' ')).not.toMatch(/10 minuta|2 godine/);
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
    // The rules of honest pages are asked for, and the prompt says there is no real old price.
    expect(req.messages[0].content).toMatch(/Uslove prodavnice.*ne navodi ih/);
    expect(req.messages[0].content).toMatch(/verified je uvek false/);
    expect(req.messages[0].content).toMatch(/Ne izmišljaj brojke/);
    expect(req.messages[1].content).toContain('Masažer za vrat Relax Pro');
    expect(req.messages[1].content).toContain('2.990 RSD');
    expect(req.messages[1].content).toContain('stvarna stara cena 4.990 RSD');
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
      c.keywords = Array.from({ length: 12 }, (_, i) => `Reč ${String.fromCharCode(97 + i)}`);
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
    expect(content.keywords).toEqual(Array.from({ length: 8 }, (_, i) => `reč ${String.fromCharCode(97 + i)}`));
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
    const upsellReq = { product: { name: 'Jastučići', features: ['Komplet od 4 komada'] }, price: 990, mainPrice: 2990, mainProductName: 'Relax Pro', market: request.market };
    const copy = await writer.writeUpsell(upsellReq);
    const fb = await offline.writeUpsell(upsellReq);
    expect(copy.title).toBe('Rezervni jastučići');
    expect(copy.features).toEqual(['Mekani', 'Perivi', 'Komplet od 4']);
    expect({ o: copy.originalPrice, d: copy.discountPrice, s: copy.savings }).toEqual({ o: fb.originalPrice, d: fb.discountPrice, s: fb.savings });
  });

  it('holds its answer to honest pages: no shop term, invented figure, stock, verified review or shop name', async () => {
    const answer = await modelAnswer((c) => {
      c.hook = 'Relax Pro opušta vrat posle posla. Više od 15.000 zadovoljnih kupaca! Dostava za 2–5 radnih dana.';
      c.bullets = ['Tri nivoa jačine', 'Besplatna dostava', 'Garancija 30 dana', 'Najprodavaniji masažer', 'Tih rad'];
      c.faq = [
        { q: 'Koliko traje dostava?', a: 'Dostava traje 2–5 radnih dana, a plaćate pouzećem.' },
        { q: 'Da li je tih?', a: 'Jeste, radi tiho. This massager is perfect for your neck.' },
        { q: 'Mogu li da ga vratim?', a: 'Imate 30 dana za povraćaj novca.' },
      ];
      c.urgencyElements = {
        limitedStock: { enabled: true, text: 'Još samo 7 komada' },
        limitedTime: { enabled: true, text: 'Akcija ističe danas' },
        socialProof: { enabled: true, text: '146 kupaca u poslednja 24 sata' },
        exclusivity: { enabled: true, text: 'Samo ovde' },
        bonuses: { enabled: true, text: 'Za 2 ili više komada besplatna dostava' },
      };
      c.testimonials = (c.testimonials as { verified: boolean; purchase_date: string }[]).map((t) => ({ ...t, verified: true, purchase_date: 'pre 3 dana' }));
      const story = c.advertorialStory as Record<string, unknown>;
      story.personalIntro = 'Zovem se Marko, imam 41 godinu i živim u Beogradu. Radim za računarom.';
    });
    const writer = await writerWith([{ content: answer }]);
    const content = await writer.writeWebsite(request);
    expect(content.hook).toBe('Relax Pro opušta vrat posle posla.');
    expect(content.bullets.slice(0, 2)).toEqual(['Tri nivoa jačine', 'Tih rad']);
    expect(content.bullets.join(' ')).not.toMatch(/besplatn|30 dana|najprodavan/iu);
    expect(content.faq[0].a).toContain('Rok i cena dostave navedeni su u uslovima prodavnice');
    expect(content.faq[0].a).not.toMatch(/\d/);
    expect(content.faq[1].a).toBe('Jeste, radi tiho.');
    expect(content.faq[2].a).toMatch(/^Pravo na odustanak/);
    expect(content.urgencyElements.limitedStock).toEqual({ enabled: false, text: '' });
    expect(content.urgencyElements.limitedTime).toEqual({ enabled: false, text: '', endsAt: null });
    expect(content.urgencyElements.socialProof).toEqual({ enabled: true, text: '', minimum: SOCIAL_PROOF_MINIMUM });
    expect(content.urgencyElements.bonuses).toEqual({ enabled: false, text: '' });
    expect(content.urgencyElements.exclusivity).toEqual({ enabled: true, text: 'Samo ovde' });
    for (const t of content.testimonials) expect([t.verified, t.purchase_date]).toEqual([false, '']);
    // The made-up age goes with its sentence; the rest of the story stays the model's.
    expect(content.advertorialStory.personalIntro).toBe('Radim za računarom.');
    expect(content.advertorialStory.footerSection.companyInfo).toBe('');
    expect(content.advertorialStory.headerSection.brandName).toBe(content.shortName);
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
    const writer = await writerWith([{ content: JSON.stringify({ value: ['Novi a', 'Novi b', 'Novi c', 'Novi d', 'Novi e', 'Novi f'] }) }]);
    expect(await writer.rewriteField({ field: 'bullets', site, variant: 'v' })).toEqual({ field: 'bullets', value: ['Novi a', 'Novi b', 'Novi c', 'Novi d', 'Novi e'] });
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
