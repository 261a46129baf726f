import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, keepShot, sellerWithSite } from './helpers.js';

/**
 * No seams a buyer can see (spec 001 §2.2): the default page's back link never leads a
 * visitor to the seller sign-in, the Advertorial header fits a 360 px phone, and a tall product photo
 * is shown whole in the hero (never a crop that cuts its top off).
 */

/** A tall product photo (600×1200) with a red band at the top and a blue one at the bottom. */
async function uploadTallPhoto(request: APIRequestContext) {
  const { token } = await (await request.post('/api/auth/login', { data: ADMIN })).json();
  const svg = '<svg width="600" height="1200"><rect width="600" height="150" fill="#DC2626"/><rect y="1050" width="600" height="150" fill="#2563EB"/></svg>';
  const jpeg = await sharp({ create: { width: 600, height: 1200, channels: 3, background: '#F5F5F4' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const res = await request.post('/api/images/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { image: { name: 'visoka-flasica.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).imageUrl as string;
}

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('default page opened directly: the back link goes to the storefront, not the sign-in', async ({ page, request }) => {
    const { site } = await sellerWithSite(request, { templateName: 'Minimalistic' });
    await page.goto(`/${site.customUrl}`);
    const back = page.getByTestId('back-link');
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/prodavnica');
    await keepShot(page, 'default-360');
    await back.click();
    await expect(page).toHaveURL(/\/prodavnica$/);
    await expect(page.getByLabel('Lozinka')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Prijavi se' })).toHaveCount(0);
  });

  test('Advertorial header fits 360 px: no sideways scroll, the CTA in view', async ({ page, request }) => {
    const { site } = await sellerWithSite(request, {
      templateName: 'Advertorial Template',
      productName: 'Bežični električni masažer za vrat, ramena i leđa sa grejanjem i 8 glava',
    });
    await page.goto(`/${site.customUrl}`);
    const cta = page.getByTestId('header-cta');
    await expect(cta).toBeVisible();
    await expect(cta).toBeInViewport({ ratio: 1 });
    const box = (await cta.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    // The brand is shown whole (up to two lines), not cut to 'Bežični el…' by the CTA.
    const brand = page.getByTestId('header-brand');
    expect(await brand.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await keepShot(page, 'advertorial-360');
    await keepShot(page, 'advertorial-360-full', { fullPage: true });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  });

  for (const templateName of ['Sales Template', 'Advertorial Template', 'Minimalistic']) {
    test(`${templateName}: a tall product photo in the hero is shown whole`, async ({ page, request }) => {
      const photo = await uploadTallPhoto(request);
      const { site } = await sellerWithSite(request, { templateName, images: [photo, photo] });
      await page.goto(`/${site.customUrl}`);
      const hero = page.locator('img[fetchpriority="high"]');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const fit = await hero.evaluate((img: HTMLImageElement) => {
        const cs = getComputedStyle(img);
        const r = img.getBoundingClientRect();
        // Where the picture itself is drawn inside its box (object-fit contain, centred).
        const scale = Math.min(r.width / img.naturalWidth, r.height / img.naturalHeight);
        return { objectFit: cs.objectFit, box: { w: r.width, h: r.height }, drawn: { w: img.naturalWidth * scale, h: img.naturalHeight * scale } };
      });
      expect(fit.objectFit).toBe('contain');
      // The whole height of the photo fits the box: its top and bottom bands are both on screen.
      expect(fit.drawn.h).toBeLessThanOrEqual(fit.box.h + 0.5);
      // The picture as drawn, without the sticky order bar that may cover the bottom of the screen.
      const shot = await hero.screenshot({ style: '[data-sticky-cta], nav { visibility: hidden !important; }' });
      const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const cx = Math.floor(info.width / 2);
      const col = Array.from({ length: info.height }, (_, y) => at(cx, y));
      const red = col.some(([r, g, b]) => r > 180 && g < 90 && b < 90);
      const blue = col.some(([r, g, b]) => b > 180 && r < 90 && g < 150);
      expect({ red, blue }).toEqual({ red: true, blue: true });
      // Every other content picture on the page is contained too (no 4:3 crop further down).
      const fits = await page.locator('img[data-image-index]').evaluateAll((els) => els.map((e) => getComputedStyle(e).objectFit));
      expect(fits.filter((f) => f !== 'contain')).toEqual([]);
      await keepShot(page, 'tall-hero');
    });
  }
});
