import { ADMIN_LIST_MAX_HEIGHT_PX, UI } from '@cod/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, apiError, CLIENT, makeUser, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

const stats = { totalClients: 1, totalUsers: 2, totalWebsites: 1, totalOrders: 7, pendingOrders: 3 };

function adminRoutes(over: Record<string, unknown> = {}) {
  let clients = [CLIENT];
  return {
    'GET /api/auth/me': { body: ADMIN },
    'GET /api/admin/clients': () => ({ body: clients }),
    'GET /api/admin/users': () => ({ body: [...clients, ADMIN] }),
    'GET /api/websites': { body: [{ id: 4, title: 'Pametni sat', customUrl: 'pametni-sat', isActive: true }] },
    'GET /api/admin/dashboard/stats': { body: stats },
    'PATCH /api/admin/users/2/status': (call: FetchCall) => {
      const isActive = (call.body as { isActive: boolean }).isActive;
      clients = clients.map((c) => ({ ...c, isActive }));
      return { body: clients[0] };
    },
    'DELETE /api/admin/users/2': () => {
      clients = [];
      return { body: { message: UI.deleteSuccess } };
    },
    ...over,
  } as Parameters<typeof renderApp>[1];
}

afterEach(() => vi.restoreAllMocks());

describe('admin dashboard (spec 000 §2)', () => {
  it('shows a skeleton until the four queries finish, then stats and the three lists', async () => {
    renderApp('/admin', adminRoutes());
    expect(await screen.findByTestId('admin-loading')).toBeTruthy();
    const users = await screen.findByTestId('users-list');
    expect(screen.queryByTestId('admin-loading')).toBeNull();
    expect(within(users).getByTestId('user-row-1')).toBeTruthy();
    expect(within(users).getByTestId('user-row-2')).toBeTruthy();
    expect(within(screen.getByTestId('clients-list')).getByTestId('client-row-2')).toBeTruthy();
    expect(within(screen.getByTestId('websites-list')).getByText('Pametni sat')).toBeTruthy();
    expect(screen.getByText(UI.websiteActive)).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(users.style.maxHeight).toBe(`${ADMIN_LIST_MAX_HEIGHT_PX}px`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(ADMIN.firstName);
  });

  it('shows the empty states', async () => {
    renderApp('/admin', adminRoutes({ 'GET /api/admin/clients': { body: [] }, 'GET /api/admin/users': { body: [] }, 'GET /api/websites': { body: [] } }));
    expect(await screen.findByText(UI.noClients)).toBeTruthy();
    expect(screen.getByText(UI.noUsers)).toBeTruthy();
    expect(screen.getByText(UI.noWebsites)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj prvog klijenta' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('deactivates with the inverse of the current value and refreshes the lists', async () => {
    const { calls } = renderApp('/admin', adminRoutes());
    const row = await screen.findByTestId('user-row-2');
    fireEvent.click(within(row).getByRole('button', { name: 'Deaktiviraj' }));
    expect(await screen.findByText(UI.statusSuccess)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isActive: false });
    await waitFor(() => expect(within(screen.getByTestId('user-row-2')).getByRole('button', { name: 'Aktiviraj' })).toBeTruthy());
    expect(calls.filter((c) => c.path === '/api/admin/users').length).toBeGreaterThan(1);
  });

  it('shows the server message when a status change fails', async () => {
    renderApp('/admin', adminRoutes({ 'PATCH /api/admin/users/2/status': apiError(403, 'Status ovog korisnika ne može biti promenjen') }));
    fireEvent.click(within(await screen.findByTestId('user-row-2')).getByRole('button', { name: 'Deaktiviraj' }));
    expect(await screen.findByText('Status ovog korisnika ne može biti promenjen')).toBeTruthy();
    expect(screen.getByText(UI.statusFailedTitle)).toBeTruthy();
  });

  it('deletes only after the browser confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { calls } = renderApp('/admin', adminRoutes());
    const row = await screen.findByTestId('user-row-2');
    fireEvent.click(within(row).getByRole('button', { name: 'Obriši' }));
    expect(confirm).toHaveBeenCalledWith(UI.deleteConfirm);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Obriši' }));
    expect(await screen.findByText(UI.deleteSuccess)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/users/2']);
    await waitFor(() => expect(screen.queryByTestId('user-row-2')).toBeNull());
    expect(await screen.findByText(UI.noClients)).toBeTruthy();
  });

  it('resets a password through the dialog and closes it', async () => {
    const { calls } = renderApp('/admin', adminRoutes({ 'PATCH /api/admin/users/2/reset-password': { body: { message: UI.resetSuccess } } }));
    fireEvent.click(within(await screen.findByTestId('user-row-2')).getByRole('button', { name: 'Resetuj šifru' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nova šifra'), { target: { value: 'nova123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resetuj šifru' }));
    expect(await screen.findByText(UI.resetSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/reset-password'))?.body).toEqual({ newPassword: 'nova123' });
  });

  it('validates the create-client form with the contract messages before sending', async () => {
    const { calls } = renderApp('/admin', adminRoutes());
    fireEvent.click(await screen.findByRole('button', { name: UI.addClient }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kreiraj klijenta' }));
    expect(within(dialog).getByText('Neispravna email adresa')).toBeTruthy();
    expect(within(dialog).getByText('Lozinka mora imati najmanje 6 karaktera')).toBeTruthy();
    expect(within(dialog).getByText('Ime je obavezno')).toBeTruthy();
    expect(within(dialog).getByText('Prezime je obavezno')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a client, toasts, closes the dialog and refreshes the lists', async () => {
    const created = makeUser({ id: 12, email: 'nov@example.com', firstName: 'Nova', lastName: 'Prodavnica' });
    const routes = adminRoutes({ 'POST /api/admin/clients': { status: 201, body: created } });
    const { calls } = renderApp('/admin', routes);
    fireEvent.click(await screen.findByRole('button', { name: UI.addClient }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: ' nov@example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('Lozinka'), { target: { value: 'tajna123' } });
    fireEvent.change(within(dialog).getByLabelText('Ime'), { target: { value: 'Nova' } });
    fireEvent.change(within(dialog).getByLabelText('Prezime'), { target: { value: 'Prodavnica' } });
    fireEvent.change(within(dialog).getByLabelText(/Kompanija/), { target: { value: 'Šećer d.o.o.' } });
    const before = calls.filter((c) => c.path === '/api/admin/clients' && c.method === 'GET').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kreiraj klijenta' }));
    expect(await screen.findByText(UI.createClientSuccess)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'nov@example.com',
      password: 'tajna123',
      firstName: 'Nova',
      lastName: 'Prodavnica',
      companyName: 'Šećer d.o.o.',
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/clients' && c.method === 'GET').length).toBeGreaterThan(before));
  });

  it('keeps the dialog open and shows the server message when creating fails', async () => {
    renderApp('/admin', adminRoutes({ 'POST /api/admin/clients': apiError(409, 'Korisnik sa ovom email adresom već postoji', 'Conflict') }));
    fireEvent.click(await screen.findByRole('button', { name: UI.addClient }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: CLIENT.email } });
    fireEvent.change(within(dialog).getByLabelText('Lozinka'), { target: { value: 'tajna123' } });
    fireEvent.change(within(dialog).getByLabelText('Ime'), { target: { value: 'A' } });
    fireEvent.change(within(dialog).getByLabelText('Prezime'), { target: { value: 'B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kreiraj klijenta' }));
    expect(await screen.findByText(UI.createClientFailedTitle)).toBeTruthy();
    expect(screen.getByText('Korisnik sa ovom email adresom već postoji')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
