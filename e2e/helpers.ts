import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN } from './fixtures/accounts.mjs';
import { E2E_SHOP_URL } from './fixtures/shop.mjs';

export const ADMIN: { email: string; password: string } = E2E_ADMIN;

export const uniqueEmail = (prefix = 'klijent') => `${prefix}-${randomUUID().slice(0, 8)}@e2e.local`;

/** Signs in through the real sign-in form. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

/** The one visible toast. */
export const toast = (page: Page) => page.getByTestId('toast');

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).getByTestId('toast-title')).toHaveText(title);
  if (description) await expect(toast(page).getByTestId('toast-description')).toHaveText(description);
}

/** Creates a client through the API (for tests whose subject is not the create dialog). */
export async function createClientViaApi(request: APIRequestContext, extra: Record<string, string> = {}) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const { token } = await login.json();
  const email = uniqueEmail();
  const password = 'klijent-123';
  const res = await request.post('/api/admin/clients', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, password, firstName: 'Milica', lastName: 'Petrović', ...extra },
  });
  expect(res.status()).toBe(201);
  return { ...(await res.json()), password } as { id: number; email: string; password: string; firstName: string };
}

export interface Site {
  id: number;
  userId: number;
  customUrl: string;
  title: string;
  currency: string;
  quantityOffers: { single: { price: number }; double: { price: number }; triple: { price: number } };
}

/** A seller with a site made by the real create call (product and upsell read from the local shop). */
export async function sellerWithSite(request: APIRequestContext, over: Record<string, unknown> = {}) {
  const client = await createClientViaApi(request);
  const { token } = await (await request.post('/api/auth/login', { data: { email: client.email, password: client.password } })).json();
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.post('/api/sync/create-website', {
    headers,
    data: {
      customUrl: `narudzba-${randomUUID().slice(0, 8)}`,
      productLink: `${E2E_SHOP_URL}/p/lampa`,
      productName: 'Stona LED lampa',
      images: [`${E2E_SHOP_URL}/img/lampa.jpg`],
      currentPrice: 3990,
      originalPrice: 5990,
      templateName: 'Sales Template',
      upsellProductLinks: [`${E2E_SHOP_URL}/p/jastuk`],
      ...over,
    },
  });
  expect(res.status()).toBe(201);
  const site = (await res.json()).website as Site;
  return { site, headers, email: client.email, password: client.password };
}

/**
 * A picture of the page for a person to look at (docs, reviews): taken only when E2E_SHOTS_DIR names a folder,
 * since a picture asserts nothing and costs the suite time; a failing test keeps its own picture either way.
 */
export async function keepShot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** keepShot of the whole page on a 390 × 844 phone and a 1280 × 900 desktop, from its top; then back to the test's size. */
export async function keepPhoneAndDesktopShots(page: Page, name: string) {
  if (!process.env.E2E_SHOTS_DIR) return;
  const size = page.viewportSize()!;
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    // From the top (a sticky bar would be drawn where the page was scrolled to), the layout settled at the new width.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    await keepShot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize(size);
}
