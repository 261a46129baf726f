/** Phrases shared by every category: delivery, payment, guarantee, urgency and calls to action. */
import { countText, formFor, NUMBER_FORMS, type NumberForms } from '@cod/contracts';
import type { BulletKind } from './banks/index.js';
import type { CopyContext } from './context.js';
import type { Rng } from './random.js';
import { capFirst } from './text.js';

export const DELIVERY_DAYS = '2–5 radnih dana';
export const GUARANTEE_DAYS = 30;
export const SUPPORT_HOURS = 'Radnim danima 9:00–17:00';

/** 'Dostava na teritoriji cele Srbije' / 'Dostava širom BiH'. */
export const deliveryArea = (c: CopyContext) => `dostava ${c.market.region}`;

/** Bullets any category may use: payment on delivery and the guarantee. */
export const COMMON_BULLETS: BulletKind[] = [
  {
    heads: ['Plaćanje pouzećem', 'Bez plaćanja unapred', 'Sigurna kupovina', 'Plaćanje na kućnoj adresi'],
    tails: ['plaćate tek kada paket stigne na vašu adresu', 'novac dajete tek pri preuzimanju paketa', 'bez unošenja podataka o kartici', 'bez kartica i bez brige'],
  },
  {
    heads: ['Garancija 30 dana', 'Kupovina bez rizika', 'Zadovoljstvo ili povraćaj novca', 'Zadovoljstvo zagarantovano'],
    tails: ['ako niste zadovoljni, vraćamo vam novac', 'imate 30 dana da se uverite u kvalitet', 'pišite nam i sve rešavamo bez komplikacija', 'vaše zadovoljstvo nam je na prvom mestu'],
  },
];

export const CTA_TEXTS = [
  'Poruči odmah',
  'Želim i ja da probam',
  'Poruči uz popust',
  'Iskoristi akciju',
  'Naruči uz plaćanje pouzećem',
  'Da, želim ovu ponudu',
  'Poruči dok traje akcija',
];

/** Hook endings after a claim (each starts with its own separator). */
export function hookTails(c: CopyContext): string[] {
  const tails = [
    ` – plaćanje pouzećem i dostava ${c.market.region}.`,
    '. Plaćate tek kada paket stigne na vašu adresu.',
    '. Poručite danas, a platite kuriru pri preuzimanju.',
    ` – sada po akcijskoj ceni od ${c.priceText}.`,
    `. Dostava za ${DELIVERY_DAYS}, ${c.market.across}.`,
    `. Akcijska cena ${c.priceText} i brza dostava.`,
    '. Brza dostava i plaćanje tek pri preuzimanju.',
  ];
  if (c.percent > 0) tails.push(`, uz popust od ${c.percent}% i plaćanje pouzećem.`);
  return tails;
}

/** Whole sentences that can follow a hook heading. */
export function hookSentences(c: CopyContext): string[] {
  return [
    `Plaćanje pouzećem i dostava ${c.market.region}.`,
    'Plaćate tek kada paket stigne na vašu adresu.',
    `Sada po akcijskoj ceni od ${c.priceText}.`,
    `Dostava za ${DELIVERY_DAYS}, plaćanje pri preuzimanju.`,
  ];
}

export function deliveryFaq(c: CopyContext, r: Rng): { q: string; a: string } {
  const q = r.pick([
    'Kako se plaća i koliko traje dostava?',
    'Da li moram da platim unapred?',
    'Kada stiže paket i kako plaćam?',
    'Kako funkcioniše plaćanje pouzećem?',
  ]);
  const payment = r.pick([
    'Ne plaćate ništa unapred – plaćanje je pouzećem, kuriru u trenutku preuzimanja paketa.',
    'Plaćate pouzećem, kada vam kurir donese paket – bez kartica i bez rizika.',
    `Akcijska cena je ${c.priceText}, a plaćate je pouzećem, tek kada paket stigne na vašu adresu.`,
    'Novac dajete kuriru tek kada paket bude u vašim rukama, pa ne rizikujete ništa.',
  ]);
  const delivery = r.pick([
    `${capFirst(deliveryArea(c))} traje ${DELIVERY_DAYS}, a pre slanja vas kontaktiramo radi potvrde porudžbine.`,
    `Porudžbinu šaljemo odmah po potvrdi, a ${deliveryArea(c)} traje ${DELIVERY_DAYS}.`,
    `${capFirst(deliveryArea(c))} traje ${DELIVERY_DAYS}, a kurir vas zove pre dolaska.`,
  ]);
  return { q, a: `${payment} ${delivery}` };
}

/** Guarantee answers any category may use. */
export const GUARANTEE_FAQ = [
  {
    q: 'Mogu li da vratim proizvod?',
    a: `Možete. Imate ${GUARANTEE_DAYS} dana garancije zadovoljstva: javite nam se, a mi dogovaramo povraćaj novca ili zamenu.`,
  },
  {
    q: 'Šta ako kupovina ne ispuni moja očekivanja?',
    a: `Vaše zadovoljstvo nam je na prvom mestu. U roku od ${GUARANTEE_DAYS} dana možete tražiti zamenu ili povraćaj novca, bez suvišnih pitanja.`,
  },
];

export function orderFaq(c: CopyContext, r: Rng): { q: string; a: string } {
  return r.pick([
    {
      q: 'Kako da poručim?',
      a: `Popunite formular na ovoj stranici – ime, adresa i broj telefona su dovoljni. Naš tim vas kontaktira radi potvrde, a kurir vam donosi paket za ${DELIVERY_DAYS}.`,
    },
    {
      q: 'Mogu li da poručim više komada?',
      a: `Naravno. Dva komada koštaju ${c.doubleText}, a tri komada ${c.tripleText}, što je najisplativija ponuda.`,
    },
  ]);
}

const ORDERED = ['poručio je', 'poručila su', 'poručilo je'] as const satisfies NumberForms;
const VIEWING_OFFER = ['osoba gleda ovu ponudu', 'osobe gledaju ovu ponudu', 'osoba gleda ovu ponudu'] as const satisfies NumberForms;

/** Urgency and social-proof strips (decorative marketing claims, spec 001 §9). */
export function urgencyTexts(c: CopyContext, r: Rng) {
  const stock = r.pick([7, 8, 9, 12, 13, 14, 15, 17, 18, 19]);
  const buyers = r.pick([127, 138, 146, 159, 175, 186, 197, 215, 236, 248]);
  const viewers = r.pick([25, 27, 28, 36, 38, 45, 47, 56, 58, 67]);
  const customers = r.pick(['12.000', '15.000', '18.000', '20.000']);
  // Every number meets its noun through the one plural table (1 komad, 2 komada, 21 kupac…).
  const pieces = countText(stock, NUMBER_FORMS.pieces);
  const percentTexts = c.percent > 0 ? [`Popust od ${c.percent}% važi još samo danas`] : [];
  return {
    limitedStock: r.pick([
      `Na stanju je još samo ${pieces} po akcijskoj ceni`,
      `Ostalo je još ${pieces} – zalihe se brzo prazne`,
      `Ograničena količina: još ${pieces} po ovoj ceni`,
    ]),
    limitedTime: r.pick([
      `Akcijska cena od ${c.priceText} važi samo do ponoći`,
      `Ponuda traje ograničeno – posle toga cena se vraća na ${c.originalText}`,
      ...percentTexts,
    ]),
    socialProof: r.pick([
      `${countText(buyers, NUMBER_FORMS.customers)} iz ${c.market.countryGen} ${formFor(buyers, ORDERED)} u poslednja 24 sata`,
      `Trenutno ${countText(viewers, VIEWING_OFFER)}`,
      `Više od ${customers} zadovoljnih kupaca ${c.market.across}`,
    ]),
    exclusivity: r.pick([
      'Ekskluzivna ponuda dostupna samo putem ovog sajta',
      'Ova cena ne važi u prodavnicama – samo za porudžbine preko interneta',
      `Posebna ponuda samo za kupce iz ${c.market.countryGen}`,
    ]),
    bonuses: r.pick([
      'Za 2 ili više komada dobijate besplatnu dostavu',
      `Tri komada za samo ${c.tripleText} – najisplativija ponuda`,
      `Uz svaku porudžbinu: ${GUARANTEE_DAYS} dana garancije zadovoljstva`,
    ]),
    customers,
  };
}

/** Short review add-ons about delivery and the shop, tagged by topic to avoid saying a thing twice. */
export const REVIEW_EXTRAS: { topic: RegExp; text: string }[] = [
  { topic: /dostav|kurir|stig/i, text: 'Dostava je bila brza, a kurir veoma ljubazan.' },
  { topic: /pouzeć|plati|plaća/i, text: 'Plaćanje pouzećem mi je mnogo značilo jer ne volim da plaćam unapred.' },
  { topic: /spakovan/i, text: 'Sve je stiglo uredno spakovano.' },
  { topic: /preporuč|prodavnic/i, text: 'Preporučujem ovu prodavnicu od srca.' },
  { topic: /stig|dva dana/i, text: 'Paket je stigao za dva dana.' },
  { topic: /još jedan|dva komada|poklon/i, text: '[Naručio|Naručila] sam još jedan komad za poklon.' },
  { topic: /zvali|potvrd/i, text: 'Pre slanja su me zvali da potvrde porudžbinu, baš profesionalno.' },
];

export const PURCHASE_DATES = [
  'juče',
  'pre 2 dana',
  'pre 3 dana',
  'pre 4 dana',
  'pre 5 dana',
  'pre 6 dana',
  'pre nedelju dana',
  'pre 9 dana',
  'pre 12 dana',
  'pre 2 nedelje',
  'pre 3 nedelje',
];

export const LAYOUT_STYLES: Record<string, string[]> = {
  Minimalistic: [
    'Minimalistički raspored u jednoj koloni, sa mnogo praznog prostora i velikom fotografijom proizvoda',
    'Čist i pregledan raspored sa istaknutom cenom i dugmetom za porudžbinu',
  ],
  'Sales Template': [
    'Prodajna stranica sa jakim pozivima na akciju, blokovima problema i rešenja i istaknutom ponudom',
    'Dinamičan prodajni raspored sa utiscima kupaca, ponudom za više komada i odbrojavanjem',
  ],
  'Advertorial Template': [
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
