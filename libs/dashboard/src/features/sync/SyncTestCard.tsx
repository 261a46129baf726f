import { syncTestCreateSchema, validate, type FieldErrors, type SyncTestCreateRequest, type SyncTestCreateResponse } from '@cod/contracts';
import { Badge, Card, CardContent, cn, toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, FlaskConical, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextAreaField, TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { refreshAfterWebsiteCreated } from '../client/api/dashboard.js';
import { syncTestCreate } from './api/sync.js';

const BRIEF_FIELDS = ['targetAudience', 'keyBenefits', 'uniqueCharacteristics', 'competitiveAdvantage', 'customerProblems'] as const;
type BriefField = (typeof BRIEF_FIELDS)[number];

type Outcome = { ok: true; answer: SyncTestCreateResponse } | { ok: false; message: string; answer?: SyncTestCreateResponse };

/** Builds the test variant's body: one URL and the brief fields that are filled in. */
export function syncTestBody(url: string, brief: Record<BriefField, string>): SyncTestCreateRequest {
  const link = url.trim();
  const body: SyncTestCreateRequest = { urls: link ? [link] : [] };
  for (const field of BRIEF_FIELDS) {
    const value = brief[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

/**
 * The local sync test card (spec 000 §2, §7; 001 §2.6): calls the test variant of
 * POST /api/sync/create-website and shows success or error, the site's URL and the sync targets.
 */
export function SyncTestCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SyncTestCreateRequest>>({});
  const [brief, setBrief] = useState<Record<BriefField, string>>({
    targetAudience: '',
    keyBenefits: '',
    uniqueCharacteristics: '',
    competitiveAdvantage: '',
    customerProblems: '',
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const mutation = useMutation({
    mutationFn: (body: SyncTestCreateRequest) => syncTestCreate(api, body),
    onMutate: () => setOutcome(null),
    onSuccess: (answer) => {
      if (answer?.success) {
        setOutcome({ ok: true, answer });
        toast({ title: T.syncTest.success, description: answer.websiteUrl });
        void refreshAfterWebsiteCreated(queryClient);
      } else {
        const message = answer?.error || T.syncTest.failedFallback;
        setOutcome({ ok: false, message, answer: answer ?? undefined });
        toast({ variant: 'destructive', title: T.syncTest.failed, description: message });
      }
    },
    onError: (error) => {
      const message = messageOr(error, T.syncTest.failedFallback);
      setOutcome({ ok: false, message });
      toast({ variant: 'destructive', title: T.syncTest.failed, description: message });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const body = syncTestBody(url, brief);
    const result = validate(syncTestCreateSchema, body);
    setErrors(result.errors);
    if (!result.ok) {
      const first = result.errors.urls ? 'url' : BRIEF_FIELDS.find((f) => result.errors[f]);
      if (first) document.getElementById(`sync-test-${first}`)?.focus();
      return;
    }
    mutation.mutate(body);
  }

  const targets = outcome?.answer?.syncTargets ?? [];

  return (
    <Card data-testid="sync-test-card">
      <CardHeading icon={FlaskConical} tone="bg-violet-100 text-violet-700" as="h3" title={T.syncTest.title} description={T.syncTest.description} />
      <CardContent className="grid grid-cols-1 gap-4">
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4" aria-label={T.syncTest.title}>
          <fieldset disabled={mutation.isPending} className="grid grid-cols-1 min-w-0 gap-3">
            <TextField
              id="sync-test-url"
              label={T.fields.productLink}
              type="url"
              inputMode="url"
              placeholder={T.fields.productLinkPlaceholder}
              value={url}
              error={errors.urls}
              onChange={(e) => {
                setUrl(e.target.value);
                if (errors.urls) setErrors((x) => ({ ...x, urls: undefined }));
              }}
            />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {BRIEF_FIELDS.map((field) => (
                <TextAreaField
                  key={field}
                  id={`sync-test-${field}`}
                  label={T.syncTest[field]}
                  rows={2}
                  value={brief[field]}
                  error={errors[field]}
                  onChange={(e) => {
                    setBrief((b) => ({ ...b, [field]: e.target.value }));
                    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
                  }}
                  fieldClassName={field === 'customerProblems' ? 'sm:col-span-2' : undefined}
                />
              ))}
            </div>
          </fieldset>
          <PendingButton
            type="submit"
            className="justify-self-start"
            pending={mutation.isPending}
            pendingText={T.syncTest.running}
            icon={<FlaskConical aria-hidden="true" />}
          >
            {T.syncTest.run}
          </PendingButton>
        </form>

        {outcome && (
          <div
            role="status"
            data-testid="sync-test-result"
            data-ok={outcome.ok}
            className={cn('grid gap-3 rounded-lg border p-4 text-sm', outcome.ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50')}
          >
            <p className={cn('flex items-center gap-2 font-semibold', outcome.ok ? 'text-emerald-800' : 'text-red-800')}>
              {outcome.ok ? <CheckCircle2 className="size-4" aria-hidden="true" /> : <XCircle className="size-4" aria-hidden="true" />}
              {outcome.ok ? T.syncTest.success : T.syncTest.failed}
            </p>
            {!outcome.ok && <p className="text-red-800">{outcome.message}</p>}
            {outcome.answer?.websiteUrl && (
              <p className="min-w-0">
                <span className="text-muted-foreground">{T.websites.address}</span>{' '}
                <a href={outcome.answer.websiteUrl} target="_blank" rel="noopener" className="inline-flex items-center gap-1 break-all font-medium text-primary underline-offset-2 hover:underline">
                  {outcome.answer.websiteUrl}
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                </a>
              </p>
            )}
            {outcome.answer && (
              <div className="grid grid-cols-1 gap-1.5">
                <p className="font-medium">{T.syncTest.targets}</p>
                {targets.length === 0 ? (
                  <p className="text-muted-foreground">{T.syncTest.noTargets}</p>
                ) : (
                  <ul className="grid grid-cols-1 gap-1.5" data-testid="sync-test-targets">
                    {targets.map((t, i) => (
                      <li key={`${t.url}-${i}`} className="flex flex-wrap items-center gap-2 rounded-md bg-white/70 px-2.5 py-1.5">
                        <Badge variant={t.success ? 'green' : 'red'}>{t.success ? T.common.ok : T.common.failed}</Badge>
                        <span className="min-w-0 break-all font-mono text-xs">{t.url}</span>
                        {t.error && <span className="w-full text-xs text-red-700">{t.error}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
