import { currencyCode, isHttpUrl, type MarketId, type ProductReadResponse } from '@cod/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { readProduct } from './api/builder.js';
import { prefillKey } from './builder-state.js';
import { PRODUCT_READ_TEXTS } from './product-read-texts.js';

/** A link worth reading before the seller is done typing: its host has a domain ending (or is an address). */
function looksComplete(url: string): boolean {
  const host = new URL(url).hostname;
  return /\.[a-z]{2,}$/i.test(host) || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) || host === 'localhost' || host.startsWith('[');
}

/** How long typing in the link field pauses before the link is read. */
export const PRODUCT_READ_DEBOUNCE_MS = 700;

export type PrefillStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  /** Read: `warning` when the page could not be read (or only in part), `note` about converted prices. */
  | { state: 'done'; url: string; warning?: string; note?: string }
  | { state: 'failed'; url: string; warning: string };

interface Options {
  link: string;
  market: MarketId;
  /** The read the form was last filled from (BuilderForm.prefilledFrom): not made again. */
  prefilledFrom: string | null;
  onRead: (key: string, data: ProductReadResponse) => void;
}

/**
 * Reads the product link (POST /api/products/read) when the seller pastes it (`read(value, true)`),
 * leaves the field, or stops typing for a moment; each link and market once. A later link cancels an earlier read; an answer for a
 * link the field no longer holds is dropped.
 */
export function useProductPrefill({ link, market, prefilledFrom, onRead }: Options) {
  const api = useApi();
  const [status, setStatus] = useState<PrefillStatus>({ state: 'idle' });
  const running = useRef<{ key: string; controller: AbortController } | null>(null);
  /** The last read asked for: the pause after typing does not ask again for a link that failed (a paste does). */
  const attempted = useRef<string | null>(null);
  const latest = useRef({ link, prefilledFrom, onRead });
  latest.current = { link, prefilledFrom, onRead };

  const read = useCallback(
    (value: string, force = false) => {
      const url = value.trim();
      if (!isHttpUrl(url)) {
        running.current?.controller.abort();
        running.current = null;
        setStatus((s) => (s.state === 'loading' ? { state: 'idle' } : s));
        return;
      }
      const key = prefillKey(url, market);
      if (key === latest.current.prefilledFrom || key === running.current?.key || (!force && key === attempted.current)) return;
      attempted.current = key;
      running.current?.controller.abort();
      const controller = new AbortController();
      running.current = { key, controller };
      setStatus({ state: 'loading' });
      readProduct(api, { url, targetMarket: market }, controller.signal)
        .then((data) => {
          if (controller.signal.aborted || latest.current.link.trim() !== url) return;
          latest.current.onRead(key, data);
          const from = data.sourceCurrency;
          const converted = data.price !== null && from && currencyCode(from) !== currencyCode(data.currency);
          setStatus({ state: 'done', url, warning: data.warning, note: converted ? PRODUCT_READ_TEXTS.converted(from, data.currencySymbol) : undefined });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setStatus({ state: 'failed', url, warning: messageOr(error, PRODUCT_READ_TEXTS.failed) });
        })
        .finally(() => {
          if (running.current?.controller === controller) running.current = null;
        });
    },
    [api, market],
  );

  // Typing: read once the link has been still for a moment (and again for another market).
  useEffect(() => {
    const url = link.trim();
    if (isHttpUrl(url) && !looksComplete(url)) return;
    const timer = setTimeout(() => read(link), PRODUCT_READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [link, read]);

  useEffect(() => () => running.current?.controller.abort(), []);

  // What the seller sees belongs to the link in the field: a read of another link says nothing.
  const shown: PrefillStatus = status.state === 'done' || status.state === 'failed' ? (status.url === link.trim() ? status : { state: 'idle' }) : status;
  return { status: shown, read };
}
