/** Text helpers of the offline copywriter: cleaning, cutting, agreement and the last polish. */

const LOWER = 'a-zčćšžđ';
const LETTER = 'A-Za-zČĆŠŽĐčćšžđ';

/** Resolves gender markers `[masculine|feminine]` (first-person story and reviews). */
export function resolveGender(text: string, female: boolean): string {
  return text.replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_m, m: string, f: string) => (female ? f : m));
}

export const capFirst = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Lower-cases the first letter unless the first word is an acronym or a mixed-case brand. */
export function lowerFirst(s: string): string {
  const first = s.split(/\s/, 1)[0] ?? '';
  if (first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** True when the text starts with a lower-case letter (e.g. 'iPhone'): it must not open a sentence. */
export const startsLowerCase = (s: string) => new RegExp(`^[${LOWER}]`).test(s);

/** Words that must not be left hanging at the end of a cut text. */
const DANGLING_SR = new Set([
  'i', 'u', 'za', 'sa', 's', 'na', 'od', 'do', 'iz', 'o', 'a', 'ili', 'ni', 'te', 'pa', 'uz', 'po', 'pri', 'kod', 'bez',
  'ka', 'kao', 'protiv', 'prema', 'kroz', 'što', 'koji', 'koja', 'koje',
]);
const DANGLING_EN = new Set(['the', 'and', 'with', 'for', 'of', 'to', 'by', 'in', 'on', 'or', 'at', 'from', 'a', 'an']);
const DANGLING_SYMBOLS = new Set(['&', '+', '–', '—', '-', '|', '/', '•', '·', '*', 'x', '×']);

const count = (s: string, ch: string) => s.split(ch).length - 1;

/**
 * Removes trailing separators and unbalanced brackets/quotes; after a cut (`words`), also the
 * little words that would dangle at the end ('za', 'i', 'with'…).
 */
export function trimJunk(text: string, keepPeriod = false, words = true): string {
  let s = text.trim();
  for (let guard = 0; guard < 20; guard++) {
    const before = s;
    s = s.replace(/[\s,;:|/\\+&*•·–—-]+$/u, '');
    if (!keepPeriod) s = s.replace(/[.]+$/u, '');
    if (count(s, '(') > count(s, ')')) s = s.slice(0, s.lastIndexOf('('));
    if (count(s, '„') > count(s, '“')) s = s.slice(0, s.lastIndexOf('„'));
    if (count(s, '"') % 2 === 1) s = s.slice(0, s.lastIndexOf('"'));
    const parts = s.split(' ');
    const last = parts[parts.length - 1] ?? '';
    if (
      words &&
      parts.length > 1 &&
      (DANGLING_SR.has(last) || DANGLING_SYMBOLS.has(last.toLowerCase()) || (last.length > 1 && DANGLING_EN.has(last.toLowerCase())))
    ) {
      s = parts.slice(0, -1).join(' ');
    }
    s = s.trim();
    if (s === before) break;
  }
  return s;
}

/**
 * Cuts a text to at most `max` characters at a word boundary (never mid-word), then removes what
 * would dangle at the end. A single word longer than `max` is the only case that is cut hard.
 */
export function cutAtWord(text: string, max: number, keepPeriod = false): string {
  const s = text.replace(/\s+/g, ' ').trim();
  if (s.length <= max) return trimJunk(s, keepPeriod, false) || s;
  const window = s.slice(0, max + 1);
  const space = window.lastIndexOf(' ');
  const cut = space > 0 ? window.slice(0, space) : s.slice(0, max);
  return trimJunk(cut, keepPeriod) || cut;
}

/** Cleans a product name: no HTML, braces, doubled spaces or ASCII dashes used as separators. */
export function cleanName(raw: unknown): string {
  let s = String(raw ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[{}]/g, ' ')
    .replace(/\[/g, '(')
    .replace(/\]/g, ')')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+[-–—]+\s+/g, ' – ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\(\s*\)/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  s = trimJunk(s, true, false).replace(/^[\s,;:|/\\+&*•·–—.-]+/u, '');
  if (!/[\p{L}\p{N}]/u.test(s)) return 'Proizvod';
  const first = s.split(' ', 1)[0];
  if (first === first.toLowerCase()) s = capFirst(s);
  return s;
}

const SHORT_NAME_CONNECTORS = new Set([
  'za', 'sa', 's', 'od', 'u', 'na', 'iz', 'i', 'protiv', 'bez', 'do', 'kod', 'uz', 'po', 'pri', 'sa', 'koji', 'koja',
  'for', 'with', 'and', 'the', 'of', 'in', 'by', 'to', 'from', '&', '+', '–', '—', '-', '/',
]);

/** A short brand-like name (≤ 30 characters) from the product name: its first words, no model noise. */
export function shortNameFrom(name: string, max = 30): string {
  const base = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s[–—|-]\s|[|,;:]|\s\+\s/)[0]
    .trim();
  let words = base.split(' ').filter(Boolean);
  // '3 u 1' is one unit, not a connector.
  const joinsNumbers = (i: number) => /^\d+$/.test(words[i - 1] ?? '') && /^\d+$/.test(words[i + 1] ?? '');
  const cutAt = words.findIndex((w, i) => i >= 2 && SHORT_NAME_CONNECTORS.has(w.toLowerCase()) && !joinsNumbers(i));
  if (cutAt > 0) words = words.slice(0, cutAt);
  let out = '';
  for (let i = 0; i < words.length && i < 4; i++) {
    const w = words[i];
    if (i === 3 && !(/\d/.test(w) || w.length <= 3)) break;
    const next = out ? `${out} ${w}` : w;
    if (next.length > max) break;
    out = next;
  }
  const kept = out.split(' ');
  const following = words[kept.length];
  // A quantity at the end ('Lego kocke 500' of '… 500 delova') is dropped; a model number stays.
  if (kept.length > 1 && /^\d+$/.test(kept[kept.length - 1]) && following && /^\p{Ll}/u.test(following)) out = kept.slice(0, -1).join(' ');
  out = trimJunk(out);
  if (!out) out = trimJunk(cutAtWord(name, max)) || name.slice(0, max).trim();
  return out || 'Proizvod';
}

/** Lower-case, no diacritics (đ → dj). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const PLURAL_NOUNS = new Set([
  'slusalice', 'naocare', 'naocari', 'carape', 'papuce', 'patike', 'cipele', 'cizme', 'sandale', 'rukavice', 'helanke',
  'tajice', 'gacice', 'bokserice', 'pantalone', 'farmerke', 'trenerke', 'makaze', 'klesta', 'vitamini', 'kapi', 'tablete',
  'kapsule', 'gumice', 'cetke', 'cetkice', 'stipaljke', 'lampice', 'sijalice', 'zavese', 'navlake', 'presvlake', 'prostirke',
  'patosnice', 'tepisi', 'felne', 'gume', 'brisaci', 'svece', 'posude', 'tegle', 'nozevi', 'tanjiri', 'case', 'solje',
  'kasike', 'viljuske', 'jastuci', 'jastucici', 'peskiri', 'ulosci', 'trake', 'flasteri', 'mindjuse', 'narukvice',
  'ogrlice', 'trepavice', 'nokti', 'kalupi', 'kutije', 'fioke', 'police', 'kuke', 'vesalice', 'sundjeri', 'krpe',
  'maramice', 'perle', 'igracke', 'kocke', 'kesice', 'bojice', 'olovke', 'nalepnice', 'podmetaci', 'grudnjaci', 'stitnici',
  'japanke', 'kopacke', 'zvucnici', 'elektrode', 'pelene', 'tegovi', 'bucice', 'semenke', 'gace',
  'stikle', 'cizmice', 'papucice', 'slapice', 'lepljive', 'nalepnice', 'bezicne', 'ortopedske',
]);
const SINGULAR_ICE = new Set(['lice', 'device', 'office', 'service', 'price', 'voice', 'choice', 'juice', 'slice', 'spice', 'advice', 'notice', 'practice', 'justice']);

/** Whether the name's head noun is plural ('Bežične slušalice X'): verbs after it must agree. */
export function isPluralName(name: string): boolean {
  const words = fold(name)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .slice(0, 3);
  return words.some((w) => PLURAL_NOUNS.has(w) || (w.length > 5 && w.endsWith('ice') && !SINGULAR_ICE.has(w)));
}

export { plural } from '@cod/contracts';

/** Ends a text as a sentence: capital first letter, a final . ! ? or …. */
export function asSentence(text: string): string {
  const s = trimJunk(text.trim(), true, false);
  if (!s) return '';
  const t = capFirst(s);
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** Words after which the product name would need another case (forbidden before the name). */
export const WORDS_NOT_BEFORE_NAME = [
  'uz', 'sa', 's', 'za', 'od', 'o', 'u', 'na', 'iz', 'bez', 'do', 'kod', 'prema', 'protiv', 'ka', 'po', 'pri', 'kroz',
  'nad', 'pod', 'pred', 'među', 'osim', 'umesto', 'naručite', 'naruči', 'naručiti', 'poručite', 'poruči', 'poručiti',
  'probajte', 'probaj', 'isprobajte', 'koristite', 'koristim', 'kupite', 'kupi', 'kupiti', 'upoznajte', 'otkrijte',
  'dobijate', 'preporučujem', 'poklonite',
] as const;

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex finding `name` right after one of WORDS_NOT_BEFORE_NAME (case-insensitive). */
export function nameAfterForbiddenWord(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(${WORDS_NOT_BEFORE_NAME.join('|')})\\s+${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu');
}

/** True when the text puts one of the names in a position that needs a declined form. */
export function misusesName(text: string, names: readonly string[]): boolean {
  return names.some((n) => n.trim().length > 0 && nameAfterForbiddenWord(n.trim()).test(text));
}

const SENTENCE_START = new RegExp(`(^|[.!?]\\s+)([${LOWER}][${LOWER}]*)(?=$|[^${LETTER}])`, 'gu');

/**
 * The last pass over every generated line: no braces or leftover markers, single spaces, no space
 * before punctuation, no '..', no empty parentheses, typographic dashes, capital sentence starts.
 */
export function polish(text: string): string {
  if (!text.includes('\n')) return polishLine(text);
  return text
    .split('\n')
    .map(polishLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Anything polishLine would repair (checked first: most generated lines are already clean). */
const NEEDS_REPAIR = /[{}[\]\t\u00a0]| {2}|\s[,.;:!?…%)]|\(\s|\.\.|[!?…]\.|[,;:]\.|\.,|,,| - |[,;][^\s\d]|\s[-–—]$|^-\s|^\s|\s$/;
const LOWER_START = new RegExp(`(^|[.!?]\\s)[${LOWER}]`);

function polishLine(line: string): string {
  let s = line;
  if (NEEDS_REPAIR.test(s)) {
    s = s
      .replace(/[{}[\]]/g, '')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/\(\s+/g, '(')
      .replace(/\s+([,.;:!?…%)])/g, '$1')
      .replace(/\(\s*\)/g, '')
      .replace(/\.{3,}/g, '…')
      .replace(/\.{2}/g, '.')
      .replace(/([!?…])\.+/g, '$1')
      .replace(/[,;:]+\./g, '.')
      .replace(/\.,/g, ',')
      .replace(/,{2,}/g, ',')
      .replace(/ - /g, ' – ')
      .replace(/([,;])(?=[^\s\d])/g, '$1 ')
      .replace(/ {2,}/g, ' ')
      .trim();
    s = s.replace(/\s+[-–—]$/u, '').replace(/^[-](?=\s)/, '–');
  }
  return LOWER_START.test(s) ? s.replace(SENTENCE_START, (_m, pre: string, word: string) => pre + capFirst(word)) : s;
}

/** Deep copy of a value with `fn` applied to every string except under the listed keys. */
export function mapStrings<T>(value: T, fn: (s: string) => string, skipKeys: ReadonlySet<string>): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn, skipKeys)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = skipKeys.has(k) ? v : mapStrings(v, fn, skipKeys);
    return out as T;
  }
  return value;
}
