/**
 * Composes the whole WebsiteContent. The product name only ever stands where the nominative is
 * right: as a heading, as a subject ('X je …', 'X vam donosi …'), after a colon or a dash, in
 * 'Naziv: X' and 'Zove se X'. Everywhere else the copy says 'ovaj proizvod' or 'ga'.
 */
import {
  DEFAULT_SECTIONS,
  GENERATED_LIMITS,
  detectCategory,
  templateTraits,
  type BenefitsSection,
  type DesignRecommendations,
  type FaqItem,
  type ProblemSolutionSection,
  type WebsiteContent,
} from '@cod/contracts';
import type { WebsiteCopyRequest } from '../copywriter.js';
import {
  COMMON_BULLETS,
  GUARANTEE_FAQ,
  LAYOUT_STYLES,
  SECTION_PROPS,
  SECTION_TITLES,
  ctaTexts,
  deliveryArea,
  deliveryFaq,
  honestUrgency,
  hookSentences,
  hookTails,
  orderFaq,
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
  const testimonials = writeTestimonials(c);
  const ctaText = c.rng('header-cta').pick(['Poruči odmah', 'Naruči sada', c.percent > 0 ? 'Poruči sa popustom' : 'Poruči uz plaćanje pouzećem']);
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
    urgencyElements: honestUrgency(c, c.rng('urgency')),
    benefitsSection: writeBenefits(c),
    problemSolutionSections: writeProblemSolutions(c),
    designRecommendations: writeDesign(c),
    advertorialStory: writeStory(c, { testimonials, faq: storyFaq, ctaText }),
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
 * 'Head – tail', never repeating the head's word at the tail's start ('Bez skupih tretmana – bez skupih …'),
 * nor a longer word of the head anywhere in the tail ('Kratak formular – popunite kratak formular'),
 * nor a tail another bullet has already used.
 */
function bullet(r: Rng, kind: BulletKind, usedTails: Set<string>): string {
  const head = r.pick(kind.heads);
  const words = new Set(head.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const tailWords = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const tails = kind.tails.filter((t) => !usedTails.has(t) && !words.has(tailWords(t)[0]) && !tailWords(t).some((w) => w.length >= 5 && words.has(w)));
  const tail = r.pick(tails.length ? tails : kind.tails);
  usedTails.add(tail);
  return `${head} – ${tail}`;
}

/** What is true of every order, whatever the product: payment on delivery, the form, the address, the offers. */
function shopBullets(c: CopyContext): BulletKind[] {
  return [
    ...COMMON_BULLETS,
    {
      heads: ['Dostava na kućnu adresu', 'Kurir na vašoj adresi', `Dostava ${c.market.across}`, 'Paket na vašim vratima'],
      tails: [`dostava ${c.market.region}`, 'paket preuzimate na svojoj adresi', 'plaćate kuriru pri preuzimanju', 'bez odlaska u prodavnicu'],
    },
    {
      heads: ['Ponuda za više komada', 'Dva ili tri komada', 'Više komada u jednoj porudžbini', 'Cena za pakovanje'],
      tails: [`dva komada za ${c.doubleText}`, `tri komada za ${c.tripleText}`, 'najisplativija je ponuda od tri komada', 'sve stiže u jednom paketu'],
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
  const shop = says === 0 ? r.pickN(shopBullets(c), 2) : [r.pick(COMMON_BULLETS)];
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
    why.push(r.pick([`Zašto vredi: ${list}.`, `Šta dobijate? Evo ukratko: ${list}.`, `Ukratko, tri razloga za ovu kupovinu: ${list}.`, `Prednosti koje ćete primetiti: ${list}.`]));
  }
  const audience = c.brief.audience
    ? `Za koga je namenjen? ${c.brief.audience}`
    : r.pick([`Namenjen je sledećim kupcima: ${lowerFirst(r.pick(b.audiences))}.`, `Idealan je izbor za sledeće kupce: ${lowerFirst(r.pick(b.audiences))}.`, '']);
  paragraphs.push([...why, audience].filter(Boolean).join(' '));

  if (c.facts.length > 0) {
    paragraphs.push(`${r.pick(['Karakteristike:', 'Iz opisa proizvoda:', 'Osnovni podaci:'])}\n${c.facts.map((f) => `• ${f}`).join('\n')}`);
  }

  // A price 'umesto' another only against a real old price: the copy never states an anchor it made up.
  const priceSentence = c.percent > 0
    ? r.pick([
        `Sada ga možete poručiti po akcijskoj ceni od ${c.priceText} umesto ${c.originalText} – uštedite ${c.percent}%.`,
        `Akcijska cena je ${c.priceText}, umesto ${c.originalText}.`,
        `Danas plaćate ${c.priceText} umesto ${c.originalText}, što je ušteda od ${c.savingsText}.`,
        `Umesto ${c.originalText}, ovog puta ga dobijate za ${c.priceText}.`,
      ])
    : r.pick([`Cena je ${c.priceText}.`, `Poručujete ga za ${c.priceText}.`, `Jedan komad košta ${c.priceText}.`]);
  const moreSentence = r.pick([
    `Ako uzmete dva komada, plaćate ${c.doubleText}, a tri komada ${c.tripleText} – to je najisplativija ponuda.`,
    `Za celu porodicu ili kao poklon: tri komada koštaju ${c.tripleText}.`,
    '',
    '',
  ]);
  const paySentence = r.pick([
    `${capFirst(deliveryArea(c))}: paket stiže na vašu kućnu adresu, a plaćate ga kuriru pri preuzimanju.`,
    `Ne plaćate ništa unapred: novac dajete kuriru kada vam donese paket (${deliveryArea(c)}).`,
    `Plaćanje pouzećem znači da ne plaćate ništa unapred – ${deliveryArea(c)}, na vašu kućnu adresu.`,
  ]);
  paragraphs.push([priceSentence, moreSentence, paySentence].filter(Boolean).join(' '));

  const facts = [
    `Naziv: ${c.name}`,
    ...(c.brand && !c.name.toLowerCase().includes(c.brand.toLowerCase()) ? [`Brend: ${c.brand}`] : []),
    c.percent > 0 ? r.pick([`Cena: ${c.priceText} (umesto ${c.originalText})`, `Akcijska cena: ${c.priceText}`]) : `Cena: ${c.priceText}`,
    r.pick([`Plaćanje: pouzećem, dostava ${c.market.region}`, `Dostava: ${c.market.region}, plaćanje pouzećem`]),
  ];
  paragraphs.push(facts.join('\n'));

  paragraphs.push(
    r.pick([
      'Ne odlažite za sutra ono što vam može olakšati dan. Poručite svoj primerak.',
      'Popunite kratak formular i poručite svoj primerak – plaćate tek kada paket stigne.',
      'Poručite sada, a platite tek kada paket stigne.',
    ]),
  );
  return paragraphs.join('\n\n');
}

/** A yes/no answer word opening an answer ('Jeste.', 'Nije.', 'Naravno.'). */
const YES_NO_OPENER = /^(?:jeste|nije|da|ne|naravno|možete|može|odmah|svakako)[.,!]\s+/iu;

export function writeFaq(c: CopyContext): FaqItem[] {
  const r = c.rng('faq');
  const usage = { ...r.pick(c.bank.usageFaq) };
  // With the page's facts, the middle question answers what the product has, in its own figures.
  const facts: FaqItem | null =
    c.facts.length >= 2
      ? {
          q: r.pick(['Šta tačno dobijam?', 'Koje su glavne karakteristike?', 'Šta ovaj proizvod ima?']),
          // The usage answer follows the facts: without its own 'Jeste.' / 'Nije.', which answered another question.
          a: `${capFirst(factList(c.facts, 5))}. ${capFirst(usage.a.replace(YES_NO_OPENER, ''))}`,
        }
      : null;
  return [deliveryFaq(c, r), facts && facts.a.length <= 600 ? facts : usage, { ...r.pick([...c.bank.guaranteeFaq, ...GUARANTEE_FAQ]) }];
}

function writeBenefits(c: CopyContext): BenefitsSection {
  const r = c.rng('benefits-section');
  const count = r.int(4, 6);
  const own = r.pickN(c.bank.benefits, count - 2).map((b) => ({ icon: b.icon, text: r.pick(b.texts) }));
  const general = r.pickN(
    [
      { icon: 'truck', text: r.pick([`Dostava ${c.market.region}`, `Dostava na kućnu adresu, ${c.market.across}`]) },
      { icon: 'wallet', text: r.pick(['Plaćanje pouzećem, bez plaćanja unapred', 'Plaćate tek kada paket stigne']) },
      { icon: 'cart', text: r.pick(['Poručivanje bez registracije', 'Kratak formular: ime, adresa i telefon']) },
    ],
    2,
  );
  return {
    title: r.pick(c.bank.benefitTitles),
    subtitle: c.brief.advantage ? cutAtWord(c.brief.advantage, 160, true) : r.pick(c.bank.benefitSubtitles),
    benefits: [...own, ...general],
    ctaText: r.pick(ctaTexts(c)),
  };
}

function writeProblemSolutions(c: CopyContext): ProblemSolutionSection[] {
  const r = c.rng('problems');
  const ctas = r.pickN(ctaTexts(c), 3);
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
    layoutStyle: r.pick(LAYOUT_STYLES[templateTraits(c.template).renderer]),
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
