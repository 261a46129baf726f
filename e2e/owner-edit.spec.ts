import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { keepShot, sellerWithSite, signInWithForm } from './helpers.js';

/**
 * Owner edit mode on the public page (spec 001 §2.2, §4, §6): the signed-in owner toggles it with
 * Ctrl+E, replaces a picture, and on an Advertorial page edits the advice (auto-saved) and a review's
 * visibility (saved at once). Visitors get none of it: no owner chunk, no extra request, no Edit button.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** A seller's site, and the seller signed in in `page` (the console keeps the token in localStorage). */
async function ownerOnPage(page: Page, request: Parameters<typeof sellerWithSite>[0], templateName: string) {
  const seller = await sellerWithSite(request, { templateName });
  await page.goto('/');
  await signInWithForm(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/create$/);
  return seller;
}

/** A fresh browser context (no session): what a buyer sees, with every URL the page asked for. */
async function visitor(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const res = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { context, page, urls, html: await res!.text() };
}

const notice = (page: Page) => page.getByTestId('owner-notice');

test('Default template: Ctrl+E, replace the hero picture; the page and a reload show it', async ({ page, request }) => {
  const { site } = await ownerOnPage(page, request, 'Minimalistic');
  const chunk = page.waitForRequest(/\/assets\/owner-tools-[\w-]+\.js$/);
  await page.goto(`/${site.customUrl}`);
  await chunk;
  // The owner chunk reveals the Edit/Lock button (hidden in the cached HTML).
  const toggle = page.getByTestId('edit-toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveText('Edit');

  await page.keyboard.press('Control+e');
  await expect(notice(page)).toHaveText('Edit mode uključen');
  await expect(toggle).toHaveText('Lock');
  const replace = page.locator('[data-testid="replace-image"][data-replaces="0"]').first();
  await expect(replace).toBeVisible();
  await expect(replace).toHaveText('Zameni sliku');
  await keepShot(page, 'owner-edit-default');

  const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#7C3AED' } }).png().toBuffer();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/images/upload'));
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/websites/id/${site.id}`) && r.request().method() === 'PUT');
  const chooser = page.waitForEvent('filechooser');
  await replace.click();
  await (await chooser).setFiles({ name: 'ljubicasta.png', mimeType: 'image/png', buffer: png });
  const { imageUrl } = await (await uploaded).json();
  expect(imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f]+\.webp$/);
  const put = await saved;
  expect(put.status()).toBe(200);
  const body = put.request().postDataJSON();
  expect(Object.keys(body)).toEqual(['images']);
  expect(body.images[0]).toBe(imageUrl);

  await expect(notice(page)).toContainText('Slika ažurirana');
  await expect(notice(page)).toContainText('Slika je uspešno zamenjena');
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveAttribute('src', imageUrl);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(replace).toHaveText('Zameni sliku');
  await expect(replace).toBeEnabled();

  await page.reload();
  await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('src', imageUrl);
  await expect(page.locator('img[data-image-index="0"]').last()).toHaveAttribute('src', imageUrl);

  // Ctrl+E again: off, the controls go away.
  await expect(toggle).toBeVisible();
  await page.keyboard.press('Control+e');
  await expect(notice(page)).toHaveText('Edit mode uključen');
  await page.keyboard.press('Control+e');
  await expect(notice(page)).toHaveText('Edit mode isključen');
  await expect(page.getByTestId('replace-image')).toHaveCount(0);
});

test('Advertorial: the advice title is auto-saved, a review switched off is gone for visitors', async ({ page, request, browser }) => {
  const { site } = await ownerOnPage(page, request, 'Advertorial Template');
  await page.goto(`/${site.customUrl}`);
  await expect(page.getByTestId('edit-toggle')).toBeVisible();
  await page.keyboard.press('Control+e');
  await expect(notice(page)).toHaveText('Edit mode uključen');

  const title = page.locator('[data-advice-title]');
  await expect(title).toHaveAttribute('contenteditable', 'plaintext-only');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/websites/id/${site.id}`) && r.request().method() === 'PUT');
  const typedAt = Date.now();
  await title.fill('Savet koji bih dala sestri');
  const put = await saved;
  // Saved once, about a second after the last change.
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
  expect(put.request().postDataJSON()).toEqual({ editableContent: { adviceTitle: 'Savet koji bih dala sestri', adviceText: expect.any(String) } });
  await expect(notice(page)).toContainText('Uspešno sačuvano');
  await expect(notice(page)).toContainText('Promene su uspešno sačuvane');

  const reviews = page.locator('[data-testid="reviews"] figure[data-review]');
  const count = await reviews.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('review-visible')).toHaveCount(count);
  const second = page.locator('figure[data-review="1"] blockquote');
  const secondText = (await second.textContent())!;
  // Its own save (the notice still shows the title's): the page is reloaded below, which would cut a request in flight.
  const toggled = page.waitForResponse((r) => r.url().endsWith(`/api/websites/id/${site.id}`) && r.request().method() === 'PUT');
  await page.getByTestId('review-visible').nth(1).uncheck();
  expect((await toggled).ok()).toBe(true);
  await expect(notice(page)).toContainText('Promene su uspešno sačuvane');
  await expect(page.locator('figure[data-review="1"]')).toHaveCSS('opacity', '0.5');
  await page.locator('[data-testid="reviews"]').scrollIntoViewIfNeeded();
  await keepShot(page, 'owner-edit-advertorial-reviews');
  await title.scrollIntoViewIfNeeded();
  await keepShot(page, 'owner-edit-advertorial');

  await page.reload();
  await expect(page.locator('[data-advice-title]')).toHaveText('Savet koji bih dala sestri');
  await expect(page.locator('[data-advice-title]')).not.toHaveAttribute('contenteditable');

  // A visitor (fresh context): the advice as saved, the switched-off review not shown, no owner anything.
  const v = await visitor(browser, `/${site.customUrl}`);
  await expect(v.page.locator('[data-advice-title]')).toHaveText('Savet koji bih dala sestri');
  await expect(v.page.locator('figure[data-review="1"]')).toBeHidden();
  await expect(v.page.getByText(secondText.slice(1, 30))).toBeHidden();
  await expect(v.page.locator('figure[data-review="0"]')).toBeVisible();
  await expect(v.page.getByTestId('edit-toggle')).toHaveCount(0);
  expect(v.urls.some((u) => /owner-tools|\/api\/auth\/me|\/api\/websites\/id\//.test(u))).toBe(false);
  await v.context.close();
});

test('a visitor gets no owner chunk, no extra request and no Edit button; Ctrl+E does nothing', async ({ request, browser }) => {
  const { site } = await sellerWithSite(request, { templateName: 'Minimalistic' });
  const v = await visitor(browser, `/${site.customUrl}`);
  expect(v.html).not.toContain('owner-tools');
  expect(v.urls.filter((u) => u.includes('/assets/')).every((u) => /\/assets\/public-[\w-]+\.js$/.test(u))).toBe(true);
  // The calls a visitor's page makes are the real counters' (the proof island) and the funnel's view; nothing for the owner.
  expect(v.urls.filter((u) => u.includes('/api/') && !/\/api\/public\/websites\/\d+\/proof$/.test(u) && !u.endsWith('/api/t'))).toEqual([]);
  await expect(v.page.getByTestId('edit-toggle')).toBeHidden();
  await v.page.keyboard.press('Control+e');
  await v.page.waitForTimeout(300);
  await expect(v.page.getByTestId('owner-notice')).toHaveCount(0);
  await v.context.close();
});

test("another seller, signed in, gets no edit mode on a site that is not hers", async ({ page, request }) => {
  const { site } = await sellerWithSite(request, { templateName: 'Minimalistic' });
  await ownerOnPage(page, request, 'Sales Template');
  const denied = page.waitForResponse((r) => r.url().endsWith(`/api/websites/id/${site.id}`));
  await page.goto(`/${site.customUrl}`);
  expect((await denied).status()).toBe(404);
  await expect(page.getByTestId('edit-toggle')).toBeHidden();
  await page.keyboard.press('Control+e');
  await page.waitForTimeout(300);
  await expect(page.getByTestId('owner-notice')).toHaveCount(0);
});
