/**
 * The first-person advertorial story (spec 001 §3 AdvertorialStory). Illustrative, and said so in the
 * legal notice: no age or figure of its own, no shop name (the page shows the seller's identity from
 * the shop profile), no delivery time or guarantee (the shop's terms), trust figures that are true of
 * every order paid on delivery or the offer's own.
 */
import type { AdvertorialStory, FaqItem, Testimonial, TrustStatistic } from '@cod/contracts';
import { deliveryArea } from './common.js';
import type { CopyContext } from './context.js';
import { factList } from './facts.js';
import { capFirst, resolveGender } from './text.js';

export interface StoryInputs {
  testimonials: Testimonial[];
  /** The five questions of the story page (delivery, usage, guarantee, order, category). */
  faq: FaqItem[];
  ctaText: string;
}

export function writeStory(c: CopyContext, inputs: StoryInputs): AdvertorialStory {
  const r = c.rng('story');
  const s = c.bank.story;
  const female = r.chance(c.bank.femaleShare);
  const g = (text: string) => resolveGender(text, female);
  const first = r.pick(female ? c.market.femaleNames : c.market.maleNames);
  const city = r.pick(c.market.cities);

  const personalIntro = r.pick([`Zovem se ${first} i živim u ${city.loc}. ${r.pick(s.life)}`, `Ja sam ${first}, a živim u ${city.loc}. ${r.pick(s.life)}`]);

  const nameSentence = r.pick([
    `Proizvod o kojem govorim zove se ${c.name}.`,
    `Reč je o proizvodu koji se zove ${c.name}.`,
    `Naziv sam odmah [zapamtio|zapamtila]: ${c.name}.`,
  ]);
  const discoveryLead = r.pick(s.discoveryLead);
  // What the narrator noticed first is what the product's page says it has.
  const factsSentence =
    c.facts.length >= 2
      ? ` ${r.pick(['Ubedilo me je ono što piše u opisu:', 'Odmah sam [video|videla] šta ima:', 'Iz opisa sam [zapamtio|zapamtila]:'])} ${factList(c.facts, 3)}.`
      : '';
  const discoveryTail = r.pick(
    [
      'Kuriru sam [platio|platila] tek kada sam paket [držao|držala] u rukama.',
      'Poručivanje je trajalo manje od minut, a [platio|platila] sam tek kada je paket stigao.',
      'Pošto se plaća pouzećem, nisam [rizikovao|rizikovala] ništa – i to me je konačno ubedilo.',
    ].filter((t) => !(/pouzeć/.test(discoveryLead) && /pouzeć/.test(t))),
  );

  const ctaAdvice = r.pick([
    'Moj savet: ne odlažite kao što sam ja [odlagao|odlagala].',
    'Ako se prepoznajete u mojoj priči, probajte i vi.',
    'Probajte bez plaćanja unapred – plaćate tek kada paket stigne na vašu adresu.',
  ]);
  const price = c.percent > 0 ? `${c.priceText} umesto ${c.originalText}` : c.priceText;
  const ctaAdviceDetailed = r.pick([
    `Poručivanje je jednostavno: popunite formular sa imenom, adresom i brojem telefona, a kurir vam donosi paket na adresu. Plaćate pouzećem, tek kada paket bude u vašim rukama. Cena je ${price}, a tri komada koštaju ${c.tripleText}.`,
    `Cena je ${price}. Ne morate ništa da plaćate unapred: novac dajete kuriru kada paket stigne. Ako imate nekoga kome bi ovo koristilo, uzmite dva komada za ${c.doubleText}.`,
  ]);

  const heroSubtitle = r.pick([`Priča [našeg čitaoca|naše čitateljke] iz ${city.gen}`, `Iskustvo iz prvog lica: ${first} iz ${city.gen}`]);

  // True of every order paid on delivery, or the offer's own figures; never counts, ratings or terms.
  const trust: TrustStatistic[] = [
    { icon: 'wallet', number: 'Pouzećem', label: 'Plaćanje', description: 'Plaćate kuriru tek kada preuzmete paket' },
    { icon: 'truck', number: 'Na adresu', label: 'Dostava', description: capFirst(deliveryArea(c)) },
    c.percent > 0
      ? { icon: 'tag', number: `-${c.percent}%`, label: 'Popust', description: `Umesto ${c.originalText}` }
      : { icon: 'package', number: c.tripleText, label: 'Tri komada', description: 'Najisplativija ponuda na ovoj stranici' },
    { icon: 'cart', number: 'Bez naloga', label: 'Poručivanje', description: 'Ime, adresa i telefon su dovoljni' },
  ];
  const dropped = r.chance(0.5) ? -1 : r.int(0, 3);
  const trustStatistics = trust.filter((_, i) => i !== dropped);

  const story: AdvertorialStory = {
    personalIntro,
    problemDescription: r.pick(s.problem),
    agoniaSection: r.pick(s.agonia),
    breakthroughMoment: r.pick(s.breakthrough),
    discoveryStory: `${discoveryLead} ${nameSentence}${factsSentence} ${discoveryTail}`,
    resultsDescription: r.pick(s.results),
    benefitsList: s.days.map((options) => r.pick(options)),
    productQuote: r.pick(s.quotes),
    ctaAdvice,
    ctaAdviceDetailed,
    noLongerNeedList: r.pickN(s.noLongerNeed, r.int(4, 5)),
    heroSection: {
      heroTitle: r.pick(s.heroTitles),
      heroSubtitle,
      heroDescription: r.pick(s.heroDescriptions),
    },
    benefitsSection: { benefitsIntro: r.pick(s.benefitsIntros), benefits: r.pickN(s.benefits, 5) },
    testimonialsSection: inputs.testimonials.slice(0, 3).map((t) => ({
      name: t.name,
      location: t.location,
      text: t.text,
      rating: t.rating,
      verified: t.verified,
    })),
    trustStatistics,
    faqSection: inputs.faq.map((f) => ({ question: f.q, answer: f.a })),
    ctaSection: {
      mainCtaText: r.pick([
        c.percent > 0 ? `Poruči sa ${c.percent}% popusta` : 'Poruči uz plaćanje pouzećem',
        'Poruči odmah uz plaćanje pouzećem',
        `Želim svoj primerak za ${c.priceText}`,
      ]),
      urgencyText: r.pick(['Poručite danas – plaćate tek kada paket stigne.', `Tri komada za ${c.tripleText} – najisplativija ponuda.`]),
      guaranteeText: r.pick(['Plaćate tek kada paket stigne na vašu adresu', 'Bez plaćanja unapred: novac dajete kuriru pri preuzimanju']),
    },
    headerSection: {
      brandName: c.short,
      productSubtitle: r.pick(s.productSubtitles),
      navigationLinks: [
        { text: 'Moja priča', href: '#prica' },
        { text: 'Prednosti', href: '#prednosti' },
        { text: 'Utisci', href: '#utisci' },
        { text: 'Pitanja', href: '#pitanja' },
        { text: 'Poruči', href: '#porudzbina' },
      ],
      ctaButtonText: inputs.ctaText,
      welcomeBannerText: r.pick([
        c.percent > 0 ? `Popust ${c.percent}% i plaćanje pouzećem` : 'Plaćanje pouzećem, bez plaćanja unapred',
        `${c.percent > 0 ? 'Akcijska cena' : 'Cena'} ${c.priceText} i ${deliveryArea(c)}`,
      ]),
    },
    // The seller's identity, support hours and delivery terms come from the shop profile: none are made up here.
    footerSection: {
      companyInfo: '',
      contactInfo: 'Porudžbinu ostavite putem formulara na ovoj stranici.',
      legalNotice: [
        'Priča na ovoj stranici je ilustrativna, a rezultati se mogu razlikovati od osobe do osobe.',
        c.category === 'health' ? 'Proizvod nije lek i ne zamenjuje savet lekara.' : '',
      ]
        .filter(Boolean)
        .join(' '),
      deliveryInfo: `${capFirst(deliveryArea(c))}. Plaćanje pouzećem, kuriru prilikom preuzimanja.`,
      supportHours: '',
    },
  };
  return mapStory(story, g);
}

function mapStory(story: AdvertorialStory, g: (s: string) => string): AdvertorialStory {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return g(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(story) as AdvertorialStory;
}
