import { describe, expect, it } from 'vitest';
import type { AiTestimonial } from '@cod/contracts';
import { clampAtWord, enforceFieldLimits, enforceTestimonialLimits, FIELD_LIMITS, sameFieldValue } from './content-limits.js';

describe('clampAtWord', () => {
  it('keeps short texts and cuts long ones at a word boundary without trailing punctuation', () => {
    expect(clampAtWord('Kratak naslov', 60)).toBe('Kratak naslov');
    expect(clampAtWord('Masažer za vrat – opušta, greje, i traje dugo, dugo', 30)).toBe('Masažer za vrat – opušta');
    expect(clampAtWord('Jednareč'.repeat(10), 20)).toHaveLength(20);
    expect(clampAtWord('  višak   razmaka  ', 60)).toBe('višak razmaka');
  });
});

describe('enforceFieldLimits (a rewritten field from a model)', () => {
  const bullets = ['B1 rezerva', 'B2 rezerva', 'B3 rezerva', 'B4 rezerva', 'B5 rezerva'];
  const faq = [1, 2, 3].map((i) => ({ q: `Rezervno pitanje ${i}?`, a: `Rezervni odgovor ${i}.` }));

  it('keeps a good title or hook on one line, without control characters; too long or empty takes the fallback', () => {
    expect(enforceFieldLimits('title', '  Novi\n naslov\u0000\u0085 ', { field: 'title', value: 'Rezerva' })).toEqual({ field: 'title', value: 'Novi naslov' });
    expect(enforceFieldLimits('title', 'x'.repeat(FIELD_LIMITS.title + 1), { field: 'title', value: 'Rezerva' }).value).toBe('Rezerva');
    expect(enforceFieldLimits('hook', '', { field: 'hook', value: 'Rezerva' }).value).toBe('Rezerva');
    expect(enforceFieldLimits('hook', { text: 'x' }, { field: 'hook', value: 'Rezerva' }).value).toBe('Rezerva');
    expect(enforceFieldLimits('hook', 'Lažni \ud800 surogat', { field: 'hook', value: 'Rezerva' }).value).toBe('Lažni surogat');
  });

  it('makes exactly 5 bullets and 3 FAQ items, filling from the fallback without repeats', () => {
    expect(enforceFieldLimits('bullets', ['A', 'a', 'B', 7, null, 'C'], { field: 'bullets', value: bullets }).value).toEqual(['A', 'B', 'C', 'B1 rezerva', 'B2 rezerva']);
    expect(enforceFieldLimits('bullets', Array.from({ length: 9 }, (_, i) => `Nova ${i}`), { field: 'bullets', value: bullets }).value).toHaveLength(5);
    expect(enforceFieldLimits('bullets', 'nije lista', { field: 'bullets', value: bullets }).value).toEqual(bullets);
    const mixed = [{ question: 'Pitanje?', answer: 'Da.' }, { q: 'Bez odgovora?' }, 'x', { q: 'Drugo?', a: 'Ne.' }, { q: 'Treće?', a: 'Možda.' }, { q: 'Četvrto?', a: 'Višak.' }];
    expect(enforceFieldLimits('faq', mixed, { field: 'faq', value: faq }).value).toEqual([
      { q: 'Pitanje?', a: 'Da.' },
      { q: 'Drugo?', a: 'Ne.' },
      { q: 'Treće?', a: 'Možda.' },
    ]);
    expect(enforceFieldLimits('faq', [], { field: 'faq', value: faq }).value).toEqual(faq);
  });
});

describe('sameFieldValue', () => {
  it('compares texts, lists and FAQ items regardless of case and spacing', () => {
    expect(sameFieldValue('Naslov  Jedan', 'naslov jedan')).toBe(true);
    expect(sameFieldValue('Naslov', 'Naslov 2')).toBe(false);
    expect(sameFieldValue(['a', 'B'], ['A', 'b'])).toBe(true);
    expect(sameFieldValue(['a', 'B'], ['A'])).toBe(false);
    expect(sameFieldValue([{ q: 'P?', a: 'O.' }], [{ q: 'p?', a: 'o.' }])).toBe(true);
    expect(sameFieldValue([{ q: 'P?', a: 'O.' }], [{ q: 'P?', a: 'Drugo.' }])).toBe(false);
    expect(sameFieldValue('x', ['x'])).toBe(false);
    expect(sameFieldValue(undefined, undefined)).toBe(false);
  });
});

describe('enforceTestimonialLimits (the comments a model wrote)', () => {
  const fallback: AiTestimonial[] = [1, 2, 3, 4].map((i) => ({ name: `Rezerva ${i}`, comment: `Rezervni komentar ${i}.`, imageUrl: '', reactions: ['👍'], likes: i, timeAgo: `pre ${i + 1} dana` }));

  it('keeps valid comments, clamps numbers, reactions and times, never takes a picture, fills up to the count', () => {
    const out = enforceTestimonialLimits(
      [
        { name: ' Ana  Anić ', comment: 'Odlično!\n\nPreporuka.', reactions: ['❤', '👍', '👍', '🤡', 5], likes: 12.6, timeAgo: 'Pre 3 sata', imageUrl: 'https://zlo.example/a.png' },
        { name: 'Marko Marković', text: 'Stiglo brzo.', reactions: 'x', likes: -4, timeAgo: 'kad je bilo' },
        { name: '12345', comment: 'Ime bez slova.' },
        { name: 'Bez komentara' },
        { name: 'Dupli', comment: 'Rezervni komentar 1.' },
      ],
      fallback,
      4,
    );
    expect(out).toEqual([
      { name: 'Ana Anić', comment: 'Odlično! Preporuka.', imageUrl: '', reactions: ['❤️', '👍'], likes: 13, timeAgo: 'pre 3 sata' },
      { name: 'Marko Marković', comment: 'Stiglo brzo.', imageUrl: '', reactions: ['👍'], likes: 0, timeAgo: 'pre 3 dana' },
      { name: 'Dupli', comment: 'Rezervni komentar 1.', imageUrl: '', reactions: ['👍'], likes: 1, timeAgo: 'pre 2 dana' },
      fallback[1],
    ]);
    expect(enforceTestimonialLimits([{ name: 'A B', comment: 'x '.repeat(600), likes: 1e12 }], fallback, 1)[0]).toMatchObject({ likes: 999 });
    expect(enforceTestimonialLimits([{ name: 'A B', comment: 'reč '.repeat(200) }], fallback, 1)[0].comment.length).toBeLessThanOrEqual(500);
    expect(enforceTestimonialLimits('nije lista', fallback, 3)).toEqual(fallback.slice(0, 3));
  });
});
