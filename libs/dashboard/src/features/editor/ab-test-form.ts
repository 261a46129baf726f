import {
  EXPERIMENT_MESSAGES,
  parseImageList,
  templateTraits,
  WEBSITE_MESSAGES,
  type CreateExperimentRequest,
  type ExperimentChanges,
  type WebsiteResponse,
} from '@cod/contracts';

export const OFFER_KEYS = ['single', 'double', 'triple'] as const;
export type OfferKey = (typeof OFFER_KEYS)[number];

/** The 'A/B test' tab's form: variant B as the seller types it, starting from the saved site (arm A). */
export interface AbTestForm {
  name: string;
  title: string;
  hook: string;
  /** Which of the site's images comes first in B (0: as now). */
  mainImage: number;
  templateName: string;
  /** The prices of 1, 2 and 3 pieces as typed. */
  prices: Record<OfferKey, string>;
  /** The old price as typed ('' for none). */
  originalPrice: string;
  split: number;
}

export type AbTestErrors = Partial<Record<'name' | 'split' | 'originalPrice' | 'form' | OfferKey, string>>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const priceText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? String(v) : '');
const siteOriginal = (site: WebsiteResponse): number | null => {
  const v = site.priceAnchoring?.originalPrice ?? site.originalPrice;
  return typeof v === 'number' && v > 0 ? v : null;
};

/** The form as the saved site is: nothing changed yet, half of the visitors on B. */
export function abTestFormOf(site: WebsiteResponse): AbTestForm {
  return {
    name: '',
    title: str(site.title),
    hook: str(site.hook),
    mainImage: 0,
    templateName: templateTraits(site.templateName).name,
    prices: {
      single: priceText(site.quantityOffers?.single?.price),
      double: priceText(site.quantityOffers?.double?.price),
      triple: priceText(site.quantityOffers?.triple?.price),
    },
    originalPrice: priceText(siteOriginal(site)),
    split: 50,
  };
}

/** A typed price: '2990', '49,99' or '49.99'; NaN for anything else. */
const parsePrice = (typed: string) => (/^\s*\d+([.,]\d{1,2})?\s*$/.test(typed) ? Number(typed.trim().replace(',', '.')) : NaN);

/**
 * The POST body of a new test: only what the seller changed goes into `changes` (a field left as the
 * site has it is A's and B's alike). The offers go whole, each with the site's own text and badge, when
 * any price changed; the images reordered when another one comes first. Errors (in the contracts' words)
 * when the name, the split, a price or the changes are not a test the server would take.
 */
export function abTestRequestOf(form: AbTestForm, site: WebsiteResponse): { body: CreateExperimentRequest; errors: AbTestErrors } {
  const errors: AbTestErrors = {};
  const changes: ExperimentChanges = {};

  const title = form.title.trim();
  if (title && title !== str(site.title).trim()) changes.title = title;
  const hook = form.hook.trim();
  if (hook && hook !== str(site.hook).trim()) changes.hook = hook;

  const images = parseImageList(site.images);
  if (form.mainImage > 0 && form.mainImage < images.length) changes.images = [images[form.mainImage], ...images.filter((_, i) => i !== form.mainImage)];

  if (form.templateName && form.templateName !== templateTraits(site.templateName).name) changes.templateName = form.templateName;

  const saved = site.quantityOffers;
  const prices = {} as Record<OfferKey, number>;
  let pricesChanged = false;
  for (const k of OFFER_KEYS) {
    const was = saved?.[k]?.price;
    if (form.prices[k].trim() === priceText(was)) {
      prices[k] = Number(was);
      continue;
    }
    const price = parsePrice(form.prices[k]);
    if (!(price > 0)) errors[k] = WEBSITE_MESSAGES.priceInvalid;
    else {
      prices[k] = price;
      if (price !== was) pricesChanged = true;
    }
  }
  // The offers go whole: a price the site lacks must be typed too.
  if (pricesChanged) for (const k of OFFER_KEYS) if (!errors[k] && !(prices[k] > 0)) errors[k] = WEBSITE_MESSAGES.priceInvalid;
  if (pricesChanged && !OFFER_KEYS.some((k) => errors[k])) {
    changes.quantityOffers = Object.fromEntries(
      OFFER_KEYS.map((k) => [k, { price: prices[k], text: str(saved?.[k]?.text), badge: str(saved?.[k]?.badge) }]),
    ) as NonNullable<ExperimentChanges['quantityOffers']>;
  }

  const originalTyped = form.originalPrice.trim();
  const original = originalTyped === '' ? null : parsePrice(originalTyped);
  if (original !== null && !(original > 0)) errors.originalPrice = WEBSITE_MESSAGES.priceInvalid;
  else if (original !== siteOriginal(site)) changes.priceAnchoring = { originalPrice: original };

  const name = form.name.trim();
  if (!name) errors.name = EXPERIMENT_MESSAGES.nameRequired;
  if (!Number.isInteger(form.split) || form.split < 1 || form.split > 99) errors.split = EXPERIMENT_MESSAGES.splitInvalid;
  if (!Object.keys(changes).length && !OFFER_KEYS.some((k) => errors[k]) && !errors.originalPrice) errors.form = EXPERIMENT_MESSAGES.noChanges;

  return { body: { name, changes, split: form.split }, errors };
}
