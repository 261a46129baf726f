import { containsControlChars, TESTIMONIAL_CATEGORIES, VALIDATION, type TestimonialCategory } from '@cod/contracts';
import { InvalidInputError } from '../../common/errors/domain-error.js';
import { EDITOR_COPY_MESSAGES, MAX_TESTIMONIALS_NAME_LENGTH } from './editor-copy.messages.js';

const LINE_BREAKS = /[\t\n\r]/;

/**
 * The path of GET /api/testimonials/{shortNameOrTitle}/{category}: a one-line name of at most
 * MAX_TESTIMONIALS_NAME_LENGTH characters (spaces collapsed) and one of TESTIMONIAL_CATEGORIES
 * (any case). Anything else is a 400 naming the part.
 */
export function testimonialsParams(rawName: unknown, rawCategory: unknown): { productName: string; category: TestimonialCategory } {
  const name = typeof rawName === 'string' ? rawName : '';
  if (containsControlChars(name) || LINE_BREAKS.test(name)) throw InvalidInputError.field('shortNameOrTitle', VALIDATION.controlChars);
  const productName = name.replace(/\s+/g, ' ').trim();
  if (!productName) throw InvalidInputError.field('shortNameOrTitle', EDITOR_COPY_MESSAGES.nameRequired);
  if (productName.length > MAX_TESTIMONIALS_NAME_LENGTH) throw InvalidInputError.field('shortNameOrTitle', EDITOR_COPY_MESSAGES.nameTooLong);
  const category = typeof rawCategory === 'string' ? rawCategory.trim().toLowerCase() : '';
  if (!(TESTIMONIAL_CATEGORIES as readonly string[]).includes(category)) throw InvalidInputError.field('category', EDITOR_COPY_MESSAGES.category);
  return { productName, category: category as TestimonialCategory };
}
