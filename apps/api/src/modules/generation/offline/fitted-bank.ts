/**
 * A category's phrase bank with every line taken out that makes a claim this product does not fit
 * (claims.ts): a problem theme, FAQ item, bullet kind or story line goes as a whole. Where nothing
 * of a list is left, the same list of the general ('other') bank stands in, filtered the same way;
 * problem themes are topped up from it to the three the page shows.
 */
import type { ProductCategory } from '@cod/contracts';
import { holdsOffClaim, unfitBankRules, type ClaimRule } from '../claims.js';
import { CATEGORY_BANKS, bankFor, type CategoryBank } from './banks/index.js';

const PROBLEM_SECTIONS = 3;

function filterList(list: readonly unknown[], rules: readonly ClaimRule[]): unknown[] {
  return list.filter((item) => !holdsOffClaim(item, rules));
}

/** Filters every list under a container (the bank, its story), recursing into containers. */
function fit(value: unknown, fallback: unknown, rules: readonly ClaimRule[], inList = false): unknown {
  if (Array.isArray(value)) {
    // A list of lists (the story's days): each slot on its own.
    if (value.every((v) => Array.isArray(v))) return value.map((v, i) => fit(v, (fallback as unknown[] | undefined)?.[i], rules));
    const own = filterList(value, rules);
    if (own.length > 0) return own;
    const other = Array.isArray(fallback) ? filterList(fallback, rules) : [];
    return other.length > 0 ? other : value;
  }
  if (value && typeof value === 'object' && !inList) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fit(v, (fallback as Record<string, unknown> | undefined)?.[k], rules);
    return out;
  }
  return value;
}

const cache = new Map<string, CategoryBank>();

/**
 * The home bank is about house chores and the time they take: a home product that is no help with
 * them (a desk lamp, a thermos, an LED strip) is written with the general bank's words in the home
 * category's design, not as a chore.
 */
function baseBank(category: ProductCategory, rules: readonly ClaimRule[]): CategoryBank {
  const bank = bankFor(category);
  if (category !== 'home' || !rules.some((r) => r.id === 'chores')) return bank;
  return { ...CATEGORY_BANKS.other, id: bank.id, colors: bank.colors, typography: bank.typography, visual: bank.visual, tones: bank.tones };
}

/** The bank of a category for a product described by `productText` (name, description, features). */
export function fittedBank(category: ProductCategory, productText: string): CategoryBank {
  const rules = unfitBankRules(productText);
  const key = `${category}|${rules.map((r) => r.id).join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const bank = baseBank(category, rules);
  const general = CATEGORY_BANKS.other;
  const fitted = fit(bank, general, rules) as CategoryBank;
  if (fitted.problems.length < PROBLEM_SECTIONS) {
    const extra = general.problems.filter((t) => !holdsOffClaim(t, rules) && !fitted.problems.includes(t));
    fitted.problems = [...fitted.problems, ...extra].slice(0, Math.max(PROBLEM_SECTIONS, fitted.problems.length));
  }
  cache.set(key, fitted);
  return fitted;
}
