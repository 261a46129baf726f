import {
  DEFAULT_MARKET,
  DEFAULT_TEMPLATE,
  MARKETS,
  MAX_UPSELL_LINKS,
  MAX_WEBSITE_IMAGES,
  createWebsiteSchema,
  normalizeCustomUrl,
  slugify,
  validate,
  WEBSITE_MESSAGES,
  type CreateWebsiteRequest,
  type FieldErrors,
  type MarketId,
  type ProductReadResponse,
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

/** The fields a product read may fill (the custom URL has its own flag, `customUrlTouched`). */
export type PrefillField = 'productName' | 'sku' | 'currentPrice' | 'originalPrice' | 'images';
const PREFILL_FIELDS: readonly PrefillField[] = ['productName', 'sku', 'currentPrice', 'originalPrice', 'images'];

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
  /** Fields the seller filled in himself: a product read never overwrites them (an emptied field is open again). */
  typed: Record<PrefillField, boolean>;
  /** What the form was last filled from (prefillKey of link and market): that read is not made again. */
  prefilledFrom: string | null;
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
  typed: { productName: false, sku: false, currentPrice: false, originalPrice: false, images: false },
  prefilledFrom: null,
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
  | { type: 'prefill'; key: string; data: ProductReadResponse }
  | { type: 'reset' };

/** The identity of one product read: the link and the market (another market converts prices anew). */
export const prefillKey = (url: string, market: MarketId) => `${market} ${url.trim()}`;

const isPrefillField = (field: string): field is PrefillField => (PREFILL_FIELDS as readonly string[]).includes(field);

/**
 * The form filled from a product read: every field the seller did not fill in himself takes the page's
 * value (or becomes empty when the page has none, so nothing of an earlier link stays); the original
 * price only when the page had one; the custom URL the server's free suggestion while the seller has
 * not edited it and the name is the page's. `filled`: the fields that now hold a value from the page.
 */
export function applyProductRead(form: BuilderForm, key: string, data: ProductReadResponse): { form: BuilderForm; filled: (PrefillField | 'customUrl')[] } {
  const next: BuilderForm = { ...form, prefilledFrom: key };
  const filled: (PrefillField | 'customUrl')[] = [];
  const text = (field: Exclude<PrefillField, 'images'>, value: string | number | null) => {
    if (form.typed[field]) return;
    next[field] = value === null ? '' : String(value);
    if (next[field]) filled.push(field);
  };
  text('productName', data.name);
  text('sku', data.sku);
  text('currentPrice', data.price);
  text('originalPrice', data.originalPrice);
  if (!form.typed.images) {
    next.images = data.images.reduce(withImage, [] as string[]);
    if (next.images.length) filled.push('images');
  }
  if (!form.typed.productName && (!form.customUrlTouched || !form.customUrl.trim())) {
    next.customUrl = data.suggestedCustomUrl ?? slugify(next.productName);
    next.customUrlTouched = false;
    if (next.customUrl) filled.push('customUrl');
  }
  return { form: next, filled };
}

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
        form: {
          ...form,
          productName: action.value,
          customUrl: form.customUrlTouched ? form.customUrl : slugify(action.value),
          typed: { ...form.typed, productName: action.value.trim() !== '' },
        },
      };
    case 'setCustomUrl':
      return { ...state, form: { ...form, customUrl: action.value, customUrlTouched: true } };
    case 'setField': {
      const typed = isPrefillField(action.field) ? { ...form.typed, [action.field]: action.value.trim() !== '' } : form.typed;
      return { ...state, form: { ...form, [action.field]: action.value, typed } };
    }
    case 'addImage': {
      const images = withImage(form.images, action.url);
      return { ...state, form: { ...form, images, typed: { ...form.typed, images: images.length > 0 } } };
    }
    case 'removeImage': {
      const images = form.images.filter((_, i) => i !== action.index);
      return { ...state, form: { ...form, images, typed: { ...form.typed, images: images.length > 0 } } };
    }
    case 'prefill':
      return { ...state, form: applyProductRead(form, action.key, action.data).form };
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

type Errors = FieldErrors<CreateWebsiteRequest>;

/**
 * Every field's message at once (spec 000 §5): the builder's own checks first ('URL je obavezan', 'Link
 * proizvoda je obavezan', 'Naziv proizvoda je obavezan', 'Dodajte barem jednu sliku'), then the create
 * schema's for the rest ('Mora biti validan link', 'Nova cena je obavezna', …).
 */
export function builderFieldErrors(state: BuilderState): Errors {
  const { form } = state;
  const errors: Errors = { ...validate(createWebsiteSchema, toCreateRequest(state)).errors };
  if (!form.customUrl.trim()) errors.customUrl = WEBSITE_MESSAGES.customUrlRequired;
  if (!form.productLink.trim()) errors.productLink = WEBSITE_MESSAGES.productLinkRequired;
  if (!form.productName.trim()) errors.productName = WEBSITE_MESSAGES.productNameRequired;
  if (!form.images.some((i) => i.trim())) errors.images = WEBSITE_MESSAGES.addOneImage;
  for (const field of Object.keys(errors) as (keyof Errors)[]) if (!errors[field]) delete errors[field];
  return errors;
}
