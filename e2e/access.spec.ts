import { expect, test } from '@playwright/test';
import { ADMIN, createClientViaApi, expectToast, signInWithForm } from './helpers.js';

test('a client signs in at / and lands on /create', async ({ page, request }) => {
  const client = await createClientViaApi(request, { companyName: 'Milica Shop' });
  await page.goto('/');
  await expect(page.getByText('AI-powered website builder for selling')).toBeVisible();
  await signInWithForm(page, client.email, client.password);
  await expect(page).toHaveURL(/\/create$/);
  await expectToast(page, 'Uspešna prijava!', 'Dobrodošli, Milica!');
  await expect(page.getByTestId('topbar-user-name')).toHaveText('Milica Petrović');
  const role = page.getByTestId('topbar-user-role');
  await expect(role.getByText('Klijent', { exact: true })).toBeVisible();
  await expect(role.getByText('Milica Shop', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin Panel' })).toHaveCount(0);
});

test('a client at /admin sees the no-permission text with the top bar', async ({ page, request }) => {
  const client = await createClientViaApi(request);
  await page.goto('/admin');
  await signInWithForm(page, client.email, client.password);
  await expect(page.getByText('Nemate dozvolu za pristup admin panelu.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odjavi se' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj Klijenta' })).toHaveCount(0);
});

test('signed out at /orders sees "Prijavite se"', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByText('Prijavite se', { exact: true })).toBeVisible();
  await expect(page.getByText('Molimo prijavite se da biste pristupili narudžbinama')).toBeVisible();
});

test('signed out at a protected route sees the sign-in form and stays there after signing in', async ({ page }) => {
  await page.goto('/settings');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('tab', { name: 'Profil' })).toBeVisible();
});

test('the sign-in form shows the spec validation messages and the busy text', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('nije-email');
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByText('Neispravna email adresa')).toBeVisible();
  await expect(page.getByText('Lozinka je obavezna')).toBeVisible();

  await page.route('**/api/auth/login', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await signInWithForm(page, ADMIN.email, 'pogresna-lozinka');
  await expect(page.getByRole('button', { name: 'Prijavljivanje...' })).toBeDisabled();
  await expectToast(page, 'Greška pri prijavi', 'Neispravni podaci za prijavu');
});

test('the session survives a reload (auth-storage + auth_token) and logout clears it', async ({ page }) => {
  await page.goto('/');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const stored = await page.evaluate(() => ({ user: localStorage.getItem('auth-storage'), token: localStorage.getItem('auth_token') }));
  expect(JSON.parse(stored.user!).state.user.email).toBe(ADMIN.email);
  expect(stored.token).toBeTruthy();

  // While /api/auth/me is pending the full-screen loading text shows.
  await page.route('**/api/auth/me', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Učitavanje...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj Klijenta' })).toBeVisible();
  await page.unroute('**/api/auth/me');

  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // The token is revoked on the server too.
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${stored.token}` } });
  expect(me.status()).toBe(401);
});

test('a token stored by another tab signs the user in (session restore from local storage)', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const { token, user } = await login.json();
  await page.goto('/not/a/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('auth-storage', JSON.stringify({ state: { user: u }, version: 0 }));
    },
    [token, user],
  );
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an unknown site shows the 404 screen', async ({ page }) => {
  await page.goto('/nepostojeci-sajt');
  await expect(page.getByText('404 - Stranica nije pronađena')).toBeVisible();
});
