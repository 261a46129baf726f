/**
 * What the offline copywriter may take over from the product page and the seller's brief: only
 * short, cleaned Serbian/Croatian/Bosnian lines. English text is never copied.
 */
import { toEkavian } from '@cod/contracts';
import { croatianToSerbian } from './croatian.js';
import { asSentence, capFirst, cutAtWord, misusesName, trimJunk } from './text.js';

/** A Serbian, Croatian or Bosnian line as the copy writes it: ekavian, with Serbian words ('razina' → 'nivo'). */
export const toSerbianVariant = (text: string) => croatianToSerbian(toEkavian(text));

/** English words that give a line away (and the reviewers' stoplist). Words that are also Serbian are left out. */
const ENGLISH_WORDS = new Set([
  'the', 'and', 'with', 'for', 'your', 'our', 'you', 'is', 'are', 'of', 'this', 'that', 'it', 'in', 'from', 'by', 'best',
  'quality', 'product', 'products', 'free', 'shipping', 'buy', 'now', 'new', 'premium', 'high', 'perfect', 'easy', 'made',
  'will', 'can', 'which', 'be', 'as', 'at', 'an', 'or', 'not', 'all', 'use', 'used', 'using', 'its', 'their', 'get',
  'make', 'has', 'have', 'design', 'designed', 'material', 'size', 'color', 'colour', 'includes', 'package', 'feature',
  'features', 'great', 'good', 'day', 'days', 'order', 'discount', 'gift', 'home', 'care', 'while', 'when', 'what', 'how',
  'up', 'out', 'into', 'than', 'also', 'just', 'very', 'each', 'every', 'any', 'these', 'those', 'was',
  'were', 'been', 'being', 'does', 'did', 'if', 'they', 'them', 'we', 'us', 'my', 'his', 'her', 'he',
  'she', 'who', 'whom', 'why', 'where', 'there', 'here', 'about', 'after', 'before', 'over', 'under', 'between', 'only',
  'other', 'such', 'like', 'long', 'lasting', 'durable', 'comfortable', 'portable', 'wireless', 'waterproof', 'adjustable',
  'suitable', 'ideal', 'perfect', 'helps', 'help', 'provides', 'keep', 'keeps', 'allows', 'enjoy', 'make', 'makes',
  'upgrade', 'upgraded', 'pack', 'pcs', 'piece', 'pieces', 'men', 'women', 'kids', 'children', 'baby', 'shop', 'store',
  'offer', 'limited', 'stock', 'delivery', 'return', 'returns', 'warranty', 'money', 'back', 'guarantee',
  'native', 'supports', 'included', 'rotation', 'fits', 'inch', 'levels', 'heads', 'gauge', 'digital', 'active',
  'cancelling', 'canceling', 'noise', 'bottle', 'silicone', 'rechargeable', 'heating', 'heat', 'battery', 'charging',
  'charger', 'holder', 'magnetic', 'car', 'phone', 'phones', 'lamp', 'desk', 'light', 'kettle', 'electric', 'cleaner', 'vacuum',
  'massager', 'cordless', 'stainless', 'steel', 'water', 'boil', 'power', 'cable', 'stand', 'mount', 'case', 'cover', 'earbuds',
  'headphones', 'speaker', 'watch', 'smart', 'brush', 'cream', 'hair', 'face', 'skin', 'dog', 'harness', 'brace', 'knee', 'support',
  'seat', 'covers', 'inflator', 'tire', 'portable', 'kids', 'drawing', 'insoles', 'heated', 'press', 'garlic', 'yoga',
  'replacement', 'spare', 'bag', 'bags', 'backpack', 'wallet', 'umbrella', 'toy',
]);

/** Serbian function words and common product-page words (without and with diacritics). */
const SERBIAN_WORDS = new Set([
  'je', 'su', 'i', 'za', 'sa', 'na', 'u', 'od', 'se', 'da', 'koji', 'koja', 'koje', 'ili', 'ne', 'vam', 'vas', 'ste', 'sve',
  'bez', 'kao', 'što', 'sto', 'po', 'pri', 'kod', 'iz', 'do', 'uz', 'vaš', 'vaša', 'vaše', 'vas', 'ovaj', 'ova', 'ovo',
  'samo', 'još', 'jos', 'veoma', 'vrlo', 'može', 'moze', 'možete', 'mozete', 'nije', 'biti', 'će', 'ce', 'jer', 'kada',
  'kad', 'ga', 'mu', 'joj', 'ih', 'nam', 'više', 'vise', 'manje', 'dok', 'pa', 'te', 'ni', 'li', 'sam', 'smo', 'sa', 'tokom',
  'boja', 'materijal', 'dimenzije', 'težina', 'tezina', 'kapacitet', 'snaga', 'napajanje', 'veličina', 'velicina',
  'pakovanje', 'sadržaj', 'sadrzaj', 'zapremina', 'dužina', 'duzina', 'širina', 'sirina', 'visina', 'garancija',
  'baterija', 'punjenje', 'trajanje', 'namena', 'pogodno', 'pogodan', 'pogodna', 'idealan', 'idealno', 'idealna',
  'odličan', 'odlican', 'kvalitetan', 'kvalitetna', 'kvalitetno', 'jednostavno', 'jednostavna', 'lako', 'brzo', 'komada',
  'komad', 'crna', 'bela', 'siva', 'plava', 'crvena', 'zelena', 'crni', 'beli', 'proizvod', 'proizvoda', 'upotreba',
  'upotrebu', 'koža', 'koza', 'kosa', 'lice', 'kućište', 'kuciste', 'rad', 'radi', 'sati', 'sata', 'minuta', 'dana',
  'uređaj', 'uredjaj', 'uređaja', 'vodootporan', 'punjiv', 'bežični', 'bezicni', 'bežično', 'bezicno', 'tiho', 'tih',
  'jak', 'jaka', 'jako', 'lagan', 'lagana', 'lako', 'mekan', 'mekana', 'udoban', 'udobna', 'nerđajući', 'nerdjajuci',
  'protiv', 'preko', 'ispod', 'iznad', 'prema', 'nakon', 'posle', 'pre', 'oko', 'kroz', 'zaštita', 'zastita', 'filter',
]);

const DIACRITICS = /[čćšžđČĆŠŽĐ]/;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
}

/** True when a line contains an English word (stoplist or common English function words). */
export function looksEnglish(text: string): boolean {
  return words(text).some((w) => ENGLISH_WORDS.has(w));
}

/** The first run of 3+ consecutive English words in a text (codes and figures in between do not break it), or undefined. */
export function englishRun(text: string): string | undefined {
  let run: string[] = [];
  for (const token of text.match(/[\p{L}\d]+(?:[-'’][\p{L}\d]+)*/gu) ?? []) {
    if (ENGLISH_WORDS.has(token.toLowerCase())) {
      run.push(token);
      if (run.length >= 3) return run.join(' ');
    } else if (!(/\d/.test(token) || (token.length >= 2 && token === token.toUpperCase()))) run = [];
  }
  return undefined;
}

/** Letter groups Serbian Latin spelling does not use (w, q, x, y, th, sh, ch, ee, oo, ea, ou). */
const FOREIGN_SPELLING = /[wqxy]|th|sh|ch|ee|oo|ea|ou/;

/**
 * True when a line reads as Serbian/Croatian/Bosnian and has no English word: diacritics or
 * Serbian words; a short line (a feature row like 'Tri brzine rada') may instead pass on spelling
 * alone — no foreign letter groups and most words ending in a vowel.
 */
export function looksSerbian(text: string): boolean {
  const ws = words(text);
  if (ws.length === 0 || ws.some((w) => ENGLISH_WORDS.has(w))) return false;
  const hits = ws.filter((w) => SERBIAN_WORDS.has(w)).length + (DIACRITICS.test(text) ? 2 : 0);
  if (hits >= (ws.length <= 6 ? 1 : 2)) return true;
  if (ws.length > 6) return false;
  const long = ws.filter((w) => w.length >= 3);
  if (long.length === 0 || long.some((w) => FOREIGN_SPELLING.test(w))) return false;
  return long.filter((w) => /[aeiou]$/.test(w)).length / long.length >= 0.6;
}

/** Strips HTML, entities, URLs, e-mails, emoji and other symbols. */
export function stripMarkup(raw: string): string {
  return String(raw ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|quot|apos|lt|gt|#\d+|#x[0-9a-f]+);/gi, ' ')
    .replace(/https?:\/\/\S+|www\.\S+/gi, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b(undefined|null|NaN)\b/g, ' ')
    .replace(/[{}[\]<>#*_~`^=\\|]/g, ' ')
    .replace(/[^\p{L}\p{N}\s.,!?:;%()„“"'’\-–—/+°€]/gu, ' ');
}

const tidy = (s: string) =>
  s
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s+([,.;:!?%)])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/\.{2,}/g, '.')
    .trim();

const LIST_MARKER = /^(?:[-–—•*·+✓]+|\d{1,2}[.)])\s+/u;

/** Cleaned Serbian sentences from a product description (each 25–200 characters). */
export function serbianSentences(description: string | undefined, names: readonly string[], max = 3): string[] {
  if (!description) return [];
  const out: string[] = [];
  const lines = stripMarkup(description).split(/\n+/);
  for (const line of lines) {
    for (const part of line.split(/(?<=[.!?])\s+/u)) {
      let s = tidy(part.replace(LIST_MARKER, ''));
      if (s.length < 25) continue;
      if (s.length > 200) s = `${cutAtWord(s, 195)}.`;
      // In ekavian, the copy's base variant (a Croatian or Bosnian shop's sentence reads right in Serbia).
      s = toSerbianVariant(asSentence(s));
      if (!looksSerbian(s) || misusesName(s, names)) continue;
      if (!out.includes(s)) out.push(s);
      if (out.length >= max) return out;
    }
  }
  return out;
}

/** Cleaned Serbian feature lines (3–120 characters, no final period). */
export function serbianFeatures(features: readonly string[] | undefined, names: readonly string[], max = 5): string[] {
  const out: string[] = [];
  for (const raw of features ?? []) {
    if (typeof raw !== 'string') continue;
    let s = tidy(stripMarkup(raw).replace(/\s+/g, ' ').trim().replace(LIST_MARKER, ''));
    if (s.length > 120) s = cutAtWord(s, 120);
    s = toSerbianVariant(capFirst(trimJunk(s, false, false)));
    if (s.length < 3 || !/\p{L}/u.test(s)) continue;
    if (!looksSerbian(s) || misusesName(s, names)) continue;
    if (!out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s);
    if (out.length >= max) break;
  }
  return out;
}

/** One field of the seller's brief as a clean Serbian sentence, or '' when it is empty or English. */
export function briefText(raw: string | undefined, names: readonly string[], max = 220): string {
  if (!raw || typeof raw !== 'string') return '';
  const s = tidy(stripMarkup(raw).replace(/\s+/g, ' '));
  if (s.length < 3 || looksEnglish(s) || misusesName(s, names)) return '';
  return asSentence(cutAtWord(s, max, true));
}
