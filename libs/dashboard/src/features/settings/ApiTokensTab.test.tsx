import { API_TOKEN_MESSAGES, API_TOKEN_NAME_MAX, type ApiTokenItem } from '@cod/contracts';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '../../lib/format.js';
import { apiError, CLIENT, type FakeAnswer, type FetchCall } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';
import { apiTokenBody, apiTokenErrors } from './ApiTokensTab.js';

type Routes = Parameters<typeof renderApp>[1];

const SECRET = 'cod_Zx9Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz1Xc3Vb5Nm7';
const SECRET_2 = 'cod_Second0Token1Value2For3The4Test5Abcdef67';

const KURIR: ApiTokenItem = {
  id: 5,
  name: 'Skripta za kurira',
  scopes: ['orders:read', 'orders:write'],
  prefix: 'cod_AbCd',
  createdAt: '2025-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const MAGACIN: ApiTokenItem = {
  id: 4,
  name: 'Magacin',
  scopes: ['websites:read', 'analytics:read'],
  prefix: 'cod_Mg12',
  createdAt: '2025-10-01T08:00:00.000Z',
  expiresAt: '2099-12-31T00:00:00.000Z',
  lastUsedAt: '2025-11-21T16:45:00.000Z',
};
const OLD: ApiTokenItem = {
  id: 3,
  name: 'Stari izveštaj',
  scopes: ['analytics:read'],
  prefix: 'cod_Old9',
  createdAt: '2024-01-01T08:00:00.000Z',
  expiresAt: '2024-02-01T08:00:00.000Z',
  lastUsedAt: null,
};

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

const callsTo = (calls: FetchCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** /settings?tab=api-tokens with GET /api/tokens answering `tokens` as it stands at each call. */
function renderTokens(tokens: ApiTokenItem[], routes: (list: { tokens: ApiTokenItem[] }) => Routes = () => ({})) {
  const list = { tokens: [...tokens] };
  const rendered = renderApp('/settings?tab=api-tokens', {
    'GET /api/auth/me': { body: CLIENT },
    'GET /api/tokens': () => ({ body: list.tokens }),
    ...routes(list),
  });
  return { ...rendered, list };
}

/** POST /api/tokens as the server answers it: the token once, and the item in the list from then on. */
function creating(list: { tokens: ApiTokenItem[] }, secret: string, id: number): (call: FetchCall) => FakeAnswer {
  return (call) => {
    const body = call.body as { name: string; scopes: ApiTokenItem['scopes']; expiresInDays?: number };
    list.tokens = [
      { id, name: body.name, scopes: body.scopes, prefix: secret.slice(0, 8), createdAt: '2025-11-22T12:00:00.000Z', expiresAt: null, lastUsedAt: null },
      ...list.tokens,
    ];
    return { status: 201, body: { id, token: secret } };
  };
}

const form = () => within(screen.getByTestId('api-token-form'));
const scope = (s: string) => screen.getByTestId(`api-token-scope-${s}`) as HTMLInputElement;
const nameInput = () => screen.getByTestId('api-token-name') as HTMLInputElement;

describe('settings: API tokeni (CONTRACT "Operations through the API")', () => {
  it('opens from the tab list: what a token is for, that it is shown once, and a curl line with this origin', async () => {
    renderApp('/settings', { 'GET /api/auth/me': { body: CLIENT }, 'GET /api/tokens': { body: [] } });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'API tokeni' }), { button: 0 });
    const tab = await screen.findByTestId('api-tokens');
    expect(tab.textContent).toMatch(/skript/i);
    expect(tab.textContent).toContain('kurira');
    expect(tab.textContent).toContain('u vaše ime');
    expect(tab.textContent).toContain('samo jednom');
    expect(within(tab).getByTestId('api-tokens-example').textContent).toBe(
      `curl -H "Authorization: Bearer cod_…" ${window.location.origin}/api/orders/my`,
    );
    // The reference of every call, on this server.
    expect(within(tab).getByRole('link', { name: 'API dokumentacija' }).getAttribute('href')).toBe(`${window.location.origin}/api/docs`);
    // The five permissions with their Serbian labels, none chosen; no expiry by default.
    expect(within(tab).getByLabelText(/Čitanje narudžbina/)).toBe(scope('orders:read'));
    expect(within(tab).getByLabelText(/Izmena narudžbina \(status, napomene\)/)).toBe(scope('orders:write'));
    expect(within(tab).getByLabelText(/Čitanje website-ova/)).toBe(scope('websites:read'));
    expect(within(tab).getByLabelText(/Izmena website-ova/)).toBe(scope('websites:write'));
    expect(within(tab).getByLabelText(/Analitika/)).toBe(scope('analytics:read'));
    for (const s of ['orders:read', 'orders:write', 'websites:read', 'websites:write', 'analytics:read']) expect(scope(s).checked).toBe(false);
    const expiry = screen.getByTestId('api-token-expiry') as HTMLSelectElement;
    expect(expiry.value).toBe('');
    expect([...expiry.options].map((o) => o.textContent)).toEqual(['Bez isteka', '30 dana', '90 dana', '365 dana']);
    expect(await screen.findByTestId('api-tokens-empty')).toBeTruthy();
    expect(screen.queryByTestId('api-token-created')).toBeNull();
  });

  it('lists the tokens: name, permissions as badges, the prefix, created, expiry or "Bez isteka", last use or "Nikad"', async () => {
    renderTokens([KURIR, MAGACIN, OLD]);
    const kurir = await screen.findByTestId('api-token-row-5');
    const rows = within(screen.getByRole('list', { name: 'Vaši tokeni' })).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['api-token-row-5', 'api-token-row-4', 'api-token-row-3']);

    expect(within(kurir).getByTestId('api-token-name-cell').textContent).toBe('Skripta za kurira');
    const badges = within(kurir).getByTestId('api-token-scopes').children;
    expect([...badges].map((b) => b.textContent)).toEqual(['Čitanje narudžbina', 'Izmena narudžbina']);
    expect([...badges].map((b) => b.getAttribute('data-scope'))).toEqual(['orders:read', 'orders:write']);
    expect(within(kurir).getByTestId('api-token-prefix').textContent).toBe('cod_AbCd…');
    expect(within(kurir).getByTestId('api-token-created-at').textContent).toBe(formatDate(KURIR.createdAt));
    expect(within(kurir).getByTestId('api-token-expires').textContent).toBe('Bez isteka');
    expect(within(kurir).getByTestId('api-token-last-used').textContent).toBe('Nikad');
    expect(within(kurir).getByTestId('api-token-revoke-5').textContent).toBe('Opozovi');

    const magacin = screen.getByTestId('api-token-row-4');
    expect(within(magacin).getByTestId('api-token-prefix').textContent).toBe('cod_Mg12…');
    expect(within(magacin).getByTestId('api-token-expires').textContent).toBe(formatDate(MAGACIN.expiresAt));
    expect(within(magacin).getByTestId('api-token-last-used').textContent).toBe(formatDateTime(MAGACIN.lastUsedAt));
    expect(within(magacin).getByTestId('api-token-scopes').textContent).toBe('Čitanje website-ovaAnalitika');

    // An expired token says so beside its date.
    expect(within(screen.getByTestId('api-token-row-3')).getByTestId('api-token-expires').textContent).toBe(`${formatDate(OLD.expiresAt)}Istekao`);
    expect(magacin.textContent).not.toContain('Istekao');
    // Each value is labelled (the labels are the phone card's lines, and a screen reader's on a wide screen).
    expect(within(kurir).getByText('Poslednje korišćenje').tagName).toBe('DT');
  });

  it('creates a token with exactly {name, scopes, expiresInDays}, shows it once with a copy button, and it is gone after closing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = renderTokens([MAGACIN], (list) => ({ 'POST /api/tokens': creating(list, SECRET, 9) }));
    await screen.findByTestId('api-token-row-4');
    const listCallsBefore = callsTo(calls, 'GET', '/api/tokens').length;

    fireEvent.change(nameInput(), { target: { value: '  Skripta za kurira  ' } });
    fireEvent.click(scope('orders:write'));
    fireEvent.click(scope('websites:read'));
    fireEvent.click(scope('orders:read'));
    fireEvent.click(scope('websites:read'));
    fireEvent.change(screen.getByTestId('api-token-expiry'), { target: { value: '90' } });
    fireEvent.click(screen.getByTestId('api-token-create'));

    const box = await screen.findByTestId('api-token-created');
    const posts = callsTo(calls, 'POST', '/api/tokens');
    expect(posts).toHaveLength(1);
    // Trimmed name, the scopes in the list's order whatever the clicks, the days as a number.
    expect(posts[0].body).toStrictEqual({ name: 'Skripta za kurira', scopes: ['orders:read', 'orders:write'], expiresInDays: 90 });

    expect(within(box).getByTestId('api-token-value').textContent).toBe(SECRET);
    expect(box.textContent).toContain('Skripta za kurira');
    expect(box.textContent).toContain('više neće prikazati');
    fireEvent.click(within(box).getByTestId('api-token-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect((await screen.findByTestId('toast')).textContent).toContain('Kopirano!');

    // The form is empty again and the list has the new token (by its prefix only).
    expect(nameInput().value).toBe('');
    expect(scope('orders:read').checked).toBe(false);
    expect((screen.getByTestId('api-token-expiry') as HTMLSelectElement).value).toBe('');
    const row = await screen.findByTestId('api-token-row-9');
    expect(callsTo(calls, 'GET', '/api/tokens').length).toBeGreaterThan(listCallsBefore);
    expect(within(row).getByTestId('api-token-prefix').textContent).toBe('cod_Zx9Q…');
    expect(row.textContent).not.toContain(SECRET);

    fireEvent.click(within(box).getByRole('button', { name: 'Zatvori' }));
    expect(screen.queryByTestId('api-token-created')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.getByTestId('api-token-row-9')).toBeTruthy();
  });

  it('leaves out expiresInDays for "Bez isteka"; a second token replaces the first in the box; leaving the tab takes it away', async () => {
    let next = { secret: SECRET, id: 9 };
    const { calls } = renderTokens([], (list) => ({ 'POST /api/tokens': (call) => creating(list, next.secret, next.id)(call) }));
    await screen.findByTestId('api-tokens-empty');
    fireEvent.change(nameInput(), { target: { value: 'Izveštaj' } });
    fireEvent.click(scope('analytics:read'));
    fireEvent.click(screen.getByTestId('api-token-create'));
    expect(within(await screen.findByTestId('api-token-created')).getByTestId('api-token-value').textContent).toBe(SECRET);
    expect(callsTo(calls, 'POST', '/api/tokens')[0].body).toStrictEqual({ name: 'Izveštaj', scopes: ['analytics:read'] });

    next = { secret: SECRET_2, id: 10 };
    fireEvent.change(nameInput(), { target: { value: 'Drugi' } });
    fireEvent.click(scope('websites:write'));
    fireEvent.change(screen.getByTestId('api-token-expiry'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('api-token-create'));
    await waitFor(() => expect(screen.getByTestId('api-token-value').textContent).toBe(SECRET_2));
    expect(callsTo(calls, 'POST', '/api/tokens')[1].body).toStrictEqual({ name: 'Drugi', scopes: ['websites:write'], expiresInDays: 30 });
    expect(screen.getAllByTestId('api-token-created')).toHaveLength(1);
    expect(document.body.textContent).not.toContain(SECRET);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Profil' }), { button: 0 });
    await waitFor(() => expect(screen.queryByTestId('api-tokens')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'API tokeni' }), { button: 0 });
    await screen.findByTestId('api-token-row-10');
    expect(screen.queryByTestId('api-token-created')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET_2);
  });

  it("checks the form as the server does: a name and at least one permission, with the server's messages; nothing is sent", async () => {
    const { calls } = renderTokens([]);
    await screen.findByTestId('api-tokens-empty');
    fireEvent.click(screen.getByTestId('api-token-create'));
    expect(form().getByText(API_TOKEN_MESSAGES.nameRequired)).toBeTruthy();
    expect(form().getByText(API_TOKEN_MESSAGES.scopesInvalid)).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');

    // A blank name is no name; typing clears that field's message only.
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    expect(form().queryByText(API_TOKEN_MESSAGES.nameRequired)).toBeNull();
    expect(form().getByText(API_TOKEN_MESSAGES.scopesInvalid)).toBeTruthy();
    fireEvent.click(screen.getByTestId('api-token-create'));
    expect(form().getByText(API_TOKEN_MESSAGES.nameRequired)).toBeTruthy();

    fireEvent.change(nameInput(), { target: { value: 'x'.repeat(API_TOKEN_NAME_MAX + 1) } });
    fireEvent.click(scope('orders:read'));
    expect(form().queryByText(API_TOKEN_MESSAGES.scopesInvalid)).toBeNull();
    fireEvent.click(screen.getByTestId('api-token-create'));
    expect(form().getByText(API_TOKEN_MESSAGES.nameTooLong)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/tokens')).toHaveLength(0);
  });

  it("shows the server's refusal: 409 (too many tokens) as a toast, a 400 under its field; no token box, the form kept", async () => {
    let answer: FakeAnswer = apiError(409, API_TOKEN_MESSAGES.tooMany, 'Conflict');
    const { calls } = renderTokens([KURIR], () => ({ 'POST /api/tokens': () => answer }));
    await screen.findByTestId('api-token-row-5');
    fireEvent.change(nameInput(), { target: { value: 'Još jedan' } });
    fireEvent.click(scope('orders:read'));
    fireEvent.click(screen.getByTestId('api-token-create'));
    await waitFor(() => expect(screen.getByTestId('toast-description').textContent).toBe(API_TOKEN_MESSAGES.tooMany));
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
    expect(screen.queryByTestId('api-token-created')).toBeNull();
    expect(nameInput().value).toBe('Još jedan');
    expect(scope('orders:read').checked).toBe(true);

    answer = { status: 400, statusText: 'Bad Request', body: { statusCode: 400, message: API_TOKEN_MESSAGES.nameTooLong, errors: { name: API_TOKEN_MESSAGES.nameTooLong } } };
    dismissToast();
    fireEvent.click(screen.getByTestId('api-token-create'));
    await waitFor(() => expect(document.getElementById('api-token-name-error')?.textContent).toBe(API_TOKEN_MESSAGES.nameTooLong));
    expect(callsTo(calls, 'POST', '/api/tokens')).toHaveLength(2);
  });

  it('revokes only after the confirmation: DELETE, the server\'s message as a toast, the list refreshed', async () => {
    const { calls } = renderTokens([KURIR, MAGACIN], (list) => ({
      'DELETE /api/tokens/5': () => {
        list.tokens = list.tokens.filter((t) => t.id !== 5);
        return { body: { message: API_TOKEN_MESSAGES.revoked } };
      },
    }));
    const row = await screen.findByTestId('api-token-row-5');
    fireEvent.click(within(row).getByTestId('api-token-revoke-5'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Opozvati token?')).toBeTruthy();
    expect(dialog.textContent).toContain('Skripta za kurira');
    // Cancelled: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const listCallsBefore = callsTo(calls, 'GET', '/api/tokens').length;
    fireEvent.click(within(row).getByTestId('api-token-revoke-5'));
    fireEvent.click(await screen.findByTestId('api-token-revoke-confirm'));
    expect((await screen.findByTestId('toast')).textContent).toContain(API_TOKEN_MESSAGES.revoked);
    expect(callsTo(calls, 'DELETE', '/api/tokens/5')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('api-token-row-5')).toBeNull());
    expect(callsTo(calls, 'GET', '/api/tokens').length).toBeGreaterThan(listCallsBefore);
    expect(screen.getByTestId('api-token-row-4')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revoking the token on show closes its box; a failed revoke toasts the reason', async () => {
    const { calls } = renderTokens([MAGACIN], (list) => ({
      'POST /api/tokens': creating(list, SECRET, 9),
      'DELETE /api/tokens/9': () => {
        list.tokens = list.tokens.filter((t) => t.id !== 9);
        return { body: { message: API_TOKEN_MESSAGES.revoked } };
      },
      'DELETE /api/tokens/4': apiError(404, API_TOKEN_MESSAGES.notFound, 'Not Found'),
    }));
    await screen.findByTestId('api-token-row-4');
    fireEvent.change(nameInput(), { target: { value: 'Greška' } });
    fireEvent.click(scope('orders:read'));
    fireEvent.click(screen.getByTestId('api-token-create'));
    await screen.findByTestId('api-token-created');
    fireEvent.click(within(await screen.findByTestId('api-token-row-9')).getByTestId('api-token-revoke-9'));
    fireEvent.click(await screen.findByTestId('api-token-revoke-confirm'));
    await waitFor(() => expect(screen.queryByTestId('api-token-created')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/api/tokens/9')).toHaveLength(1);

    dismissToast();
    fireEvent.click(within(screen.getByTestId('api-token-row-4')).getByTestId('api-token-revoke-4'));
    fireEvent.click(await screen.findByTestId('api-token-revoke-confirm'));
    await waitFor(() => expect(screen.getByTestId('toast-description').textContent).toBe(API_TOKEN_MESSAGES.notFound));
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });

  it('a list that fails to load says so, with a retry', async () => {
    let fail = true;
    renderApp('/settings?tab=api-tokens', {
      'GET /api/auth/me': { body: CLIENT },
      'GET /api/tokens': () => (fail ? apiError(500, 'Baza nije dostupna') : { body: [KURIR] }),
    });
    expect(await screen.findByText('Baza nije dostupna')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    expect(await screen.findByTestId('api-token-row-5')).toBeTruthy();
  });
});

describe('the API token form model', () => {
  it('builds the body: trimmed name, scopes in list order, days only with an expiry', () => {
    expect(apiTokenBody({ name: ' A ', scopes: ['analytics:read', 'orders:read'], expiry: '' })).toStrictEqual({ name: 'A', scopes: ['orders:read', 'analytics:read'] });
    expect(apiTokenBody({ name: 'B', scopes: ['websites:write'], expiry: '365' })).toStrictEqual({ name: 'B', scopes: ['websites:write'], expiresInDays: 365 });
  });

  it('finds what the server would refuse', () => {
    expect(apiTokenErrors({ name: 'Ok', scopes: ['orders:read'], expiry: '' })).toEqual({});
    expect(apiTokenErrors({ name: ' ', scopes: [], expiry: '' })).toEqual({ name: API_TOKEN_MESSAGES.nameRequired, scopes: API_TOKEN_MESSAGES.scopesInvalid });
    expect(apiTokenErrors({ name: 'x'.repeat(API_TOKEN_NAME_MAX), scopes: ['orders:read'], expiry: '' })).toEqual({});
    expect(apiTokenErrors({ name: 'x'.repeat(API_TOKEN_NAME_MAX + 1), scopes: ['orders:read'], expiry: '' }).name).toBe(API_TOKEN_MESSAGES.nameTooLong);
  });
});
