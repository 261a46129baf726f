/**
 * Phrases shared by every category: payment on delivery, ordering, calls to action. The shop's terms
 * (delivery time and cost, returns, warranty) are the seller's: the page renders them from the shop
 * profile, so the copy only points to them and never states a figure of its own.
 */
import { SOCIAL_PROOF_MINIMUM, type TemplateRenderer, type UrgencyElements } from '@cod/contracts';
import type { BulletKind } from './banks/index.js';
import type { CopyContext } from './context.js';
import type { Rng } from './random.js';
import { capFirst } from './text.js';

/** 'Dostava na teritoriji cele Srbije' / 'Dostava širom BiH'. */
export const deliveryArea = (c: CopyContext) => `dostava ${c.market.region}`;

/** Where a buyer finds the shop's own terms (rendered by the page from the seller's profile). */
export const SHOP_TERMS = {
  delivery: 'Rok i cena dostave navedeni su u uslovima prodavnice na dnu stranice.',
  returns: 'Pravo na odustanak od kupovine i uslovi povraćaja navedeni su u uslovima prodavnice na dnu stranice.',
  warranty: 'Garancija i uslovi reklamacije navedeni su u uslovima prodavnice na dnu stranice, zajedno sa podacima o prodavcu.',
} as const;

/** Bullets true of every order, whatever the product: payment on delivery and the order form. */
export const COMMON_BULLETS: BulletKind[] = [
  {
    heads: ['Plaćanje pouzećem', 'Bez plaćanja unapred', 'Sigurna kupovina', 'Plaćanje na kućnoj adresi'],
    tails: ['plaćate tek kada paket stigne na vašu adresu', 'novac dajete tek pri preuzimanju paketa', 'bez unošenja podataka o kartici', 'bez kartica i bez brige'],
  },
  {
    heads: ['Poručivanje bez registracije', 'Jednostavna porudžbina', 'Kratak formular', 'Porudžbina za minut'],
    tails: ['ime, adresa i telefon su dovoljni', 'popunite formular i gotovo', 'bez naloga i lozinki', 'bez unošenja kartice'],
  },
];

/** Calls to action; the ones that speak of a discount only when there is a real old price. */
export function ctaTexts(c: Pick<CopyContext, 'percent'>): string[] {
  return [
    'Poruči odmah',
    'Želim i ja da probam',
    'Naruči uz plaćanje pouzećem',
    'Da, želim ovu ponudu',
    'Poruči sada',
    ...(c.percent > 0 ? ['Poruči uz popust', 'Iskoristi popust'] : []),
  ];
}

/** 'akcijskoj ceni' only with a real old price; otherwise just the price. */
export const priceWord = (c: Pick<CopyContext, 'percent'>, akcijsk: string, plain: string) => (c.percent > 0 ? akcijsk : plain);

/** Hook endings after a claim (each starts with its own separator). */
export function hookTails(c: CopyContext): string[] {
  const tails = [
    ` – plaćanje pouzećem i dostava ${c.market.region}.`,
    '. Plaćate tek kada paket stigne na vašu adresu.',
    '. Poručite danas, a platite kuriru pri preuzimanju.',
    ` – sada po ${priceWord(c, 'akcijskoj ceni', 'ceni')} od ${c.priceText}.`,
    `. Dostava ${c.market.across}, plaćanje pri preuzimanju.`,
    `. ${priceWord(c, 'Akcijska cena', 'Cena')} ${c.priceText} i plaćanje pouzećem.`,
  ];
  if (c.percent > 0) tails.push(`, uz popust od ${c.percent}% i plaćanje pouzećem.`);
  return tails;
}

/** Whole sentences that can follow a hook heading. */
export function hookSentences(c: CopyContext): string[] {
  return [
    `Plaćanje pouzećem i dostava ${c.market.region}.`,
    'Plaćate tek kada paket stigne na vašu adresu.',
    `Sada po ${priceWord(c, 'akcijskoj ceni', 'ceni')} od ${c.priceText}.`,
    'Poručite danas, a platite kuriru pri preuzimanju.',
  ];
}

/** Payment on delivery, and where the delivery terms stand. */
export function deliveryFaq(c: CopyContext, r: Rng): { q: string; a: string } {
  const q = r.pick(['Kako se plaća i koliko traje dostava?', 'Da li moram da platim unapred?', 'Kada stiže paket i kako plaćam?', 'Kako funkcioniše plaćanje pouzećem?']);
  const payment = r.pick([
    'Ne plaćate ništa unapred – plaćanje je pouzećem, kuriru u trenutku preuzimanja paketa.',
    'Plaćate pouzećem, kada vam kurir donese paket – bez kartica i bez plaćanja unapred.',
    `Cena je ${c.priceText}, a plaćate je pouzećem, tek kada paket stigne na vašu adresu.`,
    'Novac dajete kuriru tek kada paket bude u vašim rukama.',
  ]);
  return { q, a: `${payment} ${capFirst(deliveryArea(c))}, a rok i cena dostave navedeni su u uslovima prodavnice na dnu stranice.` };
}

/** Return and warranty questions any category may use: the answers point to the shop's terms. */
export const GUARANTEE_FAQ = [
  { q: 'Mogu li da vratim proizvod?', a: `Možete, u skladu sa zakonom i uslovima prodavnice. ${SHOP_TERMS.returns}` },
  { q: 'Šta ako kupovina ne ispuni moja očekivanja?', a: SHOP_TERMS.returns },
  { q: 'Da li proizvod ima garanciju?', a: SHOP_TERMS.warranty },
];

export function orderFaq(c: CopyContext, r: Rng): { q: string; a: string } {
  return r.pick([
    {
      q: 'Kako da poručim?',
      a: 'Popunite formular na ovoj stranici – ime, adresa i broj telefona su dovoljni. Plaćate pouzećem, kada vam kurir donese paket.',
    },
    {
      q: 'Mogu li da poručim više komada?',
      a: `Naravno. Dva komada koštaju ${c.doubleText}, a tri komada ${c.tripleText}, što je najisplativija ponuda.`,
    },
  ]);
}

/**
 * The urgency strips as generated: no stock, no deadline (a countdown needs the seller's end time),
 * real counters only (the page shows them from SOCIAL_PROOF_MINIMUM up), no exclusivity the product
 * cannot know of; the one bonus is the page's own quantity offer.
 */
export function honestUrgency(c: CopyContext, r: Rng): UrgencyElements {
  const bonus = r.pick([`Tri komada za ${c.tripleText} – najisplativija ponuda`, `Dva komada za ${c.doubleText}, tri za ${c.tripleText}`]);
  return {
    limitedStock: { enabled: false, text: '' },
    limitedTime: { enabled: false, text: '', endsAt: null },
    socialProof: { enabled: true, text: '', minimum: SOCIAL_PROOF_MINIMUM },
    exclusivity: { enabled: false, text: '' },
    bonuses: { enabled: true, text: bonus },
  };
}

/** Short review add-ons about the parcel and the payment, tagged by topic to avoid saying a thing twice. */
export const REVIEW_EXTRAS: { topic: RegExp; text: string }[] = [
  { topic: /pouzeć|plati|plaća/i, text: 'Plaćanje pouzećem mi je mnogo značilo jer ne volim da plaćam unapred.' },
  { topic: /spakovan/i, text: 'Sve je stiglo uredno spakovano.' },
  { topic: /preporuč|prodavnic/i, text: 'Preporučujem ovu prodavnicu od srca.' },
  { topic: /kurir/i, text: 'Kurir je bio veoma ljubazan.' },
  { topic: /još jedan|dva komada|poklon/i, text: '[Naručio|Naručila] sam još jedan komad za poklon.' },
];

/** The design's layout sentence, by the template's renderer key. */
export const LAYOUT_STYLES: Record<TemplateRenderer, string[]> = {
  default: [
    'Minimalistički raspored u jednoj koloni, sa mnogo praznog prostora i velikom fotografijom proizvoda',
    'Čist i pregledan raspored sa istaknutom cenom i dugmetom za porudžbinu',
  ],
  sales: [
    'Prodajna stranica sa jakim pozivima na akciju, blokovima problema i rešenja i istaknutom ponudom',
    'Dinamičan prodajni raspored sa utiscima kupaca i istaknutom ponudom za više komada',
  ],
  advertorial: [
    'Priča u formi novinskog članka, sa ličnim iskustvom, utiscima kupaca i formularom na kraju',
    'Urednički raspored u jednoj koloni, sa pričom, statistikom poverenja i ugrađenim formularom',
  ],
};

export const SECTION_TITLES: Record<string, string> = {
  hero: 'Naslovna sekcija',
  features: 'Prednosti',
  testimonials: 'Utisci kupaca',
  faq: 'Česta pitanja',
};

export const SECTION_PROPS: Record<string, Record<string, unknown>> = {
  hero: { bulletsShown: 3, showOrderButton: true },
  features: { columns: 3, items: 5 },
  testimonials: { count: 6, rotateSeconds: 5 },
  faq: { items: 3, openFirst: true },
};
