import { renderPublicPage } from '../../entry-server.js';
import { ORDER_MESSAGES, type PublicPageModel } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { pageCommonFixture, PUBLIC_ASSETS_FIXTURE, publicOrderFixture, shopFixture, upsellProductFixture, websiteFixture } from '@cod/contracts/testing';
import { afterEach, beforeEach, vi } from 'vitest';

const render = (model: PublicPageModel) => {
  const out = renderPublicPage(model, PUBLIC_ASSETS_FIXTURE);
  const doc = new DOMParser().parseFromString(out.html, 'text/html');
  return { ...out, doc, text: doc.body.textContent ?? '' };
};
const testid = (doc: Document, id: string) => doc.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const noindex = (doc: Document) => doc.querySelector('meta[name="robots"]')?.getAttribute('content');
const pageData = (doc: Document) => JSON.parse(doc.getElementById('cod-page')!.textContent!);
const COMMON = pageCommonFixture();
const site = websiteFixture();
const order = publicOrderFixture();
const upsell = upsellProductFixture;

describe('upsell thank-you page (/hvala/{websiteId}/{orderId})', () => {
  const model: PublicPageModel = { ...COMMON, kind: 'thank-you-upsell', site, order, upsells: [upsell(11), upsell(12, { images: [], stockLeft: 1 })] };
  // 8 minutes before the order's upsell window closes (publicOrderFixture: 10:20).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-14T10:12:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the order number, the real time left, offers and order summary; noindex', () => {
    const { status, doc, text } = render(model);
    expect(status).toBe(200);
    expect(noindex(doc)).toBe('noindex, nofollow');
    expect(testid(doc, 'order-number')!.textContent).toContain(order.orderId);
    // No delivery time without the seller's terms.
    expect(testid(doc, 'delivery-time')).toBeNull();
    expect(text).not.toMatch(/radn(ih|a) dana|24 sata/);
    const countdown = testid(doc, 'upsell-countdown')!;
    expect(countdown.textContent).toBe('8:00');
    expect(JSON.parse(countdown.dataset.props!)).toEqual({ endsAt: order.upsellDelayedUntil, format: 'm:ss' });
    // Offers: title, urgent text, features, struck original, discount price, savings, add button; no stock figure.
    const card = testid(doc, 'upsell-product-11')!;
    expect(card.textContent).toContain('Svilena jastučnica 11');
    expect(card.textContent).toContain('Samo danas uz vašu porudžbinu');
    expect(card.textContent).toContain('Prirodna svila 22 momme');
    expect(card.querySelector('s')!.textContent).toBe('2.990 RSD');
    expect(card.querySelector('[data-testid="upsell-price"]')!.textContent).toBe('1.490 RSD');
    expect(card.textContent).toContain('Uštedite 1.500 RSD');
    expect(text).not.toContain('na stanju');
    // An offer without a real old price shows none.
    const plain = render({ ...model, upsells: [upsell(13, { originalPrice: 1490, savings: 0 })] }).doc;
    expect(testid(plain, 'upsell-product-13')!.querySelector('s')).toBeNull();
    expect(testid(plain, 'upsell-product-13')!.textContent).not.toContain('Uštedite');
    const add = testid(doc, 'upsell-add-11') as HTMLButtonElement;
    expect(add.tagName).toBe('BUTTON');
    expect(add.textContent).toBe('DODAJ U PORUDŽBINU');
    expect(add.disabled).toBe(false);
    // The confirmation popup is there, hidden until an offer is added.
    const popup = testid(doc, 'upsell-confirmation')!;
    expect(popup.hidden).toBe(true);
    expect(popup.textContent).toContain(ORDER_MESSAGES.upsellAdded);
    // Order summary.
    const summary = testid(doc, 'order-summary')!.textContent!;
    expect(summary).toContain(order.productName!);
    expect(summary).toContain('2 kom.');
    expect(summary).toContain('4.990 RSD');
    // The way back is the seller's site.
    expect(testid(doc, 'home-link')!.getAttribute('href')).toBe('/prodavnica');
    expect(render({ ...model, homeUrl: '/masazer-za-vrat' }).doc.querySelector('[data-testid="home-link"]')!.getAttribute('href')).toBe('/masazer-za-vrat');
  });

  it("with the seller's profile: delivery time, identity and terms", () => {
    const { doc, text } = render({ ...model, shop: shopFixture() });
    expect(testid(doc, 'delivery-time')!.textContent!.trim()).toBe('Isporuka za 2–4 radna dana');
    const identity = testid(doc, 'shop-identity')!.textContent!;
    for (const part of ['Kućni Kutak', 'Kućni Kutak DOO Novi Sad', 'Bulevar oslobođenja 12, Novi Sad', 'PIB: 101134702', 'MB: 08765432', 'kontakt@kucnikutak.rs']) expect(identity).toContain(part);
    expect(testid(doc, 'shop-terms')!.textContent).toBe('Plaćanje pouzećemBesplatna dostavaRok isporuke: 2–4 radna danaPovraćaj u roku od 14 danaGarancija 24 meseca');
    expect(text).toContain('Isporuka za 2–4 radna dana');
  });

  it('runs a 4 s picture carousel with srcset for our stored images', () => {
    const { doc } = render(model);
    const carousel = testid(doc, 'upsell-product-11')!.querySelector<HTMLElement>('[data-island="carousel"]')!;
    expect(JSON.parse(carousel.dataset.props!)).toEqual({ interval: 4000 });
    const slides = carousel.querySelectorAll<HTMLElement>('[data-slide]');
    expect(slides).toHaveLength(2);
    expect(slides[1]!.hidden).toBe(true);
    const stored = slides[0]!.querySelector('img')!;
    expect(stored.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w/);
    expect(slides[1]!.querySelector('img')!.hasAttribute('srcset')).toBe(false);
    expect(slides[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    // No pictures: one stock picture, no carousel.
    const noPics = testid(doc, 'upsell-product-12')!;
    expect(noPics.querySelector('[data-island="carousel"]')).toBeNull();
    expect(noPics.querySelector('img')!.getAttribute('src')).toMatch(/^\/stock\//);
  });

  it('gives the island the order facts and the offers’ prices', () => {
    const { doc } = render(model);
    const island = doc.querySelector<HTMLElement>('[data-island="upsell-offers"]')!;
    const props = JSON.parse(island.dataset.props!);
    expect(props).toMatchObject({
      orderId: order.orderId,
      websiteId: order.websiteId,
      currency: 'RSD',
      currencySymbol: 'RSD',
      items: [
        { id: 11, price: 1490 },
        { id: 12, price: 1490 },
      ],
    });
    expect(pageData(doc)).toMatchObject({ kind: 'thank-you-upsell', orderId: order.orderId, websiteId: order.websiteId });
    // The customer's address and phone are not in the script data (the server uses its own records).
    expect(island.dataset.props).not.toContain('+381641234567');
  });

  it('escapes hostile seller text', () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { html, doc } = render({
      ...COMMON,
      kind: 'thank-you-upsell',
      site: { ...site, shortName: evil, title: evil },
      order: { ...order, productName: evil },
      upsells: [upsell(11, { title: evil, urgentDescription: evil, features: [evil] })],
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(doc.querySelectorAll('script')).toHaveLength(2); // the public script and the page data
    expect(doc.querySelector('[onerror]')).toBeNull();
    expect(testid(doc, 'upsell-product-11')!.querySelector('h3')!.textContent).toBe(evil);
  });

  it('without offers shows the thanks without the offer block', () => {
    const { doc, text } = render({ ...model, upsells: [] });
    expect(testid(doc, 'upsell-countdown')).toBeNull();
    expect(doc.querySelector('[data-island="upsell-offers"]')).toBeNull();
    expect(text).toContain(order.orderId);
  });
});

describe('older thank-you page (/hvala)', () => {
  it('thanks with the order number if known, no invented offers or deadline; noindex', () => {
    const { status, doc, text } = render({ ...COMMON, kind: 'thank-you-legacy', orderId: 'ORD-1234567' });
    expect(status).toBe(200);
    expect(noindex(doc)).toBe('noindex, nofollow');
    expect(doc.querySelectorAll('[data-testid^="legacy-offer-"]')).toHaveLength(0);
    expect(doc.querySelector('[data-island="countdown"]')).toBeNull();
    expect(text).toContain('#ORD-1234567');
    expect(testid(doc, 'home-link')!.getAttribute('href')).toBe('/prodavnica');
  });

  it('works without an order number', () => {
    const { doc } = render({ ...COMMON, kind: 'thank-you-legacy', orderId: null });
    expect(testid(doc, 'order-number')).toBeNull();
  });
});

describe('upsell-accepted page (/hvala-upsell)', () => {
  it('celebrates (5 s, CSS only), says the product ships with the order, lists next steps and links home', () => {
    const { doc, text, html } = render({ ...COMMON, kind: 'upsell-accepted', orderId: 'ORD-777777' });
    expect(noindex(doc)).toBe('noindex, nofollow');
    expect(testid(doc, 'celebration')).not.toBeNull();
    expect(html).toMatch(/@keyframes cod-confetti/);
    expect(text).toContain('stiže zajedno sa vašom originalnom porudžbinom');
    // Times only from the seller's terms (spec 001 §2.4's '1-3 dana' and '24 sata' are nobody's promise).
    expect(text).not.toMatch(/1-3|24 sata|24h/);
    expect(render({ ...COMMON, kind: 'upsell-accepted', orderId: 'ORD-777777', shop: shopFixture() }).text).toContain('Isporuka za 2–4 radna dana');
    expect(text).toContain('#ORD-777777');
    // Back to the seller's site, never the platform's '/' (the sign-in).
    const home = Array.from(doc.querySelectorAll('a')).find((a) => a.textContent === 'Nazad na početnu')!;
    expect(home.getAttribute('href')).toBe('/prodavnica');
    expect(doc.querySelectorAll('script')).toHaveLength(2);
  });
});

describe('simple thank-you page (/hvala-simple)', () => {
  it('shows the order details with Serbian number formatting and what follows', () => {
    const { status, doc, text } = render({ ...COMMON, kind: 'thank-you-simple', order: { ...order, totalPrice: 12990 } });
    expect(status).toBe(200);
    expect(noindex(doc)).toBe('noindex, nofollow');
    const details = testid(doc, 'order-details')!.textContent!;
    for (const part of [`#${order.orderId}`, '2 kom.', '12.990 RSD', '+381641234567', 'marko@example.rs', 'Bulevar oslobođenja 12', 'Novi Sad']) {
      expect(details).toContain(part);
    }
    expect(text).not.toMatch(/24 sata|radnih dana/);
    expect(render({ ...COMMON, kind: 'thank-you-simple', order, shop: shopFixture() }).text).toContain('Isporuka za 2–4 radna dana');
  });

  it('formats euro with cents', () => {
    const { doc } = render({ ...COMMON, kind: 'thank-you-simple', order: { ...order, totalPrice: 49.9, currency: 'EUR', currencySymbol: '€' } });
    expect(testid(doc, 'order-details')!.textContent).toContain('49,90 €');
  });

  it('without an order says "Porudžbina nije pronađena" with a link home', () => {
    const { status, doc } = render({ ...COMMON, kind: 'thank-you-simple', order: null });
    expect(status).toBe(404);
    expect(noindex(doc)).toBe('noindex, nofollow');
    const box = testid(doc, 'order-not-found')!;
    expect(box.textContent).toContain(ORDER_MESSAGES.notFound);
    expect(box.querySelector('a')!.getAttribute('href')).toBe('/prodavnica');
  });
});

describe('generic thank-you page (/hvala-success, /thank-you-success)', () => {
  it('says it closes in 60 seconds and has a close button; noindex', () => {
    const { doc } = render({ ...COMMON, kind: 'thank-you-generic' });
    expect(noindex(doc)).toBe('noindex, nofollow');
    expect(testid(doc, 'auto-close-text')!.textContent).toBe('Ova stranica će se automatski zatvoriti za 60 sekundi.');
    expect(testid(doc, 'close-window')!.textContent).toBe('Zatvori prozor');
    expect(JSON.parse(doc.querySelector<HTMLElement>('[data-island="auto-close"]')!.dataset.props!)).toEqual({ seconds: 60 });
  });
});
