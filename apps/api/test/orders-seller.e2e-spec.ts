import {
  API,
  API_ERRORS,
  ORDER_MESSAGES,
  ORDERS_MESSAGES,
  SELLER_ORDERS_MESSAGES,
  type BulkOrderStatusResponse,
  type OrderListItem,
  type OrderNotesResponse,
  type UserResponse,
  type WebsiteResponse,
} from '@cod/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './events.js';
import { adminToken, call, createWebsite, customerIp, expectError, newClient, sql } from './helpers.js';

/** A client who runs its own orders (CONTRACT "Orders run by the seller"): the permission, statuses, notes, the buyer's data. */

let admin: string;
let seller: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;
let site: WebsiteResponse;
let otherSite: WebsiteResponse;

async function order(websiteId: number, customerOver: Record<string, unknown> = {}): Promise<string> {
  const customerData = { name: 'Milica Jovanović', phone: '064 555 1234', address: 'Cara Dušana 5', city: 'Novi Sad', postalCode: '21000', notes: 'Zvoniti dva puta', ...customerOver };
  const res = await call('POST', API.orders.root, { body: { websiteId, quantity: 1, customerData }, headers: { 'x-forwarded-for': customerIp() } });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.orderId;
}
const permit = (token: string, userId: number, manageOwnOrders: unknown) => call<UserResponse>('PATCH', API.admin.userPermissions(userId), { token, body: { manageOwnOrders } });
const mine = async (token: string, orderId: string) => (await call<OrderListItem[]>('GET', `${API.orders.my}?q=${orderId}`, { token })).body.find((o) => o.orderId === orderId)!;
const setStatus = (token: string, ref: string | number, status: string) => call<OrderListItem>('PUT', API.orders.one(ref), { token, body: { status } });
const bulk = (token: string, ids: unknown, status: string) => call<BulkOrderStatusResponse>('PUT', API.orders.bulkStatus, { token, body: { ids, status } });
const note = (token: string, ref: string, text: unknown) => call<OrderNotesResponse>('POST', API.orders.notes(ref), { token, body: { text } });
const edit = (token: string, ref: string, body: Record<string, unknown>) => call<OrderListItem>('PATCH', API.orders.customer(ref), { token, body });

beforeAll(async () => {
  admin = await adminToken();
  [seller, other] = await Promise.all([newClient(admin), newClient(admin)]);
  site = (await createWebsite(seller.token, { customUrl: `prodavac-${randomUUID().slice(0, 8)}`, productName: 'Stona lampa' })).website;
  otherSite = (await createWebsite(other.token, { customUrl: `drugi-${randomUUID().slice(0, 8)}`, productName: 'Punjač' })).website;
});

describe('PATCH /api/admin/users/{id}/permissions', () => {
  it('the admin sets it per client; the user answers carry it; a client may not set it; only booleans; only clients', async () => {
    const client = await newClient(admin);
    expect(client.user.manageOwnOrders).toBe(false);
    const on = await permit(admin, client.user.id, true);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: client.user.id, manageOwnOrders: true });
    expect((await call<UserResponse>('GET', API.auth.me, { token: client.token })).body.manageOwnOrders).toBe(true);
    expect((await call<UserResponse[]>('GET', API.admin.clients, { token: admin })).body.find((u) => u.id === client.user.id)?.manageOwnOrders).toBe(true);
    expect((await permit(admin, client.user.id, false)).body.manageOwnOrders).toBe(false);

    expectError(await permit(client.token, client.user.id, true), 403, API_ERRORS.adminOnly);
    expectError(await permit(admin, client.user.id, 'da'), 400, SELLER_ORDERS_MESSAGES.permissionInvalid);
    expectError(await permit(admin, 1, true), 400, SELLER_ORDERS_MESSAGES.permissionForClients);
    expectError(await permit(admin, 2147483647, true), 404);
    expect((await call<UserResponse>('GET', API.auth.me, { token: client.token })).body.manageOwnOrders).toBe(false);
  });
});

describe('a platform without a service account or a courier address', () => {
  it('GET /api/settings/integrations says the server is not ready for Sheets and Trackify (never "connected")', async () => {
    const res = await call('GET', API.userSettings.integrations, { token: seller.token });
    expect(res.status).toBe(200);
    expect(res.body.sheets).toEqual({ configured: false, serverReady: false, lastResult: null, lastError: null, at: null });
    expect(res.body.trackify).toMatchObject({ serverReady: false, lastResult: null });
    expect(res.body.telegram).toMatchObject({ configured: false, serverReady: true });
  });
});

describe('without the permission (the spec’s default)', () => {
  it('a client reads its orders and changes nothing: status, bulk, notes and edits are refused with 403', async () => {
    const id = await order(site.id);
    expectError(await setStatus(seller.token, id, 'processing'), 403, ORDERS_MESSAGES.statusForbidden);
    expectError(await bulk(seller.token, [id], 'processing'), 403, ORDERS_MESSAGES.statusForbidden);
    expectError(await note(seller.token, id, 'Pozvati'), 403, SELLER_ORDERS_MESSAGES.notAllowed);
    expectError(await edit(seller.token, id, { city: 'Beograd' }), 403, SELLER_ORDERS_MESSAGES.notAllowed);
    const [row] = await sql('SELECT status, city FROM orders WHERE order_id = $1', [id]);
    expect(row).toEqual({ status: 'pending', city: 'Novi Sad' });
  });
});

describe('with the permission', () => {
  beforeAll(async () => {
    expect((await permit(admin, seller.user.id, true)).status).toBe(200);
  });

  it('status of its own order, recorded in the history with the seller as author; another seller’s order is not found', async () => {
    const id = await order(site.id);
    const foreign = await order(otherSite.id);
    const events = await openEvents(seller.token);
    try {
      const res = await setStatus(seller.token, id, 'processing');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ orderId: id, status: 'processing' });
      expect(res.body.statusHistory.at(-1)).toMatchObject({ from: 'pending', to: 'processing', by: { id: seller.user.id } });
      await events.next((e) => e.event === 'order.updated' && e.data.orderId === id && e.data.status === 'processing');
    } finally {
      await events.close();
    }
    expectError(await setStatus(seller.token, foreign, 'processing'), 404, ORDERS_MESSAGES.orderNotFound);
    expect((await sql('SELECT status FROM orders WHERE order_id = $1', [foreign]))[0].status).toBe('pending');
  });

  it('bulk: own orders by id or number, all or none; a foreign or unknown one changes nothing', async () => {
    const [a, b, c] = [await order(site.id), await order(site.id), await order(site.id)];
    const foreign = await order(otherSite.id);
    const [{ id: numericB }] = await sql('SELECT id FROM orders WHERE order_id = $1', [b]);
    expect((await setStatus(seller.token, c, 'processing')).status).toBe(200);

    const res = await bulk(seller.token, [a, numericB, c], 'processing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    const statuses = await sql('SELECT order_id, status FROM orders WHERE order_id = ANY($1) ORDER BY order_id', [[a, b, c]]);
    expect(statuses.map((r) => r.status)).toEqual(['processing', 'processing', 'processing']);
    expect((await sql('SELECT count(*)::int AS n FROM order_status_changes h JOIN orders o ON o.id = h.order_id WHERE o.order_id = $1', [c]))[0].n).toBe(1);

    expectError(await bulk(seller.token, [a, foreign], 'completed'), 404, SELLER_ORDERS_MESSAGES.bulkNotFound);
    expectError(await bulk(seller.token, [a, 2147483647], 'completed'), 404, SELLER_ORDERS_MESSAGES.bulkNotFound);
    expect((await sql('SELECT status FROM orders WHERE order_id = ANY($1)', [[a, foreign]])).map((r) => r.status).sort()).toEqual(['pending', 'processing']);

    expectError(await bulk(seller.token, [], 'completed'), 400, SELLER_ORDERS_MESSAGES.bulkIdsInvalid);
    expectError(await bulk(seller.token, Array(501).fill(a), 'completed'), 400, SELLER_ORDERS_MESSAGES.bulkIdsInvalid);
    expectError(await bulk(seller.token, ['nije-broj'], 'completed'), 400, SELLER_ORDERS_MESSAGES.bulkIdsInvalid);
    expectError(await bulk(seller.token, [a], 'shipped'), 400, ORDERS_MESSAGES.statusInvalid);
    // The admin's bulk reaches any seller's orders.
    expect((await bulk(admin, [a, foreign], 'completed')).body).toEqual({ updated: 2 });
  });

  it('notes: kept on the order with author and time, oldest first, beside the buyer’s own note; checked like every text', async () => {
    const id = await order(site.id);
    const first = await note(seller.token, id, 'Kupac traži dostavu posle 17h');
    expect(first.status).toBe(201);
    expect(first.body.notes).toEqual([{ text: 'Kupac traži dostavu posle 17h', author: `${seller.user.firstName} ${seller.user.lastName}`, at: expect.any(String) }]);
    const second = await note(admin, id, 'Potvrđeno telefonom\nAdresa proverena');
    expect(second.body.notes.map((n) => n.text)).toEqual(['Kupac traži dostavu posle 17h', 'Potvrđeno telefonom\nAdresa proverena']);
    const listed = await mine(seller.token, id);
    expect(listed.sellerNotes.map((n) => n.text)).toEqual(second.body.notes.map((n) => n.text));
    expect(listed.notes).toBe('Zvoniti dva puta');
    // Whose order it is (the admin's table names the seller).
    expect(listed.seller).toEqual({ id: seller.user.id, name: `${seller.user.firstName} ${seller.user.lastName}`, companyName: seller.user.companyName ?? null });

    expectError(await note(seller.token, id, '   '), 400, SELLER_ORDERS_MESSAGES.noteRequired);
    expectError(await note(seller.token, id, 'x'.repeat(1001)), 400, SELLER_ORDERS_MESSAGES.noteTooLong);
    expectError(await note(seller.token, id, 'a\u0000b'), 400);
    expectError(await note(seller.token, id, 42), 400, SELLER_ORDERS_MESSAGES.noteRequired);
    expectError(await note(seller.token, await order(otherSite.id), 'Tuđa'), 404, ORDERS_MESSAGES.orderNotFound);
    expectError(await note(seller.token, 'nije-narudzbina', 'x'), 400, ORDERS_MESSAGES.invalidOrderRef);
    expect((await mine(seller.token, id)).sellerNotes).toHaveLength(2);
  });

  it('the buyer’s data: corrected field by field before the shipment (phone in its international form, each change in the history), refused after it', async () => {
    const id = await order(site.id);
    const res = await edit(seller.token, id, { phone: '063 111 2222', address: 'Bulevar oslobođenja 10', postalCode: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: '+381631112222', address: 'Bulevar oslobođenja 10', city: 'Novi Sad', postalCode: null, firstName: 'Milica' });
    expect(res.body.customerChanges.map(({ field, from, to }) => ({ field, from, to }))).toEqual([
      { field: 'phone', from: '+381645551234', to: '+381631112222' },
      { field: 'address', from: 'Cara Dušana 5', to: 'Bulevar oslobođenja 10' },
      { field: 'postalCode', from: '21000', to: null },
    ]);
    expect(res.body.customerChanges[0].by).toEqual({ id: seller.user.id, name: `${seller.user.firstName} ${seller.user.lastName}` });
    // The phone search and the duplicate check follow the corrected number.
    const byPhone = await call<OrderListItem[]>('GET', `${API.orders.my}?q=0631112222`, { token: seller.token });
    expect(byPhone.body.map((o) => o.orderId)).toContain(id);
    const [{ address_key }] = await sql('SELECT address_key FROM orders WHERE order_id = $1', [id]);
    expect(address_key).toContain('bulevar');

    // The same values again change nothing and record nothing.
    expect((await edit(seller.token, id, { phone: '+381 63 111 2222', city: 'Novi Sad' })).body.customerChanges).toHaveLength(3);

    expectError(await edit(seller.token, id, {}), 400, SELLER_ORDERS_MESSAGES.customerNothing);
    expectError(await edit(seller.token, id, { phone: '123' }), 400, ORDER_MESSAGES.phoneInvalid);
    expectError(await edit(seller.token, id, { city: '  ' }), 400, ORDER_MESSAGES.cityRequired);
    expectError(await edit(seller.token, id, { address: 'x'.repeat(201) }), 400, SELLER_ORDERS_MESSAGES.textTooLong('Adresa', 200));
    expectError(await edit(seller.token, id, { firstName: 'Ana\nMarija' }), 400);
    expectError(await edit(seller.token, id, { postalCode: '2100' }), 400, ORDER_MESSAGES.postalCodeInvalid);
    expectError(await edit(seller.token, await order(otherSite.id), { city: 'Niš' }), 404, ORDERS_MESSAGES.orderNotFound);

    await sql(`UPDATE orders SET tracking_id = 'TRK-1' WHERE order_id = $1`, [id]);
    expectError(await edit(seller.token, id, { city: 'Niš' }), 409, SELLER_ORDERS_MESSAGES.shipmentExists);
    expect((await sql('SELECT city FROM orders WHERE order_id = $1', [id]))[0].city).toBe('Novi Sad');
    // Notes stay possible after the shipment.
    expect((await note(seller.token, id, 'Poslato')).status).toBe(201);
  });

  it('taking the permission back stops all of it at once', async () => {
    const id = await order(site.id);
    expect((await permit(admin, seller.user.id, false)).status).toBe(200);
    expectError(await setStatus(seller.token, id, 'processing'), 403, ORDERS_MESSAGES.statusForbidden);
    expectError(await note(seller.token, id, 'x'), 403, SELLER_ORDERS_MESSAGES.notAllowed);
    expect((await permit(admin, seller.user.id, true)).status).toBe(200);
  });
});
