import { AUTH_TOKEN_KEY, ORDERS_MESSAGES, ORDERS_TEXTS, TOTAL_COUNT_HEADER, type OrderListItem } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLongDateTime } from '../../lib/format.js';
import { ADMIN, apiError, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { makeBlock, makeOrder, makeStats, ordersEndpoint } from '../../test/orders.js';
import { renderApp } from '../../test/render.js';

type Routes = Parameters<typeof renderApp>[1];

const PENDING = makeOrder({ id: 11, orderId: 'NPENDING00011', firstName: 'Jovana', lastName: 'Jovanović', city: 'Beograd', status: 'pending' });
const DONE = makeOrder({
  id: 12,
  orderId: 'NDONE00000012',
  firstName: 'Marko',
  lastName: 'Nikolić',
  city: 'Novi Sad',
  email: 'marko@example.com',
  phone: '+381601112233',
  productId: 'p-9',
  status: 'completed',
  createdAt: '2025-11-21T09:30:00.000Z',
});
const WORKING = makeOrder({ id: 13, orderId: 'NWORK00000013', firstName: 'Ana', lastName: 'Ilić', city: 'Niš', status: 'processing' });

const listCalls = (calls: FetchCall[], path = '/api/orders') => calls.filter((c) => c.method === 'GET' && c.path === path);
/** The list's own calls (pages of 50), not the one-order count calls of the cards. */
const pageCalls = (calls: FetchCall[], path = '/api/orders') => listCalls(calls, path).filter((c) => c.query.limit === '50');

function adminRoutes(orders: OrderListItem[] | (() => OrderListItem[]), over: Routes = {}): Routes {
  return {
    'GET /api/auth/me': { body: ADMIN },
    'GET /api/orders': ordersEndpoint(orders),
    'GET /api/orders/stats': { body: makeStats() },
    'GET /api/orders/blocks': { body: [] },
    ...over,
  };
}

function clientRoutes(orders: OrderListItem[], over: Routes = {}): Routes {
  return {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/orders/my': ordersEndpoint(orders),
    'GET /api/orders/stats': { body: makeStats() },
    'GET /api/orders/blocks': { body: [] },
    ...over,
  };
}

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

describe('/orders, admin view (spec 000 §2 Orders)', () => {
  it('shows the role badge, the name, the three cards from the totals of all orders and the count text', async () => {
    const many = Array.from({ length: 70 }, (_, i) => makeOrder({ id: 500 + i, status: i < 20 ? 'completed' : 'pending' }));
    const { calls } = renderApp('/orders', adminRoutes(many));
    expect(await screen.findByRole('heading', { level: 1, name: ORDERS_TEXTS.title })).toBeTruthy();
    expect(screen.getByTestId('orders-role-badge').textContent).toBe(ORDERS_TEXTS.adminBadge);
    expect(screen.getByTestId('orders-user').textContent).toContain('Ana Admin');
    await waitFor(() => expect(screen.getByTestId('orders-total-value').textContent).toBe('70'));
    expect(screen.getByTestId('orders-pending-value').textContent).toBe('50');
    expect(screen.getByTestId('orders-completed-value').textContent).toBe('20');
    expect(within(screen.getByTestId('orders-pending')).getByText(ORDERS_TEXTS.pending)).toBeTruthy();
    expect(within(screen.getByTestId('orders-completed')).getByText(ORDERS_TEXTS.completed)).toBeTruthy();
    // The cards count everything, from cheap one-order calls; the list is paged.
    const counts = listCalls(calls).filter((c) => c.query.limit === '1');
    expect(counts.map((c) => c.query.status ?? 'all').sort()).toEqual(['all', 'completed', 'pending']);
    expect(await screen.findByText(ORDERS_TEXTS.shown(50, 70))).toBeTruthy();
    expect(pageCalls(calls)[0].query).toEqual({ limit: '50', offset: '0' });
    expect(listCalls(calls, '/api/orders/my')).toHaveLength(0);
  });

  it('shows the table columns: order id, customer (name, city), product id, e-mail, phone, status, date, actions', async () => {
    renderApp('/orders', adminRoutes([PENDING, DONE]));
    const table = await screen.findByTestId('orders-table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      ORDERS_TEXTS.columnOrderId,
      ORDERS_TEXTS.columnCustomer,
      ORDERS_TEXTS.columnProduct,
      ORDERS_TEXTS.columnEmail,
      ORDERS_TEXTS.columnPhone,
      ORDERS_TEXTS.columnStatus,
      ORDERS_TEXTS.columnDate,
      ORDERS_TEXTS.columnActions,
    ]);
    const row = screen.getByTestId(`order-row-${DONE.orderId}`);
    const cells = within(row).getAllByRole('cell');
    expect(cells[0].textContent).toContain(DONE.orderId);
    expect(cells[1].textContent).toContain('Marko Nikolić');
    expect(cells[1].textContent).toContain('Novi Sad');
    expect(cells[2].textContent).toContain('p-9');
    // The product's name, the parcel's amount and whose order it is.
    expect(within(cells[2]).getByTestId('order-amount').textContent).toBe('2.990 RSD');
    expect(within(cells[2]).getByTestId('order-seller').textContent).toBe('Prodavac: Prodavnica d.o.o.');
    expect(cells[3].textContent).toBe('marko@example.com');
    expect(cells[4].textContent).toBe('+381601112233');
    expect((within(cells[5]).getByRole('combobox') as HTMLSelectElement).value).toBe('completed');
    expect(cells[6].textContent).toBe(formatDateTime(DONE.createdAt));
    expect(within(cells[7]).getByRole('button', { name: `Detalji narudžbine ${DONE.orderId}` })).toBeTruthy();
  });

  it('searches on the server once the typing pauses (debounced q)', async () => {
    const { calls } = renderApp('/orders', adminRoutes([PENDING, DONE, WORKING]));
    await screen.findByTestId(`order-row-${PENDING.orderId}`);
    const search = screen.getByLabelText('Pretraga');
    expect(search.getAttribute('placeholder')).toBe(ORDERS_TEXTS.searchPlaceholderAdmin);
    fireEvent.change(search, { target: { value: 'n' } });
    fireEvent.change(search, { target: { value: 'ni' } });
    fireEvent.change(search, { target: { value: 'nik' } });
    await waitFor(() => expect(screen.queryByTestId(`order-row-${PENDING.orderId}`)).toBeNull());
    expect(screen.getByTestId(`order-row-${DONE.orderId}`)).toBeTruthy();
    expect(pageCalls(calls).map((c) => c.query.q ?? '')).toEqual(['', 'nik']);
    expect(screen.getByText(ORDERS_TEXTS.shown(1, 1))).toBeTruthy();
  });

  it('opens with the search of the address (the link in a Telegram message: /orders?q=…)', async () => {
    const { calls } = renderApp(`/orders?q=${DONE.orderId}`, adminRoutes([PENDING, DONE, WORKING]));
    await screen.findByTestId(`order-row-${DONE.orderId}`);
    expect((screen.getByLabelText('Pretraga') as HTMLInputElement).value).toBe(DONE.orderId);
    expect(pageCalls(calls).map((c) => c.query.q ?? '')).toEqual([DONE.orderId]);
    expect(screen.queryByTestId(`order-row-${PENDING.orderId}`)).toBeNull();
  });

  it('filters by status on the server (all, pending, processing, completed, cancelled)', async () => {
    const { calls } = renderApp('/orders', adminRoutes([PENDING, DONE, WORKING]));
    await screen.findByTestId(`order-row-${PENDING.orderId}`);
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).toEqual([ORDERS_TEXTS.allStatuses, 'Na čekanju', 'U obradi', 'Završeno', 'Otkazano']);
    fireEvent.change(status, { target: { value: 'processing' } });
    await waitFor(() => expect(screen.queryByTestId(`order-row-${PENDING.orderId}`)).toBeNull());
    expect(screen.getByTestId(`order-row-${WORKING.orderId}`)).toBeTruthy();
    expect(pageCalls(calls).at(-1)?.query).toEqual({ status: 'processing', limit: '50', offset: '0' });
    expect(screen.getByText(ORDERS_TEXTS.shown(1, 1))).toBeTruthy();
  });

  it("shows 'Nema narudžbina' with the empty text of the system, or of the search when filtering", async () => {
    renderApp('/orders', adminRoutes([]));
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText(ORDERS_TEXTS.emptyTitle)).toBeTruthy();
    expect(within(empty).getByText(ORDERS_TEXTS.emptyAdmin)).toBeTruthy();
  });

  it('shows the filtered empty text when nothing matches', async () => {
    renderApp('/orders', adminRoutes([PENDING]));
    await screen.findByTestId(`order-row-${PENDING.orderId}`);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText(ORDERS_TEXTS.emptyFiltered)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Poništi filtere' }));
    expect(await screen.findByTestId(`order-row-${PENDING.orderId}`)).toBeTruthy();
  });

  it('changes a status inline with PUT, toasts success and reloads the list', async () => {
    let orders = [PENDING, DONE];
    const { calls } = renderApp(
      '/orders',
      adminRoutes(() => orders, {
        'PUT /api/orders/11': (call) => {
          orders = orders.map((o) => (o.id === 11 ? { ...o, status: (call.body as { status: 'completed' }).status } : o));
          return { body: orders[0] };
        },
      }),
    );
    const row = await screen.findByTestId(`order-row-${PENDING.orderId}`);
    const select = within(row).getByRole('combobox', { name: `Status narudžbine ${PENDING.orderId}` }) as HTMLSelectElement;
    // The current status and those orderStatusChanges('admin', current) allows.
    expect([...select.options].map((o) => o.value)).toEqual(['pending', 'processing', 'completed', 'cancelled']);
    const before = pageCalls(calls).length;
    fireEvent.change(select, { target: { value: 'completed' } });
    expect(await screen.findByText(ORDERS_TEXTS.statusUpdatedTitle)).toBeTruthy();
    expect(screen.getByText(ORDERS_TEXTS.statusUpdatedText)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/orders/11');
    expect(put?.body).toEqual({ status: 'completed' });
    await waitFor(() => expect(pageCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect((within(screen.getByTestId(`order-row-${PENDING.orderId}`)).getByRole('combobox') as HTMLSelectElement).value).toBe('completed'));
    await waitFor(() => expect(screen.getByTestId('orders-completed-value').textContent).toBe('2'));
  });

  it("a failed status change toasts 'Greška' with the server's message", async () => {
    renderApp('/orders', adminRoutes([PENDING], { 'PUT /api/orders/11': apiError(400, ORDERS_MESSAGES.statusInvalid, 'Bad Request') }));
    const row = await screen.findByTestId(`order-row-${PENDING.orderId}`);
    fireEvent.change(within(row).getByRole('combobox'), { target: { value: 'cancelled' } });
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText(ORDERS_TEXTS.statusFailedTitle)).toBeTruthy();
    expect(within(toast).getByText(ORDERS_MESSAGES.statusInvalid)).toBeTruthy();
    await waitFor(() => expect((within(screen.getByTestId(`order-row-${PENDING.orderId}`)).getByRole('combobox') as HTMLSelectElement).value).toBe('pending'));
  });

  it("…or 'Neuspešno ažuriranje statusa' when the server gives no message", async () => {
    renderApp('/orders', adminRoutes([PENDING], { 'PUT /api/orders/11': { status: 502, statusText: 'Bad Gateway' } }));
    const row = await screen.findByTestId(`order-row-${PENDING.orderId}`);
    fireEvent.change(within(row).getByRole('combobox'), { target: { value: 'processing' } });
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText(ORDERS_TEXTS.statusFailedFallback)).toBeTruthy();
  });

  it('opens an order: upsells with the parcel total, status history, duplicate badge, block actions', async () => {
    const order = makeOrder({
      id: 21,
      orderId: 'NDETAIL000021',
      possibleDuplicate: true,
      notes: 'Pozvati posle 17h',
      upsellOrders: [
        { id: 1, orderId: 'UUPSELL000001', upsellProductId: 4, title: 'Narukvica', quantity: 1, totalPrice: 990, currency: 'RSD', currencySymbol: 'RSD', status: 'pending', trackingId: null, createdAt: '2025-11-22T13:07:00.000Z', deliveries: [] },
      ],
      parcelTotal: 3980,
      statusHistory: [
        { from: null, to: 'pending', at: '2025-11-22T13:05:00.000Z', by: null },
        { from: 'pending', to: 'processing', at: '2025-11-22T15:00:00.000Z', by: { id: 1, name: 'Ana Admin' } },
      ],
      status: 'processing',
    });
    const { calls } = renderApp('/orders', adminRoutes([order], { 'POST /api/orders/blocks': { status: 201, body: makeBlock({ id: 5 }) } }));
    const row = await screen.findByTestId(`order-row-${order.orderId}`);
    expect(within(row).getByTestId('possible-duplicate').textContent).toContain(ORDERS_TEXTS.possibleDuplicate);
    const toggle = within(row).getByRole('button', { name: `Detalji narudžbine ${order.orderId}` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const details = within(row).getByTestId('order-details');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const upsells = within(details).getByTestId('order-upsells');
    expect(within(upsells).getByText(ORDERS_TEXTS.upsellsTitle)).toBeTruthy();
    expect(upsells.textContent).toContain('Narukvica');
    expect(upsells.textContent).toContain('990 RSD');
    expect(within(details).getByTestId('parcel-total').textContent).toBe(`${ORDERS_TEXTS.parcelTotal}3.980 RSD`);
    const history = within(details).getByTestId('order-history');
    expect(within(history).getByText(ORDERS_TEXTS.history)).toBeTruthy();
    const entries = within(history).getAllByRole('listitem').map((li) => li.textContent);
    expect(entries[1]).toContain('Na čekanju → U obradi');
    expect(entries[1]).toContain('Ana Admin');
    expect(entries[1]).toContain(formatDateTime('2025-11-22T15:00:00.000Z'));
    expect(entries[0]).toContain('Sistem');
    expect(details.textContent).toContain('Pozvati posle 17h');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(within(details).getByRole('button', { name: ORDERS_TEXTS.blockPhone }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining(order.phone));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/orders/blocks')).toBe(false);
    fireEvent.click(within(details).getByRole('button', { name: ORDERS_TEXTS.blockPhone }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/orders/blocks')?.body).toEqual({ orderId: order.orderId, kind: 'phone' }));
    expect(await screen.findByText(ORDERS_MESSAGES.blocked)).toBeTruthy();
  });

  it("shows where an order came from in its details only, beside the notes (not in the row)", async () => {
    const tagged = makeOrder({
      id: 22,
      orderId: 'NSOURCE000022',
      notes: 'Pozvati posle 17h',
      source: { source: 'facebook', medium: 'cpc', campaign: 'jesen-1', term: 'sat', fbclid: 'IwAR0abc' },
      experimentArm: 'a',
    });
    const plain = makeOrder({ id: 23, orderId: 'NPLAIN0000023', source: null, experimentArm: null });
    renderApp('/orders', adminRoutes([tagged, plain]));
    const row = await screen.findByTestId(`order-row-${tagged.orderId}`);
    // The row stays as it was: the source waits in the details.
    expect(within(row).queryByTestId('order-source')).toBeNull();
    expect(row.textContent).not.toContain('jesen-1');
    fireEvent.click(within(row).getByRole('button', { name: `Detalji narudžbine ${tagged.orderId}` }));
    const details = within(row).getByTestId('order-details');
    const source = within(details).getByTestId('order-source');
    expect(source.previousElementSibling?.textContent).toBe('Izvor');
    expect(within(source).getByText('facebook · cpc · jesen-1 · sat')).toBeTruthy();
    expect(within(source).getByTestId('order-experiment-arm').textContent).toBe('A/B: A');
    expect(details.textContent).toContain('Pozvati posle 17h');

    const other = screen.getByTestId(`order-row-${plain.orderId}`);
    fireEvent.click(within(other).getByRole('button', { name: `Detalji narudžbine ${plain.orderId}` }));
    const otherDetails = within(other).getByTestId('order-details');
    expect(within(otherDetails).queryByTestId('order-source')).toBeNull();
    expect(otherDetails.textContent).not.toContain('Izvor');
  });

  it("shows 'Blokirano' instead of the action once blocked, and the blocked list unblocks", async () => {
    let blocks = [makeBlock({ id: 3, kind: 'address', value: 'Bulevar kralja Aleksandra 73, Beograd', fromOrderId: 'NBLOCK0000031' })];
    const order = makeOrder({ id: 31, orderId: 'NBLOCK0000031', blocked: { phone: false, address: true } });
    const { calls } = renderApp(
      '/orders',
      adminRoutes([order], {
        'GET /api/orders/blocks': () => ({ body: blocks }),
        'DELETE /api/orders/blocks/3': () => {
          blocks = [];
          return { body: { message: ORDERS_MESSAGES.unblocked } };
        },
      }),
    );
    const row = await screen.findByTestId(`order-row-${order.orderId}`);
    fireEvent.click(within(row).getByRole('button', { name: `Detalji narudžbine ${order.orderId}` }));
    expect(within(row).getByTestId('blocked-address').textContent).toContain(ORDERS_TEXTS.blocked);
    expect(within(row).queryByRole('button', { name: ORDERS_TEXTS.blockAddress })).toBeNull();
    expect(within(row).getByRole('button', { name: ORDERS_TEXTS.blockPhone })).toBeTruthy();

    const list = screen.getByTestId('blocked-list');
    expect(within(list).getByRole('heading', { name: ORDERS_TEXTS.blockedList })).toBeTruthy();
    const item = await within(list).findByTestId('block-3');
    expect(item.textContent).toContain('Bulevar kralja Aleksandra 73, Beograd');
    fireEvent.click(within(item).getByRole('button', { name: /Odblokiraj/ }));
    expect(await screen.findByText(ORDERS_MESSAGES.unblocked)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/orders/blocks/3')).toBe(true);
    await waitFor(() => expect(within(list).queryByTestId('block-3')).toBeNull());
    expect(within(list).getByText('Nema blokiranih telefona ni adresa.')).toBeTruthy();
  });

  it("'Izvezi CSV' downloads export.csv with the current filters through the API client (bearer token too)", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-csv');
    const createObjectURL = vi.fn(() => 'blob:orders');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const csv = '\uFEFFDatum porudžbine;Broj porudžbine\r\n';
    const { calls } = renderApp(
      '/orders',
      adminRoutes([PENDING, DONE], {
        'GET /api/orders/export.csv': {
          body: csv,
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="narudzbine-2025-11-22.csv"' },
        },
      }),
    );
    await screen.findByTestId(`order-row-${PENDING.orderId}`);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    await waitFor(() => expect(screen.queryByTestId(`order-row-${PENDING.orderId}`)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: ORDERS_TEXTS.exportCsv }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const call = calls.find((c) => c.path === '/api/orders/export.csv');
    expect(call?.query).toEqual({ status: 'completed' });
    expect(call?.headers.Authorization).toBe('Bearer tok-csv');
    expect(call?.credentials).toBe('include');
    expect(clicked[0].download).toBe('narudzbine-2025-11-22.csv');
    expect(clicked[0].href).toBe('blob:orders');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toContain('Broj porudžbine');
  });

  it('a failed export toasts the reason', async () => {
    renderApp('/orders', adminRoutes([PENDING], { 'GET /api/orders/export.csv': apiError(403, 'Zabranjeno', 'Forbidden') }));
    await screen.findByTestId(`order-row-${PENDING.orderId}`);
    fireEvent.click(screen.getByRole('button', { name: ORDERS_TEXTS.exportCsv }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Zabranjeno');
  });

  it('pages through a long list: 50 at a time, more on request', async () => {
    const many = Array.from({ length: 120 }, (_, i) => makeOrder({ id: 2000 + i, orderId: `NPAGE${String(i).padStart(8, '0')}` }));
    const { calls } = renderApp('/orders', adminRoutes(many));
    expect(await screen.findByText(ORDERS_TEXTS.shown(50, 120))).toBeTruthy();
    fireEvent.click(screen.getByTestId('orders-load-more'));
    expect(await screen.findByText(ORDERS_TEXTS.shown(100, 120))).toBeTruthy();
    fireEvent.click(screen.getByTestId('orders-load-more'));
    expect(await screen.findByText(ORDERS_TEXTS.shown(120, 120))).toBeTruthy();
    expect(screen.queryByTestId('orders-load-more')).toBeNull();
    expect(pageCalls(calls).map((c) => c.query.offset)).toEqual(['0', '50', '100']);
  });

  it('a failed list shows the load error with a retry', async () => {
    let fail = true;
    renderApp('/orders', adminRoutes([], { 'GET /api/orders': (call) => (fail && call.query.limit === '50' ? apiError(500, 'Baza nije dostupna') : ordersEndpoint([PENDING])(call)) }));
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    expect(await screen.findByTestId(`order-row-${PENDING.orderId}`)).toBeTruthy();
  });
});

describe('/orders, client view (spec 000 §2 Orders)', () => {
  it("shows 'Moje narudžbine' with the badge, the name, the cards and the orders the API gives as read-only cards", async () => {
    const { calls } = renderApp('/orders', clientRoutes([PENDING, DONE]));
    expect(await screen.findByRole('heading', { level: 1, name: ORDERS_TEXTS.clientTitle })).toBeTruthy();
    expect(screen.getByTestId('orders-role-badge').textContent).toBe(ORDERS_TEXTS.clientBadge);
    expect(screen.getByTestId('orders-user').textContent).toContain('Marko Marković');
    await waitFor(() => expect(screen.getByTestId('orders-total-value').textContent).toBe('2'));
    expect(screen.getByTestId('orders-pending-value').textContent).toBe('1');
    expect(screen.getByTestId('orders-completed-value').textContent).toBe('1');
    expect(await screen.findByTestId(`order-card-${PENDING.orderId}`)).toBeTruthy();
    expect(screen.getByTestId(`order-card-${DONE.orderId}`)).toBeTruthy();
    expect(screen.getByText(ORDERS_TEXTS.shown(2, 2))).toBeTruthy();
    // Own orders only, as the API gives them: the client never asks for the admin list.
    expect(calls.some((c) => c.path === '/api/orders')).toBe(false);
    expect(pageCalls(calls, '/api/orders/my')).toHaveLength(1);
    // Read-only: no status dropdown, no table.
    expect(screen.queryByRole('combobox', { name: /Status narudžbine/ })).toBeNull();
    expect(screen.queryByTestId('orders-table')).toBeNull();
    expect(screen.getByLabelText('Pretraga').getAttribute('placeholder')).toBe(ORDERS_TEXTS.searchPlaceholderClient);
  });

  it('each card shows every field of the spec', async () => {
    const order = makeOrder({
      id: 41,
      orderId: 'NCARD00000041',
      status: 'processing',
      firstName: 'Milica',
      lastName: 'Petrović',
      email: 'milica@example.com',
      phone: '+381659876543',
      address: 'Njegoševa 12',
      city: 'Kragujevac',
      postalCode: '34000',
      title: 'Masažer za vrat',
      quantity: 2,
      totalPrice: 4990,
      notes: 'Pozvati pre dostave',
      createdAt: '2025-11-20T08:15:00.000Z',
    });
    renderApp('/orders', clientRoutes([order]));
    const card = await screen.findByTestId(`order-card-${order.orderId}`);
    expect(within(card).getByTestId('order-number').textContent).toContain(order.orderId);
    const badge = within(card).getByTestId('order-status');
    expect(badge.textContent).toBe('U obradi');
    expect(badge.className).toContain('sky');
    expect(within(card).getByTestId('order-date').textContent).toBe(formatLongDateTime(order.createdAt));
    expect(within(card).getByTestId('order-date').textContent).toMatch(/novembar/);
    expect(within(card).getByTestId('order-customer').textContent).toBe('Milica Petrović');
    expect(within(card).getByTestId('order-email').textContent).toBe('milica@example.com');
    expect(within(card).getByTestId('order-phone').textContent).toBe('+381659876543');
    expect(within(card).getByTestId('order-address').textContent).toBe('Njegoševa 12, Kragujevac, 34000');
    expect(within(card).getByTestId('order-product').textContent).toBe('Masažer za vrat');
    expect(within(card).getByTestId('order-quantity').textContent).toBe('2');
    expect(within(card).getByTestId('order-total').textContent).toBe('4.990 RSD');
    expect(within(card).getByTestId('order-notes').textContent).toBe('Pozvati pre dostave');
    expect(within(card).getByText(ORDERS_TEXTS.history)).toBeTruthy();
    expect(within(card).getByRole('button', { name: ORDERS_TEXTS.blockPhone })).toBeTruthy();
    expect(within(card).getByRole('button', { name: ORDERS_TEXTS.blockAddress })).toBeTruthy();
  });

  it('falls back: product id for a missing title, quantity 1, price 0, N/A for no date, no notes; unknown status raw in grey', async () => {
    const bare = makeOrder({
      id: 42,
      orderId: 'NBARE00000042',
      title: null,
      productId: 'sku-77',
      quantity: undefined as unknown as number,
      totalPrice: null as unknown as number,
      createdAt: '',
      notes: null,
      status: 'shipped' as never,
    });
    renderApp('/orders', clientRoutes([bare]));
    const card = await screen.findByTestId(`order-card-${bare.orderId}`);
    expect(within(card).getByTestId('order-product').textContent).toBe('sku-77');
    expect(within(card).getByTestId('order-quantity').textContent).toBe('1');
    expect(within(card).getByTestId('order-total').textContent).toBe('0 RSD');
    expect(within(card).getByTestId('order-date').textContent).toBe(ORDERS_TEXTS.notAvailable);
    expect(within(card).queryByTestId('order-notes')).toBeNull();
    const badge = within(card).getByTestId('order-status');
    expect(badge.textContent).toBe('shipped');
    expect(badge.className).toContain('slate');
  });

  it("formats each order's total in its own currency (RSD, €) with Serbian number formatting", async () => {
    const rsd = makeOrder({ id: 43, orderId: 'NRSD000000043', totalPrice: 12990 });
    const eur = makeOrder({ id: 44, orderId: 'NEUR000000044', totalPrice: 49.9, currency: 'EUR', currencySymbol: '€' });
    renderApp('/orders', clientRoutes([rsd, eur]));
    expect(within(await screen.findByTestId(`order-card-${rsd.orderId}`)).getByTestId('order-total').textContent).toBe('12.990 RSD');
    expect(within(screen.getByTestId(`order-card-${eur.orderId}`)).getByTestId('order-total').textContent).toBe('49,90 €');
  });

  it('shows the upsells of the parcel and its total under the order', async () => {
    const order = makeOrder({
      id: 45,
      orderId: 'NPARCEL000045',
      upsellOrders: [
        { id: 9, orderId: 'UPARCEL000009', upsellProductId: 3, title: null, quantity: 2, totalPrice: 1980, currency: 'RSD', currencySymbol: 'RSD', status: 'pending', trackingId: null, createdAt: '2025-11-22T13:06:00.000Z', deliveries: [] },
      ],
      parcelTotal: 4970,
    });
    renderApp('/orders', clientRoutes([order]));
    const card = await screen.findByTestId(`order-card-${order.orderId}`);
    expect(within(card).getByTestId('order-upsells').textContent).toContain('Ponuda #3');
    expect(within(card).getByTestId('parcel-total').textContent).toContain('4.970 RSD');
  });

  it("shows where each order came from ('Izvor') and the A/B arm; no field when nothing is known", async () => {
    const tagged = makeOrder({ id: 46, orderId: 'NSOURCE000046', source: { source: 'facebook', medium: 'cpc', campaign: 'jesen-1' }, experimentArm: null });
    const inTest = makeOrder({ id: 47, orderId: 'NSOURCE000047', source: { source: 'instagram', content: 'video-2', fbclid: 'IwAR0x' }, experimentArm: 'b' });
    const clickOnly = makeOrder({ id: 48, orderId: 'NSOURCE000048', source: { fbclid: 'IwAR0y' }, experimentArm: null });
    const armOnly = makeOrder({ id: 49, orderId: 'NSOURCE000049', source: null, experimentArm: 'a' });
    const unknown = makeOrder({ id: 50, orderId: 'NSOURCE000050', source: null, experimentArm: null });
    renderApp('/orders', clientRoutes([tagged, inTest, clickOnly, armOnly, unknown]));
    const card = async (o: OrderListItem) => within(await screen.findByTestId(`order-card-${o.orderId}`));

    const first = await card(tagged);
    expect(first.getByText('Izvor')).toBeTruthy();
    expect(first.getByTestId('order-source').textContent).toBe('facebook · cpc · jesen-1');
    expect(first.queryByTestId('order-experiment-arm')).toBeNull();

    const second = await card(inTest);
    expect(within(second.getByTestId('order-source')).getByText('instagram · video-2')).toBeTruthy();
    expect(second.getByTestId('order-experiment-arm').textContent).toBe('A/B: B');

    expect((await card(clickOnly)).getByTestId('order-source').textContent).toBe('Facebook oglas');

    const fourth = await card(armOnly);
    expect(fourth.getByTestId('order-source').textContent).toBe('A/B: A');
    expect(within(fourth.getByTestId('order-source')).getByTestId('order-experiment-arm')).toBeTruthy();

    const last = await card(unknown);
    expect(last.queryByTestId('order-source')).toBeNull();
    expect(last.queryByText('Izvor')).toBeNull();
    expect(last.queryByTestId('order-experiment-arm')).toBeNull();
  });

  it("shows 'Nema narudžbina' with 'Još uvek nema narudžbina za vaše proizvode'", async () => {
    renderApp('/orders', clientRoutes([]));
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText(ORDERS_TEXTS.emptyTitle)).toBeTruthy();
    expect(within(empty).getByText(ORDERS_TEXTS.emptyClient)).toBeTruthy();
  });

  it('searches its own orders on the server (GET /api/orders/my?q=…)', async () => {
    const { calls } = renderApp('/orders', clientRoutes([PENDING, DONE]));
    await screen.findByTestId(`order-card-${PENDING.orderId}`);
    fireEvent.change(screen.getByLabelText('Pretraga'), { target: { value: 'p-9' } });
    await waitFor(() => expect(screen.queryByTestId(`order-card-${PENDING.orderId}`)).toBeNull());
    expect(pageCalls(calls, '/api/orders/my').at(-1)?.query.q).toBe('p-9');
  });
});

describe('/orders, large lists', () => {
  it('renders only the rows near the viewport of 10 000 loaded orders', async () => {
    const { AdminOrdersTable } = await import('./AdminOrdersTable.js');
    const { render } = await import('@testing-library/react');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { ApiProvider } = await import('../../api/api-context.js');
    const { createApiClient } = await import('../../api/client.js');
    const { createQueryClient } = await import('../../api/query-client.js');
    const orders = Array.from({ length: 10_000 }, (_, i) => makeOrder({ id: 100_000 + i, orderId: `NBIG${String(i).padStart(9, '0')}` }));
    const started = performance.now();
    render(
      <ApiProvider client={createApiClient({ fetch: vi.fn() as unknown as typeof fetch })}>
        <QueryClientProvider client={createQueryClient()}>
          <AdminOrdersTable orders={orders} />
        </QueryClientProvider>
      </ApiProvider>,
    );
    const rows = screen.getAllByTestId(/^order-row-/);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

// The header constant is what the server sends; a page without it still works (total = what came).
it('reads X-Total-Count by its contract name', () => {
  expect(TOTAL_COUNT_HEADER).toBe('X-Total-Count');
});
