/** Serbian word forms shared by the server, the public pages and the console. */

/** The noun form after a number: 1 komad, 2–4 komada, 5+ komada (11–14 komada), 21 komad. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** A noun (or a noun with its verb) in its three forms after a number: one, few (2–4), many. */
export type NumberForms = readonly [one: string, few: string, many: string];

/** The form of `forms` that agrees with `n`. */
export const formFor = (n: number, forms: NumberForms): string => plural(Math.abs(Math.trunc(n)), forms[0], forms[1], forms[2]);

/**
 * '{n} {form}': the number (formatted by `format`, e.g. '2.847') and the agreeing words.
 * countText(22, NUMBER_FORMS.onSite) → '22 osobe su trenutno na sajtu'.
 */
export const countText = (n: number, forms: NumberForms, format: (n: number) => string = String): string => `${format(n)} ${formFor(n, forms)}`;

/** Every number + noun (+ verb) text of the public pages, in one place. */
export const NUMBER_FORMS = {
  onSite: ['osoba je trenutno na sajtu', 'osobe su trenutno na sajtu', 'osoba je trenutno na sajtu'],
  viewing: ['osoba trenutno gleda ovaj proizvod', 'osobe trenutno gledaju ovaj proizvod', 'osoba trenutno gleda ovaj proizvod'],
  buyingNow: ['kupac upravo kupuje', 'kupca upravo kupuju', 'kupaca upravo kupuje'],
  people: ['osoba', 'osobe', 'osoba'],
  pieces: ['komad', 'komada', 'komada'],
  reviews: ['recenzija', 'recenzije', 'recenzija'],
  customers: ['kupac', 'kupca', 'kupaca'],
  satisfiedCustomers: ['zadovoljan kupac', 'zadovoljna kupca', 'zadovoljnih kupaca'],
  days: ['dan', 'dana', 'dana'],
  views: ['pregled', 'pregleda', 'pregleda'],
  products: ['proizvod', 'proizvoda', 'proizvoda'],
  seconds: ['sekundu', 'sekunde', 'sekundi'],
  ordersLast24h: ['porudžbina u poslednja 24 sata', 'porudžbine u poslednja 24 sata', 'porudžbina u poslednja 24 sata'],
} as const satisfies Record<string, NumberForms>;

/** '1 osoba je / 22 osobe su / 25 osoba je trenutno na sajtu' (the live counter). */
export const peopleOnSiteText = (n: number) => countText(n, NUMBER_FORMS.onSite);
