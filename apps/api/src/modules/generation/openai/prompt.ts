import { formatMoney, GENERATED_LIMITS } from '@cod/contracts';
import { FIELD_LIMITS, TESTIMONIAL_LIMITS, TESTIMONIAL_REACTIONS } from '../content-limits.js';
import { unfitRules, type ClaimRule } from '../claims.js';
import type { RewriteFieldRequest, TestimonialsRequest, WebsiteCopyRequest } from '../copywriter.js';
import { productTextOf } from '../hold-to-product.js';
import { productFactLines } from '../offline/facts.js';

const MARKET_TEXT = {
  Serbia: 'Srbija (dostava na teritoriji cele Srbije)',
  Bosnia: 'Bosna i Hercegovina (dostava širom BiH)',
  Montenegro: 'Crna Gora (dostava širom Crne Gore)',
} as const;

/**
 * The rules of honest pages as the model reads them; honest-content.ts enforces them on
 * whatever it answers.
 */
export const HONESTY_RULES = [
  'Istinitost (zakon o zaštiti potrošača zabranjuje lažne recenzije i obmanjujuću hitnost):',
  '- Uslove prodavnice (rok i cenu dostave, besplatnu dostavu, povraćaj, garanciju) i podatke o prodavcu stranica prikazuje sama iz profila prodavnice: ne navodi ih, bez ikakvih brojki; pitanje o dostavi ili povraćaju upućuje na uslove prodavnice na dnu stranice.',
  '- Ne izmišljaj brojke: nikakav broj kupaca, posetilaca, komada na stanju, ocene (4,9/5), procente zadovoljstva ni godine; brojke smeju biti samo iz činjenica o proizvodu i iz cene.',
  '- Bez lažne hitnosti: ne piši da zalihe nestaju, da akcija ističe ili da ponuda važi samo danas.',
  '- Nikakvo ime prodavnice ni firme; nigde "verifikovan kupac", "najprodavaniji", "hiljade zadovoljnih kupaca".',
  '- Utisci kupaca su primeri: verified je uvek false, purchase_date je prazan.',
  '- urgencyElements: limitedStock i limitedTime isključeni i prazni, socialProof bez teksta (stranica prikazuje stvarne brojeve); exclusivity i bonuses samo sa brojkama iz ponude, inače isključeni i prazni.',
  '- Činjenice sa stranice na engleskom ili hrvatskom prevedi na srpski ili izostavi; nikada ne prepisuj engleske reči ni rečenice.',
].join('\n');

export const SYSTEM_PROMPT = [
  'Ti si iskusan copywriter za direktnu prodaju na Balkanu (prodaja jednog proizvoda, plaćanje pouzećem).',
  'Pišeš isključivo na srpskom jeziku, latinicom, ekavicom, sa pravilnim č, ć, š, ž, đ. Bez engleskih reči, osim imena proizvoda i brenda.',
  'Ton: topao, ubedljiv, konkretan; koristi proizvoda, bez izmišljenog društvenog dokaza, bez lažne hitnosti i bez izmišljenih medicinskih tvrdnji.',
  'Ime proizvoda koristi samo u nominativu (kao subjekat ili samostalno), nikada iza predloga.',
  'Piši iz činjenica o proizvodu: bullet-i, opis, FAQ i priča grade se prvo na njegovim brojkama sa jedinicama, delovima i onome što radi; opšte fraze kategorije samo ih povezuju.',
  'Ne izmišljaj brojke ni delove kojih nema u činjenicama; ako o proizvodu znaš malo, piši kraće.',
  `Tačno ${GENERATED_LIMITS.bullets} bullet-a, ${GENERATED_LIMITS.faq} pitanja u FAQ, ${GENERATED_LIMITS.keywords} ključnih reči;`,
  `seoTitle najviše ${GENERATED_LIMITS.seoTitle} znakova, seoDescription najviše ${GENERATED_LIMITS.seoDescription} znakova.`,
  HONESTY_RULES,
  'Odgovori samo JSON objektom po zadatoj šemi.',
].join(' ');

/** The user message: the facts of the product, the market and the seller's brief. */
export function userPrompt(req: WebsiteCopyRequest, category: string): string {
  const { product, market } = req;
  const lines = [
    `Proizvod: ${product.name}`,
    product.brand ? `Brend: ${product.brand}` : '',
    `Kategorija: ${category}`,
    `Tržište: ${MARKET_TEXT[market.id]}; valuta ${market.currencySymbol}`,
    `Cena: ${formatMoney(req.price, market.currency)} ${market.currencySymbol}` +
      (req.originalPrice && req.originalPrice > req.price
        ? ` (stvarna stara cena ${formatMoney(req.originalPrice, market.currency)} ${market.currencySymbol})`
        : ' (nema stare cene: ne pominji popust, uštedu ni "umesto")'),
    `Šablon stranice: ${req.templateName}`,
    factsBlock(req),
    forbiddenBlock(req),
    product.description ? `Opis sa stranice proizvoda (može biti na drugom jeziku, prevedi smisao):\n${product.description.slice(0, 2000)}` : '',
    product.features.length ? `Karakteristike sa stranice:\n- ${product.features.slice(0, 12).join('\n- ')}` : '',
  ];
  const b = req.brief;
  if (b) {
    lines.push(
      b.targetAudience ? `Ciljna grupa: ${b.targetAudience}` : '',
      b.keyBenefits ? `Ključne prednosti: ${b.keyBenefits}` : '',
      b.uniqueCharacteristics ? `Jedinstvene osobine: ${b.uniqueCharacteristics}` : '',
      b.competitiveAdvantage ? `Prednost nad konkurencijom: ${b.competitiveAdvantage}` : '',
      b.customerProblems ? `Problemi kupaca: ${b.customerProblems}` : '',
    );
  }
  return lines.filter(Boolean).join('\n');
}

/** The product's facts (offline/facts.ts), first and as the primary material. */
function factsBlock(req: WebsiteCopyRequest): string {
  const facts = productFactLines(req.product, [req.product?.name ?? ''], 8).lines;
  if (facts.length === 0) return 'Činjenice o proizvodu: stranica proizvoda ne daje gotovo ništa – ne izmišljaj karakteristike.';
  return `Činjenice o proizvodu (glavni materijal: bar 3 bullet-a moraju da nose po jednu od njih, sa istim brojkama i jedinicama):\n- ${facts.join('\n- ')}`;
}

const CLAIM_TEXT: Record<string, string> = {
  cure: 'lečenje, izlečenje ili nestanak bolova',
  medical: 'lekove i terapiju',
  pain: 'bol i tegobe',
  energy: 'umor, energiju i kafu',
  sleep: 'san i nesanicu',
  connection: 'prekide veze i spor rad uređaja',
  skin: 'osetljivu kožu, crvenilo i iritacije',
  'car-interior': 'mrlje i istrošenu unutrašnjost automobila',
  'car-repair': 'skupe servise i majstore',
};

/** The claims that do not fit this product (claims.ts), named so the model leaves them out. */
function forbiddenBlock(req: WebsiteCopyRequest): string {
  const rules: ClaimRule[] = unfitRules(productTextOf(req.product, Object.values(req.brief ?? {})));
  const named = rules.map((r) => CLAIM_TEXT[r.id]).filter(Boolean);
  return named.length ? `Ovaj proizvod to ne rešava, zato ne pominji: ${named.join('; ')}.` : '';
}

const CATEGORY_TEXT = {
  zdravlje: 'zdravlje i dobro osećanje',
  tehnologija: 'tehnologija',
  beauty: 'lepota i nega',
  ostalo: 'ostalo (kuća, auto, svakodnevni predmeti)',
} as const;

export const TESTIMONIALS_SYSTEM_PROMPT = [
  'Pišeš realistične komentare kupaca za prodajne stranice u Srbiji (jedan proizvod, plaćanje pouzećem).',
  'Komentari zvuče kao da su ih pisali različiti stvarni ljudi: prirodno, kratko, bez reklamnog tona i bez preterivanja.',
  'Odgovori samo JSON objektom po zadatoj šemi.',
].join(' ');

/** The comments of the editor (GET /api/testimonials): social-network style, ekavian, no medical claims outside health. */
export function testimonialsPrompt(req: TestimonialsRequest, count: number): string {
  return [
    `Napiši ${count} komentara kupaca, kao ispod objave na društvenoj mreži, o proizvodu: ${req.productName}`,
    `Kategorija: ${CATEGORY_TEXT[req.category]}.`,
    'Srpski jezik, latinica, ekavica (lepo, vreme, pre, posle, mesec, dete – nikada ijekavica).',
    'Svaki komentar 1–3 rečenice, drugačiji ton i dužina; bar polovina pominje proizvod po imenu (samo u nominativu).',
    'Pišu obični ljudi iz Srbije: utisak posle korišćenja, dostava, plaćanje pouzećem, poklon, ponovna kupovina.',
    req.category === 'zdravlje'
      ? 'Bez obećanja izlečenja i bez medicinskih tvrdnji; samo lični osećaj (lakše, opuštenije, prija).'
      : 'Bez ikakvih zdravstvenih ili medicinskih tvrdnji.',
    'name: uobičajeno srpsko ime i prezime (npr. Jelena Petrović), svako drugačije.',
    `reactions: 1–${TESTIMONIAL_LIMITS.maxReactions} od ${TESTIMONIAL_REACTIONS.join(' ')}; likes: ceo broj od 0 do 80; timeAgo: npr. 'pre 3 sata', 'juče', 'pre 2 dana', 'pre nedelju dana'.`,
  ].join('\n');
}

const FIELD_TEXT = {
  title: `naslov stranice (jedan red, najviše ${FIELD_LIMITS.title} znakova; bolje do 90)`,
  hook: 'udica: jedna ili dve snažne rečenice ispod naslova',
  bullets: `tačno ${GENERATED_LIMITS.bullets} kratkih prednosti (bullet-a), svaka u jednom redu`,
  faq: `tačno ${GENERATED_LIMITS.faq} česta pitanja sa odgovorima ({q, a})`,
} as const;

/** 'Prepiši': one field of a saved site, written anew from its facts, different from its current value. */
export function rewritePrompt(req: RewriteFieldRequest): string {
  const { site } = req;
  const current = req.field === 'faq' ? site.faq.map((f) => `P: ${f.q}\nO: ${f.a}`).join('\n') : req.field === 'bullets' ? site.bullets.map((b) => `- ${b}`).join('\n') : site[req.field];
  return [
    `Napiši novu, drugačiju verziju jednog dela postojeće prodajne stranice: ${FIELD_TEXT[req.field]}.`,
    `Trenutna verzija (ne ponavljaj je, napiši drugim rečima i sa drugim uglom):\n${current}`,
    '\nČinjenice o proizvodu:',
    `Naslov: ${site.title}`,
    `Kratko ime: ${site.shortName}`,
    req.field !== 'hook' ? `Udica: ${site.hook}` : '',
    req.field !== 'bullets' && site.bullets.length ? `Prednosti:\n- ${site.bullets.join('\n- ')}` : '',
    site.longDescription ? `Opis:\n${site.longDescription.slice(0, 2000)}` : '',
    `Link proizvoda: ${site.productLink}`,
    `Tržište: ${MARKET_TEXT[site.market.id] ?? site.market.id}; cena ${formatMoney(site.price, site.market.currency)} ${site.market.currencySymbol}`,
    'Vrati JSON objekat {"value": …}.',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
