import { EDIT_LIMITS, EXPERIMENT_NAME_MAX, parseImageList, resolveImageUrl, TEMPLATES, type WebsiteResponse } from '@cod/contracts';
import { Button, Input, Label, NativeSelect, Skeleton, cn, toast } from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, FlaskConical } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useApi } from '../../../api/api-context.js';
import { serverFieldErrors, serverMessage } from '../../../api/errors.js';
import { ImageWithFallback } from '../../../components/ImageWithFallback.js';
import { PendingButton } from '../../../components/PendingButton.js';
import { TextAreaField, TextField } from '../../../components/TextField.js';
import { T } from '../../../texts.js';
import { createExperiment, experimentsQuery, refreshAfterExperiment } from '../../analytics/api/analytics.js';
import { ExperimentCard } from '../../analytics/ExperimentCard.js';
import { abTestFormOf, abTestRequestOf, OFFER_KEYS, type AbTestErrors, type AbTestForm } from '../ab-test-form.js';
import { EditorSection } from '../EditorSection.js';

/** Where the editor shows the A/B test card: /edit/{id}#ab-test. */
export const AB_TEST_ANCHOR = 'ab-test';

const B = T.abTest;
const QTY = { single: 1, double: 2, triple: 3 } as const;

/** The form of a new test: its name, what B changes (only changed fields are sent), the split; the server's refusal under it. */
function NewTestForm({ site }: { site: WebsiteResponse }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AbTestForm>(() => abTestFormOf(site));
  const [errors, setErrors] = useState<AbTestErrors>({});
  const images = parseImageList(site.images);
  const symbol = site.currencySymbol || site.currency || 'RSD';
  const set = (patch: Partial<AbTestForm>, ...cleared: (keyof AbTestErrors)[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e, form: undefined };
      for (const k of cleared) next[k] = undefined;
      return next;
    });
  };
  const create = useMutation({
    mutationFn: (body: ReturnType<typeof abTestRequestOf>['body']) => createExperiment(api, site.id, body),
    onSuccess: () => {
      toast({ title: B.started });
      setForm(abTestFormOf(site));
      void refreshAfterExperiment(queryClient, site.id);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors({
        name: fields.name,
        split: fields.split,
        // The server's own words under the form (409: a test already runs; 400: what it refused).
        form: serverMessage(error) ?? B.failed,
      });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, errors: found } = abTestRequestOf(form, site);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(body);
  }

  const splitText = Number.isFinite(form.split) ? String(form.split) : '';
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="ab-form">
      <p className="text-sm text-muted-foreground">{B.intro}</p>
      <TextField
        id="ab-name"
        label={B.name}
        placeholder={B.namePlaceholder}
        maxLength={EXPERIMENT_NAME_MAX}
        value={form.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value }, 'name')}
        data-testid="ab-name"
      />

      <fieldset className="grid gap-4 rounded-lg border p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold">{B.variantTitle}</legend>
        <p className="-mt-2 text-xs text-muted-foreground">{B.variantText}</p>
        <TextField id="ab-title" label={B.fieldTitle} maxLength={EDIT_LIMITS.title} value={form.title} onChange={(e) => set({ title: e.target.value })} data-testid="ab-title" />
        <TextAreaField id="ab-hook" label={B.fieldHook} rows={3} maxLength={EDIT_LIMITS.hook} value={form.hook} onChange={(e) => set({ hook: e.target.value })} data-testid="ab-hook" />

        {images.length > 1 && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{B.mainImage}</legend>
            <p className="-mt-1 text-xs text-muted-foreground">{B.mainImageHint}</p>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {images.map((src, i) => (
                <label
                  key={src}
                  className={cn(
                    'relative block aspect-square cursor-pointer overflow-hidden rounded-lg border-2 bg-muted focus-within:ring-2 focus-within:ring-ring',
                    form.mainImage === i ? 'border-primary' : 'border-transparent',
                  )}
                >
                  <input
                    type="radio"
                    name="ab-main-image"
                    className="sr-only"
                    checked={form.mainImage === i}
                    onChange={() => set({ mainImage: i })}
                    aria-label={i === 0 ? `${B.image(i + 1)} (${B.currentMain})` : B.image(i + 1)}
                    data-testid={`ab-main-image-${i}`}
                  />
                  <ImageWithFallback src={resolveImageUrl(src)} alt="" className="absolute inset-0 size-full object-cover" compact />
                  {i === 0 && <span className="absolute bottom-1 left-1 rounded bg-white/90 px-1.5 text-[10px] font-medium">{B.currentMain}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className="grid gap-1.5">
          <Label htmlFor="ab-template">{B.template}</Label>
          <NativeSelect id="ab-template" value={form.templateName} onChange={(e) => set({ templateName: e.target.value })} data-testid="ab-template">
            {TEMPLATES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>

        <div className="grid gap-3 sm:grid-cols-3">
          {OFFER_KEYS.map((k) => (
            <TextField
              key={k}
              id={`ab-price-${k}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              label={B.price(QTY[k], symbol)}
              value={form.prices[k]}
              error={errors[k]}
              onChange={(e) => set({ prices: { ...form.prices, [k]: e.target.value } }, k)}
              data-testid={`ab-price-${k}`}
            />
          ))}
        </div>
        <TextField
          id="ab-original-price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          label={B.originalPrice(symbol)}
          hint={B.originalPriceHint}
          value={form.originalPrice}
          error={errors.originalPrice}
          onChange={(e) => set({ originalPrice: e.target.value }, 'originalPrice')}
          data-testid="ab-original-price"
        />
      </fieldset>

      <div className="grid gap-1.5">
        <Label htmlFor="ab-split">{B.split}</Label>
        <div className="flex items-center gap-3">
          <input
            type="range"
            min={1}
            max={99}
            step={1}
            value={Number.isFinite(form.split) ? form.split : 50}
            onChange={(e) => set({ split: Number(e.target.value) }, 'split')}
            aria-label={B.splitRange}
            className="min-w-0 flex-1 accent-primary"
            data-testid="ab-split-range"
          />
          <Input
            id="ab-split"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            className="w-20"
            value={splitText}
            aria-invalid={errors.split ? true : undefined}
            aria-describedby={errors.split ? 'ab-split-error' : 'ab-split-hint'}
            onChange={(e) => set({ split: e.target.value === '' ? NaN : Number(e.target.value) }, 'split')}
            data-testid="ab-split"
          />
        </div>
        {errors.split ? (
          <p id="ab-split-error" className="text-sm text-destructive">
            {errors.split}
          </p>
        ) : (
          <p id="ab-split-hint" className="text-xs text-muted-foreground">
            {B.splitHint}
          </p>
        )}
      </div>

      {errors.form && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="ab-error">
          {errors.form}
        </p>
      )}
      <div>
        <PendingButton type="submit" pending={create.isPending} pendingText={B.submitting} icon={<FlaskConical aria-hidden="true" />} data-testid="ab-submit">
          {B.submit}
        </PendingButton>
      </div>
    </form>
  );
}

/**
 * 'A/B test' (every template): variant B of the saved site. While a test runs the tab shows it (with its
 * stop and a link to the site's analytics) instead of the form: a site has one running test at a time.
 */
export function AbTestTab({ site }: { site: WebsiteResponse }) {
  const api = useApi();
  const experiments = useQuery(experimentsQuery(api, String(site.id)));
  const running = experiments.data?.find((e) => e.status === 'running');
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === `#${AB_TEST_ANCHOR}`);
  useEffect(() => {
    if (hash === `#${AB_TEST_ANCHOR}`) setOpen(true);
  }, [hash]);
  const analyticsLink = (
    <Button asChild variant="outline" size="sm">
      <Link to={`/analytics/${site.id}`} data-testid="ab-analytics-link">
        <BarChart3 aria-hidden="true" />
        {B.openAnalytics}
      </Link>
    </Button>
  );
  if (experiments.isPending) {
    return (
      <EditorSection title={B.title} testId="ab-test">
        <Skeleton className="h-40" />
      </EditorSection>
    );
  }
  if (running) {
    return (
      <EditorSection title={B.runningTitle} description={B.runningText} actions={analyticsLink} testId="ab-running">
        <ExperimentCard experiment={running} headingLevel="h4" plain />
      </EditorSection>
    );
  }
  return (
    <EditorSection title={B.title} actions={analyticsLink} testId="ab-test">
      {experiments.isError && (
        <p className="text-sm text-muted-foreground" role="status">
          {serverMessage(experiments.error) ?? B.loadFailed}
        </p>
      )}
      {/* Closed until asked for (or opened at /edit/{id}#ab-test): its fields stay out of the editor's own. */}
      {open ? (
        <NewTestForm site={site} />
      ) : (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">{B.closedText}</p>
          <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="ab-open">
            <FlaskConical aria-hidden="true" />
            {B.open}
          </Button>
        </div>
      )}
    </EditorSection>
  );
}
