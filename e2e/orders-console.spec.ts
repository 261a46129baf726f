import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './own-server.js';
import { ADMIN, expectToast, keepShot, sellerWithSite, signInWithForm } from './helpers.js';

/** A seller with a Sales page (no upsells) made by the real create call. */
const seller = async (request: APIRequestContext) => sellerWithSite(request, { upsellProductLinks: [] });

let address = 0;
/** An order through the API, from its own customer address. */
async function orderViaApi(request: APIRequestContext, websiteId: number, name: string) {
  const res = await request.post('/api/orders', {
    headers: { 'x-forwarded-for': `10.200.${Math.floor(++address / 250)}.${address % 250}` },
    data: { websiteId, quantity: 2, customerData: { name, phone: '064 321 9876', address: 'Kralja Petra 7', city: 'Kragujevac', email: 'kupac@primer.rs', notes: 'Dostava posle podne' } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).orderId as string;
}

async function openOrders(page: Page, email: string, password: string) {
  await page.goto('/');
  await signInWithForm(page, email, password);
  await page.waitForURL(/\/(admin|create)$/);
  await page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('button', { name: 'Narudžbine' }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

test('the admin changes an order’s status inline and sees "Status ažuriran"; the change is in its history', async ({ page, request }) => {
  const s = await seller(request);
  const orderId = await orderViaApi(request, s.site.id, 'Vesna Kostić');
  await openOrders(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await page.getByRole('searchbox').or(page.getByPlaceholder(/Pretraga po broju/)).first().fill(orderId);
  const row = page.getByTestId(`order-row-${orderId}`);
  await expect(row).toBeVisible();
  await expect(page.getByText(/^Prikazano 1 od 1 narudžbina$/)).toBeVisible();
  await row.getByTestId('status-select').selectOption('processing');
  await expectToast(page, 'Status ažuriran', 'Status narudžbine je uspešno ažuriran');
  await expect(row.getByTestId('status-select')).toHaveValue('processing');
  const stored = await (await request.get(`/api/orders?q=${orderId}`, { headers: { authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: ADMIN })).json()).token}` } })).json();
  expect(stored[0].status).toBe('processing');
  expect(stored[0].statusHistory).toEqual([expect.objectContaining({ from: 'pending', to: 'processing' })]);
});

test('a client sees only the orders of its own websites, read-only, with every field of the spec', async ({ page, request }) => {
  const mine = await seller(request);
  const theirs = await seller(request);
  const myOrder = await orderViaApi(request, mine.site.id, 'Jelena Stanković');
  const theirOrder = await orderViaApi(request, theirs.site.id, 'Goran Ristić');
  await openOrders(page, mine.email, mine.password);
  await expect(page.getByRole('heading', { name: 'Moje narudžbine' })).toBeVisible();
  const card = page.getByTestId(`order-card-${myOrder}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Jelena Stanković');
  await expect(card).toContainText('kupac@primer.rs');
  await expect(card).toContainText('+381643219876');
  await expect(card).toContainText('Kralja Petra 7');
  await expect(card).toContainText('Kragujevac');
  await expect(card).toContainText('Stona LED lampa');
  await expect(card).toContainText('Dostava posle podne');
  await expect(card).toContainText('Na čekanju');
  await expect(card).toContainText(/\d{1,3}(\.\d{3})* RSD/);
  await expect(page.getByTestId(`order-card-${theirOrder}`)).toHaveCount(0);
  await expect(page.getByTestId('status-select')).toHaveCount(0);
  // The server agrees: the admin list is not the client's.
  const { token } = await (await request.post('/api/auth/login', { data: { email: mine.email, password: mine.password } })).json();
  expect((await request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
});

test('an order placed in another browser appears on an open /orders page within 2 s, without a reload', async ({ page, browser, request }) => {
  const s = await seller(request);
  await openOrders(page, s.email, s.password);
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  // A visitor orders from the sales page in a browser of their own.
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await shop.goto(`/${s.site.customUrl}`);
  await shop.getByTestId('order-open').first().click();
  const dialog = shop.getByRole('dialog');
  await dialog.getByLabel('Ime i prezime').fill('Ivana Lukić');
  await dialog.getByLabel('Telefon').fill('063 111 2222');
  await dialog.getByLabel('Adresa').fill('Njegoševa 12');
  await dialog.getByLabel('Grad').fill('Čačak');
  await dialog.getByTestId('order-submit').click();
  await shop.waitForURL(new RegExp(`/hvala/${s.site.id}/`));
  const placedAt = Date.now();
  const orderId = shop.url().split('/').pop()!;
  await visitor.close();

  await expect(page.getByTestId(`order-card-${orderId}`)).toBeVisible({ timeout: 2000 });
  expect(Date.now() - placedAt).toBeLessThan(2500);
  await expect(page.getByTestId(`order-card-${orderId}`)).toContainText('Ivana Lukić');
  await expect(page.getByTestId('toast')).toContainText('Nova narudžbina');
  // Same page: nothing was reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // Away from /orders, new orders count in the page title until the seller looks at them.
  const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
  await nav.getByRole('button', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await orderViaApi(request, s.site.id, 'Petar Janković');
  await expect(page).toHaveTitle(/^\(1\) /, { timeout: 2000 });
  await nav.getByRole('button', { name: 'Narudžbine' }).click();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the CSV export downloads the filtered orders', async ({ page, request }) => {
  const s = await seller(request);
  const orderId = await orderViaApi(request, s.site.id, 'Zoran Đurić');
  await openOrders(page, s.email, s.password);
  await expect(page.getByTestId(`order-card-${orderId}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Izvezi CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^narudzbine-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toBe('Datum porudžbine;Broj porudžbine;Ime i prezime;Email;Telefon;Adresa za dostavu;Grad;Proizvod;Količina;Ukupna cena;Status;Napomena');
  // A phone starts with '+': like every cell that could start a formula, it is quoted (CONTRACT.md).
  expect(text).toContain(`${orderId};Zoran Đurić;kupac@primer.rs;'+381643219876;Kralja Petra 7;Kragujevac;Stona LED lampa;2;`);
});

test('a seller the admin lets run its orders confirms, notes and corrects an order on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const s = await seller(request);
  const orderId = await orderViaApi(request, s.site.id, 'Dragana Ilić');
  const adminAuth = { authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: ADMIN })).json()).token}` };
  expect((await request.patch(`/api/admin/users/${s.site.userId}/permissions`, { headers: adminAuth, data: { manageOwnOrders: true } })).status()).toBe(200);

  await page.goto('/');
  await signInWithForm(page, s.email, s.password);
  await page.waitForURL(/\/create$/);
  await page.goto('/orders');
  const card = page.getByTestId(`order-card-${orderId}`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Pozovi/ })).toHaveAttribute('href', 'tel:+381643219876');
  await expect(card.getByRole('link', { name: /^Piši na Viber/ })).toHaveAttribute('href', 'viber://chat?number=%2B381643219876');

  // Confirmed by phone: 'U obradi'.
  await card.getByRole('combobox', { name: `Status narudžbine ${orderId}` }).selectOption('processing');
  await expectToast(page, 'Status ažuriran', 'Status narudžbine je uspešno ažuriran');

  // A note for the courier day.
  await card.getByLabel(`Nova napomena za narudžbinu ${orderId}`).fill('Potvrđeno telefonom, dostava posle 17h');
  await card.getByRole('button', { name: 'Dodaj napomenu' }).click();
  await expect(card.getByTestId('seller-note')).toContainText('Potvrđeno telefonom, dostava posle 17h');
  await expect(card.getByTestId('seller-note')).toContainText('Milica Petrović');

  // The buyer gave a better address.
  await card.getByTestId('edit-customer').click();
  const dialog = page.getByRole('dialog', { name: `Podaci kupca, narudžbina ${orderId}` });
  await dialog.getByLabel('Adresa').fill('Kralja Petra 7, stan 4');
  await keepShot(page, 'seller-order-edit-phone');
  await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-address')).toContainText('Kralja Petra 7, stan 4');
  await card.getByText('Istorija statusa').click();
  await expect(card.getByTestId('customer-changes')).toContainText('Adresa: Kralja Petra 7 → Kralja Petra 7, stan 4');
  await keepShot(page, 'seller-order-card-phone', { fullPage: true });

  const stored = await (await request.get(`/api/orders/my?q=${orderId}`, { headers: s.headers })).json();
  expect(stored[0]).toMatchObject({ status: 'processing', address: 'Kralja Petra 7, stan 4' });
  expect(stored[0].sellerNotes).toEqual([expect.objectContaining({ text: 'Potvrđeno telefonom, dostava posle 17h' })]);
});
