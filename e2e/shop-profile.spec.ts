import { expect, test } from '@playwright/test';
import { expectToast, keepPhoneAndDesktopShots, sellerWithSite, signInWithForm, toast } from './helpers.js';

/**
 * The seller's shop profile. A new seller sees the prompt on /create, opens the shop tab from it,
 * sees a wrong PIB refused as it is typed, fills the profile in and saves; the values stay after a reload,
 * the prompt is gone, and the seller's public page shows the shop's name and PIB in its footer.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** A Serbian PIB with the right check digit, and the same with a wrong one. */
const GOOD_PIB = '101134702';
const BAD_PIB = '101134703';


test('a seller fills in the shop profile from the prompt; the public page shows the shop and its PIB', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { site, email, password } = await sellerWithSite(request, { templateName: 'Minimalistic' });

  await page.goto('/create');
  await signInWithForm(page, email, password);
  const prompt = page.getByTestId('shop-profile-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading', { name: 'Popunite podatke o prodavnici' })).toBeVisible();
  await expect(prompt).toContainText('uslove dostave i povraćaja');
  await expect(page.getByRole('heading', { name: 'Moji Website-ovi' })).toBeVisible();
  // The sign-in toast closed, so the shots show the page.
  await toast(page).getByRole('button', { name: 'Zatvori' }).click();
  await expect(toast(page)).toHaveCount(0);
  await keepPhoneAndDesktopShots(page, 'prompt-create');

  // The same prompt on the site's editor.
  await page.goto(`/edit/${site.id}`);
  await expect(page.getByTestId('shop-profile-prompt')).toBeVisible();
  await keepPhoneAndDesktopShots(page, 'prompt-editor');

  await page.goto('/create');
  await page.getByTestId('shop-profile-prompt').getByRole('link', { name: 'Popuni podatke' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=shop$/);
  await expect(page.getByRole('tab', { name: 'Prodavnica' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('shop-profile-status')).toHaveAttribute('data-complete', 'false');

  // Wrong values are refused as they are typed, beside their fields, before any save.
  await page.getByLabel('Naziv prodavnice').fill('Lampica');
  const taxId = page.getByLabel('PIB / JIB');
  await taxId.fill(BAD_PIB);
  await expect(page.locator('#shop-taxId-error')).toHaveText('PIB nije ispravan: kontrolna cifra se ne slaže');
  await expect(taxId).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Rok za povraćaj (dana)').fill('13');
  await expect(page.locator('#shop-returnDays-error')).toContainText('najmanje 14');
  const serbia = page.getByTestId('shop-market-Serbia');
  await serbia.getByLabel('Rok isporuke (radnih dana)').fill('4-2');
  await expect(page.locator('#shop-markets-Serbia-deliveryDays-error')).toContainText('npr. 2 ili 2-4');
  await keepPhoneAndDesktopShots(page, 'tab-errors');

  // Fixed and filled in.
  await taxId.fill(GOOD_PIB);
  await expect(page.locator('#shop-taxId-error')).toHaveCount(0);
  await page.getByLabel('Naziv firme (pravno lice / preduzetnik)').fill('Lampica d.o.o.');
  await page.getByLabel('Matični broj').fill('21234567');
  await page.getByLabel('Adresa').fill('Bulevar oslobođenja 12');
  await page.getByLabel('Mesto').fill('Novi Sad');
  await page.getByLabel('Telefon').fill('064 123 4567');
  await page.getByLabel('E-mail').fill('kontakt@lampica.rs');
  await page.getByLabel('Rok za povraćaj (dana)').fill('14');
  await page.getByLabel('Garancija (meseci)').fill('24');
  await serbia.getByLabel('Rok isporuke (radnih dana)').fill('2-4');
  await serbia.getByLabel('Cena dostave (RSD)').fill('350');
  await serbia.getByLabel('Besplatna dostava od (RSD)').fill('5.000');
  await page.getByTestId('shop-market-Montenegro').getByLabel('Cena dostave (€)').fill('3,50');
  await expect(page.locator('[id^="shop-"][id$="-error"]')).toHaveCount(0);
  await expect(page.getByTestId('shop-profile-preview-identity')).toContainText(`PIB: ${GOOD_PIB}`);
  await keepPhoneAndDesktopShots(page, 'tab-filled');

  await page.getByTestId('shop-profile-save').click();
  await expectToast(page, 'Podaci o prodavnici su sačuvani');
  await expect(page.getByTestId('shop-profile-status')).toHaveAttribute('data-complete', 'true');

  // Kept: a reload reads them from the server.
  await page.reload();
  await expect(page.getByLabel('Naziv prodavnice')).toHaveValue('Lampica');
  await expect(page.getByLabel('PIB / JIB')).toHaveValue(GOOD_PIB);
  await expect(page.getByLabel('Naziv firme (pravno lice / preduzetnik)')).toHaveValue('Lampica d.o.o.');
  await expect(page.getByLabel('Matični broj')).toHaveValue('21234567');
  await expect(page.getByLabel('E-mail')).toHaveValue('kontakt@lampica.rs');
  await expect(page.getByLabel('Rok za povraćaj (dana)')).toHaveValue('14');
  await expect(page.getByLabel('Garancija (meseci)')).toHaveValue('24');
  await expect(serbia.getByLabel('Rok isporuke (radnih dana)')).toHaveValue('2-4');
  await expect(serbia.getByLabel('Cena dostave (RSD)')).toHaveValue('350');
  await expect(serbia.getByLabel('Besplatna dostava od (RSD)')).toHaveValue('5000');
  await expect(page.getByTestId('shop-market-Montenegro').getByLabel('Cena dostave (€)')).toHaveValue('3,5');
  await expect(page.getByTestId('shop-profile-status')).toHaveAttribute('data-complete', 'true');
  await keepPhoneAndDesktopShots(page, 'tab-saved');

  // The prompt is gone.
  await page.goto('/create');
  await expect(page.getByTestId('dashboard-user-name')).toBeVisible();
  await expect(page.getByTestId('shop-profile-prompt')).toHaveCount(0);

  // A buyer's page of the seller: the shop and its PIB in the footer.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/${site.customUrl}`);
  const footer = visitor.locator('footer').getByTestId('shop-identity');
  await expect(footer.getByTestId('shop-name')).toHaveText('Lampica');
  await expect(footer).toContainText(`PIB: ${GOOD_PIB}`);
  await expect(footer).toContainText('Lampica d.o.o.');
  await visitor.close();
});
