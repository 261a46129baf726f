import { EXPERIMENT_MESSAGES, type ExperimentResponse, type WebsiteResponse } from '@cod/contracts';
import { FOREIGN_IMAGE, STORED_IMAGE, STORED_IMAGE_2, websiteFixture } from '@cod/contracts/testing';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FetchCall } from '../../../test/fake-fetch.js';
import { renderApp } from '../../../test/render.js';
import { abTestFormOf, abTestRequestOf } from '../ab-test-form.js';

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

/** Sales Template, RSD: 2 990 / 4 990 / 6 990, old price 4 990, three images. */
const SITE = websiteFixture({ id: 42 });
const EXPERIMENTS = '/api/websites/id/42/experiments';

const running: ExperimentResponse = {
  id: 5,
  websiteId: 42,
  name: 'Kraći naslov',
  changes: { title: 'Masažer koji greje' },
  split: 50,
  status: 'running',
  winner: null,
  createdAt: '2025-11-10T09:00:00.000Z',
  stoppedAt: null,
  arms: [
    { arm: 'a', visitors: 120, orders: 3, conversionRate: 0.025 },
    { arm: 'b', visitors: 118, orders: 5, conversionRate: 5 / 118 },
  ],
  probabilityBBeatsA: 0.8,
};

type Routes = Parameters<typeof renderApp>[1];
function renderTab(extra: Routes = {}, site: WebsiteResponse = SITE) {
  return renderApp(`/edit/${site.id}#ab-test`, {
    'GET /api/auth/me': { body: CLIENT },
    [`GET /api/websites/id/${site.id}`]: { body: site },
    [`GET /api/websites/id/${site.id}/versions`]: { body: [] },
    [`GET ${EXPERIMENTS}`]: { body: [] },
    ...extra,
  });
}
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.path === EXPERIMENTS);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the editor's 'A/B test' card: variant B of the saved site", () => {
  it('is a card below the tabs of every template (not one of them), with the form filled from the saved site', async () => {
    renderTab();
    const form = await screen.findByTestId('ab-form');
    expect(screen.getByTestId('editor-ab-test').contains(form)).toBe(true);
    expect(screen.queryByRole('tab', { name: 'A/B test' })).toBeNull();
    expect((within(form).getByTestId('ab-title') as HTMLInputElement).value).toBe(SITE.title);
    expect((within(form).getByTestId('ab-price-double') as HTMLInputElement).value).toBe('4990');
    expect((within(form).getByTestId('ab-original-price') as HTMLInputElement).value).toBe('4990');
    expect((within(form).getByTestId('ab-template') as HTMLSelectElement).value).toBe('Sales Template');
    expect((within(form).getByTestId('ab-split') as HTMLInputElement).value).toBe('50');
    expect((within(form).getByTestId('ab-main-image-0') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('ab-analytics-link').getAttribute('href')).toBe('/analytics/42');
  });

  it('is closed in the plain editor (its fields never mix with the tabs’ own) and opens when asked', async () => {
    renderApp(`/edit/${SITE.id}`, {
      'GET /api/auth/me': { body: CLIENT },
      [`GET /api/websites/id/${SITE.id}`]: { body: SITE },
      [`GET /api/websites/id/${SITE.id}/versions`]: { body: [] },
      [`GET ${EXPERIMENTS}`]: { body: [] },
    });
    const open = await screen.findByTestId('ab-open');
    expect(screen.queryByTestId('ab-form')).toBeNull();
    fireEvent.click(open);
    expect(await screen.findByTestId('ab-form')).toBeTruthy();
    expect(screen.getAllByLabelText('Naslov', { exact: true })).toHaveLength(1);
  });

  it('is there for the Minimalistic template too (the card is not a template trait)', async () => {
    renderTab({ 'GET /api/websites/id/43/experiments': { body: [] } }, websiteFixture({ id: 43, templateName: 'Minimalistic' }));
    expect(await screen.findByTestId('ab-form')).toBeTruthy();
    expect(screen.getByTestId('editor-ab-test')).toBeTruthy();
  });

  it('sends only what the seller changed: the title, the main image first, all offers with their own text and badge, the split', async () => {
    let list: ExperimentResponse[] = [];
    const { calls } = renderTab({
      [`GET ${EXPERIMENTS}`]: () => ({ body: list }),
      [`POST ${EXPERIMENTS}`]: (call) => {
        list = [{ ...running, ...(call.body as object) }];
        return { status: 201, body: list[0] };
      },
    });
    await screen.findByTestId('ab-form');
    type('ab-name', '  Niža cena za 2 komada ');
    type('ab-title', 'Masažer koji greje za 5 minuta');
    type('ab-hook', SITE.hook); // unchanged: not sent
    fireEvent.click(screen.getByTestId('ab-main-image-2'));
    type('ab-price-double', '4490');
    type('ab-split', '30');
    fireEvent.click(screen.getByTestId('ab-submit'));
    expect((await screen.findByTestId('toast')).textContent).toContain('A/B test je pokrenut');
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        name: 'Niža cena za 2 komada',
        split: 30,
        changes: {
          title: 'Masažer koji greje za 5 minuta',
          images: [FOREIGN_IMAGE, STORED_IMAGE, STORED_IMAGE_2],
          quantityOffers: {
            single: { price: 2990, text: '1 komad', badge: '' },
            double: { price: 4490, text: '2 komada', badge: 'UŠTEDA 1000 RSD' },
            triple: { price: 6990, text: '3 komada', badge: 'NAJBOLJA PONUDA' },
          },
        },
      },
    ]);
    // The list is fetched again: the tab now shows the running test.
    const shown = await screen.findByTestId('ab-running');
    expect(within(shown).getByRole('heading', { name: 'Niža cena za 2 komada' })).toBeTruthy();
  });

  it('the split slider, the template and the old price (cleared: none) go alone when only they change', async () => {
    const { calls } = renderTab({ [`POST ${EXPERIMENTS}`]: { status: 201, body: running } });
    await screen.findByTestId('ab-form');
    type('ab-name', 'Šablon');
    fireEvent.change(screen.getByTestId('ab-template'), { target: { value: 'Advertorial Template' } });
    type('ab-original-price', '');
    type('ab-split-range', '70');
    expect((screen.getByTestId('ab-split') as HTMLInputElement).value).toBe('70');
    fireEvent.click(screen.getByTestId('ab-submit'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toEqual({ name: 'Šablon', split: 70, changes: { templateName: 'Advertorial Template', priceAnchoring: { originalPrice: null } } });
  });

  it("shows the server's refusal (409: a test already runs) under the form", async () => {
    const { calls } = renderTab({ [`POST ${EXPERIMENTS}`]: apiError(409, EXPERIMENT_MESSAGES.alreadyRunning, 'Conflict') });
    await screen.findByTestId('ab-form');
    type('ab-name', 'Novi test');
    type('ab-title', 'Drugi naslov');
    fireEvent.click(screen.getByTestId('ab-submit'));
    const error = await screen.findByTestId('ab-error');
    expect(error.textContent).toBe(EXPERIMENT_MESSAGES.alreadyRunning);
    expect(error.getAttribute('role')).toBe('alert');
    expect(posts(calls)).toHaveLength(1);
  });

  it('asks for a name, a change and valid prices before sending anything', async () => {
    const { calls } = renderTab();
    await screen.findByTestId('ab-form');
    fireEvent.click(screen.getByTestId('ab-submit'));
    expect(await screen.findByText(EXPERIMENT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByTestId('ab-error').textContent).toBe(EXPERIMENT_MESSAGES.noChanges);
    type('ab-name', 'Test');
    type('ab-price-single', '0');
    type('ab-split', '100');
    fireEvent.click(screen.getByTestId('ab-submit'));
    expect(await screen.findByText('Cena mora biti pozitivan broj')).toBeTruthy();
    expect(screen.getByText(EXPERIMENT_MESSAGES.splitInvalid)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('while a test runs the tab shows it (with its stop and the analytics link) instead of the form', async () => {
    renderTab({ [`GET ${EXPERIMENTS}`]: { body: [running, { ...running, id: 4, status: 'stopped', winner: 'a' }] } });
    const shown = await screen.findByTestId('ab-running');
    expect(screen.queryByTestId('ab-form')).toBeNull();
    expect(within(shown).getByTestId('experiment-card-5')).toBeTruthy();
    expect(within(shown).queryByTestId('experiment-card-4')).toBeNull();
    expect(within(shown).getByTestId('experiment-stop')).toBeTruthy();
    fireEvent.click(within(shown).getByTestId('ab-analytics-link'));
    expect(await screen.findByTestId('analytics-range')).toBeTruthy();
  });

  it("the editor's header links to the site's analytics", async () => {
    renderApp('/edit/42', { 'GET /api/auth/me': { body: CLIENT }, 'GET /api/websites/id/42': { body: SITE }, 'GET /api/websites/id/42/versions': { body: [] } });
    expect((await screen.findByTestId('editor-analytics-link')).getAttribute('href')).toBe('/analytics/42');
  });
});

describe('abTestRequestOf', () => {
  it('nothing changed: no changes (the contracts message); prices typed with a comma are read as numbers', () => {
    const form = { ...abTestFormOf(SITE), name: 'x' };
    expect(abTestRequestOf(form, SITE).errors.form).toBe(EXPERIMENT_MESSAGES.noChanges);
    const { body, errors } = abTestRequestOf({ ...form, prices: { ...form.prices, single: '2490,50' } }, SITE);
    expect(errors).toEqual({});
    expect(body.changes.quantityOffers?.single.price).toBe(2490.5);
    // The same price written again is no change.
    expect(abTestRequestOf({ ...form, prices: { ...form.prices, single: '2990.00' }, title: '  ' }, SITE).body.changes).toEqual({});
  });
});
