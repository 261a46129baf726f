import { formatMoney, resolveImageUrl, type WebsiteResponse } from '@cod/contracts';
import { Button, cn } from '@cod/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2, Monitor, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../api/api-context.js';
import { ImageWithFallback } from '../../components/ImageWithFallback.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { T } from '../../texts.js';
import { previewHtml } from './api/editor.js';
import { saveBodyOf, shownPrices, type EditorDraft } from './editor-draft.js';

/** Wide screens get the real page; narrow ones the small card (spec 001 §2.5). */
const WIDE_QUERY = '(min-width: 1280px)';
const DEVICES = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof DEVICES;
const FRAME_HEIGHT = 860;

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The width of an element, kept up to date. */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The page's own paths (/uploads/…, /assets/…) point at the API server when the console is not served
 * by it (the desktop): a <base> first in <head>. Unchanged on the web (same origin).
 */
export function withServerBase(html: string, baseUrl: string): string {
  if (!baseUrl) return html;
  const tag = `<base href="${baseUrl.replace(/"/g, '%22')}/">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  return head ? `${html.slice(0, head.index + head[0].length)}${tag}${html.slice(head.index + head[0].length)}` : `${tag}${html}`;
}

/** The right column: the live preview of the unsaved form. */
export function LivePreview({ site, draft }: { site: WebsiteResponse; draft: EditorDraft }) {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <aside aria-label={T.editor.previewTitle} className="min-w-0 xl:sticky xl:top-4 xl:self-start">
      {wide ? <PagePreview site={site} draft={draft} /> : <PreviewCard site={site} draft={draft} />}
    </aside>
  );
}

/**
 * The real page: the server renders the unsaved form with the visitor's renderer and template
 * (POST …/preview), shown in a sandboxed frame (its own scripts run; no storage, no cookies, no orders).
 */
function PagePreview({ site, draft }: { site: WebsiteResponse; draft: EditorDraft }) {
  const api = useApi();
  const [device, setDevice] = useState<Device>('phone');
  const body = JSON.stringify(saveBodyOf(draft, site));
  const settled = useDebouncedValue(body, 400);
  const preview = useQuery({
    queryKey: ['website-preview', site.id, settled],
    queryFn: ({ signal }) => previewHtml(api, site.id, JSON.parse(settled), signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
    retry: false,
  });
  const [box, boxWidth] = useWidth<HTMLDivElement>();
  const frameWidth = DEVICES[device];
  const scale = boxWidth ? Math.min(1, boxWidth / frameWidth) : 1;
  const updating = preview.isFetching || body !== settled;

  return (
    <div className="rounded-xl border bg-card p-3 shadow-sm" data-testid="live-preview">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          {T.editor.previewTitle}
          {updating && (
            <span className="inline-flex items-center gap-1 text-xs font-normal text-muted-foreground" role="status">
              <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
              {T.editor.previewUpdating}
            </span>
          )}
        </h2>
        <div className="inline-flex gap-1" role="group" aria-label={T.editor.previewTitle}>
          {(['phone', 'desktop'] as const).map((d) => (
            <Button key={d} type="button" size="sm" variant={device === d ? 'default' : 'outline'} aria-pressed={device === d} onClick={() => setDevice(d)} data-testid={`preview-${d}`}>
              {d === 'phone' ? <Smartphone aria-hidden="true" /> : <Monitor aria-hidden="true" />}
              {d === 'phone' ? T.editor.previewPhone : T.editor.previewDesktop}
            </Button>
          ))}
        </div>
      </div>
      <div ref={box} className="relative overflow-hidden rounded-lg border bg-muted" style={{ height: FRAME_HEIGHT * scale }}>
        {preview.data !== undefined ? (
          <iframe
            title={T.editor.previewFrame}
            data-testid="preview-frame"
            sandbox="allow-scripts"
            srcDoc={withServerBase(preview.data, api.baseUrl)}
            className={cn('absolute left-1/2 top-0 origin-top border-0 bg-white transition-opacity', updating && 'opacity-80')}
            style={{ width: frameWidth, height: FRAME_HEIGHT, transform: `translateX(-50%) scale(${scale})` }}
          />
        ) : preview.isError ? (
          <p className="p-6 text-center text-sm text-muted-foreground">{T.editor.previewFailed}</p>
        ) : (
          <div className="flex h-full items-center justify-center">
            <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
          </div>
        )}
      </div>
    </div>
  );
}

/** The small card of the spec: image, title, hook, three bullets, prices, an order button only in customer mode. */
export function PreviewCard({ site, draft }: { site: WebsiteResponse; draft: EditorDraft }) {
  const currency = site.currency || 'RSD';
  const symbol = site.currencySymbol || currency;
  const { current: first, original } = shownPrices(draft, site);
  const old = original ?? 0;
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="preview-card" style={{ background: draft.palette.bg }}>
      <div className="relative aspect-[4/3] bg-muted">
        <ImageWithFallback src={resolveImageUrl(draft.images[0], `${draft.title} ${draft.hook}`)} alt={draft.title} className="absolute inset-0 size-full object-cover" />
      </div>
      <div className="grid gap-3 p-4">
        <h2 className="text-xl font-bold leading-tight" data-testid="preview-title">{draft.title}</h2>
        {draft.hook && <p className="text-sm text-gray-700">{draft.hook}</p>}
        <ul className="grid gap-1 text-sm">
          {draft.bullets.filter((b) => b.trim()).slice(0, 3).map((b, i) => (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true" style={{ color: draft.palette.primary }}>✓</span>
              {b}
            </li>
          ))}
        </ul>
        <p className="flex items-baseline gap-2">
          <strong className="text-2xl" style={{ color: draft.palette.primary }} data-testid="preview-price">
            {formatMoney(first, currency)} {symbol}
          </strong>
          {old > first && <s className="text-sm text-gray-500">{formatMoney(old, currency)} {symbol}</s>}
        </p>
        {draft.previewMode === 'customer' && (
          <span className="inline-flex h-11 items-center justify-center rounded-lg text-sm font-bold text-white" style={{ background: draft.palette.primary }} data-testid="preview-order">
            {T.editor.orderNow}
          </span>
        )}
      </div>
    </div>
  );
}
