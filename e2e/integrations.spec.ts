import { expect, test } from '@playwright/test';
import { E2E_INTEGRATIONS } from './fixtures/integrations.mjs';
import { expectToast, keepShot, sellerWithSite, signInWithForm } from './helpers.js';

// The browser-test server talks to local fakes of Telegram and Google Sheets (e2e/fixtures/integrations.mjs).
test('a seller connects Telegram and a sheet on the Notifications tab, and the next order reaches both', async ({ page, request }) => {
  const seller = await sellerWithSite(request);
  await page.goto('/settings');
  await signInWithForm(page, seller.email, seller.password);
  await page.getByRole('tab', { name: 'Notifikacije' }).click();

  // The bot: the test waits for a saved token and chat ID; saved, the status box says both are set, and the
  // test message proves the bot reaches the chat.
  const telegramTest = page.getByRole('button', { name: 'Pošalji test poruku' });
  await expect(telegramTest).toBeDisabled();
  await page.getByLabel('Bot token').fill(`  ${E2E_INTEGRATIONS.botToken} `);
  await page.getByLabel('Chat ID').fill(E2E_INTEGRATIONS.chatId);
  await page.getByRole('button', { name: 'Sačuvaj Telegram podešavanja' }).click();
  await expectToast(page, 'Telegram podešavanja su uspešno ažurirana.');
  await expect(page.getByText('Bot token i Chat ID su sačuvani. Pošaljite test poruku da proverite da poruke stižu.')).toBeVisible();
  await telegramTest.click();
  await expect(page.getByTestId('telegram-test-result')).toHaveText('Test poruka je poslata. Proverite Telegram.');
  await keepShot(page, 'telegram-test');

  // The sheet: the service account to share with; Test disabled while empty; a sheet not shared says so.
  await expect(page.getByText('cod-orders@cod-test.iam.gserviceaccount.com')).toBeVisible();
  const sheetId = page.getByLabel('Google Sheets ID');
  const testButton = page.getByRole('button', { name: 'Testiraj' });
  await expect(testButton).toBeDisabled();
  await sheetId.fill(E2E_INTEGRATIONS.hiddenSheetId);
  await testButton.click();
  await expect(page.getByText('Tabela nije podeljena sa cod-orders@cod-test.iam.gserviceaccount.com (dozvola: Urednik)').first()).toBeVisible();

  // The right sheet, pasted as its whole link: the success box with the sheet's title; then saved.
  await sheetId.fill(`https://docs.google.com/spreadsheets/d/${E2E_INTEGRATIONS.sheetId}/edit#gid=0`);
  await expect(page.getByText('Tabela nije podeljena')).toHaveCount(0);
  await testButton.click();
  await expect(page.getByText('Konekcija je uspešno uspostavljena!')).toBeVisible();
  await expect(page.getByText(E2E_INTEGRATIONS.sheetTitle)).toBeVisible();
  await expectToast(page, 'Google Sheets konekcija je uspešno testirana.');
  await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
  await expectToast(page, 'Google Sheets podešavanja su uspešno ažurirana.');
  // Saved is not yet connected: 'Povezano' once the saved sheet passes a test (or takes a row).
  await expect(page.getByTestId('integration-status-sheets')).toHaveText('Sačuvano, još nije potvrđeno: pošaljite test');
  await expect(page.getByTestId('sheets-connected')).toHaveCount(0);
  await testButton.click();
  await expect(page.getByTestId('sheets-connected')).toBeVisible();
  await expect(page.getByTestId('integration-status-sheets')).toContainText('Povezano');
  await keepShot(page, 'notifications', { fullPage: true });

  // The next order goes to both: /orders shows Telegram and Google Sheets as sent.
  const placed = await request.post('/api/orders', {
    data: { websiteId: seller.site.id, quantity: 1, totalPrice: 1, customerData: { name: 'Jelena Ilić', phone: '0641112223', address: 'Cara Dušana 9', city: 'Zemun' } },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = await placed.json();
  await page.goto(`/orders?q=${orderId}`);
  const deliveries = page.getByRole('group', { name: `Slanje narudžbine ${orderId}` });
  await expect(deliveries).toContainText(/Telegram\W*poslato/);
  await expect(deliveries).toContainText(/Google Sheets\W*poslato/);
  await expect(deliveries).toContainText(/Trackify\W*bez slanja/);
});
