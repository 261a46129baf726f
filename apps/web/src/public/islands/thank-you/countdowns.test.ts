import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThankYouLegacyPage } from '../../pages/thank-you/ThankYouLegacyPage.js';
import { ThankYouGenericPage } from '../../pages/thank-you/ThankYouGenericPage.js';
import { pageCommonFixture } from '@cod/contracts/testing';
import { bootIslands } from '../registry.js';
import { formatSeconds } from '../shared/time-format.js';
import '../shared/countdown.js';
import { secondsWord } from './auto-close.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('thank-you countdowns', () => {
  it('formats 480 as 8:00 (m:ss) and 900 as 15:00 (mm:ss)', () => {
    expect(formatSeconds(480, 'm:ss')).toBe('8:00');
    expect(formatSeconds(900, 'mm:ss')).toBe('15:00');
    expect(formatSeconds(59, 'mm:ss')).toBe('00:59');
  });

  it('the older page runs no countdown and offers nothing the seller did not set', () => {
    document.body.innerHTML = renderToString(createElement(ThankYouLegacyPage, { model: { ...pageCommonFixture(), kind: 'thank-you-legacy', orderId: 'N7K2' } }));
    bootIslands();
    expect(document.querySelector('[data-island="countdown"]')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Produžena garancija|Prioritetna dostava|RSD/);
    expect(document.querySelector('[data-testid="order-number"]')!.textContent).toContain('#N7K2');
  });
});

describe('auto-close island (generic thank-you page)', () => {
  it('counts 60 s down and then tries window.close(); the button closes at once', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    document.body.innerHTML = renderToString(createElement(ThankYouGenericPage, { model: { ...pageCommonFixture(), kind: 'thank-you-generic' } }));
    await import('./auto-close.js');
    bootIslands();
    const text = document.querySelector('[data-testid="auto-close-text"]')!;
    expect(text.textContent).toBe('Ova stranica će se automatski zatvoriti za 60 sekundi.');
    await vi.advanceTimersByTimeAsync(39_000);
    expect(text.textContent).toBe('Ova stranica će se automatski zatvoriti za 21 sekundu.');
    await vi.advanceTimersByTimeAsync(19_000);
    expect(text.textContent).toBe('Ova stranica će se automatski zatvoriti za 2 sekunde.');
    expect(close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(close).toHaveBeenCalledTimes(1);
    // The browser refused: a hint appears.
    await vi.advanceTimersByTimeAsync(600);
    expect(document.querySelector<HTMLElement>('[data-close-hint]')!.hidden).toBe(false);
    (document.querySelector('[data-testid="close-window"]') as HTMLButtonElement).click();
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('Serbian forms of "sekunda"', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 60].map(secondsWord)).toEqual(['sekundu', 'sekunde', 'sekunde', 'sekundi', 'sekundi', 'sekundi', 'sekundu', 'sekunde', 'sekundi', 'sekundi']);
  });
});
