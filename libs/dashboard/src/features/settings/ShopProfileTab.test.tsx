import { EMPTY_SHOP_PROFILE, missingShopProfileFields, SHOP_PROFILE_MESSAGES, type ShopProfile, type ShopProfileResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT, type FakeAnswer, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

const PATH = '/api/user/shop-profile';
/** A Serbian PIB whose check digit is right (ISO 7064 MOD 11,10), and the same with a wrong one. */
const GOOD_PIB = '101134702';
const BAD_PIB = '101134703';

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

function response(profile: Partial<ShopProfile> = {}, updatedAt: string | null = null): ShopProfileResponse {
  const p = { ...EMPTY_SHOP_PROFILE, ...profile };
  const missing = missingShopProfileFields(p);
  return { ...p, complete: missing.length === 0, missing, updatedAt };
}

const FULL: Partial<ShopProfile> = {
  shopName: 'Lampica',
  legalName: 'Lampica d.o.o.',
  taxId: GOOD_PIB,
  registrationNumber: '21234567',
  address: 'Bulevar oslobođenja 12',
  city: 'Novi Sad',
  phone: '064 123 4567',
  email: 'kontakt@lampica.rs',
  returnDays: 14,
  warrantyMonths: 24,
  markets: { Serbia: { deliveryDays: '2-4', shippingCost: 350, freeShippingFrom: 5000 } },
};

/** /settings?tab=shop; the GET answers what `current` gives (the saved profile, after a PUT). */
function renderShop(start: ShopProfileResponse | (() => ShopProfileResponse), put?: (call: FetchCall) => FakeAnswer) {
  const current = typeof start === 'function' ? start : () => start;
  return renderApp('/settings?tab=shop', {
    'GET /api/auth/me': { body: CLIENT },
    [`GET ${PATH}`]: () => ({ body: current() }),
    ...(put ? { [`PUT ${PATH}`]: put } : {}),
  });
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const market = (id: 'Serbia' | 'Bosnia' | 'Montenegro') => within(screen.getByTestId(`shop-market-${id}`));
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const errorOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent ?? null;
const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT' && c.path === PATH);

describe("settings' shop tab", () => {
  it("opens from the tab list after 'Profil' and loads the saved profile into the form", async () => {
    renderApp('/settings', { 'GET /api/auth/me': { body: CLIENT }, [`GET ${PATH}`]: { body: response(FULL, '2025-11-01T10:00:00.000Z') } });
    const tabs = (await screen.findAllByRole('tab', {}, { timeout: 10_000 })).map((t) => t.textContent);
    expect(tabs.slice(0, 2)).toEqual(['Profil', 'Prodavnica']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Prodavnica' }), { button: 0 });

    expect((await screen.findByLabelText('Naziv prodavnice', {}, { timeout: 10_000 }) as HTMLInputElement).value).toBe('Lampica');
    expect(input('Naziv firme (pravno lice / preduzetnik)').value).toBe('Lampica d.o.o.');
    expect(input('PIB / JIB').value).toBe(GOOD_PIB);
    expect(input('Matični broj').value).toBe('21234567');
    expect(input('Adresa').value).toBe('Bulevar oslobođenja 12');
    expect(input('Mesto').value).toBe('Novi Sad');
    expect(input('Telefon').value).toBe('064 123 4567');
    expect(input('E-mail').value).toBe('kontakt@lampica.rs');
    expect(input('Rok za povraćaj (dana)').value).toBe('14');
    expect(input('Garancija (meseci)').value).toBe('24');
    expect((market('Serbia').getByLabelText('Rok isporuke (radnih dana)') as HTMLInputElement).value).toBe('2-4');
    expect((market('Serbia').getByLabelText('Cena dostave (RSD)') as HTMLInputElement).value).toBe('350');
    expect((market('Serbia').getByLabelText('Besplatna dostava od (RSD)') as HTMLInputElement).value).toBe('5000');
    // Each market's money in its own currency; an unset market is empty.
    expect((market('Bosnia').getByLabelText('Cena dostave (KM)') as HTMLInputElement).value).toBe('');
    expect(market('Montenegro').getByLabelText('Besplatna dostava od (€)')).toBeTruthy();
    expect(screen.getByTestId('shop-profile-status').dataset.complete).toBe('true');
    // The live preview reads like the pages' footer.
    const preview = screen.getByTestId('shop-profile-preview-identity').textContent;
    expect(preview).toContain('Lampica d.o.o.');
    expect(preview).toContain(`PIB: ${GOOD_PIB}`);
    expect(preview).toContain('MB: 21234567');
  });

  it('lists the missing fields of an incomplete profile and explains where the data shows', async () => {
    renderShop(response({ shopName: 'Lampica', city: 'Niš' }));
    const status = await screen.findByTestId('shop-profile-status', {}, { timeout: 10_000 });
    expect(status.dataset.complete).toBe('false');
    expect(within(screen.getByTestId('shop-profile-missing')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Naziv firme (pravno lice / preduzetnik)',
      'PIB / JIB',
      'Adresa',
      'Telefon',
      'E-mail',
      'Rok za povraćaj (dana)',
    ]);
    expect(screen.getByText(/na svakoj vašoj stranici/)).toBeTruthy();
  });

  it('shows each wrong value at once beside its field, with the server\'s own messages, and sends nothing', async () => {
    const { calls } = renderShop(response());
    const taxId = (await screen.findByLabelText('PIB / JIB', {}, { timeout: 10_000 })) as HTMLInputElement;

    type(taxId, BAD_PIB);
    expect(errorOf(taxId)).toBe(SHOP_PROFILE_MESSAGES.taxIdChecksum);
    expect(taxId.getAttribute('aria-invalid')).toBe('true');
    type(taxId, '12345');
    expect(errorOf(taxId)).toBe(SHOP_PROFILE_MESSAGES.taxIdInvalid);
    type(taxId, GOOD_PIB);
    expect(errorOf(taxId)).toBeNull();

    const returnDays = input('Rok za povraćaj (dana)');
    type(returnDays, '13');
    expect(errorOf(returnDays)).toBe(SHOP_PROFILE_MESSAGES.returnDaysInvalid);
    type(returnDays, '14');
    expect(errorOf(returnDays)).toBeNull();

    const warranty = input('Garancija (meseci)');
    type(warranty, '121');
    expect(errorOf(warranty)).toBe(SHOP_PROFILE_MESSAGES.warrantyInvalid);

    const days = market('Bosnia').getByLabelText('Rok isporuke (radnih dana)');
    type(days, '4-2');
    expect(errorOf(days)).toBe(SHOP_PROFILE_MESSAGES.deliveryDaysInvalid);
    const cost = market('Bosnia').getByLabelText('Cena dostave (KM)');
    type(cost, '-5');
    expect(errorOf(cost)).toBe(SHOP_PROFILE_MESSAGES.shippingCostInvalid);
    const email = input('E-mail');
    type(email, 'nije-adresa');
    expect(errorOf(email)).toBe(SHOP_PROFILE_MESSAGES.emailInvalid);
    fireEvent.click(screen.getByTestId('shop-profile-save'));
    expect(puts(calls)).toHaveLength(0);
    // The first wrong field (in the form's order) takes the focus.
    expect(document.activeElement).toBe(email);
  });

  it('sends the whole form as typed: trimmed text, empty as null, numbers as numbers, unset markets null; then toasts and refreshes', async () => {
    let saved = response();
    const { calls } = renderShop(() => saved, (call) => {
      const body = call.body as Record<string, unknown>;
      saved = response({ ...(body as Partial<ShopProfile>), markets: { Serbia: { deliveryDays: '2-4', shippingCost: 350, freeShippingFrom: 5000 } } }, '2025-12-01T08:00:00.000Z');
      return { body: saved };
    });
    await screen.findByLabelText('Naziv prodavnice', {}, { timeout: 10_000 });
    expect(screen.getByTestId('shop-profile-status').dataset.complete).toBe('false');
    type(input('Naziv prodavnice'), '  Lampica  ');
    type(input('Naziv firme (pravno lice / preduzetnik)'), 'Lampica d.o.o.');
    type(input('PIB / JIB'), GOOD_PIB);
    type(input('Adresa'), 'Bulevar oslobođenja 12');
    type(input('Mesto'), 'Novi Sad');
    type(input('Telefon'), '064 123 4567');
    type(input('E-mail'), 'kontakt@lampica.rs');
    type(input('Rok za povraćaj (dana)'), '30');
    type(market('Serbia').getByLabelText('Rok isporuke (radnih dana)'), '2-4');
    type(market('Serbia').getByLabelText('Cena dostave (RSD)'), '350');
    type(market('Serbia').getByLabelText('Besplatna dostava od (RSD)'), '5.000');
    type(market('Montenegro').getByLabelText('Cena dostave (€)'), '0');
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === PATH).length;
    const getsBefore = gets();

    fireEvent.click(screen.getByTestId('shop-profile-save'));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByTestId('toast-title').textContent).toBe(SHOP_PROFILE_MESSAGES.saved);
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0].body).toEqual({
      shopName: 'Lampica',
      legalName: 'Lampica d.o.o.',
      taxId: GOOD_PIB,
      registrationNumber: null,
      address: 'Bulevar oslobođenja 12',
      city: 'Novi Sad',
      phone: '064 123 4567',
      email: 'kontakt@lampica.rs',
      returnDays: 30,
      warrantyMonths: null,
      markets: {
        Serbia: { deliveryDays: '2-4', shippingCost: 350, freeShippingFrom: 5000 },
        Bosnia: null,
        Montenegro: { deliveryDays: null, shippingCost: 0, freeShippingFrom: null },
      },
    });
    // The query is read again and the form shows the saved profile.
    await waitFor(() => expect(gets()).toBeGreaterThan(getsBefore));
    await waitFor(() => expect(screen.getByTestId('shop-profile-status').dataset.complete).toBe('true'));
    expect(input('Naziv prodavnice').value).toBe('Lampica');
  });

  it("shows the server's field errors beside the fields and its message in the toast", async () => {
    const { calls } = renderShop(response({ shopName: 'Lampica' }), () => ({
      status: 400,
      statusText: 'Bad Request',
      body: {
        statusCode: 400,
        message: SHOP_PROFILE_MESSAGES.phoneInvalid,
        error: 'Bad Request',
        errors: { phone: SHOP_PROFILE_MESSAGES.phoneInvalid, markets: SHOP_PROFILE_MESSAGES.marketsInvalid },
      },
    }));
    const phone = (await screen.findByLabelText('Telefon', {}, { timeout: 10_000 })) as HTMLInputElement;
    fireEvent.click(screen.getByTestId('shop-profile-save'));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByTestId('toast-title').textContent).toBe('Greška');
    expect(within(toast).getByTestId('toast-description').textContent).toBe(SHOP_PROFILE_MESSAGES.phoneInvalid);
    expect(puts(calls)).toHaveLength(1);
    await waitFor(() => expect(errorOf(phone)).toBe(SHOP_PROFILE_MESSAGES.phoneInvalid));
    expect(screen.getByTestId('shop-profile-markets-error').textContent).toBe(SHOP_PROFILE_MESSAGES.marketsInvalid);
    // Typing into the field clears the server's message for it.
    type(phone, '064 123 4567');
    expect(errorOf(phone)).toBeNull();
    expect(screen.getByTestId('shop-profile-markets-error')).toBeTruthy();
  });

  it('the preview follows the form as typed, and says so when there is no shop name', async () => {
    renderShop(response());
    expect(await screen.findByTestId('shop-profile-preview-empty', {}, { timeout: 10_000 })).toBeTruthy();
    type(input('Naziv prodavnice'), 'Lampica');
    type(input('PIB / JIB'), '1234567890123');
    type(input('Telefon'), '061 123 456');
    const preview = screen.getByTestId('shop-profile-preview-identity').textContent;
    expect(preview).toContain('Lampica');
    // Bosnia's 13 digits read as JIB, as on the pages.
    expect(preview).toContain('JIB: 1234567890123');
    expect(preview).toContain('Tel: 061 123 456');
  });
});
