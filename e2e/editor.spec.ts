import { expect, test } from '@playwright/test';
import { expectToast, keepShot, sellerWithSite, signInWithForm } from './helpers.js';

/**
 * The editor /edit/{id}. A seller changes the title and the price, sees the real page
 * (the server's renderer, in the preview frame) change before saving, saves, and the public page
 * shows both. Wide window: the real-page preview; the narrow card is checked at phone width.
 */
test.use({ viewport: { width: 1440, height: 1000 } });

test('the owner edits title and price, sees the live preview change, saves, and the public page shows both', async ({ page, request }) => {
  const { site, email, password } = await sellerWithSite(request, { templateName: 'Minimalistic' });
  await page.goto(`/edit/${site.id}`);
  await signInWithForm(page, email, password);

  await expect(page.getByLabel('Naslov', { exact: true })).toHaveValue(site.title);
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.locator('h1').first()).toContainText(site.title);

  await page.getByLabel('Naslov', { exact: true }).fill('Lampa koja štedi oči');
  await page.getByRole('tab', { name: 'Cene' }).click();
  await page.getByLabel(/^Cena/).fill('2490');
  await page.getByLabel(/^Stara cena/).fill('4990');

  // The preview is the unsaved page: the new title and price before any save.
  await expect(frame.locator('h1').first()).toContainText('Lampa koja štedi oči');
  await expect(frame.locator('body')).toContainText('2.490');
  // The comparison sentence is written again for the new prices (it was the generated one).
  await expect(frame.locator('body')).toContainText('Umesto 4.990 RSD danas samo 2.490 RSD');
  await expect(frame.locator('body')).not.toContainText('3.990');
  // The page's own pictures and script work inside the sandboxed frame.
  await expect.poll(() => frame.locator('main img, img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('editor-dirty')).toBeVisible();
  const publicBefore = await (await request.get(`/${site.customUrl}`)).text();
  expect(publicBefore).not.toContain('Lampa koja štedi oči');
  await keepShot(page, 'editor-desktop');

  await page.getByTestId('editor-save').click();
  await expectToast(page, 'Uspeh!', 'Template je uspešno ažuriran');
  await expect(page.getByTestId('versions').getByTestId('version-row')).toHaveCount(1);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/${site.customUrl}`);
  await expect(visitor.locator('h1').first()).toContainText('Lampa koja štedi oči');
  await expect(visitor.locator('body')).toContainText('2.490');
  await visitor.close();
  // An order is priced as shown: the server derived the offers from the new price.
  const order = await request.post('/api/orders', {
    data: { websiteId: site.id, quantity: 1, totalPrice: 1, customerData: { name: 'Jovana Jovanović', phone: '0641234567', address: 'Bulevar 1', city: 'Novi Sad' } },
  });
  expect(order.status()).toBe(201);
  expect((await order.json()).totalPrice ?? (await order.json()).order?.totalPrice).toBe(2490);
});

test('on a phone the editor shows the small preview card; the order button only in customer mode', async ({ page, request }) => {
  const { site, email, password } = await sellerWithSite(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/edit/${site.id}`);
  await signInWithForm(page, email, password);
  const card = page.getByTestId('preview-card');
  await expect(card.getByTestId('preview-title')).toHaveText(site.title);
  await page.getByLabel('Naslov', { exact: true }).fill('Novi naslov');
  await expect(card.getByTestId('preview-title')).toHaveText('Novi naslov');
  await expect(card.getByTestId('preview-order')).toBeVisible();
  await page.getByRole('radio', { name: /Klijent/ }).click();
  await expect(card.getByTestId('preview-order')).toHaveCount(0);
  await keepShot(page, 'editor-phone');
});

test('Advertorial: seven tabs, AI comments and “Prepiši” fill the form, and a saved version can be restored', async ({ page, request }) => {
  const { site, email, password } = await sellerWithSite(request, { templateName: 'Advertorial Template' });
  await page.goto(`/edit/${site.id}`);
  await signInWithForm(page, email, password);
  await expect(page.getByRole('tab')).toHaveCount(7);

  // 'Prepiši' asks for a fresh hook; the form takes it (nothing saved yet).
  const hook = page.getByLabel('Udarna rečenica', { exact: true });
  const before = await hook.inputValue();
  await page.getByTestId('rewrite-hook').click();
  await expect(hook).not.toHaveValue(before);

  // AI comments replace the list.
  const comments = page.getByTestId('testimonials-editor');
  await comments.getByRole('button', { name: 'Napiši komentare (AI)' }).click();
  await expect(comments.getByTestId('testimonial-row')).toHaveCount(6);
  await keepShot(page, 'editor-content', { fullPage: true });

  await page.getByRole('tab', { name: 'Advertorial' }).click();
  await page.getByLabel('Naslov saveta').fill('Savet od Milice: koristite je uveče');
  await page.getByRole('tab', { name: 'Cene' }).click();
  await expect(page.getByTestId('quantity-editor').getByTestId('quantity-row')).toHaveCount(3);
  await keepShot(page, 'editor-pricing', { fullPage: true });
  await page.getByTestId('editor-save').click();
  await expectToast(page, 'Uspeh!', 'Template je uspešno ažuriran');
  await expect(page.getByTestId('preview-frame')).toBeVisible();
  await expect(page.frameLocator('[data-testid="preview-frame"]').getByTestId('advice')).toContainText('Savet od Milice: koristite je uveče');
  expect(await (await request.get(`/${site.customUrl}`)).text()).toContain('Savet od Milice: koristite je uveče');

  // The version kept by that save brings the old hook back.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('versions').getByRole('button', { name: /^Vrati/ }).first().click();
  await expectToast(page, 'Verzija je vraćena');
  await page.getByRole('tab', { name: 'Sadržaj' }).click();
  await expect(page.getByLabel('Udarna rečenica', { exact: true })).toHaveValue(before);
  const publicPage = await (await request.get(`/${site.customUrl}`)).text();
  expect(publicPage).not.toContain('Savet od Milice: koristite je uveče');
});
