/**
 * Example reviews (market names and cities, category texts, a few remarks about the parcel): written
 * by the copywriter, so never marked as a verified purchase and never dated (the seller marks a real
 * one in the editor).
 */
import type { Testimonial } from '@cod/contracts';
import { REVIEW_EXTRAS } from './common.js';
import type { CopyContext } from './context.js';
import { resolveGender } from './text.js';

export const TESTIMONIAL_COUNT = 6;

export function writeTestimonials(c: CopyContext): Testimonial[] {
  const r = c.rng('testimonials');
  const texts = r.pickN(c.bank.testimonials, TESTIMONIAL_COUNT);
  const extras = r.shuffle(REVIEW_EXTRAS);
  const cities = r.pickN(c.market.cities, TESTIMONIAL_COUNT);
  const women = r.shuffle(c.market.femaleNames);
  const men = r.shuffle(c.market.maleNames);
  const fours = new Set(r.pickN([1, 2, 3, 4, 5], r.int(1, 2)));
  return texts.map((base, i) => {
    const female = r.chance(c.bank.femaleShare) ? women.length > 0 : men.length === 0;
    const first = (female ? women : men).shift() ?? 'Ana';
    let text = base;
    if (r.chance(0.45)) {
      const extraIndex = extras.findIndex((e) => !e.topic.test(base));
      if (extraIndex >= 0) text = `${base} ${extras.splice(extraIndex, 1)[0].text}`;
    }
    return {
      name: `${first} ${r.pick(c.market.surnameInitials)}`,
      location: cities[i % cities.length].nom,
      text: resolveGender(text, female),
      rating: fours.has(i) ? 4 : 5,
      purchase_date: '',
      verified: false,
    };
  });
}
