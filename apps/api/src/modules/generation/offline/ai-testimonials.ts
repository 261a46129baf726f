/**
 * The editor's customer comments (GET /api/testimonials/{name}/{category}, spec 001 §3 "AI testimonial
 * response"): social-network style comments about one product, in Serbian (Latin, ekavian). The same
 * name and category always give the same comments (cacheable, testable); another product reads differently.
 *
 * Conventions of the templates (as in the phrase banks):
 * - `{N}` is the product's name, only ever in the nominative: as a subject, after a colon or a dash, or
 *   as 'odgovor je {N}'. Nothing agrees with its gender; `<singular|plural>` agrees with its number.
 * - `[masculine|feminine]` are the commenter's own first-person forms.
 * - Only comments in the health category speak of feeling better, and none promises a cure.
 */
import { detectCategory, plural, type AiTestimonial, type ProductCategory, type TestimonialCategory } from '@cod/contracts';
import { TESTIMONIAL_LIMITS, TESTIMONIAL_REACTIONS } from '../content-limits.js';
import type { TestimonialsRequest } from '../copywriter.js';
import { bankFor } from './banks/index.js';
import { REVIEW_EXTRAS } from './common.js';
import { marketPhrases } from './markets.js';
import { seededRng, type Rng } from './random.js';
import { cleanName, fold, isPluralName, polish, resolveGender, shortNameFrom, startsLowerCase } from './text.js';

/** Comments that name the product, per category (the health ones alone may speak of well-being). */
const NAMED: Record<TestimonialCategory, string[]> = {
  zdravlje: [
    '{N} <je|su> deo moje večernje rutine već tri nedelje. Lakše se opustim posle posla.',
    'Radim ceo dan za računarom i {N} <mi je|su mi> pravo olakšanje uveče.',
    '[Kupio|Kupila] sam mami i tati po jedan. Kažu da im {N} <prija|prijaju> svaki dan.',
    '{N}: jednostavno za upotrebu, a osećaj posle je odličan. Preporučujem svima koji mnogo sede.',
    'Nije čudo preko noći, ali posle mesec dana osećam razliku. {N} <ostaje|ostaju> u mojoj svakodnevnoj rutini.',
    'Za mene {N} <je|su> najbolja kupovina ove godine. Jutra su mi mnogo lakša.',
    '[Bio sam skeptičan|Bila sam skeptična], ali {N} <radi|rade> tačno ono što piše u opisu. Osećam se opuštenije.',
  ],
  tehnologija: [
    '{N} <radi|rade> bez ikakvih problema od prvog dana. Stiglo je uredno spakovano.',
    '{N} za ovu cenu? Nisam [verovao|verovala] dok nije stiglo. Sve radi kako je opisano.',
    'Kolege su odmah pitale gde sam [kupio|kupila]. {N} <izgleda mnogo skuplje nego što košta|izgledaju mnogo skuplje nego što koštaju>.',
    'Koristim svaki dan, i na poslu i kod kuće. {N} <je|su> pun pogodak!',
    '{N}: sve što mi treba, bez komplikovanih podešavanja. Preporuka!',
    '[Kupio|Kupila] sam sinu za rođendan i {N} <je|su> hit u kući. Sada svi hoće da probaju.',
    'Posle mesec dana svakodnevnog korišćenja {N} <radi|rade> kao prvog dana. Vredi svake pare.',
  ],
  beauty: [
    '{N} <je|su> sada deo moje svakodnevne nege. Rezultat se vidi već posle nekoliko dana.',
    'Drugarice me pitaju šta koristim, a odgovor je {N}.',
    '{N} <vredi|vrede> svake pare. Izgledam odmornije, a to mi kažu i na poslu.',
    '[Kupio sam supruzi za rođendan|Kupila sam sebi za rođendan] i {N} <je|su> najbolji poklon ove godine.',
    'Efekat kao posle salona, a sve kod kuće. {N} – preporuka od srca!',
    '{N} <je|su> moj mali večernji ritual. Obožavam!',
    'Štedim i vreme i novac, nema više zakazivanja u salonu. {N} <je|su> pravo otkriće.',
  ],
  ostalo: [
    '{N} – baš onako kako je opisano na sajtu. [Zadovoljan|Zadovoljna] sam.',
    'Koristim svaki dan već mesec dana, a {N} <izgleda|izgledaju> kao prvog dana.',
    '{N} <je|su> odličan odnos cene i kvaliteta. Preporučujem svima.',
    '{N} za poklon? Pun pogodak, oduševili su se.',
    'Čvrsto, praktično i lepo izgleda. {N} <zaslužuje|zaslužuju> čistu peticu.',
    'Treći put poručujem iz ove prodavnice, a {N} <mi je|su mi> najbolja kupovina do sada.',
    '[Poručio|Poručila] sam dva komada, jedan za sebe i jedan za poklon. {N} <je|su> pravi pogodak.',
  ],
};

/** Comments that name the product in any category. */
const NAMED_ANY = [
  '{N} <izgleda|izgledaju> isto kao na slikama, a kvalitet je bolji nego što sam [očekivao|očekivala].',
  'Ko se još dvoumi: {N} <vredi|vrede> svake pare.',
  '{N} – preporuka od mene! Plaćanje pouzećem, sve korektno.',
  'Moj utisak posle dve nedelje: {N} <je|su> pun pogodak.',
  '[Poručio|Poručila] sam pre nedelju dana i mogu da kažem da {N} <ispunjava|ispunjavaju> sva očekivanja.',
  'Retko pišem komentare, ali {N} <zaslužuje|zaslužuju> svaku pohvalu.',
  'Nisam [verovao|verovala] komentarima dok nisam [probao|probala]. {N} <radi|rade> tačno ono što piše u opisu.',
];

/** Short comments about the order itself (no product claim at all). */
const SHORT = [
  'Stiglo danas, prvi utisak odličan.',
  '[Poručio|Poručila] sam i ja, jedva čekam da stigne!',
  'Preporuka! Sve je stiglo uredno spakovano.',
  'Kurir je bio ljubazan, a paket uredno spakovan. Sve pohvale.',
  'Drugi put poručujem, ovog puta sam [uzeo|uzela] tri komada.',
  'Pre slanja su me zvali da potvrde porudžbinu, baš profesionalno.',
  'Plaćanje pouzećem mi je bilo presudno, a sada znam da mogu da verujem ovoj prodavnici.',
  'Sve stiglo kako treba. Hvala!',
];

/** What a comment may end with (a social network's tone). */
const EMOJI_TAILS = [' 👍', ' ❤️', ' 😍', ' 👌', ' 🙌', ' 😊'];

const SURNAMES = [
  'Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović', 'Milošević',
  'Popović', 'Todorović', 'Kostić', 'Ristić', 'Mitrović', 'Savić', 'Lazić', 'Živković', 'Radovanović', 'Simić', 'Vasić',
  'Tomić', 'Marinković', 'Kovačević', 'Obradović', 'Lukić', 'Filipović', 'Janković', 'Gajić', 'Stevanović', 'Šarić',
  'Čolić', 'Mladenović', 'Vuković', 'Perić', 'Babić',
];

/** The phrase bank of a testimonial category ('ostalo' may still be a home or car product). */
export function bankCategoryOf(category: TestimonialCategory, name: string): ProductCategory {
  if (category === 'zdravlje') return 'health';
  if (category === 'tehnologija') return 'tech';
  if (category === 'beauty') return 'beauty';
  const guessed = detectCategory(name);
  return guessed === 'home' || guessed === 'auto' ? guessed : 'other';
}

/** 'pre 12 minuta' … 'pre mesec dana', newest first. */
function timesAgo(r: Rng, count: number): string[] {
  const pool: [number, string][] = [];
  for (const m of r.pickN([4, 7, 12, 18, 26, 34, 41, 52], 2)) pool.push([m, `pre ${m} ${plural(m, 'minut', 'minuta', 'minuta')}`]);
  for (const h of r.pickN([1, 2, 3, 4, 5, 6, 8, 11, 14, 19, 21, 23], 4)) pool.push([h * 60, `pre ${h} ${plural(h, 'sat', 'sata', 'sati')}`]);
  pool.push([1440, 'juče']);
  for (const d of [2, 3, 4, 5, 6]) pool.push([d * 1440, `pre ${d} dana`]);
  pool.push([7 * 1440, 'pre nedelju dana'], [14 * 1440, 'pre 2 nedelje'], [21 * 1440, 'pre 3 nedelje'], [30 * 1440, 'pre mesec dana']);
  return r
    .pickN(pool, count)
    .sort((a, b) => a[0] - b[0])
    .map(([, label]) => label);
}

function reactionsFor(r: Rng, likes: number): string[] {
  const n = likes < 5 ? 1 : likes < 20 ? 2 : 3;
  const first = r.chance(0.6) ? '👍' : '❤️';
  const rest = r.shuffle(TESTIMONIAL_REACTIONS.filter((e) => e !== first));
  return [first, ...rest].slice(0, Math.min(n, TESTIMONIAL_LIMITS.maxReactions));
}

/** Comments about the product `request.productName` of `request.category`, `count` of them (6 by default). */
export function writeAiTestimonials(request: TestimonialsRequest): AiTestimonial[] {
  const count = Math.min(TESTIMONIAL_LIMITS.maxCount, Math.max(1, Math.floor(request.count ?? TESTIMONIAL_LIMITS.defaultCount)));
  const name = cleanName(request.productName);
  const label = name.length <= 40 ? name : shortNameFrom(name);
  const several = isPluralName(name);
  const leads = !startsLowerCase(label);
  const category = request.category;
  const bank = bankFor(bankCategoryOf(category, name));
  const market = marketPhrases('Serbia');
  const r = seededRng(fold(name), category, 'comments');

  // About half name the product, the rest are the category's reviews and a short word about the order.
  const namedCount = Math.ceil(count / 2);
  const shortCount = count >= 4 ? 1 : 0;
  const named = r.pickN([...NAMED[category], ...NAMED_ANY], namedCount);
  // A bank review that is also a short one would stand twice.
  const reviews = r.pickN(bank.testimonials.filter((t) => !SHORT.includes(t)), count - namedCount - shortCount);
  const shorts = r.pickN(SHORT, shortCount);
  const texts = [...named.map((t) => ({ t, named: true })), ...reviews.map((t) => ({ t, named: false })), ...shorts.map((t) => ({ t, named: false }))];
  const ordered = [texts[0], ...r.shuffle(texts.slice(1))];

  const women = r.shuffle(market.femaleNames);
  const men = r.shuffle(market.maleNames);
  const surnames = r.shuffle(SURNAMES);
  const extras = r.shuffle(REVIEW_EXTRAS);
  const times = timesAgo(r, ordered.length);

  return ordered.map(({ t, named: mentionsName }, i) => {
    const female = r.chance(bank.femaleShare) ? women.length > 0 : men.length === 0;
    const first = (female ? women : men).shift() ?? (female ? 'Ana' : 'Marko');
    let text = t.replace(/<([^|>]*)\|([^>]*)>/g, (_m, one: string, many: string) => (several ? many : one));
    if (mentionsName) {
      // A name that starts lower-case ('iPhone …') opens no sentence, unless it heads the comment ('iPhone maska: …').
      if (!leads) text = text.replace(/(^|[.!?]\s+)\{N\}(?! –|:)/g, (_m, before: string) => `${before}${r.pick(['Iskreno, ', 'Moram da kažem, ', 'Evo mog utiska: '])}{N}`);
      text = text.replaceAll('{N}', label);
    }
    if (r.chance(0.3)) {
      const extra = extras.findIndex((e) => !e.topic.test(text));
      if (extra >= 0) text = `${text} ${extras.splice(extra, 1)[0].text}`;
    }
    text = polish(resolveGender(text, female));
    if (r.chance(0.3) && !/\p{Extended_Pictographic}/u.test(text)) text += r.pick(EMOJI_TAILS);
    const likes = 1 + Math.round(r.next() ** 2 * 30) + (i >= ordered.length / 2 ? r.int(0, 8) : 0);
    return {
      name: `${first} ${surnames[i % surnames.length]}`,
      comment: text,
      imageUrl: '',
      reactions: reactionsFor(r, likes),
      likes,
      timeAgo: times[i],
    };
  });
}
