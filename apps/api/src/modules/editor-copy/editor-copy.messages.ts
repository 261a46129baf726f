import { TESTIMONIAL_CATEGORIES } from '@cod/contracts';

/** The longest product name GET /api/testimonials takes (a short name or a title; the editor's shortName column). */
export const MAX_TESTIMONIALS_NAME_LENGTH = 120;

/** Server-only texts of the editor's copy calls (the spec shows none). */
export const EDITOR_COPY_MESSAGES = {
  nameRequired: 'Naziv proizvoda je obavezan',
  nameTooLong: `Naziv proizvoda može imati najviše ${MAX_TESTIMONIALS_NAME_LENGTH} znakova`,
  category: `Nepoznata kategorija komentara. Dozvoljene su: ${TESTIMONIAL_CATEGORIES.join(', ')}`,
  tooManyRequests: 'Previše zahteva za pisanje teksta. Pokušajte ponovo za minut.',
} as const;
