import { expect, test, type Page } from '@playwright/test';
import { sellerWithSite } from './helpers.js';

/**
 * Records every pixel call the page makes through window.fbq (kept in sessionStorage so the calls of the
 * product page survive the redirect), and answers the vendor script with an empty one (no internet here).
 */
async function recordPixel(page: Page) {
  await page.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.addInitScript(() => {
    let current: unknown;
    const log = (args: unknown[]) => {
      const all = JSON.parse(sessionStorage.getItem('pixel-log') ?? '[]');
      all.push(args);
      sessionStorage.setItem('pixel-log', JSON.stringify(all));
    };
    Object.defineProperty(window, 'fbq', {
      configurable: true,
      get: () => current,
      set(fn: { queue?: unknown[][] }) {
        // With the vendor script stubbed out every call stays in the stub's queue: record what is queued.
        const queue = fn.queue ?? [];
        for (const args of queue) log(args);
        queue.push = (...items: unknown[][]) => {
          items.forEach(log);
          return Array.prototype.push.apply(queue, items);
        };
        current = fn;
      },
    });
  });
}

const pixelLog = async (page: Page) => JSON.parse((await page.evaluate(() => sessionStorage.getItem('pixel-log'))) ?? '[]') as unknown[][];

const money = (n: number) => new Intl.NumberFormat('sr-RS').format(n);

test('Sales page: order popup → /hvala/{websiteId}/{orderId} → one-click upsell, with pixel events', async ({ page, request }) => {
  const { site, headers } = await sellerWithSite(request);
  const pixel = await request.patch('/api/user/facebook-pixel', { headers, data: { facebookPixelId: '123456789012345' } });
  expect(pixel.status()).toBe(200);
  // The seller's offer ends in 15 minutes: the only thing a countdown may count to.
  const saved = await (await request.get(`/api/websites/id/${site.id}`, { headers })).json();
  const endsAt = new Date(Date.now() + 15 * 60_000).toISOString();
  const offer = await request.put(`/api/websites/id/${site.id}`, {
    headers,
    data: { urgencyElements: { ...saved.urgencyElements, limitedTime: { enabled: true, text: '', endsAt } } },
  });
  expect(offer.status()).toBe(200);
  await recordPixel(page);

  const res = await page.goto(`/${site.customUrl}`);
  expect(res!.status()).toBe(200);
  await expect(page).toHaveTitle(/.+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The popup opens from the first order button, with the time left of the seller's offer.
  const dialog = page.getByRole('dialog', { name: 'Završite porudžbinu' });
  await expect(dialog).toBeHidden();
  await page.getByTestId('order-open').first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('popup-countdown')).toHaveText(/^00:1[45]:[0-5]\d$/);

  // Empty submit: the messages of spec 001 §5 under the fields, nothing sent.
  await dialog.getByTestId('order-submit').click();
  await expect(dialog.getByText('Ime i prezime su obavezni')).toBeVisible();
  await expect(dialog.getByText('Broj telefona je obavezan')).toBeVisible();
  await expect(dialog.getByText('Adresa je obavezna')).toBeVisible();
  await expect(dialog.getByText('Grad je obavezan')).toBeVisible();

  await dialog.getByTestId('qty-2').click();
  await expect(dialog.getByTestId('qty-2')).toHaveAttribute('aria-checked', 'true');
  await dialog.getByLabel('Ime i prezime').fill('Jovana Marković Ilić');
  await dialog.getByLabel('Telefon').fill('12');
  await dialog.getByLabel('Adresa').fill('Bulevar oslobođenja 12');
  await dialog.getByLabel('Grad').fill('Novi Sad');
  await dialog.getByTestId('order-submit').click();
  await expect(dialog.getByText('Unesite ispravan broj telefona (npr. 064 123 4567 ili +381 64 123 4567)')).toBeVisible();
  await dialog.getByLabel('Telefon').fill('064 123 4567');

  // The browser's price is ignored: the request is tampered with on its way, the server prices the order.
  await page.route('**/api/orders', async (route) => {
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, totalPrice: 1 }) });
  });
  await dialog.getByTestId('order-submit').click();
  await expect(dialog.getByText('Porudžbina uspešna!')).toBeVisible();
  await page.waitForURL(new RegExp(`/hvala/${site.id}/[A-Za-z0-9_-]{10,}$`));
  const orderId = page.url().split('/').pop()!;

  const order = await (await request.get(`/api/orders/${orderId}`)).json();
  expect(order).toMatchObject({
    orderId,
    websiteId: site.id,
    quantity: 2,
    totalPrice: site.quantityOffers.double.price,
    firstName: 'Jovana',
    lastName: 'Marković Ilić',
    phone: '+381641234567',
    city: 'Novi Sad',
  });

  // The thank-you page: the order, the upsell countdown and the offers.
  await expect(page.getByTestId('order-number')).toContainText(orderId);
  await expect(page.getByTestId('order-summary')).toContainText('2 kom.');
  await expect(page.getByTestId('order-summary')).toContainText(money(site.quantityOffers.double.price));
  await expect(page.getByTestId('upsell-countdown')).toBeVisible();
  const add = page.locator('[data-testid^="upsell-add-"]').first();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(add).toHaveText('DODATO U PORUDŽBINU!');
  await expect(add).toBeDisabled();
  const confirmation = page.getByTestId('upsell-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('DODATO U PORUDŽBINU!');
  // The confirmation closes by itself after 3 s.
  await expect(confirmation).toBeHidden({ timeout: 6_000 });

  // One order for the seller; the upsell was stored with it, so the same product cannot be added twice.
  const stats = await (await request.get('/api/dashboard/stats', { headers })).json();
  expect(stats.recentOrders.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
  const upsellId = Number((await add.getAttribute('data-testid'))!.replace('upsell-add-', ''));
  const again = await request.post('/api/upsell/order', { data: { originalOrderId: orderId, upsellProductId: upsellId, websiteId: site.id, quantity: 1, totalPrice: 1 } });
  expect(again.status()).toBe(409);

  // Pixel: PageView, ViewContent, InitiateCheckout on the product page, Purchase with the orderId as event ID.
  const calls = await pixelLog(page);
  expect(calls).toContainEqual(['init', '123456789012345']);
  expect(calls.filter((c) => c[0] === 'track' && c[1] === 'PageView').length).toBeGreaterThanOrEqual(2);
  expect(calls.find((c) => c[1] === 'ViewContent')?.[2]).toMatchObject({ currency: 'RSD', content_type: 'product' });
  expect(calls.find((c) => c[1] === 'InitiateCheckout')?.[2]).toMatchObject({ currency: 'RSD' });
  const purchase = calls.find((c) => c[1] === 'Purchase');
  expect(purchase?.[2]).toMatchObject({ value: site.quantityOffers.double.price, currency: 'RSD' });
  expect(purchase?.[3]).toEqual({ eventID: orderId });
});

test('Advertorial page: the embedded form orders for Montenegro in euro, without a pixel when none is set', async ({ page, request }) => {
  const { site } = await sellerWithSite(request, { templateName: 'Advertorial Template', targetMarket: 'Montenegro', currentPrice: 39, originalPrice: 59 });
  let pixelRequested = false;
  page.on('request', (r) => {
    if (r.url().includes('connect.facebook.net')) pixelRequested = true;
  });
  await page.goto(`/${site.customUrl}`);
  const form = page.getByTestId('order-embedded');
  await form.scrollIntoViewIfNeeded();
  await form.getByTestId('qty-1').click();
  await form.getByLabel('Ime i prezime').fill('Marko Vuković');
  await form.getByLabel('Telefon').fill('067 123 456');
  await form.getByLabel('Adresa').fill('Njegoševa 5');
  await form.getByLabel('Grad').fill('Podgorica');
  const started = Date.now();
  await form.getByTestId('order-submit').click();
  await page.waitForURL(new RegExp(`/hvala/${site.id}/`));
  // Spec 001 §2.3: the embedded form waits a second before the redirect.
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  const order = await (await request.get(`/api/orders/${page.url().split('/').pop()}`)).json();
  expect(order).toMatchObject({ quantity: 1, totalPrice: site.quantityOffers.single.price, phone: '+38267123456', currency: site.currency, currencySymbol: '€' });
  expect(pixelRequested).toBe(false);
  expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');
});

test('default long page: the order modal from a lower button, Bosnian number, the simple thank-you page', async ({ page, request }) => {
  const { site } = await sellerWithSite(request, { templateName: 'Minimalistic', targetMarket: 'Bosnia', currentPrice: 59, originalPrice: 99 });
  await page.goto(`/${site.customUrl}`);
  const dialog = page.getByRole('dialog', { name: 'Završite porudžbinu' });
  const lastButton = page.getByTestId('order-open').last();
  await lastButton.scrollIntoViewIfNeeded();
  await lastButton.click();
  await expect(dialog).toBeVisible();
  // Closing keeps nothing open; opening again works.
  await dialog.getByRole('button', { name: 'Zatvori' }).click();
  await expect(dialog).toBeHidden();
  await lastButton.click();
  await expect(dialog).toBeVisible();
  // One piece chosen (the 3-pack may be marked popular); the buyer takes three on purpose.
  await expect(dialog.getByTestId('qty-1')).toHaveAttribute('aria-checked', 'true');
  await dialog.getByTestId('qty-3').click();
  await expect(dialog.getByTestId('qty-3')).toHaveAttribute('aria-checked', 'true');
  await dialog.getByLabel('Ime i prezime').fill('Amra Hodžić');
  await dialog.getByLabel('Telefon').fill('061 234 567');
  await dialog.getByLabel('Adresa').fill('Ferhadija 3');
  await dialog.getByLabel('Grad').fill('Sarajevo');
  await dialog.getByTestId('order-submit').click();
  await page.waitForURL(new RegExp(`/hvala/${site.id}/`));
  const orderId = page.url().split('/').pop()!;
  const order = await (await request.get(`/api/orders/${orderId}`)).json();
  expect(order).toMatchObject({ quantity: 3, totalPrice: site.quantityOffers.triple.price, phone: '+38761234567', firstName: 'Amra', lastName: 'Hodžić' });

  await page.goto(`/hvala-simple?order=${orderId}`);
  const details = page.getByTestId('order-details');
  await expect(details).toContainText(`#${orderId}`);
  await expect(details).toContainText('3 kom.');
  await expect(details).toContainText('+38761234567');
  await expect(details).toContainText('Ferhadija 3');
});

test('storefront /prodavnica: cards of active sites, search and categories, "Nema rezultata"', async ({ page, request }) => {
  const { site } = await sellerWithSite(request);
  await page.goto('/prodavnica');
  const card = page.getByTestId(`store-card-${site.id}`);
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', new RegExp(`/${site.customUrl}$`));

  await page.getByTestId('store-search').fill('lampa');
  await expect(card).toBeVisible();
  await page.getByTestId('store-search').fill('nepostojeći proizvod xyz');
  await expect(card).toBeHidden();
  await expect(page.getByTestId('store-empty')).toBeVisible();
  await expect(page.getByTestId('store-empty')).toContainText('Nema rezultata');
  await page.getByTestId('store-search').fill('');
  await expect(card).toBeVisible();

  // A lamp belongs to "Kuća i dom", not to "Auto oprema".
  await page.getByTestId('category-auto').click();
  await expect(page.getByTestId('category-auto')).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeHidden();
  await page.getByTestId('category-home').click();
  await expect(card).toBeVisible();

  // A card opens the product's page in a new tab.
  const [product] = await Promise.all([page.waitForEvent('popup'), card.click()]);
  await expect(product).toHaveURL(new RegExp(`/${site.customUrl}$`));
  await expect(product.getByTestId('order-open').first()).toBeVisible();
});
