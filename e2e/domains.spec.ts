import { chromium, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { dnsAsked, publishDns } from './fixtures/dns.mjs';
import { expectToast, keepPhoneAndDesktopShots, sellerWithSite, signInWithForm, toast } from './helpers.js';

/**
 * Custom domains in the browser (spec 000 §2 Single domain / Multiple domains, §8 texts;
 * CONTRACT DNS_SERVERS): a seller adds a domain, copies the TXT value from the page, the server's test DNS
 * (e2e/fixtures/dns.mjs, asked through DNS_SERVERS) publishes it, Verificiraj verifies, and the seller's page
 * opens on that host: a second Chromium resolves the host to 127.0.0.1 with --host-resolver-rules.
 *
 * Hosts are unique per run (a verified host belongs to one seller) and end in .rs, a public top-level domain.
 */

/** The spec's texts (§2, §5, §8), written out: the test checks them, not the app's own constants. */
const TEXT = {
  emptyList: 'Nemate još uvek konfigurisan nijedan domen. Dodajte prvi domen da biste počeli.',
  added: 'Domen dodat!',
  verifyFailedTitle: 'Verifikacija neuspešna',
  verified: 'Domen verificiran!',
  copied: 'Kopirano!',
  propagation: '24 sata',
  enterDomain: 'Unesite domen',
  singleAdded: 'Domen je uspešno povezan. Potrebno je da ga verificirate.',
  singleVerified: 'Domen je uspešno verificiran',
  singleActive: 'Domen je Aktivan!',
};

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const uniqueHost = (name: string) => `${name}-e2e-${randomUUID().slice(0, 6)}.rs`;

/** A Chromium of its own that resolves `hosts` to this machine (the project's launch options plus the rule). */
async function browserResolving(hosts: string[]): Promise<Browser> {
  const launch = test.info().project.use.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1`).join(', ')}`],
  });
}

/** http://HOST:PORT of the test server (the port of baseURL). */
const onHost = (host: string, pathname: string) => {
  const base = new URL(test.info().project.use.baseURL!);
  return `http://${host}:${base.port}${pathname}`;
};

/** The seller's page opens on their domain (a browser resolving it to this server). */
async function expectSitePageOnHost(host: string, site: { customUrl: string; title: string }) {
  const browser = await browserResolving([host]);
  try {
    const visitor = await browser.newPage();
    const res = await visitor.goto(onHost(host, `/${site.customUrl}`));
    expect(res!.status()).toBe(200);
    await expect(visitor).toHaveTitle(productTitle(site.title));
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toContainText(site.title);
  } finally {
    await browser.close();
  }
}

/** The product page's title: the product's name, possibly followed by the SEO suffix ('… – Akcijska cena'). */
const productTitle = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function closeToast(page: Page) {
  await toast(page).getByRole('button', { name: 'Zatvori' }).click();
  await expect(toast(page)).toHaveCount(0);
}


test('/domains: add a domain, copy its TXT value, DNS publishes it, Verificiraj → Verificiran, the page opens on the host', async ({ page, request }) => {
  const { site, email, password } = await sellerWithSite(request);
  const host = uniqueHost('moja-prodavnica');

  await page.goto('/domains');
  await signInWithForm(page, email, password);
  await expect(page.getByTestId('domains-empty')).toHaveText(TEXT.emptyList);
  const add = page.getByRole('button', { name: 'Dodaj', exact: true });
  await expect(add).toBeDisabled();

  // §5: trimmed, lowercased, the scheme and a leading www. removed.
  await page.getByLabel('Novi domen').fill(`  https://www.${host.toUpperCase()} `);
  await add.click();
  await expectToast(page, TEXT.added);
  await expect(toast(page).getByTestId('toast-description')).toContainText('DNS Setup');
  await expect(page.getByLabel('Novi domen')).toHaveValue('');
  const card = page.locator(`[data-testid="domain-card"][data-host="${host}"]`);
  await expect(card.getByTestId('domain-host')).toHaveText(host);
  await expect(card.getByTestId('domain-status')).toHaveText('Pending');
  await expect(card.getByTestId('domain-primary')).toHaveCount(0);

  // Nothing published yet: the verification fails with the server's reason.
  await card.getByRole('button', { name: 'Verificiraj' }).click();
  await expect(toast(page).getByTestId('toast-title')).toHaveText(TEXT.verifyFailedTitle);
  await expect(toast(page).getByTestId('toast-description')).toContainText(`nije pronađen za ${host}`);
  await expect(card.getByTestId('domain-status')).toHaveText('Pending');
  await closeToast(page);

  // DNS Setup: the TXT value, copied with its button.
  await card.getByRole('button', { name: 'DNS Setup' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`DNS podešavanje za ${host}`);
  await expect(dialog).toContainText(TEXT.propagation);
  await expect(dialog.getByTestId('dns-txt-name')).toHaveText('@');
  const txtValue = (await dialog.getByTestId('dns-txt-value').textContent())!.trim();
  expect(txtValue).toMatch(/^cod-verify=[0-9a-f]{32}$/);
  await dialog.getByRole('button', { name: 'Kopiraj TXT vrednost' }).click();
  await expectToast(page, TEXT.copied);
  const copied = await readClipboard(page);
  expect(copied).toBe(txtValue);
  // (Escape would close the 'Kopirano!' toast first: it is the top layer.)
  await dialog.getByRole('button', { name: 'Zatvori' }).click();
  await expect(dialog).toBeHidden();

  // The seller adds the record at their registrar: the server's DNS now answers it.
  await publishDns(host, { TXT: [copied] });
  await card.getByRole('button', { name: 'Verificiraj' }).click();
  await expectToast(page, TEXT.verified);
  await expect(card.getByTestId('domain-status')).toHaveText('Verificiran');
  // The first verified domain becomes the primary; DNS Setup and Verificiraj are for unverified domains only.
  await expect(card.getByTestId('domain-primary')).toHaveText('Glavni');
  await expect(card.getByRole('button', { name: 'DNS Setup' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Verificiraj' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Postavi kao glavni' })).toHaveCount(0);
  expect(await dnsAsked()).toContain(`${host} 16`);

  // Still verified after a reload (the server's state, not the page's).
  await page.reload();
  await expect(card.getByTestId('domain-status')).toHaveText('Verificiran');
  await keepPhoneAndDesktopShots(page, 'domains-verified');

  // The seller's page on the domain.
  await expectSitePageOnHost(host, site);
});

test('/domain (single): add, copy the TXT value, DNS publishes it at _cod-verify, Verificiraj → Domen je Aktivan!', async ({ page, request }) => {
  const { site, email, password } = await sellerWithSite(request);
  const host = uniqueHost('jedan-domen');

  await page.goto('/domain');
  await signInWithForm(page, email, password);
  await page.getByRole('button', { name: 'Dodaj Domen' }).click();
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByText(TEXT.enterDomain)).toBeVisible();
  await page.getByRole('textbox', { name: 'Domen' }).fill(` HTTPS://${host}/ `);
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expectToast(page, TEXT.singleAdded);
  await expect(page.getByTestId('domain-name')).toHaveText(host);
  await expect(page.getByTestId('domain-badge')).toHaveText('Pending Verifikacija');
  await expect(page.getByTestId('domain-preview-url')).toHaveText(`https://${host}/naziv-proizvoda`);

  const txt = page.getByTestId('domain-txt');
  await expect(txt.getByTestId('domain-txt-name')).toHaveText('@');
  const txtValue = (await txt.getByTestId('domain-txt-value').textContent())!.trim();
  await txt.getByRole('button', { name: 'Kopiraj TXT vrednost' }).click();
  await expectToast(page, TEXT.copied);
  expect(await readClipboard(page)).toBe(txtValue);

  // The record may also live at _cod-verify.<host> (a registrar that already has a TXT at @).
  await publishDns(`_cod-verify.${host}`, { TXT: [txtValue] });
  await page.getByRole('button', { name: 'Verificiraj' }).click();
  await expectToast(page, TEXT.singleVerified);
  await expect(page.getByTestId('domain-badge')).toHaveText('Verificiran');
  await expect(page.getByTestId('domain-active')).toContainText(TEXT.singleActive);
  await expect(page.getByRole('button', { name: 'Verificiraj' })).toHaveCount(0);
  await expect(page.getByTestId('domain-txt')).toHaveCount(0);

  await expectSitePageOnHost(host, site);
});

/** A seller whose domain is verified through the API (the UI flow is the test above). */
async function sellerWithVerifiedDomain(request: APIRequestContext, host: string) {
  const seller = await sellerWithSite(request);
  const added = await request.post('/api/domains', { headers: seller.headers, data: { host } });
  expect(added.status()).toBe(201);
  const { domain } = await added.json();
  await publishDns(host, { TXT: [domain.dnsInstructions.txt.value] });
  const verified = await request.post('/api/domains/verify', { headers: seller.headers, data: { host } });
  expect(verified.ok()).toBe(true);
  return seller;
}

// Host routing (public pages chosen by the request's Host; e2e/serve.mjs sets PUBLIC_BASE_URL so our own name is known).
test('Host routing: the verified host’s home is the seller’s product; unverified and unknown hosts answer 404', async ({ request }) => {
  const host = uniqueHost('moja-prodavnica');
  const pending = uniqueHost('neverifikovan');
  const unknown = uniqueHost('nepoznat-domen');
  const { site, headers } = await sellerWithVerifiedDomain(request, host);
  // Added by the same seller, never verified (no TXT record published).
  expect((await request.post('/api/domains', { headers, data: { host: pending } })).status()).toBe(201);

  const browser = await browserResolving([host, pending, unknown]);
  try {
    const visitor = await browser.newPage();

    // The domain's home shows the seller's product (not the platform's storefront). Needs Host routing.
    const home = await visitor.goto(onHost(host, '/'));
    expect(home!.status()).toBe(200);
    await expect(visitor).toHaveTitle(productTitle(site.title));

    // The dashboard's screens are the platform's: on a seller's domain they lead there. Needs Host routing.
    await visitor.goto(onHost(host, '/domains'));
    expect(new URL(visitor.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);

    // A host that is not a verified domain never shows the seller's page: 404. Needs Host routing (before it,
    // every host served every page).
    for (const other of [pending, unknown]) {
      const response = await visitor.goto(onHost(other, `/${site.customUrl}`));
      expect(response!.status(), other).toBe(404);
      await expect(visitor).not.toHaveTitle(productTitle(site.title));
      const root = await visitor.goto(onHost(other, '/'));
      expect(root!.status(), `${other}/`).toBe(404);
    }
  } finally {
    await browser.close();
  }
});

test('DNS Setup for a subdomain and for an apex: records named as DNS hosts expect; the last check stays on the card', async ({ page, request }) => {
  const { email, password } = await sellerWithSite(request);
  const apex = uniqueHost('prodavnica');
  const sub = `shop.${uniqueHost('firma')}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/domains');
  await signInWithForm(page, email, password);
  for (const host of [sub, apex]) {
    await page.getByLabel('Novi domen').fill(host);
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expect(page.locator(`[data-testid="domain-card"][data-host="${host}"]`)).toBeVisible();
  }

  // A subdomain: CNAME and TXT named `shop`.
  const subCard = page.locator(`[data-testid="domain-card"][data-host="${sub}"]`);
  await subCard.getByRole('button', { name: 'DNS Setup' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('dns-cname-name')).toHaveText('shop');
  await expect(dialog.getByTestId('dns-txt-name')).toHaveText('shop');
  await expect(dialog).not.toContainText('localhost');
  await keepPhoneAndDesktopShots(page, 'domains-dns-setup-subdomain');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // An apex: the TXT at @, and the traffic record for the apex (A/AAAA, or ALIAS/ANAME advice).
  const apexCard = page.locator(`[data-testid="domain-card"][data-host="${apex}"]`);
  await apexCard.getByRole('button', { name: 'DNS Setup' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('dns-txt-name')).toHaveText('@');
  await expect(dialog.getByTestId('dns-cname')).toHaveCount(0);
  await expect(dialog).not.toContainText('localhost');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A failed verification stays on the card after its toast.
  await apexCard.getByRole('button', { name: 'Verificiraj' }).click();
  await expect(apexCard.getByTestId('domain-last-check')).toContainText('nije uspela');
  await expect(apexCard.getByTestId('domain-last-check')).toContainText(`nije pronađen za ${apex}`);
  await keepPhoneAndDesktopShots(page, 'domains-last-check');
});
