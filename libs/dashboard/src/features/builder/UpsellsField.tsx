import { formatMoney, MAX_UPSELL_LINKS, upsellLinkProblems } from '@cod/contracts';
import { Badge, Button } from '@cod/ui';
import { Link2, Plus, Sparkles, Trash2 } from 'lucide-react';
import { TextField } from '../../components/TextField.js';
import { useFormFields } from '../../lib/use-form-fields.js';
import { T } from '../../texts.js';
import { parseAmount, type UpsellEntry } from './builder-state.js';
import { CountedLegend } from './CountedLegend.js';

const EMPTY: UpsellEntry = { url: '', title: '', price: '', sku: '', image: '' };

interface UpsellsFieldProps {
  upsells: UpsellEntry[];
  onAdd: (upsell: UpsellEntry) => void;
  onRemove: (index: number) => void;
  currency: string;
  symbol: string;
  error?: string;
  disabled?: boolean;
}

type DraftErrors = Partial<Record<keyof UpsellEntry, string>>;

/** The create schema's checks of one upsell link, field by field, before it joins the list. */
const draftErrors = (draft: UpsellEntry): DraftErrors =>
  upsellLinkProblems({ url: draft.url.trim(), title: draft.title.trim(), price: parseAmount(draft.price), sku: draft.sku.trim(), image: draft.image.trim() });

/**
 * Upsell list (spec 000 §2 step 3): URL required; title, price, SKU, image optional (the AI fills
 * blanks); the add button is disabled while the URL is empty or MAX_UPSELL_LINKS are added.
 */
export function UpsellsField({ upsells, onAdd, onRemove, currency, symbol, error, disabled }: UpsellsFieldProps) {
  const { values: draft, errors, setErrors, change, reset } = useFormFields<UpsellEntry>(EMPTY);
  const full = upsells.length >= MAX_UPSELL_LINKS;
  const canAdd = !disabled && !full && draft.url.trim() !== '';

  function add() {
    if (!canAdd) return;
    const problems = draftErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    onAdd({ ...draft, url: draft.url.trim() });
    reset();
  }

  const field = (name: keyof UpsellEntry, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`builder-upsell-${name}`}
      label={label}
      value={draft[name]}
      error={errors[name]}
      disabled={disabled}
      fieldClassName="content-start"
      onChange={(e) => change(name, e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          add();
        }
      }}
      {...extra}
    />
  );

  return (
    <fieldset id="builder-upsells" tabIndex={-1} className="grid grid-cols-1 min-w-0 gap-3 outline-none" data-testid="builder-upsells">
      <CountedLegend
        title={T.builder.upsellsTitle}
        count={upsells.length}
        max={MAX_UPSELL_LINKS}
        text={T.builder.upsellsText}
        countTestId="builder-upsell-count"
      />

      {upsells.length > 0 && (
        <ol aria-label={T.builder.upsellsLabel} className="grid grid-cols-1 gap-2">
          {upsells.map((u, i) => {
            const price = parseAmount(u.price);
            return (
              <li key={`${u.url}-${i}`} data-testid="builder-upsell" className="flex items-start gap-3 rounded-lg border bg-white p-3">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-bold text-primary">{i + 1}</span>
                <div className="grid grid-cols-1 min-w-0 flex-1 gap-1 text-sm">
                  <p className="truncate font-medium" title={u.url}>
                    {u.title.trim() || u.url}
                  </p>
                  {u.title.trim() && <p className="truncate text-xs text-muted-foreground">{u.url}</p>}
                  <div className="flex flex-wrap gap-1.5">
                    {price !== undefined && (
                      <Badge variant="blue">
                        {formatMoney(price, currency)} {symbol}
                      </Badge>
                    )}
                    {u.sku.trim() && <Badge variant="outline">SKU {u.sku.trim()}</Badge>}
                    {(!u.title.trim() || price === undefined || !u.sku.trim() || !u.image.trim()) && (
                      <Badge variant="secondary">
                        <Sparkles aria-hidden="true" />
                        {T.builder.upsellAiFills}
                      </Badge>
                    )}
                  </div>
                </div>
                <Button type="button" variant="ghost" size="icon-sm" onClick={() => onRemove(i)} disabled={disabled} aria-label={T.builder.removeUpsell(i + 1)} className="shrink-0 hover:bg-red-50 hover:text-destructive">
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}

      <div className="grid grid-cols-1 gap-3 rounded-lg border border-dashed bg-muted/30 p-3 sm:p-4">
        {field('url', T.builder.upsellUrl, { type: 'url', inputMode: 'url', placeholder: 'https://…' })}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {field('title', T.builder.upsellTitle)}
          {field('price', T.builder.upsellPrice(symbol), { type: 'number', inputMode: 'decimal', min: 0, step: 'any' })}
          {field('sku', T.builder.upsellSku)}
          {field('image', T.builder.upsellImage, { type: 'url', inputMode: 'url', placeholder: 'https://…' })}
        </div>
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <Sparkles className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
          {T.builder.upsellsAiNote}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={add} disabled={!canAdd} data-testid="builder-add-upsell">
            {full ? <Link2 aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {T.builder.addUpsell}
          </Button>
          {full && (
            <p className="text-sm text-muted-foreground" role="status">
              {T.builder.upsellLimit(MAX_UPSELL_LINKS)}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p className="text-sm text-destructive" data-testid="builder-upsells-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
