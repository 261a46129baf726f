import { EMPTY_SHOP_PROFILE, ORDER_CUSTOMER_FIELDS, SELLER_ORDERS_MESSAGES, SHIPMENT_REASONS, type OrderListItem } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { T } from '../../texts.js';
import { apiError, CLIENT, makeUser } from '../../test/fake-fetch.js';
import { makeOrder, makeStats, ordersEndpoint } from '../../test/orders.js';
import { renderApp } from '../../test/render.js';

type Routes = Parameters<typeof renderApp>[1];

const SELLER = makeUser({ ...CLIENT, manageOwnOrders: true });
const FIRST = makeOrder({ id: 51, orderId: 'NSELLER000051', phone: '+381641234567', status: 'pending' });
const SECOND = makeOrder({ id: 52, orderId: 'NSELLER000052', status: 'pending' });
const SHIPPED = makeOrder({ id: 53, orderId: 'NSELLER000053', status: 'processing', trackingId: 'TRK-53' });

function routes(user: typeof CLIENT, orders: OrderListItem[], over: Routes = {}): Routes {
  return {
    'GET /api/auth/me': { body: user },
    'GET /api/orders/my': ordersEndpoint(orders),
    'GET /api/orders/stats': { body: makeStats() },
    'GET /api/orders/blocks': { body: [] },
    ...over,
  };
}

beforeEach(() => dismissToast());

describe('/orders for a client the admin lets run its orders', () => {
  it('a read-only client gets tap-to-call and Viber links, and no status menu, selection, note field or edit', async () => {
    renderApp('/orders', routes(CLIENT, [FIRST]));
    const card = await screen.findByTestId(`order-card-${FIRST.orderId}`);
    expect(within(card).getByRole('link', { name: T.orders.callLabel(FIRST.phone) }).getAttribute('href')).toBe('tel:+381641234567');
    expect(within(card).getByRole('link', { name: T.orders.viberLabel(FIRST.phone) }).getAttribute('href')).toBe('viber://chat?number=%2B381641234567');
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).queryByTestId('order-select')).toBeNull();
    expect(within(card).queryByTestId('edit-customer')).toBeNull();
    expect(within(card).queryByTestId('seller-notes')).toBeNull();
  });

  it('changes one order’s status from its card (PUT /api/orders/{id})', async () => {
    const { calls } = renderApp('/orders', routes(SELLER, [FIRST], { 'PUT /api/orders/51': { body: { ...FIRST, status: 'processing' } } }));
    const card = await screen.findByTestId(`order-card-${FIRST.orderId}`);
    fireEvent.change(within(card).getByRole('combobox', { name: T.orders.statusOf(FIRST.orderId) }), { target: { value: 'processing' } });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/orders/51')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'processing' });
  });

  it('selects orders and changes them together from the bulk bar, which then clears', async () => {
    const { calls } = renderApp('/orders', routes(SELLER, [FIRST, SECOND], { 'PUT /api/orders/status': { body: { updated: 2 } } }));
    await screen.findByTestId(`order-card-${FIRST.orderId}`);
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: T.orders.select(FIRST.orderId) }));
    fireEvent.click(screen.getByRole('checkbox', { name: T.orders.select(SECOND.orderId) }));
    expect(screen.getByTestId('bulk-count').textContent).toBe(T.orders.bulkSelected(2));
    fireEvent.change(screen.getByRole('combobox', { name: T.orders.bulkStatusLabel }), { target: { value: 'cancelled' } });
    fireEvent.click(screen.getByTestId('bulk-apply'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/orders/status')).toBe(true));
    expect(calls.find((c) => c.path === '/api/orders/status')?.body).toEqual({ ids: [51, 52], status: 'cancelled' });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
    expect(await screen.findByText(T.orders.bulkDone(2))).toBeTruthy();
  });

  it('adds a note, which shows with its author; an empty note cannot be sent', async () => {
    const note = { text: 'Kupac potvrdio, dostava posle 17h', author: 'Marko Marković', at: '2025-11-22T14:00:00.000Z' };
    const { calls } = renderApp('/orders', routes(SELLER, [FIRST], { 'POST /api/orders/51/notes': { status: 201, body: { notes: [note] } } }));
    const card = await screen.findByTestId(`order-card-${FIRST.orderId}`);
    const button = within(card).getByRole('button', { name: T.orders.addNote });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText(T.orders.noteLabel(FIRST.orderId)), { target: { value: note.text } });
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/orders/51/notes')).toBe(true));
    expect(await within(card).findByTestId('seller-note')).toBeTruthy();
    expect(within(card).getByText(note.text)).toBeTruthy();
    expect(within(card).getByTestId('seller-note').textContent).toContain('Marko Marković');
    expect(calls.find((c) => c.path === '/api/orders/51/notes')?.body).toEqual({ text: note.text });
    expect((within(card).getByLabelText(T.orders.noteLabel(FIRST.orderId)) as HTMLTextAreaElement).value).toBe('');
  });

  it('edits the buyer’s data in a dialog, sending only what changed; the server’s refusal is shown; locked once shipped', async () => {
    let refuse = true;
    const { calls } = renderApp(
      '/orders',
      routes(SELLER, [FIRST, SHIPPED], {
        'PATCH /api/orders/51/customer': () => (refuse ? apiError(409, SELLER_ORDERS_MESSAGES.shipmentExists, 'Conflict') : { body: { ...FIRST, city: 'Niš' } }),
      }),
    );
    const card = await screen.findByTestId(`order-card-${FIRST.orderId}`);
    fireEvent.click(within(card).getByTestId('edit-customer'));
    const dialog = await screen.findByRole('dialog', { name: T.orders.editCustomerOf(FIRST.orderId) });
    const save = within(dialog).getByRole('button', { name: T.orders.saveCustomer });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(ORDER_CUSTOMER_FIELDS.phone.label), { target: { value: '123' } });
    expect(await within(dialog).findByText(/Unesite ispravan broj telefona/)).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(ORDER_CUSTOMER_FIELDS.phone.label), { target: { value: FIRST.phone } });
    fireEvent.change(within(dialog).getByLabelText(ORDER_CUSTOMER_FIELDS.city.label), { target: { value: 'Niš' } });
    fireEvent.click(save);
    expect(await screen.findByText(SELLER_ORDERS_MESSAGES.shipmentExists)).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: T.orders.saveCustomer }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([{ city: 'Niš' }, { city: 'Niš' }]);

    const shipped = screen.getByTestId(`order-card-${SHIPPED.orderId}`);
    expect((within(shipped).getByTestId('edit-customer') as HTMLButtonElement).disabled).toBe(true);
    expect(within(shipped).getByText(T.orders.editLocked)).toBeTruthy();
  });
});

describe('/orders: the courier’s answer', () => {
  const DELIVERED = makeOrder({
    id: 61,
    orderId: 'NCOURIER00061',
    status: 'completed',
    trackingId: 'TRK-RS-61',
    shipment: {
      trackingId: 'TRK-RS-61',
      status: 'refused',
      history: [
        { status: 'picked_up', at: '2025-11-20T08:00:00.000Z', note: null },
        { status: 'refused', at: '2025-11-21T10:00:00.000Z', note: 'Kupac nije kod kuće' },
      ],
    },
    customerHistory: { orders: 3, delivered: 1, refused: 2 },
    statusHistory: [{ from: 'pending', to: 'cancelled', at: '2025-11-21T10:00:01.000Z', by: null, reason: SHIPMENT_REASONS.refused('Kupac nije kod kuće') }],
  });

  it('shows the parcel’s timeline, the buyer’s history with correct plurals, and why the system changed the status', async () => {
    renderApp('/orders', routes(CLIENT, [DELIVERED, FIRST], { 'GET /api/user/shop-profile': { body: { ...EMPTY_SHOP_PROFILE, complete: false, missing: [], updatedAt: null } } }));
    const card = await screen.findByTestId(`order-card-${DELIVERED.orderId}`);
    const timeline = within(card).getByTestId('shipment-timeline');
    expect(timeline.textContent).toContain('TRK-RS-61');
    expect(within(timeline).getByTestId('shipment-status').textContent).toBe('Kupac odbio');
    expect(timeline.textContent).toContain('Kurir preuzeo');
    expect(timeline.textContent).toContain('Kupac nije kod kuće');
    expect(within(card).getByTestId('customer-history').textContent).toBe('3 narudžbine · 1 isporučena · 2 odbijene');
    expect(within(card).getByTestId('order-history').textContent).toContain(SHIPMENT_REASONS.refused('Kupac nije kod kuće'));
    // A first order shows no history badge; an order without a parcel no timeline.
    const first = screen.getByTestId(`order-card-${FIRST.orderId}`);
    expect(within(first).queryByTestId('customer-history')).toBeNull();
    expect(within(first).queryByTestId('shipment-timeline')).toBeNull();
  });

  it('the automatic block is the seller’s choice beside the blocklist (PUT of that one profile field)', async () => {
    const { calls } = renderApp(
      '/orders',
      routes(CLIENT, [FIRST], {
        'GET /api/user/shop-profile': { body: { ...EMPTY_SHOP_PROFILE, complete: false, missing: [], updatedAt: null } },
        'PUT /api/user/shop-profile': { body: { ...EMPTY_SHOP_PROFILE, autoBlockAfterRefusals: 2, complete: false, missing: [], updatedAt: null } },
      }),
    );
    const select = await screen.findByLabelText(T.orders.autoBlockLabel);
    expect((select as HTMLSelectElement).value).toBe('0');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toContain('Posle 5 odbijenih pošiljki');
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ autoBlockAfterRefusals: 2 }));
    expect(await screen.findByText(T.orders.autoBlockOn(2))).toBeTruthy();
  });
});
