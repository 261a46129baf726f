import { GENERATED_LIMITS, type FaqItem, type WebsiteResponse } from '@cod/contracts';
import { Input, Label, Textarea } from '@cod/ui';
import { TextAreaField, TextField } from '../../../components/TextField.js';
import { T } from '../../../texts.js';
import type { DraftUpdate, EditorDraft } from '../editor-draft.js';
import { EditorSection } from '../EditorSection.js';
import { RewriteButton } from '../RewriteButton.js';
import { TestimonialsEditor } from '../TestimonialsEditor.js';

const asText = (v: unknown) => (typeof v === 'string' ? v : '');
const asList = (v: unknown) => (Array.isArray(v) ? v.map(asText) : []);
const asFaq = (v: unknown): FaqItem[] => (Array.isArray(v) ? v.map((f) => ({ q: asText(f?.q), a: asText(f?.a) })) : []);

/** Texts of the page: title, hook, bullets, description, FAQ, SEO; testimonials. 'Prepiši' next to the generated ones. */
export function ContentTab({ site, draft, update }: { site: WebsiteResponse; draft: EditorDraft; update: DraftUpdate }) {
  const setBullet = (i: number, value: string) => update((d) => ({ bullets: d.bullets.map((b, j) => (j === i ? value : b)) }));
  const setFaq = (i: number, patch: Partial<FaqItem>) => update((d) => ({ faq: d.faq.map((f, j) => (j === i ? { ...f, ...patch } : f)) }));
  const bullets = draft.bullets.length ? draft.bullets : Array.from({ length: GENERATED_LIMITS.bullets }, () => '');
  const faq = draft.faq.length ? draft.faq : Array.from({ length: GENERATED_LIMITS.faq }, () => ({ q: '', a: '' }));
  return (
    <>
      <EditorSection title={T.editor.fieldTitle}>
        <div className="flex items-end gap-2">
          <TextField id="editor-title" fieldClassName="flex-1" label={T.editor.fieldTitle} value={draft.title} maxLength={300} onChange={(e) => update({ title: e.target.value })} />
          <RewriteButton siteId={site.id} field="title" label={T.editor.fieldTitle} onValue={(v) => update({ title: asText(v) })} />
        </div>
        <TextField id="editor-short-name" label={T.editor.fieldShortName} value={draft.shortName} maxLength={120} onChange={(e) => update({ shortName: e.target.value })} />
        <div className="flex items-end gap-2">
          <TextAreaField id="editor-hook" fieldClassName="flex-1" label={T.editor.fieldHook} rows={2} value={draft.hook} maxLength={1000} onChange={(e) => update({ hook: e.target.value })} />
          <RewriteButton siteId={site.id} field="hook" label={T.editor.fieldHook} onValue={(v) => update({ hook: asText(v) })} />
        </div>
      </EditorSection>

      <EditorSection title={T.editor.fieldBullets} actions={<RewriteButton siteId={site.id} field="bullets" label={T.editor.fieldBullets} onValue={(v) => update({ bullets: asList(v) })} />}>
        {bullets.map((b, i) => (
          <div key={i} className="grid gap-1.5">
            <Label htmlFor={`editor-bullet-${i}`}>{T.editor.bullet(i + 1)}</Label>
            <Input id={`editor-bullet-${i}`} value={b} maxLength={400} onChange={(e) => (draft.bullets.length ? setBullet(i, e.target.value) : update({ bullets: bullets.map((x, j) => (j === i ? e.target.value : x)) }))} />
          </div>
        ))}
      </EditorSection>

      <EditorSection title={T.editor.fieldLongDescription}>
        <Textarea id="editor-long-description" aria-label={T.editor.fieldLongDescription} rows={8} value={draft.longDescription} maxLength={20_000} onChange={(e) => update({ longDescription: e.target.value })} />
      </EditorSection>

      <EditorSection title={T.editor.fieldFaq} actions={<RewriteButton siteId={site.id} field="faq" label={T.editor.fieldFaq} onValue={(v) => update({ faq: asFaq(v) })} />}>
        {faq.map((f, i) => (
          <div key={i} className="grid gap-2 rounded-lg border bg-muted/30 p-3">
            <TextField id={`editor-faq-q-${i}`} label={T.editor.question(i + 1)} value={f.q} maxLength={300} onChange={(e) => (draft.faq.length ? setFaq(i, { q: e.target.value }) : update({ faq: faq.map((x, j) => (j === i ? { ...x, q: e.target.value } : x)) }))} />
            <TextAreaField id={`editor-faq-a-${i}`} label={T.editor.answer(i + 1)} rows={2} value={f.a} maxLength={2000} onChange={(e) => (draft.faq.length ? setFaq(i, { a: e.target.value }) : update({ faq: faq.map((x, j) => (j === i ? { ...x, a: e.target.value } : x)) }))} />
          </div>
        ))}
      </EditorSection>

      <EditorSection title="SEO">
        <TextField id="editor-seo-title" label={`${T.editor.fieldSeoTitle} (${draft.seoTitle.length}/${GENERATED_LIMITS.seoTitle})`} value={draft.seoTitle} maxLength={GENERATED_LIMITS.seoTitle} onChange={(e) => update({ seoTitle: e.target.value })} />
        <TextAreaField id="editor-seo-description" label={`${T.editor.fieldSeoDescription} (${draft.seoDescription.length}/${GENERATED_LIMITS.seoDescription})`} rows={2} value={draft.seoDescription} maxLength={GENERATED_LIMITS.seoDescription} onChange={(e) => update({ seoDescription: e.target.value })} />
      </EditorSection>

      <TestimonialsEditor list={draft.testimonials} onChange={(testimonials) => update({ testimonials })} productName={draft.shortName || draft.title} title={draft.title} bullets={draft.bullets} />
    </>
  );
}
