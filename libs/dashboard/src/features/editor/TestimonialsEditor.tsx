import { EDITOR_TEXTS, MAX_TESTIMONIALS, newTestimonial, testimonialCategory, toRating, type Testimonial } from '@cod/contracts';
import { Button, Input, Label, Textarea, toast } from '@cod/ui';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useApi } from '../../api/api-context.js';
import { T } from '../../texts.js';
import { loadTestimonials } from './api/editor.js';
import { EditorSection } from './EditorSection.js';

/** Removes one entry unless it is the last one (spec 001 §5: the last option or testimonial stays). */
export function withoutEntry<X>(list: readonly X[], index: number): X[] {
  return list.length <= 1 ? [...list] : list.filter((_, i) => i !== index);
}

/**
 * Testimonials (spec 001 §2.5, §3, §5): add (placeholder name, place and text, rating 5, not verified),
 * edit, remove (never the last one); 'Napiši komentare' fills the list from GET /api/testimonials. Only a
 * comment the seller ticks as 'Verifikovan kupac' shows that label on the page.
 */
export function TestimonialsEditor({ list, onChange, productName, title, bullets }: { list: Testimonial[]; onChange: (next: Testimonial[]) => void; productName: string; title: string; bullets: string[] }) {
  const api = useApi();
  const generate = useMutation({
    // The short name when there is one: the call takes at most 120 characters, titles run longer.
    mutationFn: () => loadTestimonials(api, productName.trim().slice(0, 120) || 'proizvod', testimonialCategory(title, bullets)),
    onSuccess: ({ testimonials }) => {
      // Written by the copywriter: never a verified buyer, and no made-up purchase time.
      const written = testimonials.map<Testimonial>((t) => ({ name: t.name, location: '', text: t.comment, rating: 5, purchase_date: '', verified: false }));
      if (written.length) onChange(written.slice(0, MAX_TESTIMONIALS));
    },
    onError: () => toast({ variant: 'destructive', title: EDITOR_TEXTS.errorTitle, description: EDITOR_TEXTS.testimonialsFailed }),
  });
  const set = (i: number, patch: Partial<Testimonial>) => onChange(list.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <EditorSection
      title={T.editor.testimonialsTitle}
      description={T.editor.testimonialsHint}
      testId="testimonials-editor"
      actions={
        <Button type="button" variant="outline" size="sm" onClick={() => generate.mutate()} disabled={generate.isPending}>
          {generate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          {generate.isPending ? EDITOR_TEXTS.testimonialsLoading : T.editor.generateTestimonials}
        </Button>
      }
    >
      <ol className="grid gap-3">
        {list.map((t, i) => (
          <li key={i} className="grid gap-3 rounded-lg border bg-muted/30 p-3" data-testid="testimonial-row">
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem]">
              <div className="grid gap-1.5">
                <Label htmlFor={`t-name-${i}`}>{T.editor.testimonialName}</Label>
                <Input id={`t-name-${i}`} value={t.name} maxLength={80} onChange={(e) => set(i, { name: e.target.value })} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`t-location-${i}`}>{T.editor.testimonialLocation}</Label>
                <Input id={`t-location-${i}`} value={t.location} maxLength={80} onChange={(e) => set(i, { location: e.target.value })} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`t-rating-${i}`}>{T.editor.testimonialRating}</Label>
                <Input id={`t-rating-${i}`} type="number" min={1} max={5} step={1} value={t.rating} onChange={(e) => set(i, { rating: toRating(e.target.value) })} />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`t-text-${i}`}>{T.editor.testimonialText}</Label>
              <Textarea id={`t-text-${i}`} value={t.text} maxLength={1000} rows={2} onChange={(e) => set(i, { text: e.target.value })} />
            </div>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor={`t-date-${i}`}>{T.editor.testimonialDate}</Label>
                <Input id={`t-date-${i}`} value={t.purchase_date} maxLength={60} className="w-44" onChange={(e) => set(i, { purchase_date: e.target.value })} />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={t.verified} onChange={(e) => set(i, { verified: e.target.checked })} className="size-4 accent-primary" />
                {T.editor.testimonialVerified}
              </label>
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(withoutEntry(list, i))} disabled={list.length <= 1} aria-label={T.editor.removeTestimonial(i + 1)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...list, newTestimonial()])} disabled={list.length >= MAX_TESTIMONIALS}>
          <Plus aria-hidden="true" />
          {T.editor.addTestimonial}
        </Button>
      </div>
    </EditorSection>
  );
}
