/** SEO title (≤ 60), description (≤ 155) and the 8 search phrases. */
import { GENERATED_LIMITS } from '@cod/contracts';
import type { CopyContext } from './context.js';
import { capFirst, cutAtWord, lowerFirst } from './text.js';

/** 'Name – suffix' when it fits in 60 characters, else the name cut at a word boundary. */
export function seoTitle(c: CopyContext): string {
  const r = c.rng('seo-title');
  const max = GENERATED_LIMITS.seoTitle;
  const suffixes = r.shuffle([
    'Plaćanje pouzećem',
    `Dostava ${c.market.across}`,
    'Poručite odmah',
    ...(c.percent > 0 ? [`Popust ${c.percent}%`, 'Akcijska cena'] : []),
  ]);
  for (const suffix of suffixes) {
    const title = `${c.name} – ${suffix}`;
    if (title.length <= max) return title;
  }
  // A long English name is cut before its first English filler word when enough remains.
  const filler = c.name.search(/\s(for|with|and|the|of|in|by|to|from|your|our)\s/i);
  if (filler >= 20) {
    const head = cutAtWord(c.name.slice(0, filler), max);
    for (const suffix of suffixes) if (`${head} – ${suffix}`.length <= max) return `${head} – ${suffix}`;
    return head;
  }
  return cutAtWord(c.name, max);
}

/** A sentence naming the product, then price and payment sentences while they fit (the shop's terms are not the copy's). */
export function seoDescription(c: CopyContext): string {
  const r = c.rng('seo-description');
  const max = GENERATED_LIMITS.seoDescription;
  const label = c.name.length <= 70 ? c.name : c.short;
  const tagline = r.pick(c.bank.taglines);
  const claim = r.pick(c.bank.hookClaims);
  const leads = c.nameLeads
    ? [`${label} – ${tagline}.`, `${label}: ${lowerFirst(claim)}.`, `${capFirst(tagline)}: ${label}.`]
    : [`${capFirst(tagline)}: ${label}.`, `${claim}: ${label}.`];
  let out = r.pick(leads);
  if (out.length > max - 40) out = `${claim}.`;
  const rest = [
    ...r.shuffle([
      c.percent > 0 ? `Akcijska cena ${c.priceText} umesto ${c.originalText}.` : `Cena ${c.priceText}.`,
      `Plaćanje pouzećem, dostava ${c.market.region}.`,
    ]),
    'Plaćanje pouzećem.',
  ];
  for (const sentence of rest) {
    if (sentence.startsWith('Plaćanje pouzećem') && out.includes('pouzećem')) continue;
    if (`${out} ${sentence}`.length <= max) out = `${out} ${sentence}`;
  }
  return cutAtWord(out, max, true);
}

const toPhrase = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s.-]/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Exactly 8 unique lower-case search phrases: the short name, its price/market variants, category phrases. */
export function keywords(c: CopyContext): string[] {
  const r = c.rng('keywords');
  const base = toPhrase(c.short);
  const brand = toPhrase(c.brand);
  const picked = r.pickN(c.bank.keywords, 4);
  const candidates = [
    base,
    base && `${base} cena`,
    base && `${base} ${c.market.keyword}`,
    brand && brand !== base ? `${brand} ${c.market.keyword}` : '',
    ...picked,
    r.pick(['plaćanje pouzećem', 'kupovina pouzećem', 'poručivanje pouzećem']),
    `dostava ${c.market.keyword}`,
    ...c.bank.keywords,
    'kupovina preko interneta',
    'dostava na kućnu adresu',
  ];
  const out: string[] = [];
  for (const candidate of candidates) {
    const k = cutAtWord(toPhrase(candidate ?? ''), 80);
    if (k && !out.includes(k)) out.push(k);
    if (out.length === GENERATED_LIMITS.keywords) break;
  }
  return out;
}
