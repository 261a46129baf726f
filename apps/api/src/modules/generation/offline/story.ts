/** The first-person advertorial story (spec 001 §3 AdvertorialStory) with every field filled. */
import type { AdvertorialStory, FaqItem, Testimonial, TrustStatistic } from '@cod/contracts';
import { DELIVERY_DAYS, GUARANTEE_DAYS, SUPPORT_HOURS, deliveryArea } from './common.js';
import type { CopyContext } from './context.js';
import { factList } from './facts.js';
import { capFirst, plural, resolveGender } from './text.js';

export interface StoryInputs {
  testimonials: Testimonial[];
  /** The five questions of the story page (delivery, usage, guarantee, order, category). */
  faq: FaqItem[];
  urgencyStock: string;
  customers: string;
  ctaText: string;
}

export function writeStory(c: CopyContext, inputs: StoryInputs): AdvertorialStory {
  const r = c.rng('story');
  const s = c.bank.story;
  const female = r.chance(c.bank.femaleShare);
  const g = (text: string) => resolveGender(text, female);
  const first = r.pick(female ? c.market.femaleNames : c.market.maleNames);
  const age = r.int(29, 61);
  const city = r.pick(c.market.cities);
  const years = `${age} ${plural(age, 'godinu', 'godine', 'godina')}`;

  const personalIntro = r.pick([
    `Zovem se ${first}, imam ${years} i živim u ${city.loc}. ${r.pick(s.life)}`,
    `Ja sam ${first}, imam ${years}, a živim u ${city.loc}. ${r.pick(s.life)}`,
  ]);

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
      'Porudžbina je stigla za nekoliko dana, a kuriru sam [platio|platila] tek kada sam paket [držao|držala] u rukama.',
      'Poručivanje je trajalo manje od minut, a paket je stigao brže nego što sam [očekivao|očekivala].',
      'Pošto se plaća pouzećem, nisam [rizikovao|rizikovala] ništa – i to me je konačno ubedilo.',
    ].filter((t) => !(/pouzeć/.test(discoveryLead) && /pouzeć/.test(t))),
  );

  const ctaAdvice = r.pick([
    'Moj savet: ne odlažite kao što sam ja [odlagao|odlagala]. Poručite dok traje akcija.',
    'Ako se prepoznajete u mojoj priči, ne čekajte – zalihe po akcijskoj ceni brzo nestaju.',
    'Probajte bez rizika – plaćate tek kada paket stigne na vašu adresu.',
  ]);
  const ctaAdviceDetailed = r.pick([
    `Poručivanje je jednostavno: popunite formular sa imenom, adresom i brojem telefona, a kurir vam paket donosi za ${DELIVERY_DAYS}. Plaćate pouzećem, tek kada paket bude u vašim rukama. Trenutna cena je ${c.priceText} umesto ${c.originalText}, a tri komada koštaju samo ${c.tripleText}.`,
    `Cena je sada ${c.priceText} umesto ${c.originalText}, ali akcija ne traje dugo. Ne morate ništa da plaćate unapred: ${deliveryArea(c)} traje ${DELIVERY_DAYS}, a novac dajete kuriru. Ako imate nekoga kome bi ovo koristilo, uzmite dva komada za ${c.doubleText}.`,
  ]);

  const heroSubtitle = r.pick([
    `Iskrena priča [našeg čitaoca|naše čitateljke] iz ${city.gen}`,
    `Lično iskustvo: ${first} (${age}) iz ${city.gen}`,
    `Ispovest koja je obišla ${c.market.country === 'Bosna i Hercegovina' ? 'celu BiH' : `celu ${accusativeCountry(c.market.country)}`}`,
  ]);

  const trust: TrustStatistic[] = [
    { icon: 'users', number: `${inputs.customers}+`, label: 'zadovoljnih kupaca', description: `Kupci ${c.market.across} nam ukazuju poverenje` },
    { icon: 'star', number: '4,9/5', label: 'prosečna ocena', description: 'Na osnovu utisaka kupaca koji su poručili' },
    { icon: 'truck', number: '2–5 dana', label: 'dostava', description: `${capFirst(deliveryArea(c))}, plaćanje pouzećem` },
    { icon: 'shield-check', number: `${GUARANTEE_DAYS} dana`, label: 'garancija', description: 'Povraćaj novca ako niste zadovoljni' },
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
        c.percent > 0 ? `Poruči sa ${c.percent}% popusta` : 'Poruči po akcijskoj ceni',
        'Poruči odmah uz plaćanje pouzećem',
        `Želim svoj primerak za ${c.priceText}`,
      ]),
      urgencyText: inputs.urgencyStock,
      guaranteeText: r.pick([
        `${GUARANTEE_DAYS} dana garancije zadovoljstva – ako niste zadovoljni, vraćamo novac`,
        `Bez rizika: plaćate pouzećem i imate ${GUARANTEE_DAYS} dana garancije`,
      ]),
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
        c.percent > 0 ? `Akcija traje: popust ${c.percent}% i plaćanje pouzećem` : 'Akcija traje: plaćanje pouzećem i brza dostava',
        `Danas: akcijska cena ${c.priceText} i ${deliveryArea(c)}`,
      ]),
    },
    footerSection: {
      companyInfo: c.nameLeads
        ? `${c.short} – internet prodavnica sa dostavom ${c.market.region}`
        : `Internet prodavnica sa dostavom ${c.market.region}`,
      contactInfo: 'Porudžbinu ostavite putem formulara na ovoj stranici, a naš tim vas poziva telefonom radi potvrde.',
      legalNotice: [
        'Sve cene su izražene sa PDV-om.',
        'Priča i utisci predstavljaju lična iskustva kupaca, a rezultati se mogu razlikovati od osobe do osobe.',
        c.category === 'health' ? 'Proizvod nije lek i ne zamenjuje savet lekara.' : '',
      ]
        .filter(Boolean)
        .join(' '),
      deliveryInfo: `${capFirst(deliveryArea(c))} za ${DELIVERY_DAYS}. Plaćanje pouzećem, kuriru prilikom preuzimanja.`,
      supportHours: SUPPORT_HOURS,
    },
  };
  return mapStory(story, g);
}

/** 'Srbija' → 'Srbiju', 'Crna Gora' → 'Crnu Goru' (feminine nouns in -a). */
function accusativeCountry(country: string): string {
  return country
    .split(' ')
    .map((w) => (w.endsWith('a') ? `${w.slice(0, -1)}u` : w))
    .join(' ');
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
