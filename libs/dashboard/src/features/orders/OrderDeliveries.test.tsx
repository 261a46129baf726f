import { DELIVERY_REASONS, type OrderDelivery, type OrderListItem } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiError, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { makeOrder, makeStats, ordersEndpoint } from '../../test/orders.js';
import { renderApp } from '../../test/render.js';

type Routes = Parameters<typeof renderApp>[1];

const AT = '2025-11-22T13:06:00.000Z';
const delivery = (channel: OrderDelivery['channel'], state: OrderDelivery['state'], reason: string | null = null, attempts = 1): OrderDelivery => ({
  channel,
  state,
  reason,
  attempts,
  updatedAt: AT,
});

const FAILED_REASON = DELIVERY_REASONS.shipmentUnauthorized;
const WAITING_REASON = DELIVERY_REASONS.temporary('HTTP 503');
const OFF_REASON = DELIVERY_REASONS.shipmentNoKey('Srbija');

function orderWithDeliveries(overrides: Partial<OrderListItem> = {}) {
  return makeOrder({
    id: 71,
    orderId: 'NDELIV0000071',
    trackingId: 'RS123456789',
    deliveries: [
      delivery('telegram', 'sent'),
      delivery('sheets', 'waiting', WAITING_REASON, 2),
      delivery('capi', 'off', 'Meta token nije podešen', 0),
      delivery('shipment', 'failed', FAILED_REASON, 5),
    ],
    ...overrides,
  });
}

const base = (me: unknown, path: string, orders: () => OrderListItem[]): Routes => ({
  'GET /api/auth/me': { body: me },
  [`GET ${path}`]: ordersEndpoint(orders),
  'GET /api/orders/stats': { body: makeStats() },
  'GET /api/orders/blocks': { body: [] },
});
const listCalls = (calls: FetchCall[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path && c.query.limit === '50').length;

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

describe('delivery badges on /orders', () => {
  it('admin table: a compact row of channel + state badges in their colours, the reason as the tooltip', async () => {
    const order = orderWithDeliveries();
    renderApp('/orders', base(ADMIN, '/api/orders', () => [order]));
    const row = await screen.findByTestId(`order-row-${order.orderId}`);
    const badges = within(row).getByTestId('delivery-badges');
    const badge = (channel: string) => within(badges).getByTestId(`delivery-${channel}`);

    expect(badge('telegram').textContent).toContain('Telegram');
    expect(badge('telegram').textContent).toContain('poslato');
    expect(badge('telegram').className).toContain('emerald');
    expect(badge('sheets').textContent).toContain('Google Sheets');
    expect(badge('sheets').textContent).toContain('čeka');
    expect(badge('sheets').className).toContain('sky');
    expect(badge('sheets').getAttribute('title')).toBe(WAITING_REASON);
    expect(badge('capi').textContent).toContain('Meta CAPI');
    expect(badge('capi').textContent).toContain('bez slanja');
    expect(badge('capi').className).toContain('text-muted-foreground');
    expect(badge('shipment').textContent).toContain('Trackify');
    expect(badge('shipment').textContent).toContain('neuspelo');
    expect(badge('shipment').className).toContain('red');
    expect(badge('shipment').getAttribute('title')).toBe(FAILED_REASON);
    expect(badge('telegram').hasAttribute('title')).toBe(false);

    // Only the failed one can be sent again.
    expect(within(badges).getAllByRole('button', { name: /^Pošalji ponovo/ })).toHaveLength(1);
    expect(within(badges).getByRole('button', { name: `Pošalji ponovo: Trackify, ${order.orderId}` })).toBeTruthy();
  });

  it('admin detail view: each delivery with its reason and attempts, and the tracking number', async () => {
    const order = orderWithDeliveries();
    renderApp('/orders', base(ADMIN, '/api/orders', () => [order]));
    const row = await screen.findByTestId(`order-row-${order.orderId}`);
    fireEvent.click(within(row).getByRole('button', { name: `Detalji narudžbine ${order.orderId}` }));
    const details = within(row).getByTestId('order-details');
    expect(details.textContent).toContain('RS123456789');
    const list = within(details).getByTestId('order-deliveries');
    const shipment = within(list).getByTestId('delivery-item-shipment');
    expect(within(shipment).getByText(FAILED_REASON)).toBeTruthy();
    expect(shipment.textContent).toContain('pokušaja: 5');
    expect(within(list).getByTestId('delivery-item-sheets').textContent).toContain(WAITING_REASON);
    expect(within(shipment).getByRole('button', { name: /^Pošalji ponovo/ })).toBeTruthy();
    expect(within(within(list).getByTestId('delivery-item-telegram')).queryByRole('button')).toBeNull();
  });

  it("'Pošalji ponovo' posts the retry of that order and channel, then the list is fetched again", async () => {
    let order = orderWithDeliveries();
    const { calls } = renderApp('/orders', {
      ...base(ADMIN, '/api/orders', () => [order]),
      [`POST /api/orders/${order.orderId}/deliveries/shipment/retry`]: () => {
        const updated = delivery('shipment', 'waiting', null, 5);
        order = { ...order, deliveries: order.deliveries.map((d) => (d.channel === 'shipment' ? updated : d)) };
        return { body: updated };
      },
    });
    const row = await screen.findByTestId(`order-row-${order.orderId}`);
    const before = listCalls(calls, '/api/orders');
    fireEvent.click(within(row).getByRole('button', { name: `Pošalji ponovo: Trackify, ${order.orderId}` }));
    await waitFor(() => expect(within(row).getByTestId('delivery-shipment').dataset.state).toBe('waiting'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/orders/${order.orderId}/deliveries/shipment/retry`)).toHaveLength(1);
    await waitFor(() => expect(listCalls(calls, '/api/orders')).toBeGreaterThan(before));
    expect(within(row).queryByRole('button', { name: /^Pošalji ponovo/ })).toBeNull();
    expect(screen.getByTestId('toast').textContent).toContain('Ponovno slanje je pokrenuto');
  });

  it('toasts the server message when the retry is refused', async () => {
    const order = orderWithDeliveries();
    renderApp('/orders', {
      ...base(ADMIN, '/api/orders', () => [order]),
      [`POST /api/orders/${order.orderId}/deliveries/shipment/retry`]: apiError(409, 'Ponoviti se može samo neuspelo slanje', 'Conflict'),
    });
    const row = await screen.findByTestId(`order-row-${order.orderId}`);
    fireEvent.click(within(row).getByRole('button', { name: `Pošalji ponovo: Trackify, ${order.orderId}` }));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(toast.textContent).toContain('Ponoviti se može samo neuspelo slanje');
  });

  it('shows nothing for an order without deliveries', async () => {
    const order = makeOrder({ id: 72, orderId: 'NNODELIV00072', deliveries: [] });
    renderApp('/orders', base(ADMIN, '/api/orders', () => [order]));
    const row = await screen.findByTestId(`order-row-${order.orderId}`);
    expect(within(row).queryByTestId('delivery-badges')).toBeNull();
    expect(within(row).queryByTestId('order-deliveries-row')).toBeNull();
  });

  it('client cards: badges with the reasons, the tracking number, and a retry of an upsell by its own number', async () => {
    let order = orderWithDeliveries({
      deliveries: [delivery('telegram', 'sent'), delivery('shipment', 'off', OFF_REASON, 0)],
      upsellOrders: [
        {
          id: 3,
          orderId: 'UUPSEL0000003',
          upsellProductId: 4,
          title: 'Narukvica',
          quantity: 1,
          totalPrice: 990,
          currency: 'RSD',
          currencySymbol: 'RSD',
          status: 'pending',
          trackingId: null,
          createdAt: AT,
          deliveries: [delivery('telegram', 'failed', DELIVERY_REASONS.telegramChatNotFound, 3), delivery('sheets', 'sent')],
        },
      ],
      parcelTotal: 3980,
    });
    const { calls } = renderApp('/orders', {
      ...base(CLIENT, '/api/orders/my', () => [order]),
      'POST /api/orders/UUPSEL0000003/deliveries/telegram/retry': () => {
        const updated = delivery('telegram', 'waiting', null, 3);
        order = { ...order, upsellOrders: order.upsellOrders.map((u) => ({ ...u, deliveries: [updated, delivery('sheets', 'sent')] })) };
        return { body: updated };
      },
    });
    const card = await screen.findByTestId(`order-card-${order.orderId}`);
    expect(within(card).getByTestId('order-tracking').textContent).toBe('RS123456789');
    const own = within(card).getAllByTestId('delivery-badges')[0];
    expect(within(own).getByTestId('delivery-shipment').dataset.state).toBe('off');
    // Only a failed delivery's reason is in a line on the card; every reason is in the 'Slanje narudžbine' details.
    expect(within(own).getByTestId('delivery-shipment').getAttribute('title')).toBe(OFF_REASON);
    expect(within(own).queryByTestId('delivery-reasons')).toBeNull();
    expect(within(own).queryByRole('button')).toBeNull();
    const details = within(card).getByTestId('order-deliveries-details');
    expect(within(details).getByTestId('delivery-item-shipment').textContent).toContain(OFF_REASON);

    const upsell = within(card).getByTestId('upsell-UUPSEL0000003');
    expect(within(upsell).getByTestId('delivery-reasons').textContent).toContain(DELIVERY_REASONS.telegramChatNotFound);
    fireEvent.click(within(upsell).getByRole('button', { name: 'Pošalji ponovo: Telegram, UUPSEL0000003' }));
    await waitFor(() => expect(within(upsell).getByTestId('delivery-telegram').dataset.state).toBe('waiting'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/orders/UUPSEL0000003/deliveries/telegram/retry')).toBe(true);
  });
});
