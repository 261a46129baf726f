import { Input, Label } from '@cod/ui';
import type { DraftUpdate, EditorDraft } from '../editor-draft.js';
import { EditorSection } from '../EditorSection.js';
import { T } from '../../../texts.js';

const HEX6 = /^#[0-9a-fA-F]{6}$/;

function ColorField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  const valid = HEX6.test(value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input type="color" aria-label={label} value={valid ? value : '#000000'} onChange={(e) => onChange(e.target.value.toUpperCase())} className="h-9 w-12 cursor-pointer rounded-md border bg-white p-1" />
        <Input id={id} value={value} maxLength={7} onChange={(e) => onChange(e.target.value.trim())} aria-invalid={valid ? undefined : true} className="w-32 font-mono" />
      </div>
      {!valid && <p className="text-sm text-destructive">{T.editor.colorInvalid}</p>}
    </div>
  );
}

/** Colours of the page (palette primary and background). */
export function ColorsTab({ draft, update }: { draft: EditorDraft; update: DraftUpdate }) {
  return (
    <EditorSection title={T.editor.colorsTitle}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField id="editor-color-primary" label={T.editor.colorPrimary} value={draft.palette.primary} onChange={(primary) => update({ palette: { ...draft.palette, primary } })} />
        <ColorField id="editor-color-bg" label={T.editor.colorBg} value={draft.palette.bg} onChange={(bg) => update({ palette: { ...draft.palette, bg } })} />
      </div>
    </EditorSection>
  );
}
