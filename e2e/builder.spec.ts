import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { E2E_SHOP_URL } from './fixtures/shop.mjs';
import { createClientViaApi, expectToast, signInWithForm } from './helpers.js';

test('a client runs the builder wizard against a product page and sees the new site in the grid with its image', async ({ page, request }) => {
  test.setTimeout(90_000);
  const client = await createClientViaApi(request);
  const customUrl = `lampa-${randomUUID().slice(0, 6)}`;
  await page.goto('/builder');
  await signInWithForm(page, client.email, client.password);

  // Step 1: market, step 2: template (with the way back), step 3: the product.
  const wizard = page.getByTestId('builder-wizard');
  await expect(page.getByRole('heading', { name: 'Izaberite tržište' })).toBeVisible();
  await page.getByRole('button', { name: 'Srbija' }).click();
  await expect(page.getByRole('heading', { name: 'Izaberite šablon' })).toBeVisible();
  await page.getByRole('button', { name: 'Promeni tržište' }).click();
  await expect(wizard).toHaveAttribute('data-step', '1');
  await page.getByRole('button', { name: 'Srbija' }).click();
  await page.getByRole('button', { name: 'Sales Template' }).click();
  await expect(page.getByRole('heading', { name: 'Podaci o proizvodu' })).toBeVisible();

  // The builder's own submit check first.
  await page.getByRole('button', { name: 'Kreiraj website' }).click();
  await expectToast(page, 'Greška', 'URL je obavezan');

  await page.getByLabel('Link proizvoda').fill(`${E2E_SHOP_URL}/p/lampa`);
  // The link is read: the page's picture is in the list (the prefill, POST /api/products/read).
  await expect(page.getByTestId('builder-image')).toHaveCount(1);
  await page.getByLabel('Naziv proizvoda').fill('Stona LED lampa');
  await page.getByLabel('Prilagođeni URL').fill(customUrl);
  await page.getByLabel('Nova cena (RSD)').fill('3990');
  const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#0D9488' } }).png().toBuffer();
  await page.getByLabel('Otpremi sliku').setInputFiles({ name: 'lampa.png', mimeType: 'image/png', buffer: photo });
  await expectToast(page, 'Slika je uspešno uploadovana.');
  await expect(page.getByTestId('builder-image')).toHaveCount(2);
  await page.getByLabel('Link dodatnog proizvoda').fill(`${E2E_SHOP_URL}/p/jastuk`);
  await page.getByRole('button', { name: 'Dodaj ponudu' }).click();
  await expect(page.getByTestId('builder-upsell-count')).toHaveText('1/5');

  await page.getByRole('button', { name: 'Kreiraj website' }).click();
  const progress = page.getByTestId('generation-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  for (const step of ['reading', 'writing', 'images', 'upsells', 'saving']) {
    await expect(page.getByTestId(`generation-step-${step}`)).toHaveAttribute('data-state', 'done');
  }
  await expectToast(page, 'Website je uspešno kreiran');
  // After success the wizard starts over, empty.
  await expect(wizard).toHaveAttribute('data-step', '1');

  // The new site is in the grid, with its picture loaded from our storage.
  const card = page.locator('[data-testid^="website-card-"]', { hasText: customUrl });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('website-status')).toHaveText('Aktivno');
  const img = card.locator('img').first();
  await expect(img).toHaveAttribute('src', /\/uploads\/images\/[a-f0-9]{32}/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const view = card.getByRole('link', { name: 'Pogledaj' });
  await expect(view).toHaveAttribute('href', new RegExp(`/${customUrl}$`));
  await expect(view).toHaveAttribute('target', '_blank');

  // The site exists for the API too, owned by the client, with the upsell.
  const login = await request.post('/api/auth/login', { data: { email: client.email, password: client.password } });
  const { token } = await login.json();
  const mine = await (await request.get('/api/websites/my', { headers: { authorization: `Bearer ${token}` } })).json();
  const site = mine.find((w: { customUrl: string }) => w.customUrl === customUrl);
  expect(site).toMatchObject({ templateName: 'Sales Template', currentPrice: 3990, hasUpsellProducts: true });
  expect(site.bullets).toHaveLength(5);
});

test('/create shows the client dashboard with the sites and a working manual sync', async ({ page, request }) => {
  const client = await createClientViaApi(request);
  await page.goto('/create');
  await signInWithForm(page, client.email, client.password);
  await expect(page.getByTestId('dashboard-user-name')).toContainText('Milica');
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Sinhronizuj' }).click();
  await expect(page.getByTestId('stat-websites-value')).toHaveText('0');
  await page.getByRole('button', { name: 'Kreiraj Novi Website' }).click();
  await expect(page).toHaveURL(/\/builder$/);
});
