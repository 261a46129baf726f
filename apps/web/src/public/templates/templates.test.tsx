import { ORDER_MESSAGES, type ProductPageModel, type UrgencyElements, type WebsiteResponse } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { renderPublicPage } from '../entry-server.js';
import { featureOf } from './DefaultTemplate.js';
import { FOREIGN_IMAGE, productPageFixture, PUBLIC_ASSETS_FIXTURE, shopFixture, STORED_IMAGE, STORED_IMAGE_2, websiteFixture } from '@cod/contracts/testing';

/** Text as React writes it into HTML. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function render(site: WebsiteResponse, extra: Partial<ProductPageModel> = {}) {
  const page = renderPublicPage(productPageFixture(site, extra), PUBLIC_ASSETS_FIXTURE);
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  return { ...page, doc };
}

const sales = (o: Partial<WebsiteResponse> = {}) => websiteFixture({ templateName: 'Sales Template', ...o });
const advertorial = (o: Partial<WebsiteResponse> = {}) => websiteFixture({ templateName: 'Advertorial Template', ...o });
const minimal = (o: Partial<WebsiteResponse> = {}) => websiteFixture({ templateName: 'Minimalistic', ...o });

const allOff = (): UrgencyElements => {
  const u = websiteFixture().urgencyElements;
  return Object.fromEntries(Object.entries(u).map(([k, e]) => [k, { ...e, enabled: false }])) as unknown as UrgencyElements;
};

describe('product page head', () => {
  it('has title, description, canonical, og tags, preload and theme from the site', () => {
    const site = sales();
    const { html, status, doc } = render(site);
    expect(status).toBe(200);
    expect(doc.title).toBe(site.seoTitle);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(site.seoDescription);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example.rs/masazer-za-vrat');
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(site.seoTitle);
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`https://shop.example.rs${STORED_IMAGE}`);
    const preload = doc.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload.getAttribute('href')).toBe(STORED_IMAGE);
    expect(preload.getAttribute('imagesrcset')).toContain('0123456789abcdef0123456789abcdef-320.webp 320w');
    expect(preload.getAttribute('imagesizes')).toBe(doc.querySelector('img[fetchpriority="high"]')!.getAttribute('sizes'));
    expect(html).toContain(':root{--brand:#059669;--brand-2:#10B981;--accent:#F59E0B;--page-bg:#ECFDF5;--ink:#1F2937}');
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#059669');
    // React adds no second preload of its own.
    expect(doc.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });

  it('falls back to the title, the hook and the default palette', () => {
    const { doc, html } = render(sales({ seoTitle: '', seoDescription: '', palette: { primary: 'red;}', bg: '' } as never }));
    expect(doc.title).toBe('Masažer za vrat i leđa sa grejanjem');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('vratite sebi lakoću pokreta');
    expect(html).toContain('--brand:#0D9488');
    expect(html).toContain('--page-bg:#F0FDFA');
  });

  it('uses a foreign first image as it is for og:image, without srcset', () => {
    const { doc } = render(sales({ images: [FOREIGN_IMAGE] }));
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(FOREIGN_IMAGE);
    const hero = doc.querySelector('img[fetchpriority="high"]')!;
    expect(hero.getAttribute('src')).toBe(FOREIGN_IMAGE);
    expect(hero.hasAttribute('srcset')).toBe(false);
  });

  it('resolves old image values and has a stock picture when there are none', () => {
    expect(render(sales({ images: ['slika.jpg'] })).doc.querySelector('img[fetchpriority="high"]')!.getAttribute('src')).toBe('/uploads/images/slika.jpg');
    const none = render(sales({ images: [] }));
    expect(none.doc.querySelector('img[fetchpriority="high"]')!.getAttribute('src')).toBe('/stock/health.svg');
    expect(none.doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://shop.example.rs/stock/health.svg');
  });

  it('passes the page data the islands need', () => {
    const { doc } = render(sales());
    const data = JSON.parse(doc.getElementById('cod-page')!.textContent!);
    expect(data).toEqual({
      kind: 'product',
      websiteId: 42,
      productId: 'prod-masazer-42',
      productName: 'Masažer za vrat i leđa sa grejanjem',
      currency: 'RSD',
      currencySymbol: 'RSD',
      price: 2990,
      pixelId: '123456789012345',
      templateName: 'Sales Template',
      targetMarket: 'Serbia',
    });
  });

  it('shows the preview-domain banner with the production link', () => {
    const { doc } = render(sales(), { previewProductionUrl: 'https://shop.example.rs/masazer-za-vrat' });
    const banner = doc.querySelector('[data-testid="preview-banner"]')!;
    expect(banner.textContent).toContain('Events Manager');
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('https://shop.example.rs/masazer-za-vrat');
    expect(render(sales()).doc.querySelector('[data-testid="preview-banner"]')).toBeNull();
  });
});

describe('images', () => {
  it('hero: sizes reserved, fetched first; others lazy; our images with srcset', () => {
    for (const site of [sales(), advertorial(), minimal()]) {
      const { doc } = render(site);
      const hero = doc.querySelector('img[fetchpriority="high"]')!;
      expect(hero.getAttribute('width')).toBeTruthy();
      expect(hero.getAttribute('height')).toBeTruthy();
      expect(hero.hasAttribute('loading')).toBe(false);
      expect(hero.getAttribute('srcset')).toBe(
        '/uploads/images/0123456789abcdef0123456789abcdef-320.webp 320w, /uploads/images/0123456789abcdef0123456789abcdef-640.webp 640w, /uploads/images/0123456789abcdef0123456789abcdef-960.webp 960w, /uploads/images/0123456789abcdef0123456789abcdef.webp 1280w',
      );
      expect(doc.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
      expect(doc.querySelector('link[rel="preload"][as="image"]')!.getAttribute('imagesizes')).toBe(hero.getAttribute('sizes'));
      const others = Array.from(doc.querySelectorAll('img')).filter((i) => i !== hero);
      expect(others.length).toBeGreaterThan(0);
      for (const img of others) {
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(img.getAttribute('decoding')).toBe('async');
        expect(img.getAttribute('width')).toBeTruthy();
        if (img.getAttribute('src') === FOREIGN_IMAGE) expect(img.hasAttribute('srcset')).toBe(false);
        else if (img.getAttribute('src')?.startsWith('/uploads/images/')) expect(img.getAttribute('srcset')).toMatch(/-640\.webp 640w/);
      }
      expect(doc.body.innerHTML).toContain(STORED_IMAGE_2.replace('.webp', '-960.webp'));
    }
  });

  it("every content picture names its place in the site's images (the owner's replace control)", () => {
    for (const site of [sales(), advertorial(), minimal()]) {
      const { doc } = render(site);
      const pictures = Array.from(doc.querySelectorAll('main img, article img'));
      expect(pictures.length).toBeGreaterThan(1);
      for (const img of pictures) expect(img.getAttribute('src')).toBe(site.images[Number(img.getAttribute('data-image-index'))]);
      // each of the site's pictures is reachable on every template but the advertorial (which shows the first three)
      const indexes = new Set(pictures.map((img) => img.getAttribute('data-image-index')));
      expect(indexes.size).toBe(Math.min(site.images.length, 3));
    }
    const stock = render(minimal({ images: [] })).doc.querySelector('img[fetchpriority="high"]')!;
    expect(stock.getAttribute('data-image-index')).toBe('0');
  });
});

describe('Sales Template', () => {
  it('shows every section with the site content', () => {
    const site = sales();
    const { html, doc } = render(site);
    const text = doc.body.textContent!;
    // The banner with the page's real largest discount (3 pieces 6.990 instead of 3 × 4.990); 'EU KVALITET' only when the seller turns it on.
    expect(doc.querySelector('[data-testid="top-banner"]')!.textContent).toBe('53% POPUST');
    expect(render(sales({ editableContent: { showQualityBadge: true } })).doc.querySelector('[data-testid="top-banner"]')!.textContent).toBe('EU KVALITET | 53% POPUST');
    expect(text).toContain('-53%');
    // The hero shows the title ('Naslov'); the header keeps the short name.
    expect(doc.querySelector('h1')!.textContent).toBe(site.title);
    expect(doc.querySelector('header')!.textContent).toContain('Masažer za vrat');
    expect(html).toContain(esc(site.hook));
    // Real counters only: hidden until the proof call answers; trust icons without a profile claim only payment on delivery.
    const proof = doc.querySelector<HTMLElement>('[data-island="proof"]')!;
    expect(proof.hidden).toBe(true);
    expect(JSON.parse(proof.getAttribute('data-props')!)).toMatchObject({ w: site.id, min: 5 });
    expect(proof.querySelector('[data-count]')!.textContent).toBe('');
    expect(doc.querySelector('[data-testid="trust-icons"]')!.textContent).toBe('Plaćanje pouzećemPlaćate kuriru');
    for (const p of site.problemSolutionSections) {
      expect(html).toContain(esc(p.title));
      expect(html).toContain(esc(p.description1));
      expect(html).toContain(esc(p.description2));
    }
    for (const t of site.testimonials) expect(html).toContain(esc(t.text));
    for (const b of site.bullets) expect(html).toContain(esc(b));
    expect(doc.querySelectorAll('[data-testid="bullets"] li')).toHaveLength(5);
    expect(doc.querySelector('[data-testid="benefits"]')!.textContent).toContain(site.benefitsSection.title);
    for (const b of site.benefitsSection.benefits) expect(text).toContain(b.text);
    // Quantity offers with Serbian prices, one piece selected.
    const block = doc.querySelector('[data-testid="offer-block"]')!;
    const radios = Array.from(block.querySelectorAll('[role="radio"]'));
    expect(radios.map((r) => r.getAttribute('data-qty'))).toEqual(['1', '2', '3']);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(block.textContent).toContain('2.990 RSD');
    expect(block.textContent).toContain('4.990 RSD');
    expect(block.textContent).toContain('6.990 RSD');
    // The saved badge said 1000; the saving of 2 × 2.990 − 4.990 is 990.
    expect(block.textContent).toContain('UŠTEDA 990 RSD');
    expect(block.textContent).not.toContain('UŠTEDA 1000');
    expect(block.textContent).toContain('NAJBOLJA PONUDA');
    expect(block.querySelector('[data-order-open]')!.getAttribute('data-qty')).toBe('1');
    // FAQ: the site's, first open.
    const items = doc.querySelectorAll('[data-island="accordion"] [data-acc-item]');
    expect(items).toHaveLength(3);
    expect(items[0].querySelector('[data-acc-panel]')!.hasAttribute('hidden')).toBe(false);
    expect(items[1].querySelector('[data-acc-panel]')!.hasAttribute('hidden')).toBe(true);
    for (const f of site.faq) {
      expect(html).toContain(esc(f.q));
      expect(html).toContain(esc(f.a));
    }
    // No invented shop name ('Masažer Life'): without a profile the footer names the product only.
    expect(doc.querySelector('[data-testid="footer-brand"]')!.textContent).toBe('Masažer za vrat');
    // Order buttons and the popup.
    expect(doc.querySelectorAll('[data-order-open]').length).toBeGreaterThanOrEqual(5);
    const dialog = doc.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(doc.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Završite porudžbinu');
    expect(dialog.closest('[data-island="order-popup"]')!.hasAttribute('hidden')).toBe(true);
    // No countdown without the seller's offer end.
    expect(dialog.querySelector('[data-island="countdown"]')).toBeNull();
    expect(dialog.querySelector('[data-qty="3"]')!.textContent).toContain('POPULARNO');
    expect(dialog.querySelector<HTMLElement>('[data-testid="proof-orders"]')!.hidden).toBe(true);
    expect(dialog.querySelector('[role="radio"][aria-checked="true"]')!.getAttribute('data-qty')).toBe('1');
  });

  it('has built-in problem blocks and default Q&As when the site has none; no benefits section without one', () => {
    const { doc } = render(sales({ problemSolutionSections: [], faq: [], benefitsSection: null as never }));
    expect(doc.querySelectorAll('[data-testid="problem-solution"] article')).toHaveLength(3);
    expect(doc.body.textContent).toContain('Da li vam je ovo poznato?');
    // Ordering and payment; delivery time, price and returns only when the seller's terms give them.
    expect(doc.querySelectorAll('[data-acc-item]')).toHaveLength(2);
    const full = render(sales({ problemSolutionSections: [], faq: [] }), { shop: shopFixture({ terms: { deliveryDays: '1-3', shippingCost: 0, freeShippingFrom: null } }) }).doc;
    expect(full.querySelectorAll('[data-acc-item]')).toHaveLength(5);
    expect(full.body.textContent).toContain('Dostava na teritoriji cele Srbije traje 1–3 radna dana od potvrde porudžbine.');
    expect(full.body.textContent).toContain('Proizvod možete vratiti u roku od 14 dana od prijema.');
    expect(doc.querySelector('[data-testid="benefits"]')).toBeNull();
  });

  it("names the seller's shop from the profile, never a brand made from the title", () => {
    const brand = (title: string, extra: Partial<ProductPageModel> = {}) => render(sales({ title, shortName: '' }), extra).doc.querySelector('[data-testid="footer-brand"]')!.textContent;
    expect(brand('Bežične slušalice Pro 5.3')).toBe('Bežične slušalice Pro 5.3');
    expect(brand('Bežične slušalice Pro 5.3', { shop: shopFixture() })).toBe(`© ${new Date().getFullYear()} Kućni Kutak. Sva prava zadržana.`);
  });

  it('takes package prices from quantityOffers', () => {
    const offers = {
      single: { price: 1990, text: '1 komad', badge: '' },
      double: { price: 3190, text: '2 komada', badge: 'POPULARNO' },
      triple: { price: 4490, text: '3 komada', badge: 'NAJBOLJA VREDNOST' },
    };
    const { doc } = render(sales({ quantityOffers: offers }));
    const radios = Array.from(doc.querySelectorAll('[data-testid="offer-block"] [role="radio"]'));
    expect(radios.map((r) => r.getAttribute('data-price'))).toEqual(['1990', '3190', '4490']);
    expect(radios.map((r) => r.getAttribute('data-price-text'))).toEqual(['1.990 RSD', '3.190 RSD', '4.490 RSD']);
    expect(radios[2].textContent).toContain('NAJBOLJA VREDNOST');
  });

  it('formats euro prices with cents', () => {
    const offers = {
      single: { price: 29.99, text: '1 komad', badge: '' },
      double: { price: 49.99, text: '2 komada', badge: '' },
      triple: { price: 69.99, text: '3 komada', badge: '' },
    };
    const { doc } = render(sales({ currency: 'EUR', currencySymbol: '€', targetMarket: 'Montenegro', currentPrice: 29.99, quantityOffers: offers }));
    expect(doc.querySelector('[data-testid="offer-block"]')!.textContent).toContain('49,99 €');
  });
});

describe('Advertorial Template', () => {
  it('tells the story with every section and the embedded form', () => {
    const site = advertorial();
    const s = site.advertorialStory;
    const { html, doc } = render(site);
    const text = doc.body.textContent!;
    // The header names the product (no profile here), never the story's invented brand.
    expect(doc.querySelector('[data-testid="header-brand"]')!.textContent).toBe(site.shortName);
    // Who sells and on what terms is the profile's: the story's company and delivery lines are not shown.
    expect(html).not.toContain(esc(s.footerSection.companyInfo));
    expect(html).not.toContain(esc(s.footerSection.deliveryInfo));
    for (const t of [
      s.headerSection.productSubtitle,
      s.headerSection.ctaButtonText,
      s.headerSection.welcomeBannerText,
      s.heroSection.heroTitle,
      s.heroSection.heroSubtitle,
      s.heroSection.heroDescription,
      site.hook,
      s.personalIntro,
      s.problemDescription,
      s.agoniaSection,
      s.breakthroughMoment,
      s.discoveryStory,
      s.resultsDescription,
      s.productQuote,
      s.ctaAdviceDetailed,
      s.footerSection.legalNotice,
      s.footerSection.supportHours,
      ...s.benefitsSection.benefits,
      ...s.noLongerNeedList,
      ...s.trustStatistics.map((t) => t.label),
    ]) {
      expect(html).toContain(esc(t));
    }
    for (const l of s.headerSection.navigationLinks) expect(doc.querySelector(`nav a[href="${l.href}"]`)!.textContent).toBe(l.text);
    expect(doc.querySelectorAll('[data-testid="day-by-day"] li')).toHaveLength(s.benefitsList.length);
    for (const b of site.bullets) expect(html).toContain(esc(b));
    expect(text).toContain('Moj savet za vas');
    // FAQ from the story.
    expect(doc.querySelectorAll('[data-acc-item]')).toHaveLength(s.faqSection.length);
    expect(text).toContain(s.faqSection[4].question);
    // Embedded form: 2-pack popular, postal code required for Serbia.
    const form = doc.querySelector('[data-island="order-embedded"] [data-testid="order-form"]')!;
    expect(form.querySelector('[data-qty="2"]')!.textContent).toContain('POPULARNO');
    expect(form.querySelector('[data-qty="3"]')!.textContent).not.toContain('POPULARNO');
    expect(form.querySelector('input[name="postalCode"]')!.hasAttribute('required')).toBe(true);
    expect(form.querySelector('textarea[name="notes"]')).not.toBeNull();
    expect(doc.querySelector('[role="dialog"]')).toBeNull();
  });

  it('uses the owner advice text and shows at most three reviews, each unless switched off', () => {
    const site = advertorial({
      editableContent: { adviceTitle: 'Savet Marije', adviceText: 'Uzmite dva komada.', enabledTestimonials: [true, false, true] },
    });
    const { doc } = render(site);
    expect(doc.querySelector('[data-testid="advice"]')!.textContent).toContain('Savet Marije');
    expect(doc.querySelector('[data-testid="advice"]')!.textContent).toContain('Uzmite dva komada.');
    const reviews = doc.querySelector('[data-testid="reviews"]')!;
    const shown = Array.from(reviews.querySelectorAll<HTMLElement>('figure:not([hidden]) figcaption')).map((f) => f.textContent);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain(site.testimonials[0].name);
    expect(shown[1]).toContain(site.testimonials[2].name);
    // The switched-off one stays in the page, hidden, for the owner's edit mode to switch back on.
    const off = reviews.querySelector<HTMLElement>('figure[data-review="1"]')!;
    expect(off.hidden).toBe(true);
    expect(off.textContent).toContain(site.testimonials[1].text);
    expect(doc.querySelector('[data-advice-title]')!.textContent).toBe('Savet Marije');
    expect(doc.querySelector('[data-advice-text]')!.textContent).toBe('Uzmite dva komada.');
    // six testimonials: never more than three
    const all = render(advertorial({ editableContent: {} })).doc.querySelectorAll('[data-testid="reviews"] figure');
    expect(site.testimonials.length).toBe(6);
    expect(all).toHaveLength(3);
    // every review switched off: the section is hidden as a whole
    const none = render(advertorial({ editableContent: { enabledTestimonials: [false, false, false] } })).doc;
    expect(none.querySelector<HTMLElement>('[data-testid="reviews"]')!.hidden).toBe(true);
  });

  it('does not require the postal code for Montenegro', () => {
    const { doc } = render(advertorial({ targetMarket: 'Montenegro', currency: 'EUR', currencySymbol: '€' }));
    expect(doc.querySelector('input[name="postalCode"]')!.hasAttribute('required')).toBe(false);
  });

  it('keeps seller links harmless', () => {
    const site = advertorial();
    site.advertorialStory.headerSection.navigationLinks = [{ text: 'Zlo', href: 'javascript:alert(1)' }];
    const { html } = render(site);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="#porudzbina"');
  });
});

describe('default template', () => {
  it('shows every section in order with the site content', () => {
    const site = minimal();
    const { html, doc } = render(site);
    // The back link never leads a visitor to the console's sign-in ('/').
    expect(doc.querySelector('nav a[data-island="back-link"]')!.getAttribute('href')).not.toBe('/');
    // The owner's Edit/Lock toggle is in the page but hidden: only the owner tools reveal it.
    const edit = doc.querySelector<HTMLElement>('[data-testid="edit-toggle"]')!;
    expect(edit.textContent).toBe('Edit');
    expect(edit.hidden).toBe(true);
    expect(doc.querySelector('[data-edit-notice]')).toBeNull();
    expect(doc.querySelector('h1')!.textContent).toBe(site.title);
    for (const b of site.bullets) expect(html).toContain(esc(b));
    for (const line of site.longDescription.split('\n').filter((l) => l.trim())) expect(html).toContain(esc(line.trim()));
    expect(doc.querySelectorAll('[data-testid="long-description"] p')).toHaveLength(site.longDescription.split('\n\n').length);
    expect(doc.querySelectorAll('[data-testid="urgency-strip"] [data-urgency]')).toHaveLength(5);
    expect(doc.querySelector('[data-testid="testimonial-carousel"]')!.getAttribute('data-props')).toBe('{"interval":5000}');
    expect(doc.querySelector('[data-testid="showcase-carousel"]')!.getAttribute('data-props')).toBe('{"interval":4000}');
    expect(doc.querySelector('[data-testid="image-carousel"]')!.getAttribute('data-props')).toBe('{"interval":3500}');
    expect(doc.querySelectorAll('[data-testid="testimonial-carousel"] [data-slide]')).toHaveLength(site.testimonials.length);
    expect(doc.querySelectorAll('[data-testid="testimonial-carousel"] [data-slide]:not([hidden])')).toHaveLength(1);
    // The reviews' real count and average.
    const avg = site.testimonials.reduce((n, t) => n + t.rating, 0) / site.testimonials.length;
    expect(doc.querySelector('[data-testid="stats"]')!.textContent).toBe(`${avg.toFixed(1).replace('.', ',')}/5prosečna ocena${site.testimonials.length}recenzija`);
    expect(doc.querySelector('[data-testid="price-comparison"]')!.textContent).toContain('4.990 RSD');
    expect(doc.querySelector('[data-testid="price-comparison"]')!.textContent).toContain('2.990 RSD');
    expect(html).toContain(esc(site.priceAnchoring.comparisonText));
    for (const f of site.faq) expect(html).toContain(esc(f.q));
    // No countdown that restarts: only to the seller's offer end.
    expect(doc.querySelector('[data-testid="last-chance-countdown"]')).toBeNull();
    const endsAt = new Date(Date.now() + 2 * 3600_000 + 5_000).toISOString();
    const timed = render(minimal({ urgencyElements: { ...site.urgencyElements, limitedTime: { enabled: true, text: '', endsAt } } })).doc;
    const countdown = timed.querySelector('[data-testid="last-chance-countdown"]')!;
    expect(countdown.textContent).toMatch(/^02:00:0[45]$/);
    expect(JSON.parse(countdown.getAttribute('data-props')!)).toEqual({ endsAt, format: 'hh:mm:ss' });
    const aiSections = doc.querySelector<HTMLElement>('[data-testid="ai-sections"]')!;
    expect(aiSections.textContent).toContain('Naslovna sekcija');
    // Seller tooling: hidden from buyers (the owner's edit mode shows it).
    expect(aiSections.hidden).toBe(true);
    expect(doc.querySelector('[role="dialog"]')).not.toBeNull();
    // Sections in the spec's order.
    const order = ['hero-bullets', 'features', 'long-description', 'urgency-strip', 'testimonial-carousel', 'showcase-carousel', 'image-carousel', 'price-comparison', 'last-chance'];
    const positions = order.map((id) => html.indexOf(`data-testid="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.indexOf('data-island="accordion"')).toBeGreaterThan(positions[7]);
    expect(html.indexOf('data-island="accordion"')).toBeLessThan(positions[8]);
  });

  it('shows at most three bullets in the hero and cuts long feature titles to 47 + ...', () => {
    const long = 'Izuzetno dugačak naslov prednosti koji ima više od pedeset znakova ukupno';
    const site = minimal({ bullets: ['Jedan', 'Dva', 'Tri', 'Četiri', long] });
    const { doc } = render(site);
    expect(doc.querySelectorAll('[data-testid="hero-bullets"] li')).toHaveLength(3);
    const titles = Array.from(doc.querySelectorAll('[data-feature-title]')).map((t) => t.textContent);
    expect(titles).toHaveLength(5);
    expect(titles[4]).toBe(`${long.slice(0, 47)}...`);
    expect(titles[4]).toHaveLength(50);
    expect(featureOf('Manje napetosti – budite se sa više volje')).toEqual({ title: 'Manje napetosti', text: 'budite se sa više volje' });
    expect(featureOf('x'.repeat(50)).title).toBe('x'.repeat(50));
  });

  it('has no debug list without design recommendations', () => {
    expect(render(minimal({ designRecommendations: null as never })).doc.querySelector('[data-testid="ai-sections"]')).toBeNull();
  });
});

describe('decorative elements follow urgencyElements', () => {
  it('are absent when switched off', () => {
    const u = websiteFixture().urgencyElements;
    for (const site of [sales({ urgencyElements: allOff() }), minimal({ urgencyElements: allOff() }), advertorial({ urgencyElements: allOff() })]) {
      const { doc, html } = render(site);
      const text = doc.body.textContent!;
      expect(doc.querySelector('[data-island="proof"]')).toBeNull();
      expect(doc.querySelector('[data-island="countdown"]')).toBeNull();
      expect(doc.querySelector('[data-urgency]')).toBeNull();
      expect(doc.querySelector('[data-testid="urgency-strip"]')).toBeNull();
      expect(text).not.toContain('osoba trenutno gleda');
      for (const e of Object.values(u)) expect(html).not.toContain(esc(e.text));
    }
  });

  it('switch off one by one', () => {
    const u = websiteFixture().urgencyElements;
    const site = sales({ urgencyElements: { ...u, limitedStock: { ...u.limitedStock, enabled: false } } });
    const { html, doc } = render(site);
    expect(html).not.toContain(esc(u.limitedStock.text));
    expect(html).toContain(esc(u.limitedTime.text));
    expect(doc.querySelector('[data-island="proof"]')).not.toBeNull();
    const noProof = render(sales({ urgencyElements: { ...u, socialProof: { ...u.socialProof, enabled: false } } }));
    expect(noProof.doc.querySelector('[data-island="proof"]')).toBeNull();
    const endsAt = new Date(Date.now() + 600_000).toISOString();
    const timed = render(sales({ urgencyElements: { ...u, limitedTime: { ...u.limitedTime, endsAt } } }));
    expect(timed.doc.querySelector('[data-testid="popup-countdown"]')).not.toBeNull();
    const off = render(sales({ urgencyElements: { ...u, limitedTime: { ...u.limitedTime, endsAt, enabled: false } } }));
    expect(off.doc.querySelector('[data-testid="popup-countdown"]')).toBeNull();
    expect(off.html).toContain(esc(u.limitedStock.text));
    // An offer end that passed runs no countdown.
    const past = render(sales({ urgencyElements: { ...u, limitedTime: { ...u.limitedTime, endsAt: new Date(Date.now() - 1000).toISOString() } } }));
    expect(past.doc.querySelector('[data-island="countdown"]')).toBeNull();
  });
});

describe('seller text is never markup', () => {
  const evil = '<script>alert(1)</script>';
  const img = '"><img src=x onerror=alert(1)>';

  it('escapes hostile text in every template', () => {
    for (const templateName of ['Sales Template', 'Advertorial Template', 'Minimalistic'] as const) {
      const site = websiteFixture({
        templateName,
        title: `Sat ${evil}`,
        shortName: `Sat ${img}`,
        hook: `Hook ${img}`,
        seoTitle: `SEO ${evil}`,
        seoDescription: `Opis ${img}`,
        bullets: [`B ${evil}`, `B2 ${img}`],
        longDescription: `Prvi ${evil}\n\nDrugi ${img}`,
        faq: [{ q: `Q ${evil}`, a: `A ${img}` }],
        testimonials: [{ name: `N ${evil}`, location: img, text: `T ${img}`, rating: 5, purchase_date: evil, verified: true }],
      });
      site.advertorialStory.personalIntro = `Intro ${evil}`;
      site.advertorialStory.headerSection.brandName = `Brand ${img}`;
      site.problemSolutionSections[0].title = `P ${evil}`;
      const { html, doc } = render(site);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(doc.querySelectorAll('[onerror]')).toHaveLength(0);
      expect(doc.querySelector('img[src="x"]')).toBeNull();
      expect(doc.querySelectorAll('script')).toHaveLength(2); // the module script and the page data
      expect(html).toContain(esc(`Hook ${img}`));
      expect(doc.title).toBe(`SEO ${evil}`);
      expect(doc.body.textContent).toContain(`Hook ${img}`);
    }
  });
});

describe('order form markup', () => {
  it('has labelled fields, the honeypot and the submit button', () => {
    const { doc } = render(sales());
    const form = doc.querySelector('[role="dialog"] [data-testid="order-form"]')!;
    const label = (name: string) => doc.querySelector(`label[for="${form.querySelector(`[name="${name}"]`)!.id}"]`)!.textContent;
    expect(label('name')).toContain('Ime i prezime');
    expect(label('phone')).toContain('Telefon');
    expect(label('address')).toContain('Adresa');
    expect(label('city')).toContain('Grad');
    expect(label('email')).toContain('Email');
    expect(label('postalCode')).toContain('Poštanski broj');
    for (const n of ['name', 'phone', 'address', 'city']) expect(form.querySelector(`[name="${n}"]`)!.hasAttribute('required')).toBe(true);
    for (const n of ['email', 'postalCode']) expect(form.querySelector(`[name="${n}"]`)!.hasAttribute('required')).toBe(false);
    const hp = form.querySelector<HTMLInputElement>('input[name="contactUrl"]')!;
    expect(hp.getAttribute('tabindex')).toBe('-1');
    expect(hp.getAttribute('autocomplete')).toBe('off');
    expect(hp.getAttribute('aria-hidden')).toBe('true');
    expect(form.querySelector('[data-testid="order-submit"]')!.textContent).toContain('Naruči');
    expect(form.querySelector('[data-order-success]') ?? doc.querySelector('[role="dialog"] [data-order-success]')!.textContent).toBeTruthy();
    expect(doc.querySelector('[role="dialog"] [data-order-success]')!.textContent).toContain(ORDER_MESSAGES.success);
  });
});

describe('numbers that are true', () => {
  const offers = (single: number, double: number, triple: number, doubleBadge = 'UŠTEDA 1700 RSD') => ({
    single: { price: single, text: '1 komad', badge: '' },
    double: { price: double, text: '2 komada', badge: doubleBadge },
    triple: { price: triple, text: '3 komada', badge: 'NAJBOLJA PONUDA' },
  });
  const quantityData = (list: [number, number][]) =>
    JSON.stringify(list.map(([price, originalPrice], i) => ({ qty: i + 1, price, originalPrice, discount: 0, label: `${i + 1} kom`, popular: i === 2, bestValue: false })));

  it("the banner promises the page's largest discount, or no discount at all", () => {
    const site = sales({
      quantityOffers: offers(3100, 5800, 8000),
      editableContent: { ...websiteFixture().editableContent, quantityData: quantityData([[3100, 5000], [5800, 9000], [8000, 12000]]) },
    });
    const { doc } = render(site);
    // 1 − 3100/5000 = 38 %, 1 − 5800/9000 = 36 %, 1 − 8000/12000 = 33 %.
    expect(doc.querySelector('[data-testid="top-banner"]')!.textContent).toBe('38% POPUST');
    const percents = Array.from(doc.querySelectorAll('[data-testid="offer-block"] [role="radio"]')).map((r) => r.textContent!.match(/-(\d+)%/)?.[1]);
    expect(percents).toEqual(['38', '36', '33']);

    const none = sales({
      quantityOffers: offers(3100, 5800, 8000),
      editableContent: { ...websiteFixture().editableContent, quantityData: quantityData([[3100, 3100], [5800, 5800], [8000, 8000]]) },
    });
    expect(render(none).doc.querySelector('[data-testid="top-banner"]')).toBeNull();
    const badge = sales({ ...none, editableContent: { ...none.editableContent, showQualityBadge: true } });
    expect(render(badge).doc.querySelector('[data-testid="top-banner"]')!.textContent).toBe('EU KVALITET');
  });

  it('a savings badge states the exact saving of its offer, re-derived from the prices', () => {
    // 2 × 2.990 − 4.290 = 1.690: a saved 'UŠTEDA 1700 RSD' is shown as it is.
    const { doc } = render(sales({ quantityOffers: offers(2990, 4290, 5990) }));
    const block = doc.querySelector('[data-testid="offer-block"]')!;
    expect(block.textContent).toContain('UŠTEDA 1690 RSD');
    expect(block.textContent).not.toContain('1700');
    // Per-piece prices come from each offer.
    expect(block.querySelector('[data-qty="2"]')!.textContent).toContain('2.145 RSD / kom');
    expect(block.querySelector('[data-qty="3"]')!.textContent).toContain('1.997 RSD / kom');
    // A pack without a saving has no savings badge.
    const none = render(sales({ quantityOffers: offers(2990, 5980, 7990) })).doc.querySelector('[data-testid="offer-block"]')!;
    expect(none.textContent).not.toContain('UŠTEDA');
    // Euro: cents with a comma.
    const eur = render(sales({ currency: 'EUR', currencySymbol: '€', targetMarket: 'Montenegro', currentPrice: 29.9, quantityOffers: offers(29.9, 49.9, 69.9, 'UŠTEDA 10 €') })).doc;
    expect(eur.querySelector('[data-testid="offer-block"]')!.textContent).toContain('UŠTEDA 9,90 €');
  });

  it('the sticky order bar shows the selected package (one piece at first) and opens the popup with it', () => {
    const { doc } = render(sales());
    const bar = doc.querySelector('[data-sticky-cta]')!;
    expect(bar.querySelector('[data-sticky-price]')!.textContent).toBe('2.990 RSD');
    expect(bar.querySelector('[data-sticky-text]')!.textContent).toBe('1 komad');
    expect(bar.querySelector('[data-order-open]')!.getAttribute('data-qty')).toBe('1');
    expect(doc.querySelector('[data-testid="offer-block"] [aria-checked="true"]')!.getAttribute('data-qty')).toBe('1');
  });
});

describe('grammar with numbers', () => {
  it('every counted noun on the Sales page agrees with its number', () => {
    const site = sales();
    const { doc } = render(site, { shop: shopFixture({ returnDays: 21, warrantyMonths: 22 }) });
    const text = doc.body.textContent!.replace(/\s+/g, ' ');
    // Six reviews on the page: 'recenzija'; the profile's 21 days and 22 months agree too.
    expect(text).toContain('na osnovu 6 recenzija');
    expect(text).toContain('Povraćaj u roku od 21 dan');
    expect(text).toContain('Garancija 22 meseca');
    expect(text).toContain('2–4 radna dana');
    const three = render(sales({ testimonials: site.testimonials.slice(0, 3) })).doc.body.textContent!.replace(/\s+/g, ' ');
    expect(three).toContain('3 recenzije');
  });
});
