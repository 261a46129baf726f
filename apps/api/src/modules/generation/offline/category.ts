/**
 * The product's category, decided from its own facts: the name's head noun first (what the
 * product is; 'LED stona lampa sa bežičnim punjačem' is a lamp that also charges), then the page's
 * description and features. A caller's category is a hint: it stands while the facts say nothing
 * against it, and gives way when they clearly name another category. When the facts disagree with
 * each other, the copy is neutral ('other'): neutral copy beats copy about the wrong product.
 */
import { PRODUCT_CATEGORIES, categoryScores, type CategoryScore, type ProductCategory } from '@cod/contracts';
import type { ProductFacts } from '../copywriter.js';

/** What a name adds after its head: 'X sa Y', 'X with Y', 'X + Y', 'X – Y', 'X, Y'. */
const ACCESSORY = /\s(?:sa|s|with|plus|incl\.?|including)\s|\s[+&–—|]\s|,|\(/iu;

/** The head of a product name: what the product is, before what it comes with. */
export function nameHead(name: string): string {
  const cut = name.search(ACCESSORY);
  return (cut > 0 ? name.slice(0, cut) : name).trim();
}

/** Evidence of another category strong enough to overrule a hint: two keywords, or a phrase and a keyword. */
const CLEAR = 4;
/** Facts that speak for another category this strongly, with nothing for the head's, make the head doubtful. */
const FACTS_AGAINST = 6;

const scoreOf = (scores: readonly CategoryScore[], category: ProductCategory) => scores.find((s) => s.category === category)?.score ?? 0;

/** The category the facts decide, or undefined when they say nothing. */
function fromFacts(product: ProductFacts, name: string, brand: string): ProductCategory | undefined {
  const head = categoryScores(`${nameHead(name)} ${brand}`);
  const facts = categoryScores(`${product.description ?? ''} ${(product.features ?? []).join(' ')}`.slice(0, 4000));
  const [top] = head;
  if (top.score > 0) {
    if (top.category === 'other') return 'other';
    // The head names one category, the page's text another and nothing of the head's: neutral.
    const [factsTop] = facts;
    if (factsTop.score >= FACTS_AGAINST && factsTop.category !== top.category && scoreOf(facts, top.category) === 0) return 'other';
    return top.category;
  }
  // The head names nothing known: the whole name (what comes with it) and the page's text together,
  // decisive only with a clear lead.
  const whole = categoryScores(`${name} ${brand}`);
  const combined = whole.map((s) => ({ category: s.category, score: 2 * s.score + scoreOf(facts, s.category) })).sort((a, b) => b.score - a.score);
  const [best, second] = combined;
  if (best.score >= CLEAR && best.score >= 2 * second.score) return best.category;
  return best.score > 0 ? 'other' : undefined;
}

/** The category the copy is written for: decided by the facts, the caller's hint where they are silent. */
export function productCategory(product: ProductFacts, name: string, brand: string): ProductCategory {
  const hint = product.category && (PRODUCT_CATEGORIES as readonly string[]).includes(product.category) ? product.category : undefined;
  const decided = fromFacts(product, name, brand);
  if (!hint) return decided ?? 'other';
  if (!decided || decided === hint) return hint;
  // The hint stands unless the name and page clearly name another category and nothing of the hint's.
  const all = categoryScores(`${name} ${brand} ${product.description ?? ''} ${(product.features ?? []).join(' ')}`.slice(0, 4000));
  const against = all[0].category === hint ? 0 : all[0].score;
  return scoreOf(all, hint) === 0 && against >= CLEAR ? decided : hint;
}
