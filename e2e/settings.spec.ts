import { expect, test } from '@playwright/test';
import { createClientViaApi, expectToast, signInWithForm } from './helpers.js';

test('a client sees the profile and changes the password on the Security tab', async ({ page, request }) => {
  const client = await createClientViaApi(request, { companyName: 'Prodavnica Mila', phone: '0641234567' });
  await page.goto('/settings');
  await signInWithForm(page, client.email, client.password);

  const profile = page.getByRole('tabpanel');
  await expect(profile).toContainText('Milica');
  await expect(profile).toContainText('Petrović');
  await expect(profile).toContainText(client.email);
  await expect(profile).toContainText('Client');
  await expect(profile).toContainText('Prodavnica Mila');
  await expect(profile).toContainText('0641234567');

  await page.getByRole('tab', { name: 'Sigurnost' }).click();
  await page.getByLabel('Trenutna lozinka').fill('pogresna');
  await page.getByLabel('Nova lozinka', { exact: true }).fill('nova-lozinka');
  await page.getByLabel('Potvrdite novu lozinku').fill('druga-lozinka');
  await page.getByRole('button', { name: 'Promeni lozinku' }).click();
  await expect(page.getByText('Lozinke se ne poklapaju')).toBeVisible();

  await page.getByLabel('Potvrdite novu lozinku').fill('nova-lozinka');
  await page.getByRole('button', { name: 'Promeni lozinku' }).click();
  await expectToast(page, 'Greška pri promeni lozinke', 'Trenutna lozinka nije ispravna');

  await page.getByLabel('Trenutna lozinka').fill(client.password);
  await page.getByRole('button', { name: 'Promeni lozinku' }).click();
  await expectToast(page, 'Uspešno!', 'Lozinka je uspešno promenjena');
  await expect(page.getByLabel('Trenutna lozinka')).toHaveValue('');

  const old = await request.post('/api/auth/login', { data: { email: client.email, password: client.password } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/auth/login', { data: { email: client.email, password: 'nova-lozinka' } });
  expect(fresh.status()).toBe(200);
});
