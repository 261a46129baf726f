import { WEBSITE_MESSAGES, type ProductReadResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT, type FakeAnswer, type FetchCall } from '../../test/fake-fetch.js';
import { makeWebsite, renderAppMixed } from '../../test/streaming.js';
import { PRODUCT_READ_TEXTS } from './product-read-texts.js';
import { PRODUCT_READ_DEBOUNCE_MS } from './use-product-prefill.js';

type Handler = NonNullable<Parameters<typeof renderAppMixed>[1]>[string];

const LINK = 'https://shop.example.com/products/punjac';
const READ: ProductReadResponse = {
  name: 'Brzi punjač 65W',
  price: 2890,
  originalPrice: 4090,
  currency: 'RSD',
  currencySymbol: 'RSD',
  sourceCurrency: 'EUR',
  images: ['https://cdn.example.com/punjac-1.jpg', 'https://cdn.example.com/punjac-2.jpg', 'https://cdn.example.com/punjac-3.jpg'],
  suggestedCustomUrl: 'brzi-punjac-65w-2',
  sku: 'PW-65',
};

/** A read answer the test releases when it wants (to see the loading state). */
function deferred() {
  let release!: (answer: FakeAnswer) => void;
  const answer = new Promise<FakeAnswer>((resolve) => (release = resolve));
  return { answer, release };
}

function renderBuilder(read: Handler = { body: READ }) {
  return renderAppMixed('/builder', {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/websites/my': { body: [makeWebsite()] },
    'POST /api/products/read': read,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const paste = (label: string, value: string) => {
  fireEvent.paste(field(label));
  fireEvent.change(field(label), { target: { value } });
};
const readCalls = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/products/read');
const thumbs = () => screen.queryAllByTestId('builder-image').map((li) => within(li).getByRole('img').getAttribute('src'));
const message = (id: string) => document.getElementById(`builder-${id}-error`)?.textContent;

async function toStep3(market = 'Srbija') {
  fireEvent.click(await screen.findByRole('button', { name: market }));
  fireEvent.click(await screen.findByRole('button', { name: 'Minimalistic' }));
  return screen.findByTestId('builder-step-3');
}

beforeEach(() => dismissToast());

describe('the product link fills the form', () => {
  it('on paste: "Učitavam proizvod…", then name, prices, every picture, SKU and the suggested custom URL (still editable)', async () => {
    const pending = deferred();
    const { calls } = renderBuilder(() => pending.answer);
    await toStep3();
    paste('Link proizvoda', LINK);

    expect(await screen.findByText(PRODUCT_READ_TEXTS.loading)).toBeTruthy();
    expect(readCalls(calls)).toHaveLength(1);
    expect(readCalls(calls)[0].body).toEqual({ url: LINK, targetMarket: 'Serbia' });

    pending.release({ body: READ });
    await waitFor(() => expect(field('Naziv proizvoda').value).toBe('Brzi punjač 65W'));
    expect(screen.queryByText(PRODUCT_READ_TEXTS.loading)).toBeNull();
    expect(field('Nova cena (RSD)').value).toBe('2890');
    expect(field('Prethodna cena (RSD, opciono)').value).toBe('4090');
    expect(field('SKU (opciono)').value).toBe('PW-65');
    expect(field('Prilagođeni URL').value).toBe('brzi-punjac-65w-2');
    expect(thumbs()).toEqual(READ.images);
    expect(screen.getByTestId('product-read-done').textContent).toContain(PRODUCT_READ_TEXTS.converted('EUR', 'RSD'));

    // The suggestion stays the seller's to change.
    type('Prilagođeni URL', 'moj-punjac');
    expect(field('Prilagođeni URL').value).toBe('moj-punjac');

    // Leaving the field or a pause does not read the same link again.
    fireEvent.blur(field('Link proizvoda'));
    await new Promise((resolve) => setTimeout(resolve, PRODUCT_READ_DEBOUNCE_MS + 100));
    expect(readCalls(calls)).toHaveLength(1);
  });

  it('never overwrites what the seller typed; fills the rest', async () => {
    const { calls } = renderBuilder();
    await toStep3();
    type('Naziv proizvoda', 'Moj punjač');
    type('Nova cena (RSD)', '1990');
    type('Prilagođeni URL', 'punjac-akcija');
    type('Link proizvoda', LINK);
    fireEvent.blur(field('Link proizvoda'));

    await waitFor(() => expect(thumbs()).toEqual(READ.images));
    expect(readCalls(calls)).toHaveLength(1);
    expect(field('Naziv proizvoda').value).toBe('Moj punjač');
    expect(field('Nova cena (RSD)').value).toBe('1990');
    expect(field('Prilagođeni URL').value).toBe('punjac-akcija');
    expect(field('Prethodna cena (RSD, opciono)').value).toBe('4090');
    expect(field('SKU (opciono)').value).toBe('PW-65');
  });

  it('keeps the seller\'s own pictures, and fills the original price only when the page had one', async () => {
    renderBuilder({ body: { ...READ, originalPrice: null } });
    await toStep3();
    type('Link slike', 'https://cdn.example.com/moja.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj sliku' }));
    type('Link proizvoda', LINK);
    fireEvent.blur(field('Link proizvoda'));

    await waitFor(() => expect(field('Naziv proizvoda').value).toBe('Brzi punjač 65W'));
    expect(thumbs()).toEqual(['https://cdn.example.com/moja.jpg']);
    expect(field('Prethodna cena (RSD, opciono)').value).toBe('');
  });

  it('reads a typed link after a pause, in the market\'s currency; another link replaces what the first one filled', async () => {
    const { calls } = renderBuilder((call: FetchCall) =>
      (call.body as { url: string }).url === LINK
        ? { body: { ...READ, price: 48.9, originalPrice: null, currency: 'KM', currencySymbol: 'KM' } }
        : { body: { ...READ, name: 'Kabl USB-C', price: 9.9, originalPrice: null, images: ['https://cdn.example.com/kabl.jpg'], suggestedCustomUrl: 'kabl-usb-c', sku: null, currency: 'KM', currencySymbol: 'KM' } },
    );
    await toStep3('Bosna i Hercegovina');
    type('Link proizvoda', LINK);
    expect(readCalls(calls)).toHaveLength(0);
    await waitFor(() => expect(field('Nova cena (KM)').value).toBe('48.9'), { timeout: PRODUCT_READ_DEBOUNCE_MS + 1000 });
    expect(readCalls(calls)[0].body).toEqual({ url: LINK, targetMarket: 'Bosnia' });

    paste('Link proizvoda', 'https://shop.example.com/products/kabl');
    await waitFor(() => expect(field('Naziv proizvoda').value).toBe('Kabl USB-C'));
    expect(field('Nova cena (KM)').value).toBe('9.9');
    expect(field('SKU (opciono)').value).toBe('');
    expect(field('Prilagođeni URL').value).toBe('kabl-usb-c');
    expect(thumbs()).toEqual(['https://cdn.example.com/kabl.jpg']);
  });

  it('an unreadable page: its Serbian warning under the link, the fields left to fill by hand', async () => {
    const warning = 'Stranicu proizvoda nije moguće učitati (sajt nije dostupan). Korišćeni su podaci iz forme.';
    renderBuilder({ body: { ...READ, name: null, price: null, originalPrice: null, sourceCurrency: null, images: [], suggestedCustomUrl: null, sku: null, warning } });
    await toStep3();
    paste('Link proizvoda', LINK);
    expect((await screen.findByTestId('product-read-warning')).textContent).toBe(warning);
    expect(field('Naziv proizvoda').value).toBe('');
    expect(field('Nova cena (RSD)').value).toBe('');
    expect(thumbs()).toEqual([]);
  });

  it('a refused read (e.g. too many) shows the server\'s message, not a toast', async () => {
    renderBuilder({ status: 429, body: { statusCode: 429, message: 'Previše učitavanja proizvoda. Pokušajte ponovo za minut.', error: 'Too Many Requests' } });
    await toStep3();
    paste('Link proizvoda', LINK);
    expect((await screen.findByTestId('product-read-warning')).textContent).toBe('Previše učitavanja proizvoda. Pokušajte ponovo za minut.');
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('does not read what is not a link', async () => {
    const { calls } = renderBuilder();
    await toStep3();
    paste('Link proizvoda', 'punjac 65w');
    fireEvent.blur(field('Link proizvoda'));
    await new Promise((resolve) => setTimeout(resolve, PRODUCT_READ_DEBOUNCE_MS + 100));
    expect(readCalls(calls)).toHaveLength(0);
  });
});

describe('field messages (spec 000 §5): at once, next to the field', () => {
  it('a field left empty or invalid shows its message on blur; a prefill clears the messages of what it filled', async () => {
    const pending = deferred();
    renderBuilder(() => pending.answer);
    await toStep3();

    fireEvent.blur(field('Naziv proizvoda'));
    expect(message('productName')).toBe(WEBSITE_MESSAGES.productNameRequired);
    fireEvent.blur(field('Prilagođeni URL'));
    expect(message('customUrl')).toBe(WEBSITE_MESSAGES.customUrlRequired);
    fireEvent.blur(field('Nova cena (RSD)'));
    expect(message('currentPrice')).toBe(WEBSITE_MESSAGES.currentPriceRequired);
    // The other fields stay quiet until they are left.
    expect(message('productLink')).toBeUndefined();

    type('Link proizvoda', 'nije-link');
    fireEvent.blur(field('Link proizvoda'));
    expect(message('productLink')).toBe(WEBSITE_MESSAGES.validLink);
    expect(field('Link proizvoda').getAttribute('aria-describedby')).toBe('builder-productLink-error');

    paste('Link proizvoda', LINK);
    expect(message('productLink')).toBeUndefined();
    pending.release({ body: READ });
    await waitFor(() => expect(field('Naziv proizvoda').value).toBe('Brzi punjač 65W'));
    expect(message('productName')).toBeUndefined();
    expect(message('customUrl')).toBeUndefined();
    expect(message('currentPrice')).toBeUndefined();
  });

  it('submit after a prefill without a price: only the missing price is marked, and it takes the focus', async () => {
    const { calls } = renderBuilder({ body: { ...READ, price: null, originalPrice: null, sourceCurrency: null } });
    await toStep3();
    paste('Link proizvoda', LINK);
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Kreiraj website' }));
    await waitFor(() => expect(message('currentPrice')).toBe(WEBSITE_MESSAGES.currentPriceRequired));
    for (const id of ['productLink', 'productName', 'customUrl', 'sku', 'originalPrice']) expect(message(id)).toBeUndefined();
    expect(screen.queryByTestId('builder-images-error')).toBeNull();
    expect(document.activeElement?.id).toBe('builder-currentPrice');
    expect(calls.some((c) => c.path === '/api/sync/create-website')).toBe(false);
  });
});
