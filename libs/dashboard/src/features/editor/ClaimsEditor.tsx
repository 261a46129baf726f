import { Button, Input, Label } from '@cod/ui';
import { T } from '../../texts.js';
import type { DraftUpdate, EditorDraft } from './editor-draft.js';
import { EditorSection } from './EditorSection.js';

/**
 * What the page may claim beyond the product copy, each only as the seller sets it: the offer's end (the only
 * countdown), the stock line, the real counters and their threshold, the Sales banner's quality badge.
 */
export function ClaimsEditor({ draft, update, salesBanner }: { draft: EditorDraft; update: DraftUpdate; salesBanner: boolean }) {
  const u = draft.urgency;
  const set = (patch: Partial<EditorDraft['urgency']>) => update((d) => ({ urgency: { ...d.urgency, ...patch } }));
  return (
    <EditorSection title={T.editor.claimsTitle} description={T.editor.claimsHint} testId="claims-editor">
      <div className="grid gap-1.5">
        <Label htmlFor="editor-ends-at">{T.editor.endsAt}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <Input id="editor-ends-at" type="datetime-local" value={u.endsAt} className="w-60" onChange={(e) => set({ endsAt: e.target.value })} />
          {u.endsAt ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => set({ endsAt: '' })}>
              {T.editor.endsAtClear}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{T.editor.endsAtHint}</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="editor-stock">{T.editor.stockText}</Label>
        <Input id="editor-stock" value={u.stockText} maxLength={300} onChange={(e) => set({ stockText: e.target.value })} />
        <p className="text-xs text-muted-foreground">{T.editor.stockHint}</p>
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={u.proofOn} onChange={(e) => set({ proofOn: e.target.checked })} className="size-4 accent-primary" data-testid="editor-proof-on" />
          {T.editor.proofOn}
        </label>
        <div className="grid gap-1.5">
          <Label htmlFor="editor-proof-min">{T.editor.proofMinimum}</Label>
          <Input
            id="editor-proof-min"
            type="number"
            min={1}
            max={10000}
            step={1}
            value={u.proofMinimum}
            disabled={!u.proofOn}
            className="w-28"
            onChange={(e) => set({ proofMinimum: Math.min(10_000, Math.max(1, Math.round(Number(e.target.value)) || 1)) })}
          />
        </div>
        <p className="basis-full text-xs text-muted-foreground">{T.editor.proofHint}</p>
      </div>
      {salesBanner ? (
        <div className="grid gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.qualityBadge} onChange={(e) => update({ qualityBadge: e.target.checked })} className="size-4 accent-primary" data-testid="editor-quality-badge" />
            {T.editor.qualityBadge}
          </label>
          <p className="text-xs text-muted-foreground">{T.editor.qualityBadgeHint}</p>
        </div>
      ) : null}
    </EditorSection>
  );
}
