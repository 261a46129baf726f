import { Logger } from '@nestjs/common';
import { contentProblems, type WebsiteContent } from '@cod/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { enforceContentLimits } from '../content-limits.js';
import type { Copywriter, UpsellCopy, UpsellCopyRequest, WebsiteCopyRequest } from '../copywriter.js';
import { WEBSITE_CONTENT_SCHEMA } from './content-schema.js';
import { SYSTEM_PROMPT, userPrompt } from './prompt.js';

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

/**
 * Any OpenAI-compatible chat-completions API with a JSON-schema answer. The answer is validated; one
 * repair round is asked for; anything still wrong is mended field by field from the offline copy, and
 * a failure or timeout falls back to the offline copywriter entirely (logged).
 */
export class OpenAiCopywriter implements Copywriter {
  readonly name = 'openai' as const;
  private readonly logger = new Logger('Copywriter');

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
      return enforceContentLimits(parsed, fallback);
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
            content: `Dodatna ponuda na stranici zahvalnosti (ide u isti paket kao "${request.mainProductName}").\nProizvod: ${request.product.name}\n${request.product.description ?? ''}\nNapiši naslov, hitan kratak opis (1–2 rečenice) i 3–5 karakteristika.`,
          },
        ],
        UPSELL_SCHEMA,
        'upsell_copy',
        Date.now() + this.settings.timeoutMs,
      );
      const parsed = parseModelJson(raw) as Partial<UpsellCopy>;
      const features = Array.isArray(parsed.features) ? parsed.features.filter((f) => typeof f === 'string' && f.trim()).slice(0, 5) : [];
      return {
        ...fallback,
        title: typeof parsed.title === 'string' && parsed.title.trim() ? parsed.title.trim().slice(0, 200) : fallback.title,
        urgentDescription:
          typeof parsed.urgentDescription === 'string' && parsed.urgentDescription.trim() ? parsed.urgentDescription.trim().slice(0, 600) : fallback.urgentDescription,
        features: features.length >= 3 ? features : fallback.features,
      };
    } catch (err) {
      this.logger.warn(`OpenAI-compatible copywriter failed for upsell "${request.product.name}" (${(err as Error).message}); using the offline copywriter`);
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
