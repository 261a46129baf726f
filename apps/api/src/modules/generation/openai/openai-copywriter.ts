import { Logger } from '@nestjs/common';
import { contentProblems, type AiTestimonial, type WebsiteContent } from '@cod/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { enforceContentLimits, enforceFieldLimits, enforceTestimonialLimits, sameFieldValue, TESTIMONIAL_LIMITS } from '../content-limits.js';
import type {
  Copywriter,
  FieldVariant,
  RewriteFieldRequest,
  TestimonialsRequest,
  UpsellCopy,
  UpsellCopyRequest,
  WebsiteCopyRequest,
} from '../copywriter.js';
import { holdsOffClaim, unfitRules } from '../claims.js';
import { holdToProduct, productTextOf } from '../hold-to-product.js';
import { honestContent, honestField, honestUpsell, siteHonestBasis } from '../honest-content.js';
import { productFactLines } from '../offline/facts.js';
import { FIELD_SCHEMAS, testimonialsSchema, WEBSITE_CONTENT_SCHEMA } from './content-schema.js';
import { HONESTY_RULES, rewritePrompt, SYSTEM_PROMPT, testimonialsPrompt, TESTIMONIALS_SYSTEM_PROMPT, userPrompt } from './prompt.js';

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const UPSELL_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    urgentDescription: { type: 'string' },
    features: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 5 },
  },
  required: ['title', 'urgentDescription', 'features'],
  additionalProperties: false,
};

/** The JSON object in a model's answer (tolerates ```json fences and text around it). */
export function parseModelJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1] ?? text;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('answer holds no JSON object');
  return JSON.parse(fenced.slice(start, end + 1));
}

/** How long the model's comments about one product are reused (the editor asks each time it opens). */
const TESTIMONIALS_CACHE_MS = 6 * 60 * 60 * 1000;
const TESTIMONIALS_CACHE_SIZE = 500;

/**
 * Any OpenAI-compatible chat-completions API with a JSON-schema answer. The answer is validated; one
 * repair round is asked for; anything still wrong is mended field by field from the offline copy, and
 * a failure or timeout falls back to the offline copywriter entirely (logged).
 */
export class OpenAiCopywriter implements Copywriter {
  readonly name = 'openai' as const;
  private readonly logger = new Logger('Copywriter');
  /** The model's comments per product and category (answers only, never a fallback), oldest first. */
  private readonly testimonialsCache = new Map<string, { until: number; value: AiTestimonial[] }>();

  constructor(
    private readonly settings: AppConfig['openai'],
    private readonly offline: Copywriter,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async writeWebsite(request: WebsiteCopyRequest): Promise<WebsiteContent> {
    const fallback = await this.offline.writeWebsite(request);
    const deadline = Date.now() + this.settings.timeoutMs;
    const messages: ChatMessage[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: userPrompt(request, fallback.designRecommendations.category) },
    ];
    try {
      let raw = await this.chat(messages, WEBSITE_CONTENT_SCHEMA, 'website_content', deadline);
      let problems: string[];
      let parsed: unknown;
      try {
        parsed = parseModelJson(raw);
        problems = contentProblems(parsed as WebsiteContent);
      } catch (err) {
        problems = [`not valid JSON: ${(err as Error).message}`];
      }
      if (problems.length) {
        this.logger.warn(`Model answer for "${request.product.name}" needs repair: ${problems.join('; ')}`);
        messages.push(
          { role: 'assistant', content: raw },
          { role: 'user', content: `Odgovor ne odgovara šemi: ${problems.join('; ')}. Vrati ceo ispravljen JSON objekat.` },
        );
        raw = await this.chat(messages, WEBSITE_CONTENT_SCHEMA, 'website_content', deadline);
        parsed = parseModelJson(raw);
        const left = contentProblems(parsed as WebsiteContent);
        if (left.length) this.logger.warn(`Repaired answer still off (${left.join('; ')}); mending it from the offline copy`);
      }
      // The same rules as the offline copy: no claim that does not fit the product, its facts in the
      // bullets, and honest pages (no shop term, invented figure, verified review or urgency).
      const productText = productTextOf(request.product, Object.values(request.brief ?? {}));
      const facts = productFactLines(request.product, [request.product?.name ?? '']).lines;
      const held = holdToProduct(enforceContentLimits(parsed, fallback), fallback, productText, facts);
      return honestContent(held, { product: request.product, price: request.price, originalPrice: request.originalPrice, currency: request.market.currency }, fallback);
    } catch (err) {
      this.logger.warn(`OpenAI-compatible copywriter failed for "${request.product.name}" (${(err as Error).message}); using the offline copywriter`);
      return fallback;
    }
  }

  async writeUpsell(request: UpsellCopyRequest): Promise<UpsellCopy> {
    const fallback = await this.offline.writeUpsell(request);
    try {
      const raw = await this.chat(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: [
              `Dodatna ponuda na stranici zahvalnosti (ide u isti paket kao "${request.mainProductName}").`,
              `Proizvod: ${request.product.name}`,
              request.product.description ?? '',
              'Napiši naslov na srpskom, kratak opis (1–2 rečenice) da se doda u isti paket i 3–5 karakteristika.',
              'Bez cena, bez uštede, bez "umesto", bez zaliha i roka: cene stranica prikazuje sama.',
              HONESTY_RULES,
            ]
              .filter(Boolean)
              .join('\n'),
          },
        ],
        UPSELL_SCHEMA,
        'upsell_copy',
        Date.now() + this.settings.timeoutMs,
      );
      const parsed = parseModelJson(raw) as Partial<UpsellCopy>;
      const rules = unfitRules(productTextOf(request.product));
      const features = Array.isArray(parsed.features)
        ? parsed.features.filter((f) => typeof f === 'string' && f.trim() && !holdsOffClaim(f, rules)).slice(0, 5)
        : [];
      if (holdsOffClaim([parsed.title, parsed.urgentDescription], rules)) throw new Error('the answer makes a claim that does not fit the product');
      const copy: UpsellCopy = {
        ...fallback,
        title: typeof parsed.title === 'string' && parsed.title.trim() ? parsed.title.trim().slice(0, 200) : fallback.title,
        urgentDescription:
          typeof parsed.urgentDescription === 'string' && parsed.urgentDescription.trim() ? parsed.urgentDescription.trim().slice(0, 600) : fallback.urgentDescription,
        features: features.length >= 3 ? features : fallback.features,
      };
      return honestUpsell(copy, { product: request.product, price: fallback.discountPrice, originalPrice: fallback.originalPrice, currency: request.market.currency }, fallback);
    } catch (err) {
      this.logger.warn(`OpenAI-compatible copywriter failed for upsell "${request.product.name}" (${(err as Error).message}); using the offline copywriter`);
      return fallback;
    }
  }

  /** The model's comments, checked and clamped; the offline ones when it fails. Reused for a while per product. */
  async writeTestimonials(request: TestimonialsRequest): Promise<AiTestimonial[]> {
    const count = Math.min(TESTIMONIAL_LIMITS.maxCount, Math.max(1, Math.floor(request.count ?? TESTIMONIAL_LIMITS.defaultCount)));
    const key = `${request.category}|${count}|${request.productName.toLowerCase().replace(/\s+/g, ' ').trim()}`;
    const cached = this.testimonialsCache.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    const fallback = await this.offline.writeTestimonials({ ...request, count });
    try {
      const raw = await this.chat(
        [
          { role: 'system', content: TESTIMONIALS_SYSTEM_PROMPT },
          { role: 'user', content: testimonialsPrompt(request, count) },
        ],
        testimonialsSchema(count),
        'testimonials',
        Date.now() + this.settings.timeoutMs,
      );
      const answer = (parseModelJson(raw) as { testimonials?: unknown }).testimonials;
      if (!Array.isArray(answer) || answer.length === 0) throw new Error('no testimonials in the answer');
      const value = enforceTestimonialLimits(answer, fallback, count);
      this.testimonialsCache.delete(key);
      this.testimonialsCache.set(key, { until: Date.now() + TESTIMONIALS_CACHE_MS, value });
      if (this.testimonialsCache.size > TESTIMONIALS_CACHE_SIZE) this.testimonialsCache.delete(this.testimonialsCache.keys().next().value!);
      return value;
    } catch (err) {
      this.logger.warn(`OpenAI-compatible copywriter failed for testimonials of "${request.productName}" (${(err as Error).message}); using the offline copywriter`);
      return fallback;
    }
  }

  /** The model's new version of one field, within the limits and different from the current one; else the offline variant. */
  async rewriteField(request: RewriteFieldRequest): Promise<FieldVariant> {
    const fallback = await this.offline.rewriteField(request);
    try {
      const raw = await this.chat(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: rewritePrompt(request) },
        ],
        FIELD_SCHEMAS[request.field],
        `rewrite_${request.field}`,
        Date.now() + this.settings.timeoutMs,
      );
      const variant = enforceFieldLimits(request.field, (parseModelJson(raw) as { value?: unknown }).value, fallback);
      if (sameFieldValue(variant.value, request.site[request.field])) throw new Error('the answer repeats the current text');
      const rules = unfitRules(productTextOf({ name: request.site.title, description: request.site.longDescription, features: [] }));
      if (holdsOffClaim(variant.value, rules)) throw new Error('the answer makes a claim that does not fit the product');
      return honestField(variant, siteHonestBasis(request.site), fallback);
    } catch (err) {
      this.logger.warn(`OpenAI-compatible copywriter failed to rewrite ${request.field} of "${request.site.title}" (${(err as Error).message}); using the offline copywriter`);
      return fallback;
    }
  }

  private async chat(messages: ChatMessage[], schema: object, name: string, deadline: number): Promise<string> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error('timeout');
    const res = await this.fetchImpl(`${this.settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        messages,
        temperature: 0.8,
        response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } },
      }),
      signal: AbortSignal.timeout(remaining),
    }).catch((err: Error) => {
      throw new Error(err.name === 'TimeoutError' || err.name === 'AbortError' ? 'timeout' : err.message);
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${(await res.text().catch(() => '')).slice(0, 200)}`);
    const json = (await res.json().catch(() => null)) as { choices?: { message?: { content?: string | null } }[] } | null;
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw new Error('empty answer');
    return content;
  }
}
