import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { PRODUCT_READ_TEXTS } from './product-read-texts.js';
import type { PrefillStatus } from './use-product-prefill.js';

/**
 * Under the product link: 'Učitavam proizvod…' while the page is read, then what came of it (filled in,
 * prices converted, or the Serbian warning when the page could not be read, to fill the form by hand).
 * One live region, so a screen reader hears each change.
 */
export function ProductReadStatus({ status }: { status: PrefillStatus }) {
  return (
    <div aria-live="polite" data-testid="product-read-status" data-state={status.state}>
      {status.state === 'loading' && (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground" data-testid="product-read-loading">
          <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
          {PRODUCT_READ_TEXTS.loading}
        </p>
      )}
      {(status.state === 'done' || status.state === 'failed') && status.warning && (
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50/70 px-3 py-2 text-sm text-amber-900" data-testid="product-read-warning">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <span>{status.warning}</span>
        </p>
      )}
      {status.state === 'done' && !status.warning && (
        <p className="mt-2 flex items-start gap-2 text-sm text-emerald-800" data-testid="product-read-done">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <span>
            {PRODUCT_READ_TEXTS.filled}
            {status.note ? ` ${status.note}` : ''}
          </span>
        </p>
      )}
      {status.state === 'done' && status.warning && status.note && <p className="mt-1 text-xs text-muted-foreground">{status.note}</p>}
    </div>
  );
}
