import { VALIDATION } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../common/errors/domain-error.js';
import { EDITOR_COPY_MESSAGES } from './editor-copy.messages.js';
import { testimonialsParams } from './testimonials-params.js';

const refusal = (name: unknown, category: unknown) => {
  try {
    testimonialsParams(name, category);
  } catch (err) {
    expect(err).toBeInstanceOf(InvalidInputError);
    return (err as InvalidInputError).message;
  }
  throw new Error('accepted');
};

describe('testimonialsParams (the path of GET /api/testimonials)', () => {
  it('takes a one-line name (spaces collapsed) and a category in any case', () => {
    expect(testimonialsParams('  Masažer   za vrat ', 'Zdravlje')).toEqual({ productName: 'Masažer za vrat', category: 'zdravlje' });
    expect(testimonialsParams('Set 2/1 <b>', ' beauty ')).toEqual({ productName: 'Set 2/1 <b>', category: 'beauty' });
    expect(testimonialsParams('x'.repeat(120), 'ostalo').productName).toHaveLength(120);
    expect(testimonialsParams('😀'.repeat(60), 'tehnologija').productName).toHaveLength(120);
  });

  it('refuses an empty, too long or broken name and an unknown category, each with its message', () => {
    expect(refusal('   ', 'ostalo')).toBe(EDITOR_COPY_MESSAGES.nameRequired);
    expect(refusal(undefined, 'ostalo')).toBe(EDITOR_COPY_MESSAGES.nameRequired);
    expect(refusal('x'.repeat(121), 'ostalo')).toBe(EDITOR_COPY_MESSAGES.nameTooLong);
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', '\u001b[2J', 'x\u0085y', '\ud800x']) expect(refusal(bad, 'ostalo')).toBe(VALIDATION.controlChars);
    for (const bad of ['health', 'kuhinja', '', undefined, 'zdravlje ostalo']) expect(refusal('Lampa', bad)).toBe(EDITOR_COPY_MESSAGES.category);
  });
});
