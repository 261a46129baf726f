/**
 * The page-design variant (0–3, from a hash of productId or customUrl, spec 001 §2.2) changes
 * accents and section styling: card and button shapes, the hero background, heading accents and
 * alternating section backgrounds. Class names are written out whole so Tailwind finds them.
 */
export interface Look {
  /** Cards (offers, reviews, features). */
  card: string;
  /** Call-to-action shape. */
  button: string;
  /** Hero background. */
  hero: string;
  /** Every other section's background. */
  alt: string;
  /** The small bar under section headings. */
  bar: string;
  /** Small labels and badges. */
  pill: string;
  /** Pictures' corners. */
  pic: string;
}

const LOOKS: Look[] = [
  {
    card: 'rounded-2xl bg-white shadow-sm ring-1 ring-black/5',
    button: 'rounded-xl',
    hero: 'bg-linear-to-b from-brand/10 to-page',
    alt: 'bg-white',
    bar: 'mx-auto mt-3 h-1 w-16 rounded-full bg-accent',
    pill: 'rounded-full',
    pic: 'rounded-2xl',
  },
  {
    card: 'rounded-3xl bg-white shadow-md',
    button: 'rounded-full',
    hero: 'bg-white',
    alt: 'bg-brand/5',
    bar: 'mx-auto mt-3 h-1.5 w-10 rounded-full bg-brand',
    pill: 'rounded-full',
    pic: 'rounded-3xl',
  },
  {
    card: 'rounded-lg bg-white border-2 border-brand/15',
    button: 'rounded-lg uppercase tracking-wide',
    hero: 'bg-linear-to-br from-brand/15 via-page to-accent/10',
    alt: 'bg-white',
    bar: 'mx-auto mt-3 h-1 w-24 bg-linear-to-r from-brand to-accent',
    pill: 'rounded-md',
    pic: 'rounded-lg',
  },
  {
    card: 'rounded-xl bg-white shadow-lg shadow-brand/10',
    button: 'rounded-xl',
    hero: 'bg-linear-to-b from-accent/15 to-page',
    alt: 'bg-accent/5',
    bar: 'mx-auto mt-3 h-1 w-12 rounded-full bg-brand-2',
    pill: 'rounded-full',
    pic: 'rounded-xl',
  },
];

export const lookFor = (variant: number): Look => LOOKS[variant] ?? LOOKS[0];

/** The main call-to-action button (brand gradient, large tap target). */
export const ctaClass = (look: Look, extra = '') =>
  `inline-flex items-center justify-center gap-2 bg-linear-to-r from-brand to-brand-2 px-6 py-4 text-lg font-extrabold text-white shadow-lg shadow-brand/25 transition hover:brightness-110 active:scale-[.98] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent ${look.button} ${extra}`;
