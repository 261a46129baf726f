import { describe, expect, it } from 'vitest';
import { clampAtWord } from './content-limits.js';

describe('clampAtWord', () => {
  it('keeps short texts and cuts long ones at a word boundary without trailing punctuation', () => {
    expect(clampAtWord('Kratak naslov', 60)).toBe('Kratak naslov');
    expect(clampAtWord('Masažer za vrat – opušta, greje, i traje dugo, dugo', 30)).toBe('Masažer za vrat – opušta');
    expect(clampAtWord('Jednareč'.repeat(10), 20)).toHaveLength(20);
    expect(clampAtWord('  višak   razmaka  ', 60)).toBe('višak razmaka');
  });
});
