import { INTEGRATION_MESSAGES, ORDER_EXPORT_COLUMNS, type UserResponse } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FakeAnswer, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';
import { T } from '../../texts.js';

type Routes = Parameters<typeof renderApp>[1];

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';
const SHEET_ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const SERVICE_ACCOUNT = 'narudzbine@prodajni-sajt.iam.gserviceaccount.com';

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

/** /settings?tab=notifications; /api/auth/me answers the user as the saves leave it. */
function renderNotifications(start: Partial<UserResponse>, routes: (me: { user: UserResponse }) => Routes = () => ({})) {
  const me = { user: { ...CLIENT, ...start } };
  const rendered = renderApp('/settings?tab=notifications', {
    'GET /api/auth/me': () => ({ body: me.user }),
    'GET /api/settings/google-sheets': () => ({ body: { serviceAccountEmail: SERVICE_ACCOUNT, googleSheetsId: me.user.googleSheetsId } }),
    ...routes(me),
  });
  return { ...rendered, me };
}

const callsTo = (calls: FetchCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
const meCalls = (calls: FetchCall[]) => callsTo(calls, 'GET', '/api/auth/me').length;

describe('Notifications tab: Telegram (spec 000 §2, §5, §7, §8)', () => {
  const saveButton = () => screen.getByRole('button', { name: 'Sačuvaj Telegram podešavanja' });

  it('opens from the tab list: token and chat ID inputs, the setup guide and the status box', async () => {
    renderApp('/settings', {
      'GET /api/auth/me': { body: { ...CLIENT, telegramBotId: TOKEN, telegramChatId: null } },
      'GET /api/settings/google-sheets': { body: { serviceAccountEmail: null, googleSheetsId: null } },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Notifikacije' }), { button: 0 });
    const token = (await screen.findByLabelText('Bot token')) as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(token.value).toBe(TOKEN);
    expect((screen.getByLabelText('Chat ID') as HTMLInputElement).value).toBe('');
    const guide = screen.getByTestId('telegram-guide');
    expect(guide.textContent).toContain('@BotFather');
    expect(guide.textContent).toContain('/newbot');
    expect(guide.textContent).toContain('/start');
    expect(guide.textContent).toContain('@userinfobot');
    expect(guide.textContent).toContain('https://api.telegram.org/bot<TOKEN>/getUpdates');
    expect(screen.getByTestId('telegram-status-bot').dataset.set).toBe('true');
    expect(screen.getByTestId('telegram-status-chat').dataset.set).toBe('false');
    expect(screen.getByTestId('telegram-status-chat').textContent).toContain('Nije podešeno');
  });

  it('saves trimmed values, leaves an empty one out, reloads the user and the status box follows', async () => {
    const { calls } = renderNotifications({}, (me) => ({
      'PATCH /api/user/settings': (call) => {
        me.user = { ...me.user, ...(call.body as object) };
        return { body: { message: INTEGRATION_MESSAGES.telegramSaved, user: me.user } };
      },
    }));
    fireEvent.change(await screen.findByLabelText('Bot token'), { target: { value: `  ${TOKEN}  ` } });
    fireEvent.change(screen.getByLabelText('Chat ID'), { target: { value: '   ' } });
    const before = meCalls(calls);
    fireEvent.click(saveButton());
    expect((await screen.findByTestId('toast')).textContent).toContain(INTEGRATION_MESSAGES.telegramSaved);
    const body = callsTo(calls, 'PATCH', '/api/user/settings')[0].body;
    expect(body).toEqual({ telegramBotId: TOKEN });
    expect(body).not.toHaveProperty('telegramChatId');
    await waitFor(() => expect(screen.getByTestId('telegram-status-bot').dataset.set).toBe('true'));
    expect(meCalls(calls)).toBe(before + 1);
    expect(screen.getByTestId('telegram-status-chat').dataset.set).toBe('false');
  });

  it('sends null for a value the user cleared, so the server removes it', async () => {
    const { calls } = renderNotifications({ telegramBotId: TOKEN, telegramChatId: '-1001234567890' }, (me) => ({
      'PATCH /api/user/settings': () => {
        me.user = { ...me.user, telegramChatId: null };
        return { body: { message: 'ok', user: me.user } };
      },
    }));
    fireEvent.change(await screen.findByLabelText('Chat ID'), { target: { value: '' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('telegram-status-chat').dataset.set).toBe('false'));
    expect(callsTo(calls, 'PATCH', '/api/user/settings')[0].body).toEqual({ telegramBotId: TOKEN, telegramChatId: null });
  });

  it("checks the token's form, and toasts the server's message or the fallback when the save fails", async () => {
    let answer = apiError(400, 'Telegram ne prepoznaje ovaj token');
    const { calls } = renderNotifications({}, () => ({ 'PATCH /api/user/settings': () => answer }));
    fireEvent.change(await screen.findByLabelText('Bot token'), { target: { value: 'nije-token' } });
    fireEvent.click(saveButton());
    expect(screen.getByText(INTEGRATION_MESSAGES.telegramTokenInvalid)).toBeTruthy();
    expect(callsTo(calls, 'PATCH', '/api/user/settings')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Bot token'), { target: { value: TOKEN } });
    fireEvent.change(screen.getByLabelText('Chat ID'), { target: { value: '123456789' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('toast-description').textContent).toBe('Telegram ne prepoznaje ovaj token'));
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');

    answer = { status: 500, statusText: 'Internal Server Error', body: '' };
    dismissToast();
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('toast-description').textContent).toBe(INTEGRATION_MESSAGES.telegramSaveFailed));
  });
});

describe('Notifications tab: the Telegram test message (CONTRACT)', () => {
  const testButton = () => screen.getByRole('button', { name: 'Pošalji test poruku' });

  it('waits for a saved token and chat ID; a sent message says so, a failure shows the server’s reason in red', async () => {
    let answer: FakeAnswer = { body: { success: true } };
    const { calls } = renderNotifications({ telegramBotId: TOKEN, telegramChatId: null }, (me) => ({
      'POST /api/settings/telegram/test': () => answer,
      'PATCH /api/user/settings': () => {
        me.user = { ...me.user, telegramChatId: '123456789' };
        return { body: { message: 'ok', user: me.user } };
      },
    }));
    await screen.findByLabelText('Chat ID');
    expect((testButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Chat ID'), { target: { value: '123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj Telegram podešavanja' }));
    await waitFor(() => expect((testButton() as HTMLButtonElement).disabled).toBe(false));
    // Saved is not "working": the box says to test it.
    expect(screen.getByTestId('telegram-status').textContent).toContain('Pošaljite test poruku');

    fireEvent.click(testButton());
    await waitFor(() => expect(screen.getByTestId('telegram-test-result').textContent).toBe(INTEGRATION_MESSAGES.telegramTestOk));
    expect(screen.getByTestId('telegram-test-result').dataset.ok).toBe('true');
    expect(callsTo(calls, 'POST', '/api/settings/telegram/test')).toHaveLength(1);

    answer = { body: { success: false, error: 'Telegram chat nije pronađen: pošaljite botu /start ili proverite Chat ID' } };
    dismissToast();
    fireEvent.click(testButton());
    await waitFor(() => expect(screen.getByTestId('telegram-test-result').dataset.ok).toBe('false'));
    expect(screen.getByTestId('telegram-test-result').textContent).toBe('Telegram chat nije pronađen: pošaljite botu /start ili proverite Chat ID');
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });
});

describe('Notifications tab: Google Sheets (spec 000 §2, §4, §5, §7, §8)', () => {
  const testButton = () => screen.getByRole('button', { name: 'Testiraj' }) as HTMLButtonElement;
  const sheetInput = () => screen.getByLabelText('Google Sheets ID') as HTMLInputElement;

  it('shows the service account e-mail with a copy button, the guide and the twelve columns in order', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderNotifications({});
    const account = await screen.findByTestId('sheets-service-account');
    expect(within(account).getByTestId('sheets-service-account-email').textContent).toBe(SERVICE_ACCOUNT);
    fireEvent.click(within(account).getByRole('button', { name: 'Kopiraj adresu servisnog naloga' }));
    expect(writeText).toHaveBeenCalledWith(SERVICE_ACCOUNT);
    expect((await screen.findByTestId('toast')).textContent).toContain('Kopirano!');

    expect(screen.getByTestId('sheets-guide').textContent).toContain('Share');
    const columns = within(screen.getByTestId('sheets-columns')).getAllByRole('listitem').map((li) => li.textContent);
    expect(columns).toEqual(ORDER_EXPORT_COLUMNS.map((c, i) => `${String.fromCharCode(65 + i)}${c}`));
    expect(ORDER_EXPORT_COLUMNS).toHaveLength(12);
    // Nothing saved yet: no 'connected' box.
    expect(screen.queryByTestId('sheets-connected')).toBeNull();
  });

  it('says so when the server has no service account', async () => {
    renderApp('/settings?tab=notifications', {
      'GET /api/auth/me': { body: CLIENT },
      'GET /api/settings/google-sheets': { body: { serviceAccountEmail: null, googleSheetsId: null } },
    });
    expect((await screen.findByTestId('sheets-no-service-account')).textContent).toContain('Server nema podešen Google servisni nalog');
  });

  it('disables Test while the ID is empty; a success shows the message and the sheet title; editing clears it', async () => {
    const { calls } = renderNotifications({}, () => ({
      'POST /api/settings/google-sheets/test': { body: { success: true, message: 'Konekcija je uspešno uspostavljena!', title: 'Narudžbine 2025' } },
    }));
    await screen.findByTestId('sheets-card');
    expect(testButton().disabled).toBe(true);
    fireEvent.change(sheetInput(), { target: { value: '   ' } });
    expect(testButton().disabled).toBe(true);

    // The whole link may be pasted: the ID is read out of it.
    fireEvent.change(sheetInput(), { target: { value: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0` } });
    expect(screen.getByText(`ID iz linka: ${SHEET_ID}`)).toBeTruthy();
    expect(testButton().disabled).toBe(false);
    fireEvent.click(testButton());
    const box = await screen.findByTestId('sheets-test-result');
    expect(box.dataset.ok).toBe('true');
    expect(box.textContent).toContain(INTEGRATION_MESSAGES.sheetsTestOk);
    expect(box.textContent).toContain('Tabela: Narudžbine 2025');
    expect(screen.getByTestId('toast').textContent).toContain(INTEGRATION_MESSAGES.sheetsTestToast);
    expect(callsTo(calls, 'POST', '/api/settings/google-sheets/test')[0].body).toEqual({ googleSheetsId: SHEET_ID });

    fireEvent.change(sheetInput(), { target: { value: SHEET_ID } });
    expect(screen.queryByTestId('sheets-test-result')).toBeNull();
  });

  it("shows a failed test's error in a red box with the '❌ Greška' toast (also when the call itself fails)", async () => {
    let answer: FakeAnswer = { body: { success: false, error: `Tabela nije podeljena sa ${SERVICE_ACCOUNT} (dozvola: Urednik)` } };
    renderNotifications({ googleSheetsId: SHEET_ID }, () => ({ 'POST /api/settings/google-sheets/test': () => answer }));
    await screen.findByTestId('sheets-card');
    expect(sheetInput().value).toBe(SHEET_ID);
    fireEvent.click(testButton());
    const box = await screen.findByTestId('sheets-test-result');
    expect(box.dataset.ok).toBe('false');
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.textContent).toBe(`Tabela nije podeljena sa ${SERVICE_ACCOUNT} (dozvola: Urednik)`);
    const toast = screen.getByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByTestId('toast-title').textContent).toBe('❌ Greška');

    answer = { status: 500, statusText: 'Internal Server Error', body: '' };
    dismissToast();
    fireEvent.click(testButton());
    await waitFor(() => expect(screen.getByTestId('sheets-test-result').textContent).toBe(INTEGRATION_MESSAGES.sheetsTestFailed));
  });

  it("requires the ID to save; a save reloads the user; 'Povezano' only once the saved sheet proved itself", async () => {
    let sheetsResult: 'ok' | null = null;
    const status = (me: { user: UserResponse }) => ({ configured: Boolean(me.user.googleSheetsId), serverReady: true, lastResult: sheetsResult, lastError: null, at: sheetsResult ? '2025-11-22T10:00:00.000Z' : null });
    const { calls } = renderNotifications({}, (me) => ({
      'PUT /api/settings/google-sheets': (call) => {
        me.user = { ...me.user, googleSheetsId: (call.body as { googleSheetsId: string }).googleSheetsId };
        return { body: { message: INTEGRATION_MESSAGES.sheetsSaved, user: me.user } };
      },
      'GET /api/settings/integrations': () => ({ body: { telegram: status({ user: { ...me.user, googleSheetsId: null } }), sheets: status(me), capi: status({ user: { ...me.user, googleSheetsId: null } }), trackify: status({ user: { ...me.user, googleSheetsId: null } }) } }),
      'POST /api/settings/google-sheets/test': () => {
        sheetsResult = 'ok';
        return { body: { success: true, message: 'Konekcija je uspešno uspostavljena!', title: 'Narudžbine 2025' } };
      },
    }));
    await screen.findByTestId('sheets-card');
    const save = within(screen.getByTestId('sheets-card')).getByRole('button', { name: 'Sačuvaj' });
    fireEvent.click(save);
    expect(screen.getByText(INTEGRATION_MESSAGES.sheetsIdRequired)).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/settings/google-sheets')).toHaveLength(0);

    const before = meCalls(calls);
    fireEvent.change(sheetInput(), { target: { value: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit` } });
    fireEvent.click(save);
    expect((await screen.findByTestId('toast')).textContent).toContain(INTEGRATION_MESSAGES.sheetsSaved);
    expect(callsTo(calls, 'PUT', '/api/settings/google-sheets')[0].body).toEqual({ googleSheetsId: SHEET_ID });
    expect(meCalls(calls)).toBe(before + 1);
    expect(sheetInput().value).toBe(SHEET_ID);
    // Saved is not connected.
    await waitFor(() => expect(screen.getByTestId('integration-status-sheets').textContent).toBe(T.settings.integrationStatus.unconfirmed));
    expect(screen.queryByTestId('sheets-connected')).toBeNull();

    fireEvent.click(testButton());
    const connected = await screen.findByTestId('sheets-connected');
    expect(connected.textContent).toContain(SHEET_ID);
    expect(within(connected).getByRole('link').getAttribute('href')).toBe(`https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`);
    expect(screen.getByTestId('integration-status-sheets').textContent).toContain(T.settings.integrationStatus.connected);
  });

  it("toasts 'Greška pri ažuriranju Google Sheets podešavanja' when the save fails", async () => {
    renderNotifications({}, () => ({ 'PUT /api/settings/google-sheets': { status: 500, statusText: 'Internal Server Error', body: '' } }));
    await screen.findByTestId('sheets-card');
    fireEvent.change(sheetInput(), { target: { value: SHEET_ID } });
    fireEvent.click(within(screen.getByTestId('sheets-card')).getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(screen.getByTestId('toast-description').textContent).toBe(INTEGRATION_MESSAGES.sheetsSaveFailed));
  });
});
