import { expect, test } from '@playwright/test';
import { expectToast, keepPhoneAndDesktopShots, keepShot, sellerWithSite, signInWithForm } from './helpers.js';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const B_TITLE = 'Lampa koja štedi struju od prvog dana';

test('a campaign’s visit and order on the Analitika screen; an A/B test made in the editor, seen by visitors, stopped with B applied', async ({ page, browser, request, baseURL }) => {
  const s = await sellerWithSite(request, { upsellProductLinks: [] });

  // A buyer from a Facebook ad orders on a phone; another visitor only looks, on a desktop.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });
  const buyer = await phone.newPage();
  await buyer.goto(`/${s.site.customUrl}?utm_source=facebook&utm_medium=cpc&utm_campaign=jesen`);
  await buyer.getByTestId('order-open').first().click();
  const dialog = buyer.getByRole('dialog', { name: 'Završite porudžbinu' });
  await dialog.getByLabel('Ime i prezime').fill('Milena Stojanović');
  await dialog.getByLabel('Telefon').fill('064 555 1212');
  await dialog.getByLabel('Adresa').fill('Bulevar oslobođenja 40');
  await dialog.getByLabel('Grad').fill('Novi Sad');
  await dialog.getByTestId('order-submit').click();
  await buyer.waitForURL(new RegExp(`/hvala/${s.site.id}/`));
  const desktop = await browser.newContext({ userAgent: DESKTOP_UA });
  await (await desktop.newPage()).goto(`/${s.site.customUrl}`);

  // The seller opens the site's numbers from its card, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await signInWithForm(page, s.email, s.password);
  await page.waitForURL(/\/create$/);
  await page.getByTestId(`website-card-${s.site.id}`).getByTestId('website-analytics').click();
  await expect(page).toHaveURL(new RegExp(`/analytics/${s.site.id}`));
  // The page events are written in batches (about a second).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('analytics-stat-visitors-value')).toHaveText('2', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('analytics-stat-orders-value')).toHaveText('1');
  await expect(page.getByTestId('analytics-stat-conversion-value')).toHaveText('50,0 %');
  const facebook = page.getByTestId('source-row').filter({ hasText: 'facebook' });
  await expect(facebook.getByTestId('source-row-campaign')).toHaveText('jesen');
  await expect(facebook.getByTestId('source-row-visitors')).toHaveText('1');
  await expect(facebook.getByTestId('source-row-orders')).toHaveText('1');
  await expect(page.getByTestId('source-row').filter({ hasText: 'Direktno' }).getByTestId('source-row-orders')).toHaveText('0');
  // The chart by day is drawn (uPlot, loaded when the screen needs it).
  await expect(page.getByTestId('analytics-chart').locator('canvas')).toBeVisible();
  await keepPhoneAndDesktopShots(page, 'analytics');

  // An A/B test: a new headline and a lower price for half of the visitors.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/edit/${s.site.id}#ab-test`);
  await page.getByTestId('ab-name').fill('Naslov i cena');
  await page.getByTestId('ab-title').fill(B_TITLE);
  await page.getByTestId('ab-price-single').fill('3490');
  await keepShot(page, 'ab-test-form-phone', { fullPage: true });
  await page.getByTestId('ab-submit').click();
  await expect(page.getByTestId('ab-running')).toBeVisible();

  // Visitors keep their arm; arm B shows B's headline and price, arm A the site as it was.
  const armB = await browser.newContext({ userAgent: PHONE_UA });
  await armB.addCookies([{ name: `cod_ab_${s.site.id}`, value: 'b', url: baseURL! }]);
  const b = await armB.newPage();
  await b.goto(`/${s.site.customUrl}`);
  await expect(b.getByRole('heading', { level: 1 })).toHaveText(B_TITLE);
  await expect(b.locator('body')).toContainText('3.490');
  const fresh = await browser.newContext({ userAgent: DESKTOP_UA });
  await (await fresh.newPage()).goto(`/${s.site.customUrl}`);
  const [arm] = (await fresh.cookies()).filter((c) => c.name === `cod_ab_${s.site.id}`);
  expect(arm).toMatchObject({ value: expect.stringMatching(/^[ab]$/), httpOnly: true, sameSite: 'Lax' });

  await page.goto(`/analytics/${s.site.id}`);
  const card = page.locator('[data-testid^="experiment-card-"]').first();
  await expect(card.getByTestId('experiment-status')).toBeVisible();
  await expect(card.getByTestId('experiment-arms')).toBeVisible();
  await keepPhoneAndDesktopShots(page, 'analytics-experiment');

  // Stop and apply B: the site takes B's headline.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByTestId('experiment-stop').click();
  const stop = page.getByTestId('experiment-stop-dialog');
  await stop.getByTestId('experiment-winner-b').click();
  await keepShot(page, 'experiment-stop-dialog-desktop');
  await stop.getByTestId('experiment-stop-confirm').click();
  await expectToast(page, 'Test je zaustavljen, varijanta B je primenjena na website.');
  const after = await (await request.get(`/api/websites/id/${s.site.id}`, { headers: s.headers })).json();
  expect(after.title).toBe(B_TITLE);
  expect(after.quantityOffers.single.price).toBe(3490);
  for (const c of [phone, desktop, armB, fresh]) await c.close();
});
