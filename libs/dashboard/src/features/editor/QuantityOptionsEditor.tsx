import {
  discountPercent,
  MAX_QUANTITY_OPTIONS,
  newQuantityOption,
  quantityBadge,
  roundMoney,
  toDiscount,
  toPrice,
  toQty,
  type QuantityOption,
} from '@cod/contracts';
import { Badge, Button, Input, Label } from '@cod/ui';
import { Plus, Trash2 } from 'lucide-react';
import { T } from '../../texts.js';
import { EditorSection } from './EditorSection.js';
import { withoutEntry } from './TestimonialsEditor.js';

function NumberField({ id, label, value, step, onChange }: { id: string; label: string; value: number; step: number; onChange: (raw: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs">{label}</Label>
      <Input id={id} type="number" inputMode="decimal" min={0} step={step} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** An option whose 'Popust (%)' is the one its prices give (the contracts' discountPercent, as the page computes it). */
export function withPriceDiscount(o: QuantityOption): QuantityOption {
  const discount = discountPercent(o.price, o.originalPrice);
  return o.discount === discount ? o : { ...o, discount };
}

/**
 * The price a typed discount gives: the original price less that percent, rounded to money — whole
 * dinars when the currency is known to be whole (or, without a currency, when both prices are whole and
 * a whole price keeps the typed percent), else cents. The discount is then recomputed from the prices,
 * so the three fields never disagree.
 */
export function priceForDiscount(o: Pick<QuantityOption, 'price' | 'originalPrice'>, percent: number, currency?: string): number {
  const d = Math.min(99, Math.max(0, percent));
  const exact = o.originalPrice * (1 - d / 100);
  if (currency) return roundMoney(exact, currency);
  const whole = Math.round(exact);
  if (Number.isInteger(o.price) && Number.isInteger(o.originalPrice) && discountPercent(whole, o.originalPrice) === d) return whole;
  return Math.round(exact * 100) / 100;
}

/** A typed change to one option: prices keep their discount in step; a typed discount sets the price from the original price. */
export function applyOptionChange(o: QuantityOption, patch: Partial<QuantityOption>, currency?: string): QuantityOption {
  if (patch.discount !== undefined && o.originalPrice > 0) {
    return withPriceDiscount({ ...o, ...patch, price: priceForDiscount(o, patch.discount, currency) });
  }
  // No original price: there is nothing to take a discount from (it stays 0).
  return withPriceDiscount({ ...o, ...patch });
}

/**
 * Quantity options (spec 001 §2.5, §3, §5): add (qty count+1, 2990/4990, 40 %, '{n} komada'), edit,
 * remove (never the last); the first three become the 1/2/3-piece offers with their badge.
 */
export function QuantityOptionsEditor({
  options,
  onChange,
  currency,
}: {
  options: QuantityOption[];
  onChange: (next: QuantityOption[]) => void;
  /** The site's currency: a price set from a typed discount is rounded to its money (whole dinars). */
  currency?: string;
}) {
  // Every change sends every option with its discount following its prices (an older save's stale
  // percent included), so what is saved never disagrees with itself.
  const emit = (next: QuantityOption[]) => onChange(next.map(withPriceDiscount));
  const set = (i: number, patch: Partial<QuantityOption>) => emit(options.map((o, j) => (j === i ? applyOptionChange(o, patch, currency) : o)));
  return (
    <EditorSection title={T.editor.quantityTitle} description={T.editor.quantityHint} testId="quantity-editor">
      <ol className="grid gap-3">
        {options.map((o, i) => {
          const badge = quantityBadge(o);
          return (
            <li key={i} className="grid gap-3 rounded-lg border bg-muted/30 p-3" data-testid="quantity-row">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{T.editor.option(i + 1)}</span>
                <div className="flex items-center gap-2">
                  {badge && i < 3 && <Badge variant="blue" data-testid="quantity-badge">{badge}</Badge>}
                  <Button type="button" variant="ghost" size="sm" onClick={() => emit(withoutEntry(options, i))} disabled={options.length <= 1} aria-label={T.editor.removeOption(i + 1)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <NumberField id={`q-qty-${i}`} label={T.editor.optionQty} value={o.qty} step={1} onChange={(v) => set(i, { qty: toQty(v) })} />
                <NumberField id={`q-price-${i}`} label={T.editor.optionPrice} value={o.price} step={10} onChange={(v) => set(i, { price: toPrice(v) })} />
                <NumberField id={`q-original-${i}`} label={T.editor.optionOriginalPrice} value={o.originalPrice} step={10} onChange={(v) => set(i, { originalPrice: toPrice(v) })} />
                <NumberField id={`q-discount-${i}`} label={T.editor.optionDiscount} value={o.discount} step={1} onChange={(v) => set(i, { discount: toDiscount(v) })} />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="grid gap-1.5">
                  <Label htmlFor={`q-label-${i}`} className="text-xs">{T.editor.optionLabel}</Label>
                  <Input id={`q-label-${i}`} value={o.label} maxLength={60} onChange={(e) => set(i, { label: e.target.value })} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`q-note-${i}`} className="text-xs">{T.editor.optionNote}</Label>
                  <Input id={`q-note-${i}`} value={o.note ?? ''} maxLength={200} onChange={(e) => set(i, { note: e.target.value || undefined })} />
                </div>
              </div>
              <div className="flex flex-wrap gap-4 text-sm">
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={o.popular} onChange={(e) => set(i, { popular: e.target.checked })} className="size-4 accent-primary" />
                  {T.editor.optionPopular}
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={o.bestValue} onChange={(e) => set(i, { bestValue: e.target.checked })} className="size-4 accent-primary" />
                  {T.editor.optionBestValue}
                </label>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => emit([...options, newQuantityOption(options.length)])} disabled={options.length >= MAX_QUANTITY_OPTIONS}>
          <Plus aria-hidden="true" />
          {T.editor.addOption}
        </Button>
      </div>
    </EditorSection>
  );
}
