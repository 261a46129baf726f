import { TextAreaField, TextField } from '../../../components/TextField.js';
import { T } from '../../../texts.js';
import type { DraftUpdate, AdvertorialTextField, EditorDraft } from '../editor-draft.js';
import { EditorSection } from '../EditorSection.js';

const LONG: AdvertorialTextField[] = ['adviceText', 'benefit1Description', 'benefit2Description', 'benefit3Description'];

const LABELS: Record<AdvertorialTextField, string> = {
  adviceTitle: T.editor.adviceTitle,
  adviceText: T.editor.adviceText,
  storyTitle: T.editor.storyTitle,
  storySubtitle: T.editor.storySubtitle,
  ctaButtonText: T.editor.ctaButtonText,
  newBadge: T.editor.newBadge,
  benefit1Title: T.editor.benefitTitle(1),
  benefit1Description: T.editor.benefitDescription(1),
  benefit2Title: T.editor.benefitTitle(2),
  benefit2Description: T.editor.benefitDescription(2),
  benefit3Title: T.editor.benefitTitle(3),
  benefit3Description: T.editor.benefitDescription(3),
};

/** The Advertorial Template's own texts (editableContent) and which of its three reviews show. */
export function AdvertorialTab({ draft, update }: { draft: EditorDraft; update: DraftUpdate }) {
  const set = (field: AdvertorialTextField, value: string) => update((d) => ({ advertorial: { ...d.advertorial, [field]: value } }));
  return (
    <>
      <EditorSection title={T.editor.advertorialTitle}>
        {(Object.keys(LABELS) as AdvertorialTextField[]).map((field) =>
          LONG.includes(field) ? (
            <TextAreaField key={field} id={`editor-${field}`} label={LABELS[field]} rows={3} maxLength={2000} value={draft.advertorial[field]} onChange={(e) => set(field, e.target.value)} />
          ) : (
            <TextField key={field} id={`editor-${field}`} label={LABELS[field]} maxLength={200} value={draft.advertorial[field]} onChange={(e) => set(field, e.target.value)} />
          ),
        )}
      </EditorSection>
      <EditorSection title={T.editor.reviewsTitle}>
        <div className="flex flex-wrap gap-4 text-sm">
          {draft.enabledTestimonials.map((on, i) => (
            <label key={i} className="flex items-center gap-2">
              <input type="checkbox" checked={on} onChange={(e) => update((d) => ({ enabledTestimonials: d.enabledTestimonials.map((x, j) => (j === i ? e.target.checked : x)) }))} className="size-4 accent-primary" />
              {T.editor.reviewVisible(i + 1)}
            </label>
          ))}
        </div>
      </EditorSection>
    </>
  );
}
