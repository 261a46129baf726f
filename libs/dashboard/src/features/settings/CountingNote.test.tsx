import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLIENT } from '../../test/fake-fetch.js';
import { renderApp } from '../../test/render.js';

describe("Marketing tab: 'Šta se broji'", () => {
  it('says what the pages count (no cookies, no addresses, bots skipped) and the one cookie of an A/B test', async () => {
    renderApp('/settings?tab=marketing', { 'GET /api/auth/me': { body: CLIENT } });
    const note = await screen.findByTestId('counting-note');
    expect(screen.getByRole('heading', { name: 'Šta se broji' })).toBeTruthy();
    expect(note.textContent).toContain('bez kolačića');
    expect(note.textContent).toContain('bez čuvanja IP adresa');
    expect(note.textContent).toContain('botova se ne broje');
    expect(note.textContent).toContain('funkcionalni kolačić');
  });
});
