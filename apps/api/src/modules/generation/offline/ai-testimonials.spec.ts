import { TESTIMONIAL_CATEGORIES, type AiTestimonial, type TestimonialCategory } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_REACTIONS } from '../content-limits.js';
import { bankCategoryOf, writeAiTestimonials } from './ai-testimonials.js';
import { marketPhrases } from './markets.js';
import { misusesName } from './text.js';

const PRODUCTS: [string, TestimonialCategory][] = [
  ['Masažer za vrat Relax Pro', 'zdravlje'],
  ['Ortopedski jastuk od memorijske pene', 'zdravlje'],
  ['Vitamin D3 kapi', 'zdravlje'],
  ['Korektor držanja', 'zdravlje'],
  ['Bežične slušalice Pro 5.3', 'tehnologija'],
  ['iPhone 15 maska', 'tehnologija'],
  ['Power bank 20000 mAh', 'tehnologija'],
  ['Pametni sat S9', 'tehnologija'],
  ['Krema za lice sa kolagenom', 'beauty'],
  ['Fen za kosu 2000W', 'beauty'],
  ['Trepavice magnetne', 'beauty'],
  ['Stona lampa Luna', 'ostalo'],
  ['Usisivač za auto', 'ostalo'],
  ['Seckalica za povrće 12 u 1', 'ostalo'],
  ['Termos boca 1L', 'ostalo'],
  ['Ženski novčanik', 'ostalo'],
  ['Lego kocke 500 delova', 'ostalo'],
  ['eBike punjač', 'ostalo'],
  ['Set 3 u 1 – četka, češalj & fen', 'beauty'],
  ['Professional Cordless Hair Clipper Kit for Men with LED Display and USB Charging', 'beauty'],
  ['X1', 'tehnologija'],
  ['<b>Lampa</b> {akcija}', 'ostalo'],
];

const ALL = PRODUCTS.flatMap(([name, category]) => [{ name, category, list: writeAiTestimonials({ productName: name, category }) }]);
const EVERY_CATEGORY = PRODUCTS.slice(0, 6).flatMap(([name]) =>
  TESTIMONIAL_CATEGORIES.map((category) => ({ name, category, list: writeAiTestimonials({ productName: name, category }) })),
);
const comments = (list: AiTestimonial[]) => list.map((t) => t.comment);

/** Ijekavian forms (Bosnia, Montenegro): the comments are for Serbia, ekavian. */
const IJEKAVIAN = /\b(lijep|vrijem|prije\b|poslije|cijen|mjesec|uvijek|dijete|djec|vidjel|mlijek|bijel|riječ|sjeć|htio|dvije|gdje|ovdje|nedjelj|sedmic|lijek|vjer|mjest|djelo)/i;
const MEDICAL = /leč|bol(ov|i\b|ne)|terapij|lekar|simptom|tegob|napetost|san mi je|zdravlj|pritis|upal/i;
const CURE = /izleč|leči|garantovan|100%|zauvek nestal/i;
const SEAMS = /undefined|null|NaN|[{}[\]<>]| {2}| [,.;:!?]|\.\.|^\s|\s$/;

describe('writeAiTestimonials (offline comments of GET /api/testimonials)', () => {
  it('writes 6 comments of the response shape by default, 1–12 on request', () => {
    for (const { list } of ALL) {
      expect(list).toHaveLength(6);
      for (const t of list) expect(Object.keys(t).sort()).toEqual(['comment', 'imageUrl', 'likes', 'name', 'reactions', 'timeAgo']);
    }
    expect(writeAiTestimonials({ productName: 'Lampa', category: 'ostalo', count: 3 })).toHaveLength(3);
    expect(writeAiTestimonials({ productName: 'Lampa', category: 'ostalo', count: 12 })).toHaveLength(12);
    expect(writeAiTestimonials({ productName: 'Lampa', category: 'ostalo', count: 500 })).toHaveLength(12);
    expect(writeAiTestimonials({ productName: 'Lampa', category: 'ostalo', count: 0 })).toHaveLength(1);
  });

  it('is deterministic per (name, category) and reads differently for another product or category', () => {
    expect(writeAiTestimonials({ productName: 'Stona lampa Luna', category: 'ostalo' })).toEqual(ALL.find((a) => a.name === 'Stona lampa Luna')!.list);
    const overlaps: string[] = [];
    for (let i = 0; i < ALL.length; i++) {
      for (let j = i + 1; j < ALL.length; j++) {
        const a = comments(ALL[i].list);
        const shared = comments(ALL[j].list).filter((c) => a.includes(c));
        if (shared.length > 1) overlaps.push(`${ALL[i].name} / ${ALL[j].name}: ${shared.length}`);
      }
    }
    expect(overlaps).toEqual([]);
    const health = writeAiTestimonials({ productName: 'Masažer', category: 'zdravlje' });
    const tech = writeAiTestimonials({ productName: 'Masažer', category: 'tehnologija' });
    expect(comments(health).filter((c) => comments(tech).includes(c)).length).toBeLessThanOrEqual(1);
  });

  it('names the product in at least half of the comments, always in the nominative', () => {
    for (const { name, list } of [...ALL, ...EVERY_CATEGORY]) {
      const label = list.map((t) => t.comment).join(' ');
      const shown = name.length <= 40 ? name.replace(/<[^>]*>/g, '').replace(/[{}]/g, '').replace(/\s+/g, ' ').trim() : 'Professional Cordless Hair';
      expect(list.filter((t) => t.comment.includes(shown)).length, `${name}: ${label}`).toBeGreaterThanOrEqual(3);
      for (const t of list) expect(misusesName(t.comment, [shown]), t.comment).toBe(false);
    }
  });

  it('writes clean ekavian Serbian without template seams, sentences starting upper-case', () => {
    const problems: string[] = [];
    for (const { name, list } of [...ALL, ...EVERY_CATEGORY]) {
      for (const { comment } of list) {
        if (SEAMS.test(comment)) problems.push(`${name} seam: ${comment}`);
        if (IJEKAVIAN.test(comment)) problems.push(`${name} ijekavian: ${comment}`);
        const withoutName = comment.replaceAll(name, 'X').replaceAll('iPhone', 'X').replaceAll('eBike', 'X');
        if (/(^|[.!?]\s+)[a-zčćšžđ]/.test(withoutName)) problems.push(`${name} lower-case start: ${comment}`);
        if (/\[|\||<|>/.test(comment)) problems.push(`${name} marker: ${comment}`);
      }
    }
    expect(problems).toEqual([]);
    // The checks bite.
    expect(IJEKAVIAN.test('Stiglo je prije dvije sedmice, lijepo upakovano')).toBe(true);
    expect(SEAMS.test('Odlično ,  stiglo')).toBe(true);
  });

  it('keeps medical words to the health category and makes no cure claims there', () => {
    const problems: string[] = [];
    for (const { name, category, list } of [...ALL, ...EVERY_CATEGORY]) {
      for (const { comment } of list) {
        if (category !== 'zdravlje' && MEDICAL.test(comment)) problems.push(`${name} (${category}): ${comment}`);
        if (CURE.test(comment)) problems.push(`${name} (${category}) cure claim: ${comment}`);
      }
    }
    expect(problems).toEqual([]);
    expect(MEDICAL.test('Bolovi u leđima su manji')).toBe(true);
    expect(CURE.test('Potpuno me je izlečio')).toBe(true);
  });

  it('signs with plausible Serbian names, never twice in one list', () => {
    const serbia = marketPhrases('Serbia');
    const first = new Set([...serbia.femaleNames, ...serbia.maleNames, 'Ana', 'Marko']);
    for (const { list } of ALL) {
      expect(new Set(list.map((t) => t.name)).size).toBe(list.length);
      for (const t of list) {
        const [given, surname, ...rest] = t.name.split(' ');
        expect(rest).toEqual([]);
        expect(first.has(given), t.name).toBe(true);
        expect(surname).toMatch(/^\p{Lu}\p{Ll}+(ić|vić|ović|ević)$/u);
      }
    }
  });

  it('gives small likes, reactions from the set, no picture, and times newest first', () => {
    const order = (label: string) => {
      if (label === 'juče') return 1440;
      if (label === 'pre nedelju dana') return 7 * 1440;
      if (label === 'pre mesec dana') return 30 * 1440;
      const m = /^pre (\d+) (minut|minuta|sat|sata|sati|dana|nedelje)$/.exec(label);
      if (!m) throw new Error(`unexpected time: ${label}`);
      const n = Number(m[1]);
      return m[2].startsWith('minut') ? n : m[2].startsWith('sat') ? n * 60 : m[2] === 'dana' ? n * 1440 : n * 7 * 1440;
    };
    for (const { list } of ALL) {
      const ages = list.map((t) => order(t.timeAgo));
      expect([...ages].sort((a, b) => a - b)).toEqual(ages);
      expect(new Set(ages).size).toBe(ages.length);
      for (const t of list) {
        expect(t.imageUrl).toBe('');
        expect(Number.isInteger(t.likes) && t.likes >= 1 && t.likes <= 40).toBe(true);
        expect(t.reactions.length).toBeGreaterThanOrEqual(1);
        expect(t.reactions.length).toBeLessThanOrEqual(3);
        expect(new Set(t.reactions).size).toBe(t.reactions.length);
        for (const r of t.reactions) expect(TESTIMONIAL_REACTIONS).toContain(r);
      }
    }
    // Serbian number forms: 'pre 21 minut', 'pre 3 sata', 'pre 5 sati'.
    const labels = ALL.flatMap((a) => a.list.map((t) => t.timeAgo));
    for (const l of labels) expect(l).not.toMatch(/\b(1|21) (minuta|sata|sati)\b|\b([2-4]) (minut|sat|sati)\b|\b([5-9]|1[0-9]) (sat|sata)\b/);
  });

  it('agrees verbs with a plural name and never opens a sentence with a lower-case one', () => {
    const plural = writeAiTestimonials({ productName: 'Bežične slušalice Pro', category: 'tehnologija', count: 12 });
    const text = comments(plural).join(' ');
    expect(text).not.toMatch(/Bežične slušalice Pro (je|radi|vredi|izgleda|zaslužuje|ispunjava)\b/);
    const iphone = writeAiTestimonials({ productName: 'iPhone 15 maska', category: 'tehnologija', count: 12 });
    for (const c of comments(iphone)) expect(c).not.toMatch(/(^|[.!?]\s+)iPhone 15 maska (?!–|:)/);
  });

  it("reads 'ostalo' with the home or car phrases when the name says so, never the health ones", () => {
    expect(bankCategoryOf('zdravlje', 'Lampa')).toBe('health');
    expect(bankCategoryOf('tehnologija', 'Lampa')).toBe('tech');
    expect(bankCategoryOf('beauty', 'Lampa')).toBe('beauty');
    expect(bankCategoryOf('ostalo', 'Usisivač za auto')).toBe('auto');
    expect(bankCategoryOf('ostalo', 'Seckalica za povrće')).toBe('home');
    expect(bankCategoryOf('ostalo', 'Masažer za vrat')).toBe('other');
    expect(bankCategoryOf('ostalo', 'Bežične slušalice')).toBe('other');
  });

  it('writes 1 000 lists in well under a second', () => {
    const start = performance.now();
    for (let i = 0; i < 1000; i++) writeAiTestimonials({ productName: `Proizvod ${i}`, category: TESTIMONIAL_CATEGORIES[i % 4] });
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
