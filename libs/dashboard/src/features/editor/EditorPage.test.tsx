import { EDITOR_TEXTS, priceAnchoringFor, type WebsiteResponse } from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';
import { draftFromSite, saveBodyOf } from './editor-draft.js';

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

const SITE_PATH = (id: number) => `/api/websites/id/${id}`;

function renderEditor(site: WebsiteResponse, extra: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(`/edit/${site.id}`, {
    'GET /api/auth/me': { body: CLIENT },
    [`GET ${SITE_PATH(site.id)}`]: { body: site },
    [`GET ${SITE_PATH(site.id)}/versions`]: { body: [] },
    ...extra,
  });
}

const puts = (calls: FetchCall[], id: number) => calls.filter((c) => c.method === 'PUT' && c.path === SITE_PATH(id));
const openTab = async (name: string) => fireEvent.mouseDown(await screen.findByRole('tab', { name }), { button: 0 });

describe('/edit/{id} (spec 001 §2.5)', () => {
  it("shows 'Učitavanje template-a...' while loading, then the form", async () => {
    const site = websiteFixture({ id: 41, title: 'Masažer za vrat' });
    renderEditor(site);
    expect(await screen.findByText(EDITOR_TEXTS.loading)).toBeTruthy();
    expect(((await screen.findByLabelText('Naslov')) as HTMLInputElement).value).toBe('Masažer za vrat');
  });

  it("a missing site is 'Template nije pronađen' with a button back to the dashboard", async () => {
    renderApp('/edit/999', { 'GET /api/auth/me': { body: CLIENT }, 'GET /api/websites/id/999': apiError(404, 'Website nije pronađen') });
    expect(await screen.findByText(EDITOR_TEXTS.notFound)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nazad na dashboard' }));
    // /dashboard sends a client to /create
    await waitFor(() => expect(screen.queryByText(EDITOR_TEXTS.notFound)).toBeNull());
  });

  it("has the template's six tabs (seven with the Advertorial Template); the A/B test is a card below them", async () => {
    const { unmount } = renderEditor(websiteFixture({ id: 42, templateName: 'Sales Template' }));
    await screen.findByLabelText('Naslov');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sadržaj', 'Slike', 'Boje', 'Cene', 'Trackify', 'Domen']);
    expect(screen.getByTestId('editor-ab-test')).toBeTruthy();
    unmount();
    renderEditor(websiteFixture({ id: 43, templateName: 'Advertorial Template' }));
    await screen.findByLabelText('Naslov');
    expect(screen.getAllByRole('tab')).toHaveLength(7);
  });

  it("saves the editor body, reads 'Čuvam...' meanwhile, and shows 'Uspeh!'", async () => {
    const site = websiteFixture({ id: 44, templateName: 'Sales Template' });
    let release: () => void = () => {};
    const { calls } = renderEditor(site, {
      [`PUT ${SITE_PATH(44)}`]: (call) =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ...site, ...(call.body as object), updatedAt: '2030-01-01T00:00:00.000Z' } });
        }),
    });
    fireEvent.change(await screen.findByLabelText('Naslov'), { target: { value: 'Novi naslov' } });
    fireEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText(EDITOR_TEXTS.saving)).toBeTruthy();
    release();
    expect(await screen.findByText(EDITOR_TEXTS.saved)).toBeTruthy();
    const body = puts(calls, 44)[0].body as Record<string, unknown>;
    expect(body.title).toBe('Novi naslov');
    // Sales Template: offers and editableContent with the quantity data (spec 001 §7)
    expect(body.quantityOffers).toBeTruthy();
    expect(typeof (body.editableContent as { quantityData: string }).quantityData).toBe('string');
  });

  it("a refused save shows 'Greška' with the server's message", async () => {
    renderEditor(websiteFixture({ id: 45 }), { [`PUT ${SITE_PATH(45)}`]: apiError(400, 'SEO naslov može imati najviše 60 znakova') });
    await screen.findByLabelText('Naslov');
    fireEvent.click(screen.getByTestId('editor-save'));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Greška');
    expect(toast.textContent).toContain('SEO naslov može imati najviše 60 znakova');
  });

  it('quantity options: add with the defaults, remove, never the last one', async () => {
    renderEditor(websiteFixture({ id: 46, templateName: 'Sales Template' }));
    await openTab('Cene');
    const editor = await screen.findByTestId('quantity-editor');
    const rows = () => within(editor).getAllByTestId('quantity-row');
    expect(rows()).toHaveLength(3);
    fireEvent.click(within(editor).getByRole('button', { name: 'Dodaj ponudu' }));
    expect(rows()).toHaveLength(4);
    expect((within(rows()[3]).getByLabelText('Cena') as HTMLInputElement).value).toBe('2990');
    expect((within(rows()[3]).getByLabelText('Naziv') as HTMLInputElement).value).toBe('4 komada');
    for (let n = 4; n > 1; n--) fireEvent.click(within(editor).getByRole('button', { name: `Ukloni ponudu ${n}` }));
    expect(rows()).toHaveLength(1);
    expect((within(editor).getByRole('button', { name: 'Ukloni ponudu 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('testimonials: add (rating 5, not a verified buyer until the seller ticks it), a bad rating becomes 5, the last cannot be removed', async () => {
    renderEditor(websiteFixture({ id: 47, testimonials: [], editableContent: {}, aiCopy: null }));
    const editor = await screen.findByTestId('testimonials-editor');
    expect(within(editor).queryAllByTestId('testimonial-row')).toHaveLength(0);
    fireEvent.click(within(editor).getByRole('button', { name: 'Dodaj komentar' }));
    const row = within(editor).getAllByTestId('testimonial-row')[0];
    const verified = within(row).getByLabelText('Verifikovan kupac') as HTMLInputElement;
    expect(verified.checked).toBe(false);
    fireEvent.click(verified);
    expect(verified.checked).toBe(true);
    const rating = within(row).getByLabelText('Ocena (1–5)') as HTMLInputElement;
    expect(rating.value).toBe('5');
    fireEvent.change(rating, { target: { value: '9' } });
    expect(rating.value).toBe('5');
    fireEvent.change(rating, { target: { value: '3' } });
    expect(rating.value).toBe('3');
    expect((within(row).getByRole('button', { name: 'Ukloni komentar 1' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the editor body (spec 001 §7)', () => {
  it('Minimalistic sends the price block and testimonials, no offers or editableContent', () => {
    const site = websiteFixture({ templateName: 'Minimalistic' });
    const body = saveBodyOf({ ...draftFromSite(site), currentPrice: 1990, originalPrice: 2990 }, site);
    expect(body.priceAnchoring).toMatchObject({ currentPrice: 1990, originalPrice: 2990, savings: 1000 });
    expect(body.quantityOffers).toBeUndefined();
    expect(body.editableContent).toBeUndefined();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['title', 'hook', 'bullets', 'longDescription', 'faq', 'images', 'palette', 'priceAnchoring', 'previewMode', 'sku']));
  });
  it('empty SEO texts are left out (the saved ones stay)', () => {
    const site = websiteFixture();
    const body = saveBodyOf({ ...draftFromSite(site), seoTitle: ' ', seoDescription: '' }, site);
    expect('seoTitle' in body || 'seoDescription' in body).toBe(false);
    expect(saveBodyOf(draftFromSite(site), site).seoTitle).toBe(site.seoTitle);
  });
  it('Advertorial sends offers from the options, the story, and cleared texts as null', () => {
    const site = websiteFixture({ templateName: 'Advertorial Template', editableContent: { adviceTitle: 'Stari savet' } });
    const draft = draftFromSite(site);
    const body = saveBodyOf({ ...draft, advertorial: { ...draft.advertorial, adviceTitle: '' } }, site);
    expect(body.advertorialStory).toBe(site.advertorialStory);
    expect(body.editableContent?.adviceTitle).toBeNull();
    expect(body.quantityOffers?.single.price).toBe(draft.quantityOptions[0].price);
    expect(body.priceAnchoring?.currentPrice).toBe(draft.quantityOptions[0].price);
  });
});

describe('the comparison sentence follows the prices (numbers true on the seller\'s screen too)', () => {
  it('the generated sentence is shown for the new prices; a sentence the seller wrote stays', async () => {
    const site = websiteFixture({ id: 48, templateName: 'Minimalistic', currentPrice: 3990, originalPrice: 5990 });
    const generated = priceAnchoringFor(3990, 5990, 'RSD', 'RSD').comparisonText;
    renderEditor({ ...site, priceAnchoring: { ...site.priceAnchoring, currentPrice: 3990, originalPrice: 5990, comparisonText: generated } });
    await openTab('Cene');
    const sentence = (await screen.findByLabelText('Tekst poređenja cena')) as HTMLInputElement;
    // The pricing tab's own fields (the A/B test card below the tabs has price fields too).
    const pricing = within(screen.getByRole('tabpanel'));
    expect(sentence.value).toBe(generated);
    fireEvent.change(pricing.getByLabelText(/^Cena/), { target: { value: '2490' } });
    fireEvent.change(pricing.getByLabelText(/^Stara cena/), { target: { value: '4990' } });
    expect(sentence.value).toBe(priceAnchoringFor(2490, 4990, 'RSD', 'RSD').comparisonText);
    fireEvent.change(sentence, { target: { value: 'Samo ove nedelje' } });
    fireEvent.change(pricing.getByLabelText(/^Cena/), { target: { value: '2290' } });
    expect(sentence.value).toBe('Samo ove nedelje');
  });
});
