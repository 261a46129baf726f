import {
  DEFAULT_MARKET,
  DEFAULT_TEMPLATE,
  MARKETS,
  MAX_UPSELL_LINKS,
  MAX_WEBSITE_IMAGES,
  normalizeCustomUrl,
  slugify,
  type CreateWebsiteRequest,
  type MarketId,
  type TemplateName,
  type UpsellLinkInput,
} from '@cod/contracts';

/** The three wizard steps (spec 000 §4: step 1 → 2 → 3; change-market and back step back). */
export type BuilderStep = 1 | 2 | 3;
export const BUILDER_STEP_COUNT = 3;

/** An upsell as typed in the form (every field text; blanks are left out of the payload). */
export interface UpsellEntry {
  url: string;
  title: string;
  price: string;
  sku: string;
  image: string;
}

export interface BuilderForm {
  customUrl: string;
  /** While false, the custom URL follows the product name (slugify). */
  customUrlTouched: boolean;
  productLink: string;
  productName: string;
  sku: string;
  images: string[];
  currentPrice: string;
  originalPrice: string;
  upsells: UpsellEntry[];
}

export interface BuilderState {
  step: BuilderStep;
  market: MarketId;
  template: TemplateName;
  form: BuilderForm;
}

export const EMPTY_FORM: BuilderForm = {
  customUrl: '',
  customUrlTouched: false,
  productLink: '',
  productName: '',
  sku: '',
  images: [],
  currentPrice: '',
  originalPrice: '',
  upsells: [],
};

export const INITIAL_BUILDER: BuilderState = { step: 1, market: DEFAULT_MARKET, template: DEFAULT_TEMPLATE, form: EMPTY_FORM };

export type TextField = 'productLink' | 'sku' | 'currentPrice' | 'originalPrice';

export type BuilderAction =
  | { type: 'chooseMarket'; market: MarketId }
  | { type: 'chooseTemplate'; template: TemplateName }
  | { type: 'back' }
  | { type: 'setProductName'; value: string }
  | { type: 'setCustomUrl'; value: string }
  | { type: 'setField'; field: TextField; value: string }
  | { type: 'addImage'; url: string }
  | { type: 'removeImage'; index: number }
  | { type: 'addUpsell'; upsell: UpsellEntry }
  | { type: 'removeUpsell'; index: number }
  | { type: 'reset' };

/** A manually added image URL is ignored if empty or a duplicate (spec 001 §5). */
export function withImage(images: string[], url: string): string[] {
  const value = url.trim();
  if (!value || images.includes(value) || images.length >= MAX_WEBSITE_IMAGES) return images;
  return [...images, value];
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const form = state.form;
  switch (action.type) {
    case 'chooseMarket':
      return { ...state, market: action.market, step: 2 };
    case 'chooseTemplate':
      return { ...state, template: action.template, step: 3 };
    case 'back':
      return { ...state, step: state.step > 1 ? ((state.step - 1) as BuilderStep) : 1 };
    case 'setProductName':
      return {
        ...state,
        form: { ...form, productName: action.value, customUrl: form.customUrlTouched ? form.customUrl : slugify(action.value) },
      };
    case 'setCustomUrl':
      return { ...state, form: { ...form, customUrl: action.value, customUrlTouched: true } };
    case 'setField':
      return { ...state, form: { ...form, [action.field]: action.value } };
    case 'addImage':
      return { ...state, form: { ...form, images: withImage(form.images, action.url) } };
    case 'removeImage':
      return { ...state, form: { ...form, images: form.images.filter((_, i) => i !== action.index) } };
    case 'addUpsell':
      if (!action.upsell.url.trim() || form.upsells.length >= MAX_UPSELL_LINKS) return state;
      return { ...state, form: { ...form, upsells: [...form.upsells, action.upsell] } };
    case 'removeUpsell':
      return { ...state, form: { ...form, upsells: form.upsells.filter((_, i) => i !== action.index) } };
    case 'reset':
      return INITIAL_BUILDER;
  }
}

/** '' → undefined (absent); otherwise the number typed (a decimal comma is accepted). */
export function parseAmount(value: string): number | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return Number(text.replace(',', '.'));
}

function upsellInput(entry: UpsellEntry): UpsellLinkInput {
  const out: UpsellLinkInput = { url: entry.url.trim() };
  const title = entry.title.trim();
  const price = parseAmount(entry.price);
  const sku = entry.sku.trim();
  const image = entry.image.trim();
  if (title) out.title = title;
  if (price !== undefined) out.price = price;
  if (sku) out.sku = sku;
  if (image) out.image = image;
  return out;
}

/** The create payload of spec 000 §3 from the wizard (market sets currency and symbol). */
export function toCreateRequest(state: BuilderState): CreateWebsiteRequest {
  const { form } = state;
  const market = MARKETS.find((m) => m.id === state.market) ?? MARKETS[0];
  return {
    customUrl: normalizeCustomUrl(form.customUrl),
    productLink: form.productLink.trim(),
    productName: form.productName.trim(),
    sku: form.sku.trim() || null,
    images: form.images,
    // Absent when empty, so the schema says 'Nova cena je obavezna'.
    currentPrice: parseAmount(form.currentPrice) as number,
    originalPrice: parseAmount(form.originalPrice) ?? null,
    templateName: state.template,
    targetMarket: market.id,
    currency: market.currency,
    currencySymbol: market.currencySymbol,
    upsellProductLinks: form.upsells.map(upsellInput),
  };
}
