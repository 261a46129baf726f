import { INTEGRATION_MESSAGES, USER_SETTINGS_MESSAGES, type UserResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

type Routes = Parameters<typeof renderApp>[1];

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

/** /settings?tab=marketing with a fake /api/auth/me that answers the user as it is now (saves change it). */
function renderMarketing(start: Partial<UserResponse>, routes: (me: { user: UserResponse }) => Routes = () => ({})) {
  const me = { user: { ...CLIENT, ...start } };
  const rendered = renderApp('/settings?tab=marketing', { 'GET /api/auth/me': () => ({ body: me.user }), ...routes(me) });
  return { ...rendered, me };
}

const callsTo = (calls: FetchCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
const meCalls = (calls: FetchCall[]) => callsTo(calls, 'GET', '/api/auth/me').length;
const toastText = async () => (await screen.findByTestId('toast')).textContent ?? '';

describe('Marketing tab: the pixel (spec 000 §2, §5, §8)', () => {
  it('opens from the tab list and shows the saved pixel ID with the 15-digit hint', async () => {
    renderApp('/settings', { 'GET /api/auth/me': { body: { ...CLIENT, facebookPixelId: '123456789012345' } } });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Marketing' }), { button: 0 });
    const input = (await screen.findByLabelText('Facebook Pixel ID')) as HTMLInputElement;
    expect(input.value).toBe('123456789012345');
    expect(screen.getByText(/Broj od 15 cifara/)).toBeTruthy();
  });

  it('saves an emptied pixel ID as null, without the token, then reloads the user', async () => {
    const { calls } = renderMarketing({ facebookPixelId: '123456789012345' }, (me) => ({
      'PATCH /api/user/facebook-pixel': () => {
        me.user = { ...me.user, facebookPixelId: null };
        return { body: { message: 'ok', user: me.user } };
      },
    }));
    const input = (await screen.findByLabelText('Facebook Pixel ID')) as HTMLInputElement;
    const before = meCalls(calls);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(screen.getByTestId('pixel-card')).getByRole('button', { name: 'Sačuvaj' }));
    expect(await toastText()).toContain(USER_SETTINGS_MESSAGES.pixelSaved);
    const body = callsTo(calls, 'PATCH', '/api/user/facebook-pixel')[0].body;
    expect(body).toEqual({ facebookPixelId: null });
    expect(body).not.toHaveProperty('facebookCapiToken');
    await waitFor(() => expect(meCalls(calls)).toBe(before + 1));
    expect(input.value).toBe('');
  });

  it('sends the token only when typed (write-only), trimmed; the input empties and the status says saved', async () => {
    const { calls } = renderMarketing({ facebookPixelId: null, hasFacebookCapiToken: false }, (me) => ({
      'PATCH /api/user/facebook-pixel': () => {
        me.user = { ...me.user, facebookPixelId: '111222333444555', hasFacebookCapiToken: true };
        return { body: { message: 'ok', user: me.user } };
      },
    }));
    const card = within(await screen.findByTestId('pixel-card'));
    expect(card.getByTestId('capi-token-status').textContent).toContain('Token nije podešen');
    expect(card.queryByRole('button', { name: 'Ukloni token' })).toBeNull();
    const token = card.getByLabelText('Conversions API token') as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(token.value).toBe('');
    fireEvent.change(card.getByLabelText('Facebook Pixel ID'), { target: { value: ' 111222333444555 ' } });
    fireEvent.change(token, { target: { value: '  EAABsecret123  ' } });
    fireEvent.click(card.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(card.getByTestId('capi-token-status').textContent).toContain('Token sačuvan'));
    expect(callsTo(calls, 'PATCH', '/api/user/facebook-pixel')[0].body).toEqual({ facebookPixelId: '111222333444555', facebookCapiToken: 'EAABsecret123' });
    expect(token.value).toBe('');
    expect(token.placeholder).toContain('Token je sačuvan');
    // The saved token itself is never on the screen.
    expect(document.body.textContent).not.toContain('EAABsecret123');
  });

  it("keeps a saved token when the field stays empty, and 'Ukloni token' sends null", async () => {
    const { calls } = renderMarketing({ facebookPixelId: '123456789012345', hasFacebookCapiToken: true }, (me) => ({
      'PATCH /api/user/facebook-pixel': (call) => {
        const body = call.body as Record<string, unknown>;
        me.user = { ...me.user, hasFacebookCapiToken: body.facebookCapiToken === null ? false : me.user.hasFacebookCapiToken };
        return { body: { message: 'ok', user: me.user } };
      },
    }));
    const card = within(await screen.findByTestId('pixel-card'));
    fireEvent.click(card.getByRole('button', { name: 'Sačuvaj' }));
    await screen.findByTestId('toast');
    expect(callsTo(calls, 'PATCH', '/api/user/facebook-pixel')[0].body).toEqual({ facebookPixelId: '123456789012345' });
    expect(card.getByTestId('capi-token-status').textContent).toContain('Token sačuvan');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(card.getByRole('button', { name: 'Ukloni token' }));
    expect(callsTo(calls, 'PATCH', '/api/user/facebook-pixel')).toHaveLength(1);
    fireEvent.click(card.getByRole('button', { name: 'Ukloni token' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(card.getByTestId('capi-token-status').textContent).toContain('Token nije podešen'));
    expect(callsTo(calls, 'PATCH', '/api/user/facebook-pixel')[1].body).toEqual({ facebookCapiToken: null });
  });

  it("rejects a pixel ID that is not digits, and toasts 'Greška' with the server's message or 'Greška pri čuvanju'", async () => {
    let answer = apiError(400, 'Pixel nije sačuvan');
    const { calls } = renderMarketing({}, () => ({ 'PATCH /api/user/facebook-pixel': () => answer }));
    const card = within(await screen.findByTestId('pixel-card'));
    fireEvent.change(card.getByLabelText('Facebook Pixel ID'), { target: { value: 'abc' } });
    fireEvent.click(card.getByRole('button', { name: 'Sačuvaj' }));
    expect(card.getByText(USER_SETTINGS_MESSAGES.pixelInvalid)).toBeTruthy();
    expect(callsTo(calls, 'PATCH', '/api/user/facebook-pixel')).toHaveLength(0);

    fireEvent.change(card.getByLabelText('Facebook Pixel ID'), { target: { value: '123456789012345' } });
    fireEvent.click(card.getByRole('button', { name: 'Sačuvaj' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByTestId('toast-title').textContent).toBe('Greška');
    expect(within(toast).getByTestId('toast-description').textContent).toBe('Pixel nije sačuvan');

    answer = { status: 500, statusText: 'Internal Server Error', body: '' };
    dismissToast();
    fireEvent.click(card.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(screen.getByTestId('toast-description').textContent).toBe('Greška pri čuvanju'));
  });
});

describe('Marketing tab: the Trackify keys (spec 000 §4, §5, §7, §8)', () => {
  const testButton = (country: 'Crna Gora i Bosna' | 'Srbija') => screen.getByRole('button', { name: `Testiraj ključ: ${country}` });
  const state = (slug: 'mne' | 'srb') => screen.getByTestId(`trackify-state-${slug}`);

  it('asks for a key before testing (a separate text for the Serbian key) and calls nothing', async () => {
    const { calls } = renderMarketing({});
    await screen.findByTestId('trackify-card');
    fireEvent.click(testButton('Crna Gora i Bosna'));
    expect(await toastText()).toContain(INTEGRATION_MESSAGES.trackifyKeyRequired);
    fireEvent.change(screen.getByLabelText('API ključ: Srbija'), { target: { value: '   ' } });
    fireEvent.click(testButton('Srbija'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(INTEGRATION_MESSAGES.trackifySrbKeyRequired));
    expect(callsTo(calls, 'POST', '/api/trackify/test')).toHaveLength(0);
  });

  it('shows why a key could not be tried when the server says so (no Trackify address on the platform)', async () => {
    renderMarketing({ trackifyApiKeySrb: 'srb-key' }, () => ({
      'POST /api/trackify/test': () => ({ body: { valid: false, error: 'Trackify nije povezan na serveru' } }),
    }));
    await screen.findByTestId('trackify-card');
    fireEvent.click(testButton('Srbija'));
    await waitFor(() => expect(state('srb').dataset.state).toBe('invalid'));
    expect(state('srb').textContent).toBe('Trackify nije povezan na serveru');
  });

  it('tests each key (country Serbia for the Serbian one): valid, invalid, and editing resets to untested', async () => {
    const { calls } = renderMarketing({ trackifyApiKey: 'mne-key', trackifyApiKeySrb: 'srb-key' }, () => ({
      'POST /api/trackify/test': (call) => ({ body: { valid: (call.body as { country?: string }).country !== 'Serbia' } }),
    }));
    await screen.findByTestId('trackify-card');
    expect((screen.getByLabelText('API ključ: Crna Gora i Bosna') as HTMLInputElement).value).toBe('mne-key');
    expect(state('mne').dataset.state).toBe('untested');
    expect(state('mne').textContent).toBe('Nije testirano');

    fireEvent.click(testButton('Crna Gora i Bosna'));
    await waitFor(() => expect(state('mne').dataset.state).toBe('valid'));
    expect(state('mne').textContent).toContain('API ključ je valjan');
    fireEvent.click(testButton('Srbija'));
    await waitFor(() => expect(state('srb').dataset.state).toBe('invalid'));
    expect(state('srb').textContent).toContain(INTEGRATION_MESSAGES.trackifyInvalid);
    expect(callsTo(calls, 'POST', '/api/trackify/test').map((c) => c.body)).toEqual([{ apiKey: 'mne-key' }, { apiKey: 'srb-key', country: 'Serbia' }]);

    // Editing a key resets only its own state.
    fireEvent.change(screen.getByLabelText('API ključ: Srbija'), { target: { value: 'srb-key2' } });
    expect(state('srb').dataset.state).toBe('untested');
    expect(state('mne').dataset.state).toBe('valid');
    fireEvent.change(screen.getByLabelText('API ključ: Crna Gora i Bosna'), { target: { value: 'mne-key2' } });
    expect(state('mne').dataset.state).toBe('untested');
  });

  it('toasts the connection error when the test call fails', async () => {
    renderMarketing({ trackifyApiKey: 'mne-key' }, () => ({ 'POST /api/trackify/test': apiError(502, 'Bad Gateway') }));
    await screen.findByTestId('trackify-card');
    fireEvent.click(testButton('Crna Gora i Bosna'));
    expect(await toastText()).toContain(INTEGRATION_MESSAGES.trackifyConnectionError);
    expect(state('mne').dataset.state).toBe('untested');
  });

  it('saves both keys trimmed (empty as null), reloads the user, then re-tests the keys entered', async () => {
    const { calls } = renderMarketing({ trackifyApiKey: null, trackifyApiKeySrb: 'old-srb' }, (me) => ({
      'PATCH /api/users/update-settings': (call) => {
        const body = call.body as { trackifyApiKey: string | null; trackifyApiKeySrb: string | null };
        me.user = { ...me.user, ...body };
        return { body: { message: 'ok', user: me.user } };
      },
      'POST /api/trackify/test': () => ({ body: { valid: true } }),
    }));
    await screen.findByTestId('trackify-card');
    const before = meCalls(calls);
    fireEvent.change(screen.getByLabelText('API ključ: Crna Gora i Bosna'), { target: { value: '  new-mne  ' } });
    fireEvent.change(screen.getByLabelText('API ključ: Srbija'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj Trackify podešavanja' }));
    expect(await toastText()).toContain(INTEGRATION_MESSAGES.trackifySaved);
    await waitFor(() => expect(state('mne').dataset.state).toBe('valid'));
    expect(callsTo(calls, 'PATCH', '/api/users/update-settings')[0].body).toEqual({ trackifyApiKey: 'new-mne', trackifyApiKeySrb: null });
    expect(meCalls(calls)).toBe(before + 1);
    // Only the key entered is tested; the emptied one stays untested.
    expect(callsTo(calls, 'POST', '/api/trackify/test').map((c) => c.body)).toEqual([{ apiKey: 'new-mne' }]);
    expect(state('srb').dataset.state).toBe('untested');
    expect((screen.getByLabelText('API ključ: Crna Gora i Bosna') as HTMLInputElement).value).toBe('new-mne');
  });

  it("toasts 'Greška prilikom čuvanja podešavanja' when the save fails", async () => {
    const { calls } = renderMarketing({}, () => ({ 'PATCH /api/users/update-settings': { status: 500, statusText: 'Internal Server Error', body: '' } }));
    await screen.findByTestId('trackify-card');
    fireEvent.change(screen.getByLabelText('API ključ: Crna Gora i Bosna'), { target: { value: 'k' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj Trackify podešavanja' }));
    expect(await toastText()).toContain(INTEGRATION_MESSAGES.trackifySaveFailed);
    expect(callsTo(calls, 'POST', '/api/trackify/test')).toHaveLength(0);
  });

  it('shows a key in clear text on request (the show button)', async () => {
    renderMarketing({ trackifyApiKeySrb: 'srb-key' });
    const input = (await screen.findByLabelText('API ključ: Srbija')) as HTMLInputElement;
    expect(input.type).toBe('password');
    const show = screen.getAllByRole('button', { name: 'Prikaži unetu vrednost' }).find((b) => b.getAttribute('aria-controls') === input.id)!;
    fireEvent.click(show);
    expect(input.type).toBe('text');
    expect(show.getAttribute('aria-label')).toBe('Sakrij unetu vrednost');
  });
});
