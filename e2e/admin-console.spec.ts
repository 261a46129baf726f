import { expect } from '@playwright/test';
import { test } from './own-server.js';
import { ADMIN, createClientViaApi, expectToast, signInWithForm, uniqueEmail } from './helpers.js';

test('admin signs in, creates a client in the dialog, deactivates it, and the client cannot sign in', async ({ page }) => {
  await page.goto('/');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expectToast(page, 'Uspešna prijava!', 'Dobrodošli, Admin!');
  await expect(page.getByRole('button', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Super Administrator')).toBeVisible();

  // Create a client in the dialog.
  const email = uniqueEmail();
  await page.getByRole('button', { name: 'Dodaj Klijenta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Lozinka').fill('klijent-123');
  await dialog.getByLabel('Ime', { exact: true }).fill('Jelena');
  await dialog.getByLabel('Prezime').fill('Đorđević');
  await dialog.getByLabel('Kompanija (opciono)').fill('Jelena Shop');
  await dialog.getByRole('button', { name: 'Kreiraj klijenta' }).click();
  await expectToast(page, 'Klijent je uspešno kreiran!');
  await expect(dialog).toBeHidden();

  // It is in the lists, active.
  const clients = page.getByTestId('clients-list');
  const row = clients.locator('li', { hasText: email });
  await expect(row).toContainText('Jelena Đorđević');
  await expect(row).toContainText('Aktivan');
  await expect(page.getByTestId('users-list').locator('li', { hasText: email })).toBeVisible();

  // Deactivate it.
  await row.getByRole('button', { name: 'Deaktiviraj' }).click();
  await expectToast(page, 'Status je ažuriran!');
  await expect(row).toContainText('Neaktivan');
  await expect(row.getByRole('button', { name: 'Aktiviraj' })).toBeVisible();

  // The client's sign-in is refused.
  await page.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithForm(page, email, 'klijent-123');
  await expectToast(page, 'Greška pri prijavi', 'Vaš nalog je deaktiviran. Obratite se administratoru.');
  await expect(page.getByRole('button', { name: 'Odjavi se' })).toHaveCount(0);
});

test('create-client dialog shows the spec messages and the duplicate e-mail error', async ({ page, request }) => {
  const existing = await createClientViaApi(request);
  await page.goto('/admin');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: 'Dodaj Klijenta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('nije-email');
  await dialog.getByLabel('Lozinka').fill('123');
  await dialog.getByRole('button', { name: 'Kreiraj klijenta' }).click();
  await expect(dialog.getByText('Neispravna email adresa')).toBeVisible();
  await expect(dialog.getByText('Lozinka mora imati najmanje 6 karaktera')).toBeVisible();
  await expect(dialog.getByText('Ime je obavezno', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Prezime je obavezno')).toBeVisible();

  await dialog.getByLabel('Email').fill(existing.email);
  await dialog.getByLabel('Lozinka').fill('123456');
  await dialog.getByLabel('Ime', { exact: true }).fill('Ana');
  await dialog.getByLabel('Prezime').fill('Anić');
  await dialog.getByRole('button', { name: 'Kreiraj klijenta' }).click();
  await expectToast(page, 'Greška pri kreiranju klijenta', 'Korisnik sa ovom email adresom već postoji');
  await expect(dialog).toBeVisible();
});

test('admin resets a password in the dialog and deletes a client after the browser confirmation', async ({ page, request }) => {
  const client = await createClientViaApi(request);
  await page.goto('/admin');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  const row = page.getByTestId(`user-row-${client.id}`);

  await row.getByRole('button', { name: 'Resetuj šifru' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Resetuj šifru' });
  await dialog.getByLabel('Nova šifra').fill('12345');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Nova šifra').fill('novi-123');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectToast(page, 'Šifra je resetovana!');
  await expect(dialog).toBeHidden();
  const relogin = await request.post('/api/auth/login', { data: { email: client.email, password: 'novi-123' } });
  expect(relogin.status()).toBe(200);

  // Dismissing the confirmation keeps the user; accepting deletes it.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await row.getByRole('button', { name: 'Obriši' }).click();
  expect(asked).toBe('Da li ste sigurni da želite da obrišete ovog korisnika?');
  await expect(row).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Obriši' }).click();
  await expectToast(page, 'Korisnik je obrisan!');
  await expect(row).toHaveCount(0);
});

test('the first admin (id 1) has no action buttons', async ({ page }) => {
  await page.goto('/admin');
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  const me = page.getByTestId('user-row-1');
  await expect(me).toContainText('Admin');
  await expect(me.getByRole('button')).toHaveCount(0);
});
