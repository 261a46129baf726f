import { UI } from '@cod/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, apiError, CLIENT } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

async function openSecurity() {
  const tab = await screen.findByRole('tab', { name: 'Sigurnost' });
  // Radix tabs switch on mousedown (pointer) or focus + keyboard.
  fireEvent.mouseDown(tab, { button: 0 });
  return screen.findByLabelText('Trenutna lozinka');
}

describe('account settings (spec 000 §2)', () => {
  it('shows the profile of the signed-in user', async () => {
    renderApp('/settings', { 'GET /api/auth/me': { body: CLIENT } });
    const profile = within(await screen.findByRole('tabpanel'));
    expect(await profile.findByText(CLIENT.email)).toBeTruthy();
    expect(profile.getByText('Client')).toBeTruthy();
    expect(profile.getByText(UI.profileActive)).toBeTruthy();
    expect(profile.getByText(CLIENT.companyName!)).toBeTruthy();
    for (const tab of ['Profil', 'Sigurnost', 'Marketing', 'Notifikacije', 'API tokeni']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
  });

  it("shows 'Administrator' for an admin", async () => {
    renderApp('/settings', { 'GET /api/auth/me': { body: ADMIN } });
    expect(await screen.findByText('Administrator')).toBeTruthy();
  });

  it('validates the password change (mismatch on the confirmation field)', async () => {
    const { calls } = renderApp('/settings', { 'GET /api/auth/me': { body: CLIENT } });
    const current = await openSecurity();
    expect(screen.getByText(/najmanje 8 karaktera/)).toBeTruthy();
    fireEvent.change(current, { target: { value: 'stara123' } });
    fireEvent.change(screen.getByLabelText('Nova lozinka'), { target: { value: 'nova1234' } });
    fireEvent.change(screen.getByLabelText('Potvrdite novu lozinku'), { target: { value: 'nova9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Promeni lozinku' }));
    const message = screen.getByText('Lozinke se ne poklapaju');
    expect(message.id).toBe('settings-confirmPassword-error');
    expect(calls.some((c) => c.path === '/api/auth/change-password')).toBe(false);
  });

  it('changes the password, toasts the server message and clears the form', async () => {
    const { calls } = renderApp('/settings', {
      'GET /api/auth/me': { body: CLIENT },
      'POST /api/auth/change-password': { body: { message: 'Lozinka je uspešno promenjena' } },
    });
    const current = (await openSecurity()) as HTMLInputElement;
    fireEvent.change(current, { target: { value: 'stara123' } });
    fireEvent.change(screen.getByLabelText('Nova lozinka'), { target: { value: 'nova1234' } });
    fireEvent.change(screen.getByLabelText('Potvrdite novu lozinku'), { target: { value: 'nova1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Promeni lozinku' }));
    expect(await screen.findByText(UI.changePasswordSuccessTitle)).toBeTruthy();
    expect(screen.getByText('Lozinka je uspešno promenjena')).toBeTruthy();
    await waitFor(() => expect(current.value).toBe(''));
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'stara123',
      newPassword: 'nova1234',
      confirmPassword: 'nova1234',
    });
  });

  it('shows the server error when the change fails', async () => {
    renderApp('/settings', {
      'GET /api/auth/me': { body: CLIENT },
      'POST /api/auth/change-password': apiError(400, 'Trenutna lozinka nije ispravna', 'Bad Request'),
    });
    fireEvent.change(await openSecurity(), { target: { value: 'pogresna' } });
    fireEvent.change(screen.getByLabelText('Nova lozinka'), { target: { value: 'nova1234' } });
    fireEvent.change(screen.getByLabelText('Potvrdite novu lozinku'), { target: { value: 'nova1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Promeni lozinku' }));
    expect(await screen.findByText(UI.changePasswordFailedTitle)).toBeTruthy();
    expect(screen.getByText('Trenutna lozinka nije ispravna')).toBeTruthy();
  });
});
