import { dnsInstructionsFor, DOMAIN_MESSAGES, type DomainResponse, type WebsiteResponse } from '@cod/contracts';
import { websiteFixture } from '@cod/contracts/testing';
import { dismissToast } from '@cod/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CLIENT, type FakeAnswer } from '../../../test/fake-fetch.js';
import { renderApp } from '../../../test/render.js';

const dns = (token: string) => dnsInstructionsFor('nova.rs', 'sites.example.com', 'cod-verify=', token);
const domain = (over: Partial<DomainResponse> & Pick<DomainResponse, 'id' | 'host'>): DomainResponse => ({
  isPrimary: false,
  verifiedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  dnsInstructions: dns(`t${over.id}`),
  recordMissingSince: null,
  lastCheck: null,
  ...over,
});
const SECOND = domain({ id: 1, host: 'druga.rs' });
const PRIMARY = domain({ id: 2, host: 'glavna.rs', isPrimary: true });
const PENDING = domain({ id: 3, host: 'nova.rs', verifiedAt: null });

beforeEach(() => dismissToast());
afterEach(() => vi.restoreAllMocks());

function renderDomainTab(domains: FakeAnswer | (() => FakeAnswer), site: WebsiteResponse = websiteFixture({ id: 60, customUrl: 'masazer-za-vrat' })) {
  return renderApp(`/edit/${site.id}`, {
    'GET /api/auth/me': { body: CLIENT },
    [`GET /api/websites/id/${site.id}`]: { body: site },
    [`GET /api/websites/id/${site.id}/versions`]: { body: [] },
    'GET /api/domains': domains,
    'GET /api/user/domain': { body: { domain: null, isVerified: false, verificationToken: null, dnsInstructions: null, recordMissingSince: null } },
    'GET /api/sync/dashboard': { body: { user: CLIENT, websites: [], stats: { totalWebsites: 0, totalOrders: 0, pendingOrders: 0, totalRevenue: 0 }, timestamp: '' } },
  });
}

const openDomainTab = async () => {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Domen' }), { button: 0 });
  return screen.findByTestId('editor-domain-tab');
};
const rows = () => screen.getAllByTestId('editor-domain');
const row = (host: string) => {
  const found = rows().find((r) => r.dataset.host === host);
  if (!found) throw new Error(`no row ${host}`);
  return found;
};
const link = (el: HTMLElement, testId: string) => within(el).getByTestId(testId) as HTMLAnchorElement;

describe('/edit/{id} domain tab (spec 001 §2.5, spec 000 §2 domains)', () => {
  it('lists the platform address and https://{host}/{customUrl} on each verified domain, the primary first with Glavni; links open in a new tab', async () => {
    renderDomainTab({ body: [SECOND, PENDING, PRIMARY] });
    await openDomainTab();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => r.dataset.host)).toEqual(['glavna.rs', 'druga.rs']);

    const platform = screen.getByTestId('editor-domain-platform');
    const platformLink = link(platform, 'editor-domain-platform-url');
    expect(platformLink.textContent).toBe(`${window.location.origin}/masazer-za-vrat`);
    expect(platformLink.getAttribute('href')).toBe('/masazer-za-vrat');
    expect(platformLink.target).toBe('_blank');

    for (const [host, primary] of [['glavna.rs', true], ['druga.rs', false]] as const) {
      const r = row(host);
      const a = link(r, 'editor-domain-url');
      expect(a.getAttribute('href')).toBe(`https://${host}/masazer-za-vrat`);
      expect(a.textContent).toBe(`https://${host}/masazer-za-vrat`);
      expect(a.target).toBe('_blank');
      expect(a.rel).toContain('noopener');
      expect(within(r).queryByTestId('editor-domain-primary')?.textContent ?? null).toBe(primary ? 'Glavni' : null);
      expect(within(r).queryByTestId('editor-domain-record-missing')).toBeNull();
    }
    // The unverified domain gets no address, only its line.
    expect(screen.queryByText('https://nova.rs/masazer-za-vrat')).toBeNull();
    expect(screen.queryByTestId('editor-domain-empty')).toBeNull();
  });

  it("copy buttons copy the address and toast 'Kopirano!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDomainTab({ body: [PRIMARY] });
    await openDomainTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Kopiraj adresu na glavna.rs' }));
    expect(writeText).toHaveBeenCalledWith('https://glavna.rs/masazer-za-vrat');
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(DOMAIN_MESSAGES.copied));
    fireEvent.click(screen.getByRole('button', { name: 'Kopiraj adresu na platformi' }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/masazer-za-vrat`);
  });

  it('an unverified domain is one line with a link to /domains', async () => {
    renderDomainTab({ body: [PENDING] });
    await openDomainTab();
    const line = await screen.findByTestId('editor-domain-unverified');
    expect(line.dataset.host).toBe('nova.rs');
    expect(line.textContent).toContain('Domen nova.rs još nije verificiran');
    expect(screen.queryAllByTestId('editor-domain')).toHaveLength(0);
    expect(screen.queryByTestId('editor-domain-empty')).toBeNull();
    const to = within(line).getByRole('link', { name: 'Verificirajte ga na stranici Domeni' });
    expect(to.getAttribute('href')).toBe('/domains');
    fireEvent.click(to);
    expect(await screen.findByRole('heading', { name: 'Domeni' })).toBeTruthy();
  });

  it('no domains: the own-domain text and the button to /domain; the platform address still shows', async () => {
    renderDomainTab({ body: [] });
    await openDomainTab();
    const empty = await screen.findByTestId('editor-domain-empty');
    expect(empty.textContent).toContain('vašem sopstvenom domenu');
    expect(screen.getByTestId('editor-domain-platform-url').textContent).toBe(`${window.location.origin}/masazer-za-vrat`);
    expect(screen.queryAllByTestId('editor-domain')).toHaveLength(0);
    fireEvent.click(within(empty).getByRole('button', { name: 'Idi na podešavanje domena' }));
    expect(await screen.findByRole('button', { name: 'Dodaj Domen' })).toBeTruthy();
  });

  it('a verified domain whose TXT record went missing gets the amber badge and the warning with the TXT record', async () => {
    renderDomainTab({ body: [{ ...PRIMARY, recordMissingSince: '2026-03-10T04:00:00.000Z' }, SECOND] });
    await openDomainTab();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const missing = row('glavna.rs');
    expect(within(missing).getByTestId('editor-domain-record-missing').textContent).toBe(DOMAIN_MESSAGES.recordMissingBadge);
    const notice = within(missing).getByTestId('editor-domain-record-missing-notice');
    expect(notice.textContent).toContain(DOMAIN_MESSAGES.recordMissing);
    expect(within(notice).getByTestId('editor-domain-record-missing-notice-txt-value').textContent).toBe('cod-verify=t2');
    // The address is still listed (the domain is served during the grace days).
    expect(link(missing, 'editor-domain-url').getAttribute('href')).toBe('https://glavna.rs/masazer-za-vrat');
    expect(within(row('druga.rs')).queryByTestId('editor-domain-record-missing')).toBeNull();
    expect(within(row('druga.rs')).queryByTestId('editor-domain-record-missing-notice')).toBeNull();
  });

  it('a failed domain list: the error with Pokušaj ponovo, which loads it again', async () => {
    let answer: FakeAnswer = apiError(500, 'Greška');
    renderDomainTab(() => answer);
    await openDomainTab();
    expect(await screen.findByText('Greška pri učitavanju domena')).toBeTruthy();
    answer = { body: [PRIMARY] };
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('Greška pri učitavanju domena')).toBeNull();
  });
});
