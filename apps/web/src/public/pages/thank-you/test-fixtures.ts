import type { PublicAssets, PublicOrder, PublicWebsiteListItem, UpsellProductResponse, WebsiteResponse } from '@cod/contracts';

/** Realistic models for the thank-you and storefront tests and screenshots (not shipped). */

export const ASSETS: PublicAssets = { script: '/assets/public-test.js', css: { product: '', 'thank-you': '', storefront: '' } };

const HASH = (n: number) => n.toString(16).padStart(32, 'a');

export const COMMON = {
  canonicalUrl: 'https://shop.example.rs/hvala/7/ORD-20250114-AB12CD',
  previewProductionUrl: null,
  pixelId: null,
};

export const site = {
  id: 7,
  productId: 'prod-7',
  userId: 3,
  title: 'Ortopedski jastuk MemoryFoam',
  shortName: 'MemoryFoam',
  hook: 'Probudite se bez bolova u vratu',
  bullets: [],
  longDescription: '',
  faq: [],
  keywords: [],
  seoTitle: '',
  seoDescription: '',
  palette: { primary: '#0D9488', bg: '#F0FDFA', secondary: '#14B8A6', accent: '#F59E0B', text: '#1F2937' },
  priceAnchoring: { originalPrice: 4990, currentPrice: 2990, savings: 2000, comparisonText: '' },
  images: ['/uploads/images/' + HASH(1) + '.webp'],
  currency: 'RSD',
  currencySymbol: 'RSD',
  currentPrice: 2990,
  originalPrice: 4990,
  targetMarket: 'Serbia',
  templateName: 'Sales Template',
  customUrl: 'memory-jastuk',
  sku: 'MF-01',
  productLink: 'https://example.com/p/1',
  previewMode: 'customer',
  isActive: true,
  hasUpsellProducts: true,
  createdAt: '2025-01-14T10:00:00.000Z',
  updatedAt: '2025-01-14T10:00:00.000Z',
} as unknown as WebsiteResponse;

export const order: PublicOrder = {
  orderId: 'ORD-20250114-AB12CD',
  websiteId: 7,
  quantity: 2,
  totalPrice: 4990,
  currency: 'RSD',
  currencySymbol: 'RSD',
  firstName: 'Marko',
  lastName: 'Petrović',
  email: 'marko@example.rs',
  phone: '+381641234567',
  address: 'Bulevar oslobođenja 12',
  city: 'Novi Sad',
  postalCode: '21000',
  productName: 'Ortopedski jastuk MemoryFoam',
  status: 'pending',
  createdAt: '2025-01-14T10:05:00.000Z',
  upsellDelayedUntil: '2025-01-14T10:20:00.000Z',
};

export function upsell(id: number, over: Partial<UpsellProductResponse> = {}): UpsellProductResponse {
  return {
    id,
    websiteId: 7,
    originalUrl: `https://example.com/u/${id}`,
    title: `Svilena jastučnica ${id}`,
    urgentDescription: 'Samo danas uz vašu porudžbinu — 50% popusta!',
    originalPrice: 2990,
    discountPrice: 1490,
    savings: 1500,
    images: ['/uploads/images/' + HASH(100 + id) + '.webp', 'https://cdn.example.com/u' + id + '.jpg'],
    features: ['Čuva kosu i kožu lica', 'Prirodna svila 22 momme', 'Pere se na 30°C'],
    stockLeft: 3,
    sku: `SJ-${id}`,
    isActive: true,
    aiProcessed: true,
    aiProcessingError: null,
    createdAt: '2025-01-14T10:00:00.000Z',
    updatedAt: '2025-01-14T10:00:00.000Z',
    ...over,
  };
}

const STORE_TITLES: [string, string][] = [
  ['Bežične slušalice AirSound Pro', 'Kristalno čist zvuk bez kablova'],
  ['Korektor držanja PostureFix', 'Kraj bolovima u leđima'],
  ['Serum za lice sa hijaluronom', 'Koža kao posle spa tretmana'],
  ['Usisivač za auto 120W', 'Čist auto za 5 minuta'],
  ['Seckalica za povrće 12u1', 'Kuhinja bez muke'],
  ['Pametni sat FitWatch', 'Prati korake, san i puls'],
  ['Masažer za vrat EMS', 'Opuštanje za 15 minuta'],
  ['Fen za kosu IonicAir', 'Sjajna kosa bez oštećenja'],
  ['Đački ranac Ergo', 'Lagan i udoban za školu'],
];

export function storeItems(n = STORE_TITLES.length): PublicWebsiteListItem[] {
  return STORE_TITLES.slice(0, n).map(([title, hook], i) => ({
    id: 101 + i,
    productId: `p-${101 + i}`,
    title,
    shortName: title.split(' ')[0]!,
    hook,
    images: i % 3 === 2 ? [] : ['/uploads/images/' + HASH(200 + i) + '.webp'],
    currentPrice: 2990 + i * 1000,
    originalPrice: i % 2 === 0 ? 4990 + i * 1000 : null,
    currency: 'RSD',
    currencySymbol: 'RSD',
    customUrl: i === 0 ? '//airsound-pro' : `proizvod-${101 + i}`,
    targetMarket: 'Serbia',
    createdAt: '2025-01-14T10:00:00.000Z',
  }));
}
