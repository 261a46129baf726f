import { expect, test } from '@playwright/test';
import { keepShot, sellerWithSite } from './helpers.js';

/**
 * A buyer on a phone, on the page of a seller who filled in the shop profile: the seller's identity
 * and terms in the footer, no made-up figure (the real count of orders appears once it reaches the seller's
 * threshold), one piece chosen in the order popup, and from the thank-you page back to the seller's site.
 */
const PROFILE = {
  shopName: 'Kućni Kutak',
  legalName: 'Kućni Kutak DOO Novi Sad',
  taxId: '101134702',
  registrationNumber: '08765432',
  address: 'Bulevar oslobođenja 12',
  city: 'Novi Sad',
  phone: '064 123 4567',
  email: 'kontakt@kucnikutak.rs',
  returnDays: 14,
  warrantyMonths: 24,
  markets: { Serbia: { deliveryDays: '2-4', shippingCost: 0, freeShippingFrom: null } },
};

test.describe('a buyer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test("a profiled seller's page: true identity, terms and figures; one piece; back to the seller's site", async ({ page, request }) => {
    const { site, headers } = await sellerWithSite(request, { templateName: 'Sales Template' });
    expect((await request.put('/api/user/shop-profile', { headers, data: PROFILE })).status()).toBe(200);
    // The seller shows the orders count from two up; two orders were placed today.
    const current = await (await request.get(`/api/websites/id/${site.id}`, { headers })).json();
    const minimum = 2;
    const saved = await request.put(`/api/websites/id/${site.id}`, {
      headers,
      data: { urgencyElements: { ...current.urgencyElements, socialProof: { enabled: true, text: '', minimum } } },
    });
    expect(saved.status()).toBe(200);
    for (const phone of ['0641110001', '0641110002']) {
      const placed = await request.post('/api/orders', { data: { websiteId: site.id, quantity: 1, customerData: { name: 'Petar Perić', phone, address: 'Kralja Petra 1', city: 'Beograd' } } });
      expect(placed.status()).toBe(201);
    }

    await page.goto(`/${site.customUrl}`);
    // The real count, from the proof call (nothing in the cached page itself).
    await expect(page.getByTestId('proof-orders').first()).toHaveText(/2 porudžbine u poslednja 24 sata/);
    await expect(page.getByTestId('proof-visitors')).toBeHidden();
    const footer = page.locator('footer');
    await expect(footer.getByTestId('shop-identity')).toContainText('Kućni Kutak DOO Novi Sad');
    await expect(footer.getByTestId('shop-identity')).toContainText('PIB: 101134702');
    await expect(footer.getByTestId('shop-terms')).toContainText('Rok isporuke: 2–4 radna dana');
    await expect(page.getByTestId('trust-icons')).toContainText('Besplatna dostava');
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/EU KVALITET|2[–-]5 radnih dana|30 dana garancije|zadovoljnih kupaca|trenutno na sajtu/);
    // The reviews line counts the reviews on the page.
    const reviews = await page.locator('section[aria-labelledby="komentari"] figure').count();
    expect(reviews).toBeGreaterThan(0);
    await expect(page.getByTestId('reviews-summary')).toContainText(`${reviews} recenzij`);
    await expect(page.getByText('Verifikovan kupac')).toHaveCount(0);
    await keepShot(page, 'sales-phone');
    await footer.scrollIntoViewIfNeeded();
    await keepShot(page, 'sales-phone-footer');

    // The sticky bar offers one piece at its price; the popup opens with one piece chosen.
    const bar = page.locator('[data-sticky-cta]');
    await expect(bar.locator('[data-sticky-text]')).toHaveText('1 komad');
    const single = await bar.locator('[data-sticky-price]').innerText();
    await bar.getByRole('button').click();
    const dialog = page.getByTestId('order-popup');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[role="radio"][aria-checked="true"]')).toHaveAttribute('data-qty', '1');
    await expect(dialog.locator('[data-order-total]')).toHaveText(single);
    await expect(dialog.getByText('POPULARNO')).toBeVisible();
    await expect(dialog.getByTestId('popup-countdown')).toHaveCount(0);
    await keepShot(page, 'popup-phone');
    await dialog.getByLabel('Ime i prezime').fill('Marija Marković');
    await dialog.getByLabel('Telefon').fill('0641110003');
    await dialog.getByLabel('Adresa').fill('Cara Lazara 3');
    await dialog.getByLabel('Grad').fill('Novi Sad');
    await dialog.getByTestId('order-submit').click();

    await page.waitForURL(/\/hvala\/\d+\/[\w-]+$/);
    await expect(page.getByTestId('shop-identity')).toContainText('Kućni Kutak');
    await expect(page.getByTestId('delivery-time')).toHaveText(/Isporuka za 2–4 radna dana/);
    await expect(page.locator('body')).not.toContainText('24 sata');
    await keepShot(page, 'thank-you-phone', { fullPage: true });
    const home = page.getByTestId('home-link');
    await expect(home).toHaveAttribute('href', `/${site.customUrl}`);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`/${site.customUrl}$`));
    await expect(page.getByLabel('Lozinka')).toHaveCount(0);
  });
});
