/**
 * The buyer's variant of the language: Serbian pages are ekavian; Bosnian and
 * Montenegrin pages are ijekavian, and a week is 'sedmica' on Bosnian ones. Copy and templates are
 * written once, in ekavian; this converter turns a text into the market's variant.
 * The word table and its rules: ./word-table.ts.
 */
import { BOSNIA_WORDS, NEDELJA_IJEKAVIAN, PREFIX_PAIRS, WORD_PAIRS } from './word-table.js';

type Market = string | null | undefined;

/** Markets whose pages are ijekavian. */
export function isIjekavianMarket(market: Market): boolean {
  return market === 'Bosnia' || market === 'Montenegro';
}

function table(pairs: readonly (readonly [string, string])[]): Map<string, string> {
  const map = new Map<string, string>();
  // The first pair of a word wins (the table lists the preferred reading of a shared form first).
  for (const [ek, ij] of pairs) if (!map.has(ek)) map.set(ek, ij);
  return map;
}

const IJEKAVIAN = table([...WORD_PAIRS, ...NEDELJA_IJEKAVIAN]);
const BOSNIAN = table([...BOSNIA_WORDS, ...WORD_PAIRS]);
/** Prefix stems, longest first, grouped by their first three letters. */
const PREFIXES = new Map<string, (readonly [string, string])[]>();
for (const pair of [...PREFIX_PAIRS].sort((a, b) => b[0].length - a[0].length)) {
  const key = pair[0].slice(0, 3);
  PREFIXES.set(key, [...(PREFIXES.get(key) ?? []), pair]);
}
/** All-capital forms that are English acronyms rather than Serbian words. */
const NOT_IN_CAPITALS = new Set(['ceo']);

/** The ijekavian form of one lower-case word, or undefined when it has none. */
function convertLower(lower: string, words: Map<string, string>): string | undefined {
  const whole = words.get(lower);
  if (whole !== undefined) return whole;
  const candidates = PREFIXES.get(lower.slice(0, 3));
  if (!candidates) return undefined;
  for (const [ek, ij] of candidates) if (lower.startsWith(ek)) return ij + lower.slice(ek.length);
  return undefined;
}

/** Gives `out` the case pattern of `word`: Cena → Cijena, CENA → CIJENA, cena → cijena. */
function withCase(word: string, lower: string, out: string): string | undefined {
  if (word === lower) return out;
  const upper = word.toUpperCase();
  if (word === upper && word.length > 1) return NOT_IN_CAPITALS.has(lower) ? undefined : out.toUpperCase();
  if (word[0] === upper[0] && word.slice(1) === lower.slice(1)) return out[0]!.toUpperCase() + out.slice(1);
  return undefined; // mixed case (brand names such as 'LePo'): left as written
}

const WORD = /\p{L}+/gu;
/** Every ekavian form of the table has an 'e' and is Latin script: only such words are looked up (a plain class: faster than \p{L}). */
const WORD_WITH_E = /[A-Za-z\u00C0-\u024F]*[eE][A-Za-z\u00C0-\u024F]*/g;
const MAYBE = /[eE]/;

/** The text in the market's variant (Serbia and unknown markets: unchanged, the same string). */
export function toMarketVariant(text: string, market: Market): string {
  if (!isIjekavianMarket(market) || !MAYBE.test(text)) return text;
  const words = market === 'Bosnia' ? BOSNIAN : IJEKAVIAN;
  return text.replace(WORD_WITH_E, (word) => {
    const lower = word.toLowerCase();
    const out = convertLower(lower, words);
    return out === undefined ? word : (withCase(word, lower, out) ?? word);
  });
}

/** The words of `text` that are ekavian (would change on a Bosnian or Montenegrin page). */
export function ekavianWords(text: string): string[] {
  return (text.match(WORD) ?? []).filter((word) => convertLower(word.toLowerCase(), IJEKAVIAN) !== undefined);
}

const IJEKAVIAN_FORMS: Set<string> = (() => {
  const set = new Set<string>();
  for (const [ek, ij] of [...WORD_PAIRS, ...NEDELJA_IJEKAVIAN]) if (ek !== ij) set.add(ij);
  // A form that is also a word of the ekavian side (or of Serbian generally) is no sign of ijekavian.
  for (const ek of IJEKAVIAN.keys()) set.delete(ek);
  // Ijekavian forms that are also ordinary Serbian words: njega (him), umio (washed).
  for (const word of ['njega', 'umio']) set.delete(word);
  return set;
})();
/** 'njegov' (care) is also the Serbian 'his'. */
const IJEKAVIAN_PREFIXES = PREFIX_PAIRS.map(([, ij]) => ij).filter((ij) => ij !== 'njegov');

/** The words of `text` that are ijekavian (must not stand on a Serbian page). */
export function ijekavianWords(text: string): string[] {
  return (text.match(WORD) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    return IJEKAVIAN_FORMS.has(lower) || IJEKAVIAN_PREFIXES.some((p) => lower.startsWith(p));
  });
}

/** Ijekavian → ekavian: the table read backwards (whole forms first, then the stems). */
const EKAVIAN_OF: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [ek, ij] of [...WORD_PAIRS, ...NEDELJA_IJEKAVIAN]) if (IJEKAVIAN_FORMS.has(ij) && !map.has(ij)) map.set(ij, ek);
  return map;
})();
const EKAVIAN_PREFIXES = PREFIX_PAIRS.filter(([, ij]) => ij !== 'njegov')
  .map(([ek, ij]) => [ij, ek] as const)
  .sort((a, b) => b[0].length - a[0].length);

/**
 * A text in ekavian, the copy's base variant: the product pages of Croatian and Bosnian shops are
 * ijekavian ('Grijanje do 45 °C'), and a line reused from them must read right on a Serbian page
 * (the Bosnian and Montenegrin pages convert it back when they are rendered).
 */
export function toEkavian(text: string): string {
  return text.replace(WORD, (word) => {
    const lower = word.toLowerCase();
    let out = EKAVIAN_OF.get(lower);
    if (out === undefined) {
      const stem = EKAVIAN_PREFIXES.find(([ij]) => lower.startsWith(ij));
      if (stem) out = stem[1] + lower.slice(stem[0].length);
    }
    return out === undefined ? word : (withCase(word, lower, out) ?? word);
  });
}

/** Words a Bosnian page must not carry: ekavian ones and the Serbian/Montenegrin week. */
export function wrongVariantWords(text: string, market: Market): string[] {
  if (!isIjekavianMarket(market)) return ijekavianWords(text);
  const wrong = ekavianWords(text);
  if (market === 'Bosnia') for (const word of text.match(WORD) ?? []) if (/^ned[j]?elj/i.test(word)) wrong.push(word);
  return wrong;
}

/** Number of word forms the converter knows (whole words) and of its prefix stems. */
export const MARKET_VARIANT_TABLE_SIZE = { words: IJEKAVIAN.size + BOSNIA_WORDS.length, prefixes: PREFIX_PAIRS.length };
