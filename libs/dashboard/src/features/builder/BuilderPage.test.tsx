import {
  GENERATION_STEP_LABEL,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_SKU_LENGTH,
  MAX_UPSELL_TITLE_LENGTH,
  UI,
  WEBSITE_MESSAGES,
  type CreateWebsiteResponse,
} from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, CLIENT, makeUser, type FetchCall } from '../../test/fake-fetch.js';
import { makeWebsite, ndjsonStream, renderAppMixed, type RawRoutes } from '../../test/streaming.js';

type Routes = Parameters<typeof renderAppMixed>[1];

const SITE = makeWebsite();

function routes(over: Routes = {}): Routes {
  return {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/websites/my': { body: [SITE] },
    ...over,
  };
}

const renderBuilder = (over: Routes = {}, raw: RawRoutes = {}) => renderAppMixed('/builder', routes(over), raw);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const submit = () => click('Kreiraj website');
const toastText = () => screen.queryAllByTestId('toast').map((t) => t.textContent ?? '');

async function toStep3(market = 'Srbija', template = 'Minimalistic') {
  fireEvent.click(await screen.findByRole('button', { name: market }));
  fireEvent.click(await screen.findByRole('button', { name: template }));
  return screen.findByTestId('builder-step-3');
}

function addImageUrl(url: string) {
  type('Link slike', url);
  click('Dodaj sliku');
}

function fillValidForm() {
  type('Link proizvoda', 'https://shop.example.com/sat');
  type('Naziv proizvoda', 'Pametni sat');
  type('Nova cena (RSD)', '2990');
  addImageUrl('https://cdn.example.com/a.jpg');
}

const createCalls = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/sync/create-website');

beforeEach(() => dismissToast());

describe('builder wizard steps (spec 000 §2, §4)', () => {
  it('goes market → template → product form; change-market and back step back', async () => {
    renderBuilder();
    expect(await screen.findByTestId('builder-step-1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Izaberite tržište' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Srbija' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bosna i Hercegovina' })).toBeTruthy();
    expect(screen.getByTestId('builder-stepper-1').getAttribute('aria-current')).toBe('step');

    fireEvent.click(screen.getByRole('button', { name: 'Crna Gora' }));
    const step2 = await screen.findByTestId('builder-step-2');
    expect(within(step2).getByText('Crna Gora (€)')).toBeTruthy();
    for (const t of ['Minimalistic', 'Sales Template', 'Advertorial Template']) expect(screen.getByRole('button', { name: t })).toBeTruthy();
    expect(screen.getByTestId('builder-stepper-2').getAttribute('aria-current')).toBe('step');

    click('Promeni tržište');
    await screen.findByTestId('builder-step-1');
    expect(screen.getByRole('button', { name: 'Crna Gora' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Srbija' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Crna Gora' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sales Template' }));
    const step3 = await screen.findByTestId('builder-step-3');
    // Choosing the market set the currency symbol.
    expect(within(step3).getByLabelText('Nova cena (€)')).toBeTruthy();
    expect(within(step3).getByText('Sales Template')).toBeTruthy();

    click('Nazad');
    await screen.findByTestId('builder-step-2');
    expect(screen.getByRole('button', { name: 'Sales Template' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('prefills the custom URL from the product name until it is edited, and shows the final address', async () => {
    renderBuilder();
    await toStep3();
    type('Naziv proizvoda', 'Masažer za vrat Pro');
    const url = screen.getByLabelText('Prilagođeni URL') as HTMLInputElement;
    expect(url.value).toBe('masazer-za-vrat-pro');
    expect(screen.getByTestId('builder-final-address').textContent).toBe(`${window.location.origin}/masazer-za-vrat-pro`);
    type('Prilagođeni URL', 'Moj Masazer');
    expect(url.value).toBe('moj-masazer');
    type('Naziv proizvoda', 'Nešto drugo');
    expect(url.value).toBe('moj-masazer');
  });
});

describe('builder submit checks (spec 000 §5)', () => {
  it('shows every field\'s message at once under its field, one "Greška" toast, focus on the first invalid field', async () => {
    const { calls } = renderBuilder();
    await toStep3();
    const message = (id: string) => document.getElementById(`builder-${id}-error`)?.textContent;

    submit();
    await waitFor(() => expect(message('customUrl')).toBe(WEBSITE_MESSAGES.customUrlRequired));
    expect(message('productLink')).toBe(WEBSITE_MESSAGES.productLinkRequired);
    expect(message('productName')).toBe(WEBSITE_MESSAGES.productNameRequired);
    expect(screen.getByTestId('builder-images-error').textContent).toBe(WEBSITE_MESSAGES.addOneImage);
    expect(message('currentPrice')).toBe(WEBSITE_MESSAGES.currentPriceRequired);
    // The original price is optional in the builder.
    expect(message('originalPrice')).toBeUndefined();
    expect(screen.getByLabelText('Link proizvoda').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('builder-productLink');
    const errorsToasts = toastText().filter((t) => t.includes(WEBSITE_MESSAGES.errorTitle));
    expect(errorsToasts).toHaveLength(1);
    // The toast names the spec's first check (the custom URL); the focus is on the form's first wrong field.
    expect(errorsToasts[0]).toContain(WEBSITE_MESSAGES.customUrlRequired);

    type('Prilagođeni URL', 'pametni-sat');
    type('Link proizvoda', 'nije-link');
    type('Naziv proizvoda', 'Pametni sat');
    addImageUrl('https://cdn.example.com/a.jpg');
    submit();
    await waitFor(() => expect(message('productLink')).toBe(WEBSITE_MESSAGES.validLink));
    expect(message('currentPrice')).toBe(WEBSITE_MESSAGES.currentPriceRequired);
    expect(message('customUrl')).toBeUndefined();
    expect(message('productName')).toBeUndefined();
    expect(screen.queryByTestId('builder-images-error')).toBeNull();
    expect(document.activeElement?.id).toBe('builder-productLink');
    expect(createCalls(calls)).toHaveLength(0);

    // Fixing a field clears its message.
    type('Link proizvoda', 'https://shop.example.com/sat');
    expect(document.getElementById('builder-productLink-error')).toBeNull();
  });
});

describe('builder images (spec 000 §5, 001 §5)', () => {
  it('adding by URL ignores empty and duplicate URLs; thumbnails can be removed', async () => {
    renderBuilder();
    await toStep3();
    click('Dodaj sliku');
    expect(screen.queryAllByTestId('builder-image')).toHaveLength(0);
    addImageUrl('https://cdn.example.com/a.jpg');
    addImageUrl('  https://cdn.example.com/a.jpg ');
    addImageUrl('   ');
    addImageUrl('https://cdn.example.com/b.jpg');
    const thumbs = screen.getAllByTestId('builder-image');
    expect(thumbs).toHaveLength(2);
    expect(within(thumbs[0]).getByRole('img', { name: 'Slika 1' }).getAttribute('src')).toBe('https://cdn.example.com/a.jpg');
    click('Ukloni sliku 1');
    expect(screen.getAllByTestId('builder-image')).toHaveLength(1);
    expect(within(screen.getByTestId('builder-image')).getByRole('img').getAttribute('src')).toBe('https://cdn.example.com/b.jpg');
  });

  it('refuses a non-image and a file over 5 MB in the browser, without calling the server', async () => {
    const { calls } = renderBuilder();
    await toStep3();
    const input = screen.getByLabelText('Otpremi sliku');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'katalog.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(toastText().join()).toContain(IMAGE_MESSAGES.notAnImage));
    expect(toastText().join()).toContain(IMAGE_MESSAGES.uploadFailedTitle);

    const big = new File(['x'], 'velika.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(toastText().join()).toContain(IMAGE_MESSAGES.tooLarge));

    expect(calls.some((c) => c.path === '/api/images/upload')).toBe(false);
    expect(screen.queryAllByTestId('builder-image')).toHaveLength(0);
  });

  it('uploads an image, shows it and says so; a failed upload names the reason and the connection hint', async () => {
    let answer: { status?: number; body: unknown } = { body: { success: true, imageUrl: '/uploads/images/abc.webp' } };
    const { calls } = renderBuilder({ 'POST /api/images/upload': () => answer });
    await toStep3();
    const input = screen.getByLabelText('Otpremi sliku');
    fireEvent.change(input, { target: { files: [new File(['png'], 'sat.png', { type: 'image/png' })] } });
    await waitFor(() => expect(toastText().join()).toContain(IMAGE_MESSAGES.uploaded));
    expect(within(screen.getByTestId('builder-image')).getByRole('img').getAttribute('src')).toBe('/uploads/images/abc.webp');
    expect((calls.find((c) => c.path === '/api/images/upload')?.body as FormData).get('image')).toBeInstanceOf(File);

    answer = { status: 413, body: { statusCode: 413, message: 'Slika je prevelika. Maksimalna veličina je 5MB.', error: 'Payload Too Large', success: false } };
    fireEvent.change(input, { target: { files: [new File(['png'], 'druga.png', { type: 'image/png' })] } });
    await waitFor(() => expect(toastText().join()).toContain(IMAGE_MESSAGES.uploadFailedTitle));
    expect(toastText().join()).toContain(IMAGE_MESSAGES.tooLarge);
    expect(toastText().join()).toContain(IMAGE_MESSAGES.uploadFailedHint);
    expect(screen.getAllByTestId('builder-image')).toHaveLength(1);
  });
});

describe('builder upsells (spec 000 §2)', () => {
  it('the add button is disabled while the URL is empty and once 5 are added; items can be removed', async () => {
    const { calls } = renderBuilder({}, {});
    await toStep3();
    const add = () => screen.getByRole('button', { name: 'Dodaj ponudu' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    type('Link dodatnog proizvoda', '   ');
    expect(add().disabled).toBe(true);
    for (let i = 1; i <= 5; i++) {
      type('Link dodatnog proizvoda', `https://shop.example.com/dodatak-${i}`);
      expect(add().disabled).toBe(false);
      if (i === 1) {
        type('Naziv ponude (opciono)', 'Punjač');
        type('Cena ponude (RSD, opciono)', '990');
      }
      fireEvent.click(add());
    }
    expect(screen.getAllByTestId('builder-upsell')).toHaveLength(5);
    type('Link dodatnog proizvoda', 'https://shop.example.com/dodatak-6');
    expect(add().disabled).toBe(true);
    fireEvent.click(add());
    expect(screen.getAllByTestId('builder-upsell')).toHaveLength(5);
    expect(screen.getByTestId('builder-upsell-count').textContent).toBe('5/5');

    click('Ukloni ponudu 2');
    expect(screen.getAllByTestId('builder-upsell')).toHaveLength(4);
    expect(add().disabled).toBe(false);

    // The payload carries the optional fields only when filled in.
    fillValidForm();
    submit();
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    const links = (createCalls(calls)[0].body as { upsellProductLinks: unknown[] }).upsellProductLinks;
    expect(links[0]).toEqual({ url: 'https://shop.example.com/dodatak-1', title: 'Punjač', price: 990 });
    expect(links[1]).toEqual({ url: 'https://shop.example.com/dodatak-3' });
    expect(links).toHaveLength(4);
  });

  it('refuses an upsell URL that is not a link', async () => {
    renderBuilder();
    await toStep3();
    type('Link dodatnog proizvoda', 'dodatak');
    click('Dodaj ponudu');
    expect(screen.getByText(WEBSITE_MESSAGES.validUrl)).toBeTruthy();
    expect(screen.queryAllByTestId('builder-upsell')).toHaveLength(0);
  });

  it("refuses an upsell SKU or title longer than its column with the create schema's messages", async () => {
    renderBuilder();
    await toStep3();
    type('Link dodatnog proizvoda', 'https://shop.example.com/dodatak');
    type('SKU ponude (opciono)', 'S'.repeat(MAX_SKU_LENGTH + 1));
    type('Naziv ponude (opciono)', 'T'.repeat(MAX_UPSELL_TITLE_LENGTH + 1));
    click('Dodaj ponudu');
    expect(screen.getByText(WEBSITE_MESSAGES.skuTooLong)).toBeTruthy();
    expect(screen.getByText(WEBSITE_MESSAGES.upsellTitleTooLong)).toBeTruthy();
    expect(screen.queryAllByTestId('builder-upsell')).toHaveLength(0);
  });
});

describe('creating the website (spec 000 §7, §8)', () => {
  const result: CreateWebsiteResponse = {
    success: true,
    website: makeWebsite({ id: 8, customUrl: 'pametni-sat' }),
    websiteUrl: 'http://localhost:3000/pametni-sat',
    upsellProducts: [],
    warnings: ['Stranica proizvoda nije mogla da se pročita; korišćeni su podaci iz forme.'],
  };

  it('the progress panel follows the streamed steps; success toasts, refreshes the lists and resets the wizard', async () => {
    const stream = ndjsonStream();
    const { calls } = renderBuilder({}, { 'POST /api/sync/create-website': () => stream.response });
    await screen.findByTestId('website-card-7');
    await toStep3('Crna Gora', 'Advertorial Template');
    type('Link proizvoda', 'https://shop.example.com/sat');
    type('Naziv proizvoda', 'Pametni sat');
    type('Nova cena (€)', '49.99');
    addImageUrl('https://cdn.example.com/a.jpg');
    submit();

    const panel = await screen.findByTestId('generation-progress');
    const stepState = (step: string) => within(panel).getByTestId(`generation-step-${step}`).getAttribute('data-state');
    expect(['reading', 'writing', 'images', 'upsells', 'saving'].map(stepState)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    const busy = screen.getByRole('button', { name: 'Kreiranje...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(within(panel).getByText(GENERATION_STEP_LABEL.reading)).toBeTruthy();

    const sent = createCalls(calls)[0];
    expect(sent.headers.Accept).toBe('application/x-ndjson');
    expect(sent.body).toEqual({
      customUrl: 'pametni-sat',
      productLink: 'https://shop.example.com/sat',
      productName: 'Pametni sat',
      sku: null,
      images: ['https://cdn.example.com/a.jpg'],
      currentPrice: 49.99,
      originalPrice: null,
      templateName: 'Advertorial Template',
      targetMarket: 'Montenegro',
      currency: 'EUR',
      currencySymbol: '€',
      upsellProductLinks: [],
    });

    stream.push({ type: 'step', step: 'reading', status: 'started', detail: 'shop.example.com' });
    await waitFor(() => expect(stepState('reading')).toBe('active'));
    expect(within(within(panel).getByTestId('generation-step-reading')).getByTestId('step-spinner')).toBeTruthy();
    expect(within(panel).getByText('shop.example.com')).toBeTruthy();

    stream.push({ type: 'step', step: 'reading', status: 'done' });
    stream.push({ type: 'step', step: 'writing', status: 'started' });
    await waitFor(() => expect(stepState('writing')).toBe('active'));
    expect(stepState('reading')).toBe('done');
    expect(stepState('images')).toBe('pending');
    expect(screen.getByTestId('builder-step-3')).toBeTruthy();

    const myCallsBefore = calls.filter((c) => c.path === '/api/websites/my').length;
    stream.push({ type: 'result', result });
    stream.close();

    await waitFor(() => expect(toastText().join()).toContain(WEBSITE_MESSAGES.created));
    expect(toastText().join()).toContain(result.warnings[0]);
    expect(screen.getByTestId('generation-progress').getAttribute('data-status')).toBe('done');
    expect(['reading', 'writing', 'images', 'upsells', 'saving'].map(stepState)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(within(screen.getByTestId('generation-warnings')).getByText(result.warnings[0])).toBeTruthy();
    expect(screen.getByTestId('generation-website-link').getAttribute('href')).toBe(result.websiteUrl);

    // Back to step 1, everything cleared.
    expect(await screen.findByTestId('builder-step-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Srbija' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/websites/my').length).toBeGreaterThan(myCallsBefore));
    await toStep3();
    expect((screen.getByLabelText('Link proizvoda') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Naziv proizvoda') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Prilagođeni URL') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Nova cena (RSD)') as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByTestId('builder-image')).toHaveLength(0);

    click('Sakrij');
    expect(screen.queryByTestId('generation-progress')).toBeNull();
  });

  it('the failure toast prefers the server message and keeps the form', async () => {
    const { calls } = renderBuilder({ 'POST /api/sync/create-website': apiError(409, 'Ovaj URL je već zauzet. Izaberite drugi.', 'Conflict') });
    await toStep3();
    fillValidForm();
    submit();
    await waitFor(() => expect(toastText().join()).toContain('Ovaj URL je već zauzet. Izaberite drugi.'));
    expect(toastText().join()).not.toContain(WEBSITE_MESSAGES.createFailed);
    expect(screen.getByTestId('generation-progress').getAttribute('data-status')).toBe('failed');
    expect(screen.getByTestId('builder-step-3')).toBeTruthy();
    expect((screen.getByLabelText('Naziv proizvoda') as HTMLInputElement).value).toBe('Pametni sat');
    expect((screen.getByRole('button', { name: 'Kreiraj website' }) as HTMLButtonElement).disabled).toBe(false);
    expect(createCalls(calls)).toHaveLength(1);
  });

  it('without a server message the toast says "Greška pri kreiranju website-a"; an error event marks the running step failed', async () => {
    const stream = ndjsonStream();
    renderBuilder({}, { 'POST /api/sync/create-website': () => stream.response });
    await toStep3();
    fillValidForm();
    submit();
    stream.push({ type: 'step', step: 'reading', status: 'started' });
    stream.push({ type: 'error', statusCode: 500, message: '' });
    stream.close();
    await waitFor(() => expect(toastText().join()).toContain(WEBSITE_MESSAGES.createFailed));
    expect(screen.getByTestId('generation-step-reading').getAttribute('data-state')).toBe('failed');
  });
});

describe('my websites grid (spec 000 §2 "Website builder")', () => {
  it('shows each website with badge, image, title, hook, template, currency, view link, edit button, URL and domain', async () => {
    const inactive = makeWebsite({ id: 9, title: 'Krema za lice', hook: 'Hidratacija tokom celog dana', isActive: false, images: [], currency: 'EUR', currencySymbol: '€', templateName: 'Minimalistic', customUrl: 'krema' });
    renderBuilder({ 'GET /api/websites/my': { body: [SITE, inactive] } });
    const card = await screen.findByTestId('website-card-7');
    expect(within(card).getByRole('heading', { name: SITE.title })).toBeTruthy();
    expect(within(card).getByText(SITE.hook)).toBeTruthy();
    expect(within(card).getByText(UI.websiteActive)).toBeTruthy();
    expect(within(card).getByTestId('website-template').textContent).toBe('Sales Template');
    expect(within(card).getByTestId('website-currency').textContent).toBe('RSD');
    expect(within(card).getByRole('img', { name: SITE.title }).getAttribute('src')).toBe(SITE.images[0]);
    const view = within(card).getByRole('link', { name: 'Pogledaj' });
    expect(view.getAttribute('href')).toBe('/pametni-sat');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(within(card).getByTestId('website-url').textContent).toBe(`${window.location.origin}/pametni-sat`);
    expect(within(card).getByTestId('website-domain').textContent).toBe(window.location.host);

    const other = screen.getByTestId('website-card-9');
    expect(within(other).getByText(UI.websiteInactive)).toBeTruthy();
    expect(within(other).getByTestId('website-currency').textContent).toBe('EUR (€)');
    // No image: a stock picture chosen by keyword ('krema' → beauty).
    expect(within(other).getByRole('img', { name: 'Krema za lice' }).getAttribute('src')).toBe('/stock/beauty.svg');

    fireEvent.error(within(card).getByRole('img', { name: SITE.title }));
    expect(within(card).getByRole('img', { name: IMAGE_MESSAGES.unavailable })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Uredi' }));
    // The editor route (no site in this fake API: its not-found screen). Its lazy chunk is imported for the
    // first time here, which takes more than findBy's default second on a busy machine.
    expect(await screen.findByText('Template nije pronađen', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('uses the custom domain when the user has one, and then shows no domain banner', async () => {
    renderBuilder({ 'GET /api/auth/me': { body: makeUser({ id: 3, customDomain: 'moj-shop.rs' }) } });
    const card = await screen.findByTestId('website-card-7');
    expect(within(card).getByTestId('website-domain').textContent).toBe('moj-shop.rs');
    expect(screen.queryByTestId('domain-banner')).toBeNull();
  });

  it('prompts connecting a domain when the user has none', async () => {
    renderBuilder();
    const banner = await screen.findByTestId('domain-banner');
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('/domain');
  });

  it('empty state offers "Dodaj domen" (/domain) and "Započni sada" (/builder)', async () => {
    renderBuilder({ 'GET /api/websites/my': { body: [] } });
    const empty = await screen.findByTestId('websites-empty');
    expect(within(empty).getByRole('link', { name: 'Dodaj domen' }).getAttribute('href')).toBe('/domain');
    expect(within(empty).getByRole('link', { name: 'Započni sada' }).getAttribute('href')).toBe('/builder');
  });

  it('shows the load error with a retry', async () => {
    let fail = true;
    renderBuilder({ 'GET /api/websites/my': () => (fail ? apiError(500, 'Greška') : { body: [SITE] }) });
    expect(await screen.findByText(UI.loadDataError)).toBeTruthy();
    fail = false;
    click('Pokušaj ponovo');
    expect(await screen.findByTestId('website-card-7')).toBeTruthy();
  });
});
