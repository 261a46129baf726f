import { CUSTOM_URL_MAX_LENGTH, RESERVED_PATHS } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { customUrlBase, customUrlCandidate, freeCustomUrl, isValidCustomUrl, MAX_NUMBERED_CANDIDATES } from './custom-url-suggestion.js';

const takenOf = (...slugs: string[]) => {
  const asked: string[] = [];
  const isTaken = async (slug: string) => {
    asked.push(slug);
    return slugs.includes(slug);
  };
  return { isTaken, asked };
};

describe('customUrlBase', () => {
  it.each([
    ['Masažer za vrat Pro', 'masazer-za-vrat-pro'],
    ['Čaša – žuta, šećer & ĆEVAP', 'casa-zuta-secer-cevap'],
    ['Đak i Đorđe', 'djak-i-djordje'],
    ['Električni ROŠTILJ 2000W!!', 'elektricni-rostilj-2000w'],
    ['  --Bežične slušalice "Soundcore" Q45--  ', 'bezicne-slusalice-soundcore-q45'],
    ['Масажер за врат „Шијацу“', 'masazer-za-vrat-sijacu'],
    ['Љубичаста џемпер Ђурђевак', 'ljubicasta-dzemper-djurdjevak'],
    ['Crème brûlée set', 'creme-brulee-set'],
  ])('%s → %s', (name, slug) => {
    expect(customUrlBase(name)).toBe(slug);
    expect(isValidCustomUrl(slug)).toBe(true);
  });

  it('is empty when nothing is left to keep', () => {
    expect(customUrlBase('!!! — ???')).toBe('');
    expect(customUrlBase('')).toBe('');
  });

  it(`stays within ${CUSTOM_URL_MAX_LENGTH} characters, cut between words`, () => {
    const slug = customUrlBase('Profesionalni bežični usisivač za kućne ljubimce sa HEPA filterom i dodatnim četkama');
    expect(slug.length).toBeLessThanOrEqual(CUSTOM_URL_MAX_LENGTH);
    expect(slug).toBe('profesionalni-bezicni-usisivac-za-kucne-ljubimce-sa-hepa');
    expect(isValidCustomUrl(slug)).toBe(true);
  });

  it('cuts a single very long word where it must', () => {
    const slug = customUrlBase('x'.repeat(100));
    expect(slug).toBe('x'.repeat(CUSTOM_URL_MAX_LENGTH));
  });
});

describe('customUrlCandidate', () => {
  it('numbers from 2 and leaves room for the suffix', () => {
    expect(customUrlCandidate('lampa', 1)).toBe('lampa');
    expect(customUrlCandidate('lampa', 2)).toBe('lampa-2');
    const long = customUrlBase('Profesionalni bežični usisivač za kućne ljubimce sa HEPA filterom');
    const second = customUrlCandidate(long, 12);
    expect(second.length).toBeLessThanOrEqual(CUSTOM_URL_MAX_LENGTH);
    expect(second).toMatch(/-12$/);
    expect(isValidCustomUrl(second)).toBe(true);
  });
});

describe('freeCustomUrl', () => {
  it('takes the name\'s slug when it is free (one look-up)', async () => {
    const db = takenOf();
    expect(await freeCustomUrl('Stolna lampa Aurora', db.isTaken)).toBe('stolna-lampa-aurora');
    expect(db.asked).toEqual(['stolna-lampa-aurora']);
  });

  it('appends -2, -3 … while taken', async () => {
    expect(await freeCustomUrl('Lampa', takenOf('lampa').isTaken)).toBe('lampa-2');
    expect(await freeCustomUrl('Lampa', takenOf('lampa', 'lampa-2', 'lampa-3').isTaken)).toBe('lampa-4');
  });

  it('never suggests a reserved path', async () => {
    for (const reserved of RESERVED_PATHS.filter((p) => /^[a-z0-9-]+$/.test(p))) {
      const db = takenOf();
      const slug = await freeCustomUrl(reserved, db.isTaken);
      expect(slug).toBe(`${reserved}-2`);
      expect(db.asked).not.toContain(reserved);
    }
  });

  it('falls back to a random suffix after the numbered candidates', async () => {
    const slug = await freeCustomUrl('Lampa', async () => true, () => 'q7x2');
    expect(slug).toBe('lampa-q7x2');
    const db = takenOf();
    await freeCustomUrl('Lampa', async (s) => (db.asked.push(s), true), () => 'q7x2');
    expect(db.asked).toHaveLength(MAX_NUMBERED_CANDIDATES);
  });

  it('is null for a name without letters or digits', async () => {
    expect(await freeCustomUrl('—', takenOf().isTaken)).toBeNull();
  });
});
