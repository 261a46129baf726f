/**
 * Composes the whole WebsiteContent. The product name only ever stands where the nominative is
 * right: as a heading, as a subject ('X je …', 'X vam donosi …'), after a colon or a dash, in
 * 'Naziv: X' and 'Zove se X'. Everywhere else the copy says 'ovaj proizvod' or 'ga'.
 */
import {
  DEFAULT_SECTIONS,
  GENERATED_LIMITS,
  detectCategory,
  type BenefitsSection,
  type DesignRecommendations,
  type FaqItem,
  type ProblemSolutionSection,
  type UrgencyElements,
  type WebsiteContent,
} from '@cod/contracts';
import type { WebsiteCopyRequest } from '../copywriter.js';
import {
  COMMON_BULLETS,
  CTA_TEXTS,
  GUARANTEE_FAQ,
  DELIVERY_DAYS,
  GUARANTEE_DAYS,
  LAYOUT_STYLES,
  SECTION_PROPS,
  SECTION_TITLES,
  deliveryArea,
  deliveryFaq,
  hookSentences,
  hookTails,
  orderFaq,
  urgencyTexts,
} from './common.js';
import type { BulletKind } from './banks/index.js';
import { buildContext, type CopyContext } from './context.js';
import { factList } from './facts.js';
import type { Rng } from './random.js';
import { keywords, seoDescription, seoTitle } from './seo.js';
import { writeStory } from './story.js';
import { writeTestimonials } from './testimonials.js';
import { capFirst, cutAtWord, lowerFirst, mapStrings, polish, startsLowerCase, trimJunk } from './text.js';

/** Keys whose values are identifiers, colours, enums or lower-case by design: not polished. */
const RAW_KEYS = new Set([
  'keywords', 'icon', 'href', 'type', 'sections', 'weight', 'borderRadius', 'shadows', 'spacing', 'category',
  'purchase_date', 'primary', 'secondary', 'accent', 'background', 'bg', 'headingFont', 'bodyFont', 'props',
]);

export function composeWebsite(request: WebsiteCopyRequest): WebsiteContent {
  const c = buildContext(request);
  const faq = writeFaq(c);
  const urgency = urgencyTexts(c, c.rng('urgency'));
  const testimonials = writeTestimonials(c);
  const ctaText = c.rng('header-cta').pick(['Poruči odmah', 'Naruči sada', 'Poruči sa popustom']);
  const storyFaq: FaqItem[] = [...faq, orderFaq(c, c.rng('story-faq')), c.rng('story-extra').pick(c.bank.extraFaq)];

  const content: WebsiteContent = {
    title: c.name,
    shortName: c.short,
    hook: writeHook(c),
    bullets: writeBullets(c),
    longDescription: writeLongDescription(c),
    faq,
    keywords: keywords(c),
    seoTitle: seoTitle(c),
    seoDescription: seoDescription(c),
    palette: {
      primary: c.bank.colors.primary,
      bg: c.bank.colors.background,
      secondary: c.bank.colors.secondary,
      accent: c.bank.colors.accent,
      text: c.bank.colors.text,
    },
    priceAnchoring: c.anchoring,
    quantityOffers: c.offers,
    urgencyElements: writeUrgency(urgency),
    benefitsSection: writeBenefits(c),
    problemSolutionSections: writeProblemSolutions(c),
    designRecommendations: writeDesign(c),
    advertorialStory: writeStory(c, {
      testimonials,
      faq: storyFaq,
      urgencyStock: urgency.limitedStock,
      customers: urgency.customers,
      ctaText,
    }),
    testimonials,
    sections: [...DEFAULT_SECTIONS],
  };

  const polished = mapStrings(content, polish, RAW_KEYS);
  polished.seoTitle = cutAtWord(polished.seoTitle, GENERATED_LIMITS.seoTitle);
  polished.seoDescription = cutAtWord(polished.seoDescription, GENERATED_LIMITS.seoDescription, true);
  return polished;
}

/** The hook always carries the name (or, for a very long name, the short name) in the nominative. */
export function writeHook(c: CopyContext): string {
  const r = c.rng('hook');
  const claim = r.pick(c.bank.hookClaims);
  // No word root twice ('po akcijskoj ceni … po akcijskoj ceni').
  const clash = (t: string) => ['akcijsk', 'pouzeć', 'dostav', 'rizik'].some((root) => claim.includes(root) && t.includes(root));
  const tail = r.pick(hookTails(c).filter((t) => !clash(t)));
  const sentence = r.pick(hookSentences(c).filter((t) => !clash(t)));
  const label = c.name.length <= 60 ? c.name : c.short;
  const leads = label === c.name ? c.nameLeads : !startsLowerCase(label);
  const forms: (() => string)[] = [() => `${claim} – ${label}. ${sentence}`];
  if (leads && label.length <= 50) forms.push(() => `${label}: ${lowerFirst(claim)}${tail}`, () => `${label}: ${lowerFirst(claim)}${tail}`);
  // The product's own figures first where there are some (no fact that reads as another category:
  // the storefront sorts by name + hook).
  const facts = c.facts.filter((f) => /\d/.test(f) && [c.category, 'other'].includes(detectCategory(f))).slice(0, 2);
  if (leads && label.length <= 50 && facts.length === 2 && r.chance(0.6)) return `${label}: ${factList(facts)}. ${sentence}`;
  return r.pick(forms)();
}

/**
 * 'Head – tail', never repeating the head's word at the tail's start ('Bez skupih tretmana – bez skupih …')
 * nor a tail another bullet has already used.
 */
function bullet(r: Rng, kind: BulletKind, usedTails: Set<string>): string {
  const head = r.pick(kind.heads);
  const words = new Set(head.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const tails = kind.tails.filter((t) => !usedTails.has(t) && !words.has(t.toLowerCase().split(/[^\p{L}\p{N}]+/u)[0]));
  const tail = r.pick(tails.length ? tails : kind.tails);
  usedTails.add(tail);
  return `${head} – ${tail}`;
}

/** What is true of every order, whatever the product: payment, guarantee, delivery, ordering. */
function shopBullets(c: CopyContext): BulletKind[] {
  return [
    ...COMMON_BULLETS,
    {
      heads: ['Brza dostava', `Isporuka za ${DELIVERY_DAYS}`, 'Dostava na kućnu adresu'],
      tails: [`dostava ${c.market.region}`, 'kurir vas zove pre dolaska', 'paket šaljemo odmah po potvrdi'],
    },
    {
      heads: ['Jednostavna porudžbina', 'Poručivanje za minut', 'Porudžbina bez registracije'],
      tails: ['ime, adresa i telefon su dovoljni', 'popunite kratak formular i gotovo', 'pre slanja vas zovemo radi potvrde'],
    },
  ];
}

export function writeBullets(c: CopyContext): string[] {
  const r = c.rng('bullets');
  const out: string[] = [];
  const add = (b: string) => {
    const text = trimJunk(b, false, false);
    if (text && out.length < GENERATED_LIMITS.bullets && !out.some((o) => o.toLowerCase() === text.toLowerCase())) out.push(text);
  };
  if (c.brief.benefits) add(cutAtWord(c.brief.benefits, 140));
  // The product's own facts first (numbers with units, named parts); one slot at least stays for the
  // category's or the shop's promise that connects them.
  for (const fact of c.facts) if (out.length < GENERATED_LIMITS.bullets - 1) add(fact);
  const kinds = r.shuffle(c.bank.bullets);
  const needed = GENERATED_LIMITS.bullets - out.length;
  // A page that gives almost nothing: the copy says less about the product and more about what is
  // true of every order (payment, guarantee, delivery) instead of inventing features.
  const says = c.facts.length + c.source.sentences.length + (c.brief.benefits ? 1 : 0);
  const shop = says === 0 ? r.pickN(shopBullets(c), 3) : [r.pick(COMMON_BULLETS)];
  const chosen = [...kinds.slice(0, Math.max(0, needed - shop.length)), ...shop];
  const usedTails = new Set<string>();
  const generated = chosen.map((kind) => bullet(r, kind, usedTails));
  for (const b of generated) add(b);
  for (const kind of kinds.slice(needed)) add(bullet(r, kind, usedTails));
  return out;
}

function writeLongDescription(c: CopyContext): string {
  const r = c.rng('long');
  const b = c.bank;
  const paragraphs: string[] = [];

  const introduction = [
    c.nameLeads ? `${c.name} – ${r.pick(b.taglines)}.` : `Predstavljamo: ${c.name} – ${r.pick(b.taglines)}.`,
    c.nameLeads ? `${c.name} ${c.v('je', 'su')} ${r.pick(b.predicates)}.` : `Upoznajte novi favorit kupaca: ${c.name}.`,
    `Zato vam predstavljamo: ${c.name} – ${r.pick(b.taglines)}.`,
  ];
  const opener = r.pick(b.openers);
  const problems = c.brief.problems ? ` ${r.pick(['Prepoznajete li se?', 'Zvuči poznato?'])} ${c.brief.problems}` : '';
  paragraphs.push(`${opener}${problems} ${r.pick(introduction)}`);

  // What the product is, from its own page first: the seller's Serbian sentences, else its facts; the
  // category's general lines only when the page said nothing.
  const factSentence =
    c.facts.length >= 2
      ? r.pick([`Ukratko o proizvodu: ${factList(c.facts, 4)}.`, `Šta dobijate: ${factList(c.facts, 4)}.`, `Najvažnije karakteristike: ${factList(c.facts, 4)}.`])
      : '';
  paragraphs.push(
    c.source.sentences.length > 0
      ? c.source.sentences.join(' ')
      : factSentence
        ? `${factSentence} ${r.pick(b.howItWorks.filter((t) => !/\d/.test(t)))}`
        : r.pickN(b.howItWorks, 2).join(' '),
  );

  const why: string[] = [];
  if (c.brief.benefits) why.push(`Najveće prednosti: ${lowerFirst(c.brief.benefits)}`);
  if (c.brief.unique) why.push(`Ono što ga izdvaja: ${lowerFirst(c.brief.unique)}`);
  if (c.brief.advantage) why.push(`Zašto baš ovaj proizvod? ${c.brief.advantage}`);
  if (why.length === 0) {
    const points = r.pickN(b.benefits, 3).map((x) => lowerFirst(r.pick(x.texts)));
    const list = `${points.slice(0, -1).join(', ')} i ${points[points.length - 1]}`;
    why.push(
      r.pick([
        `Kupci ga najviše hvale zbog tri stvari: ${list}.`,
        `Šta dobijate? Evo ukratko: ${list}.`,
        `Ukratko, ovo su razlozi zbog kojih ga kupci preporučuju dalje: ${list}.`,
        `Prednosti se vide od prvog dana: ${list}.`,
      ]),
    );
  }
  const audience = c.brief.audience
    ? `Za koga je namenjen? ${c.brief.audience}`
    : r.pick([`Posebno ga cene ${lowerFirst(r.pick(b.audiences))}.`, `Idealan je izbor za sledeće kupce: ${lowerFirst(r.pick(b.audiences))}.`, '']);
  paragraphs.push([...why, audience].filter(Boolean).join(' '));

  if (c.facts.length > 0) {
    paragraphs.push(`${r.pick(['Karakteristike:', 'Iz opisa proizvoda:', 'Osnovni podaci:'])}\n${c.facts.map((f) => `• ${f}`).join('\n')}`);
  }

  const percent = c.percent > 0 ? ` – uštedite ${c.percent}%` : '';
  const priceSentence = r.pick([
    `Sada ga možete poručiti po akcijskoj ceni od ${c.priceText} umesto ${c.originalText}${percent}.`,
    `Akcijska cena je ${c.priceText}, umesto ${c.originalText}.`,
    `Danas plaćate samo ${c.priceText} umesto ${c.originalText}, što je ušteda od ${c.savingsText}.`,
    `Umesto ${c.originalText}, ovog puta ga dobijate za ${c.priceText}.`,
  ]);
  const moreSentence = r.pick([
    `Ako uzmete dva komada, plaćate ${c.doubleText}, a tri komada samo ${c.tripleText} – to je najisplativija ponuda.`,
    `Za celu porodicu ili kao poklon: tri komada koštaju ${c.tripleText}.`,
    '',
    '',
  ]);
  const paySentence = r.pick([
    `Plaćanje je pouzećem, kuriru pri preuzimanju, a ${deliveryArea(c)} traje ${DELIVERY_DAYS}.`,
    `Ne plaćate ništa unapred: novac dajete kuriru kada vam donese paket, a ${deliveryArea(c)} traje ${DELIVERY_DAYS}.`,
    `Plaćanje pouzećem znači da ne rizikujete ništa, a paket stiže za ${DELIVERY_DAYS} (${deliveryArea(c)}).`,
    `Paket vam stiže za ${DELIVERY_DAYS} (${deliveryArea(c)}), a plaćate tek kada ga preuzmete.`,
  ]);
  paragraphs.push([priceSentence, moreSentence, paySentence].filter(Boolean).join(' '));

  const facts = [
    `Naziv: ${c.name}`,
    ...(c.brand && !c.name.toLowerCase().includes(c.brand.toLowerCase()) ? [`Brend: ${c.brand}`] : []),
    r.pick([`Cena: ${c.priceText} (umesto ${c.originalText})`, `Akcijska cena: ${c.priceText}`, `Vaša cena danas: ${c.priceText}`]),
    r.pick([
      `Plaćanje: pouzećem, dostava ${c.market.region}, ${DELIVERY_DAYS}`,
      `Dostava: ${c.market.region}, ${DELIVERY_DAYS}, plaćanje pouzećem`,
      `Isporuka: ${DELIVERY_DAYS}, garancija ${GUARANTEE_DAYS} dana, plaćanje pouzećem`,
    ]),
  ];
  paragraphs.push(facts.join('\n'));

  paragraphs.push(
    r.pick([
      'Zalihe po akcijskoj ceni su ograničene – poručite svoj primerak danas.',
      'Ne odlažite za sutra ono što vam može olakšati već danas. Poručite svoj primerak dok traje akcija.',
      'Hiljade kupaca već uživa u prednostima. Popunite formular i obezbedite svoj primerak po akcijskoj ceni.',
      'Akcija traje samo dok ima zaliha. Popunite kratak formular i vaš primerak kreće na put već danas.',
      'Ne propustite priliku: poručite sada, a platite tek kada paket stigne.',
    ]),
  );
  return paragraphs.join('\n\n');
}

export function writeFaq(c: CopyContext): FaqItem[] {
  const r = c.rng('faq');
  const usage = { ...r.pick(c.bank.usageFaq) };
  // With the page's facts, the middle question answers what the product has, in its own figures.
  const facts: FaqItem | null =
    c.facts.length >= 2
      ? {
          q: r.pick(['Šta tačno dobijam?', 'Koje su glavne karakteristike?', 'Šta ovaj proizvod ima?']),
          a: `${capFirst(factList(c.facts, 5))}. ${usage.a}`,
        }
      : null;
  return [deliveryFaq(c, r), facts && facts.a.length <= 600 ? facts : usage, { ...r.pick([...c.bank.guaranteeFaq, ...GUARANTEE_FAQ]) }];
}

function writeUrgency(t: ReturnType<typeof urgencyTexts>): UrgencyElements {
  const on = (text: string) => ({ enabled: true, text });
  return {
    limitedStock: on(t.limitedStock),
    limitedTime: on(t.limitedTime),
    socialProof: on(t.socialProof),
    exclusivity: on(t.exclusivity),
    bonuses: on(t.bonuses),
  };
}

function writeBenefits(c: CopyContext): BenefitsSection {
  const r = c.rng('benefits-section');
  const count = r.int(4, 6);
  const own = r.pickN(c.bank.benefits, count - 2).map((b) => ({ icon: b.icon, text: r.pick(b.texts) }));
  const general = r.pickN(
    [
      { icon: 'truck', text: r.pick([`Brza dostava ${c.market.region}`, `Isporuka za ${DELIVERY_DAYS}, ${c.market.across}`]) },
      { icon: 'wallet', text: r.pick(['Plaćanje pouzećem, bez rizika', 'Plaćate tek kada paket stigne']) },
      { icon: 'shield-check', text: r.pick([`${GUARANTEE_DAYS} dana garancije zadovoljstva`, `Garancija povraćaja novca ${GUARANTEE_DAYS} dana`]) },
    ],
    2,
  );
  return {
    title: r.pick(c.bank.benefitTitles),
    subtitle: c.brief.advantage ? cutAtWord(c.brief.advantage, 160, true) : r.pick(c.bank.benefitSubtitles),
    benefits: [...own, ...general],
    ctaText: r.pick(CTA_TEXTS),
  };
}

function writeProblemSolutions(c: CopyContext): ProblemSolutionSection[] {
  const r = c.rng('problems');
  const ctas = r.pickN(CTA_TEXTS, 3);
  const sections = r.pickN(c.bank.problems, 3).map((theme, i) => ({
    title: r.pick(theme.titles),
    description1: r.pick(theme.problems),
    description2: r.pick(theme.solutions),
    ctaText: ctas[i],
  }));
  if (c.brief.problems) {
    sections[0] = { ...sections[0], title: r.pick(['Da li vam je ovo poznato?', 'Prepoznajete li se?']), description1: c.brief.problems };
  }
  return sections;
}

function writeDesign(c: CopyContext): DesignRecommendations {
  const r = c.rng('design');
  return {
    category: c.category,
    targetAudience: c.brief.audience ? trimJunk(c.brief.audience, false, false) : r.pick(c.bank.audiences),
    emotionalTone: r.pick(c.bank.tones),
    colorScheme: { ...c.bank.colors },
    typography: { ...c.bank.typography },
    layoutStyle: r.pick(LAYOUT_STYLES[c.template] ?? LAYOUT_STYLES.Minimalistic),
    visualElements: { ...c.bank.visual },
    sectionStructure: {
      sections: DEFAULT_SECTIONS.map((type, i) => ({
        order: i + 1,
        title: SECTION_TITLES[type] ?? capFirst(type),
        type,
        props: { ...(SECTION_PROPS[type] ?? {}) },
      })),
    },
  };
}
