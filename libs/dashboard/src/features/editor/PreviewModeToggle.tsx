import type { PreviewMode } from '@cod/contracts';
import { cn } from '@cod/ui';
import { T } from '../../texts.js';

/** previewMode (spec 001 §4): client (for editing) or customer (the sales page); saved with the site. */
export function PreviewModeToggle({ value, onChange }: { value: PreviewMode; onChange: (mode: PreviewMode) => void }) {
  const options: { mode: PreviewMode; label: string }[] = [
    { mode: 'client', label: T.editor.modeClient },
    { mode: 'customer', label: T.editor.modeCustomer },
  ];
  return (
    <div role="radiogroup" aria-label={T.editor.modeLabel} className="inline-flex rounded-lg border bg-muted p-0.5" data-testid="preview-mode">
      {options.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          role="radio"
          aria-checked={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === mode ? 'bg-white text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
