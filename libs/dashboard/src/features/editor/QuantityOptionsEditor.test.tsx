import { discountPercent, EDITOR_TEXTS, newQuantityOption, parseQuantityData, type QuantityOption, type WebsiteResponse } from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import { dismissToast } from '@cod/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';
import { applyOptionChange, priceForDiscount, QuantityOptionsEditor } from './QuantityOptionsEditor.js';

beforeEach(() => dismissToast());

/** The editor with its own state; `last` is what it handed over last (what a save would send). */
function renderOptions(initial: QuantityOption[], currency?: string) {
  const seen: { last: QuantityOption[] } = { last: initial };
  function Harness() {
    const [options, setOptions] = useState(initial);
    return (
      <QuantityOptionsEditor
        options={options}
        currency={currency}
        onChange={(next) => {
          seen.last = next;
          setOptions(next);
        }}
      />
    );
  }
  render(<Harness />);
  const row = (i: number) => within(screen.getAllByTestId('quantity-row')[i]);
  const field = (i: number, label: 'Cena' | 'Stara cena' | 'Popust (%)') => row(i).getByLabelText(label) as HTMLInputElement;
  const type = (i: number, label: 'Cena' | 'Stara cena' | 'Popust (%)', value: string) => fireEvent.change(field(i, label), { target: { value } });
  return { seen, field, type };
}

const agree = (options: QuantityOption[]) => options.every((o) => o.discount === discountPercent(o.price, o.originalPrice));

describe("'Popust (%)' follows the prices as typed", () => {
  it('a typed price or original price recomputes the discount, rounded like the page (discountPercent)', () => {
    const { seen, field, type } = renderOptions([newQuantityOption(0)]);
    expect(field(0, 'Popust (%)').value).toBe('40');
    type(0, 'Cena', '1990');
    // 1 − 1990/4990 = 60.12 % → 60
    expect(field(0, 'Popust (%)').value).toBe('60');
    type(0, 'Stara cena', '2990');
    // 1 − 1990/2990 = 33.44 % → 33
    expect(field(0, 'Popust (%)').value).toBe('33');
    type(0, 'Stara cena', '1500');
    // No saving: no discount.
    expect(field(0, 'Popust (%)').value).toBe('0');
    type(0, 'Stara cena', '0');
    expect(field(0, 'Popust (%)').value).toBe('0');
    expect(seen.last[0]).toMatchObject({ price: 1990, originalPrice: 0, discount: 0 });
    expect(agree(seen.last)).toBe(true);
  });

  it('a typed discount sets the price from the original price; the three agree', () => {
    const { seen, field, type } = renderOptions([newQuantityOption(0)]);
    type(0, 'Popust (%)', '50');
    expect(field(0, 'Cena').value).toBe('2495');
    expect(field(0, 'Popust (%)').value).toBe('50');
    type(0, 'Popust (%)', '33');
    // 4990 × 0.67 = 3343.3: whole dinars keep the typed 33 %.
    expect(field(0, 'Cena').value).toBe('3343');
    expect(field(0, 'Popust (%)').value).toBe('33');
    expect(seen.last[0]).toMatchObject({ price: 3343, originalPrice: 4990, discount: 33 });
    // Out of range: 0–99 %.
    type(0, 'Popust (%)', '150');
    expect(seen.last[0]).toMatchObject({ price: 50, discount: 99 });
    type(0, 'Popust (%)', '-5');
    expect(seen.last[0]).toMatchObject({ price: 4990, discount: 0 });
    expect(agree(seen.last)).toBe(true);
  });

  it('euro and marks keep cents; with the site currency given, dinars are whole', () => {
    expect(priceForDiscount({ price: 29.99, originalPrice: 49.99 }, 30)).toBe(34.99);
    expect(priceForDiscount({ price: 30, originalPrice: 50 }, 33)).toBe(33.5);
    expect(priceForDiscount({ price: 30, originalPrice: 50 }, 33, 'EUR')).toBe(33.5);
    expect(priceForDiscount({ price: 2990, originalPrice: 4990 }, 33, 'RSD')).toBe(3343);
    const euro = applyOptionChange({ ...newQuantityOption(0), price: 29.99, originalPrice: 49.99, discount: 40 }, { discount: 30 }, 'EUR');
    expect(euro).toMatchObject({ price: 34.99, originalPrice: 49.99, discount: 30 });
  });

  it('without an original price a typed discount cannot hold: it stays 0 and the price is kept', () => {
    const { seen, field, type } = renderOptions([{ ...newQuantityOption(0), originalPrice: 0, discount: 0 }]);
    type(0, 'Popust (%)', '25');
    expect(field(0, 'Cena').value).toBe('2990');
    expect(field(0, 'Popust (%)').value).toBe('0');
    expect(seen.last[0]).toMatchObject({ price: 2990, originalPrice: 0, discount: 0 });
  });

  it('any change hands over every option in step, a stale saved percent included', () => {
    const stale: QuantityOption[] = [
      { ...newQuantityOption(0), price: 1990, originalPrice: 2990, discount: 70 },
      { ...newQuantityOption(1), price: 3190, originalPrice: 5980, discount: 10 },
    ];
    const { seen, type } = renderOptions(stale);
    type(1, 'Cena', '3290');
    expect(seen.last.map((o) => o.discount)).toEqual([33, 45]);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj ponudu' }));
    expect(seen.last).toHaveLength(3);
    expect(agree(seen.last)).toBe(true);
  });
});

describe('saved from the editor (/edit/{id}, Cene)', () => {
  it('the quantity data sent to the server has each discount matching its prices', async () => {
    const site: WebsiteResponse = websiteFixture({ id: 61, templateName: 'Sales Template' });
    const { calls } = renderApp(`/edit/${site.id}`, {
      'GET /api/auth/me': { body: CLIENT },
      [`GET /api/websites/id/${site.id}`]: { body: site },
      [`GET /api/websites/id/${site.id}/versions`]: { body: [] },
      [`PUT /api/websites/id/${site.id}`]: (call: FetchCall) => ({ body: { ...site, ...(call.body as object) } }),
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Cene' }), { button: 0 });
    const editor = await screen.findByTestId('quantity-editor');
    const rows = within(editor).getAllByTestId('quantity-row');
    fireEvent.change(within(rows[0]).getByLabelText('Cena'), { target: { value: '2490' } });
    fireEvent.change(within(rows[1]).getByLabelText('Stara cena'), { target: { value: '9000' } });
    fireEvent.change(within(rows[2]).getByLabelText('Popust (%)'), { target: { value: '45' } });
    fireEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText(EDITOR_TEXTS.saved)).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')!.body as { editableContent: { quantityData: string } };
    const saved = parseQuantityData(body.editableContent.quantityData)!;
    expect(saved[0].price).toBe(2490);
    expect(saved[1].originalPrice).toBe(9000);
    expect(saved[2].discount).toBe(45);
    expect(agree(saved)).toBe(true);
  });
});
