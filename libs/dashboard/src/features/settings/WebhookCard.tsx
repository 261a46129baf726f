import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  type WebhookDeliveryItem,
  type WebhookEventType,
  type WebhookSettingsRequest,
  type WebhookSettingsResponse,
} from '@cod/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
  type BadgeVariant,
} from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Copy, RefreshCw, Save, Send, Trash2, Webhook, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr, serverFieldErrors } from '../../api/errors.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { removeWebhook, saveWebhook, testWebhook, webhookKeys, webhookSettingsQuery } from './api/webhooks.js';

const W = T.settings.webhook;

export interface WebhookFormValues {
  url: string;
  events: readonly WebhookEventType[];
}

type WebhookField = 'url' | 'events';
export type WebhookErrors = Partial<Record<WebhookField, string>>;

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** The address a server can take: http(s), a host, at most WEBHOOK_URL_MAX characters (the server also refuses private ones). */
function isHttpUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url) || url.length > WEBHOOK_URL_MAX || CONTROL.test(url) || /\s/.test(url)) return false;
  try {
    return Boolean(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The server's checks that can be made here, with its messages: an http(s) address and at least one event. */
export function webhookErrors(values: WebhookFormValues): WebhookErrors {
  const errors: WebhookErrors = {};
  if (!isHttpUrl(values.url.trim())) errors.url = WEBHOOK_MESSAGES.urlInvalid;
  if (!values.events.length) errors.events = WEBHOOK_MESSAGES.eventsInvalid;
  return errors;
}

/** PUT's body: the trimmed address and the events in their list order, whatever the order of the clicks. */
export function webhookBody(values: WebhookFormValues): WebhookSettingsRequest {
  return { url: values.url.trim(), events: WEBHOOK_EVENT_TYPES.filter((e) => values.events.includes(e)) };
}

/** Copies the secret; without a clipboard (an insecure origin) it stays selectable on screen. */
async function copySecret(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toast({ title: T.settings.copied });
  } catch {
    // Nothing to do: the value is on screen, selectable.
  }
}

type Endpoint = NonNullable<WebhookSettingsResponse['endpoint']>;

/** Adresa and the events, and 'Sačuvaj webhook'; starts from the saved endpoint (remounted when that changes). */
function WebhookForm({ saved, onSaved }: { saved: Endpoint | null; onSaved: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WebhookFormValues>(() => ({ url: saved?.url ?? '', events: saved?.events ?? [] }));
  const [errors, setErrors] = useState<WebhookErrors>({});

  const save = useMutation({
    mutationFn: (body: WebhookSettingsRequest) => saveWebhook(api, body),
    onSuccess: (answer, body) => {
      toast({ title: W.saved });
      onSaved();
      // The secret is on screen at once; the refetch brings the server's own view.
      queryClient.setQueryData<WebhookSettingsResponse>(webhookKeys.settings(), (old) => ({
        endpoint: { url: body.url, events: body.events, secret: answer.secret },
        deliveries: old?.deliveries ?? [],
      }));
      void queryClient.invalidateQueries({ queryKey: webhookKeys.settings() });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: W.saveFailed, description: messageOr(error, W.saveFailed) });
      setErrors(serverFieldErrors(error));
    },
  });

  function change(patch: Partial<WebhookFormValues>, field: WebhookField) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function toggle(event: WebhookEventType, on: boolean) {
    change({ events: on ? [...values.events, event] : values.events.filter((e) => e !== event) }, 'events');
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (save.isPending) return;
    const found = webhookErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(webhookBody(values));
  }

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 content-start gap-4" aria-label={W.title} data-testid="webhook-form">
      <TextField
        id="webhook-url"
        name="url"
        type="url"
        inputMode="url"
        label={W.url}
        placeholder={W.urlPlaceholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_URL_MAX}
        value={values.url}
        error={errors.url}
        disabled={save.isPending}
        onChange={(e) => change({ url: e.target.value }, 'url')}
        data-testid="webhook-url"
      />
      <fieldset className="grid min-w-0 gap-2" aria-describedby={errors.events ? 'webhook-events-error' : undefined} disabled={save.isPending}>
        <legend className="mb-2 text-sm font-medium leading-none">{W.events}</legend>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <label key={event} className="flex cursor-pointer items-start gap-2.5 rounded-md border bg-white px-3 py-2 text-sm has-[:checked]:border-primary/40 has-[:checked]:bg-primary/5">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={values.events.includes(event)}
              onChange={(e) => toggle(event, e.target.checked)}
              data-testid={`webhook-event-${event}`}
            />
            <span className="grid min-w-0 gap-0.5">
              <span>{W.eventLabels[event]}</span>
              <code className="break-all font-mono text-[11px] text-muted-foreground">{event}</code>
            </span>
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" className="text-sm text-destructive">
            {errors.events}
          </p>
        )}
      </fieldset>
      <PendingButton
        type="submit"
        className="w-full sm:w-auto sm:justify-self-start"
        pending={save.isPending}
        pendingText={W.saving}
        icon={<Save aria-hidden="true" />}
        data-testid="webhook-save"
      >
        {W.save}
      </PendingButton>
    </form>
  );
}

/** The saved endpoint's signing secret, always on show (it is the seller's own), with 'Kopiraj'. */
function Secret({ secret }: { secret: string }) {
  return (
    <section className="grid min-w-0 gap-1.5 rounded-lg border bg-muted/30 p-3 text-sm" aria-labelledby="webhook-secret-label">
      <h3 id="webhook-secret-label" className="text-sm font-medium">
        {W.secret}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 select-all break-all rounded bg-white px-2 py-1.5 font-mono text-xs ring-1 ring-border" data-testid="webhook-secret">
          {secret}
        </code>
        <Button variant="outline" size="sm" aria-label={W.copyLabel} onClick={() => void copySecret(secret)} data-testid="webhook-secret-copy">
          <Copy aria-hidden="true" />
          {W.copy}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{W.secretHint}</p>
    </section>
  );
}

const STATE_BADGE: Record<WebhookDeliveryItem['state'], BadgeVariant> = { sent: 'green', waiting: 'yellow', failed: 'red' };

function DeliveryRow({ delivery: d }: { delivery: WebhookDeliveryItem }) {
  const error = d.state !== 'sent' ? d.lastError : null;
  return (
    <li className="grid min-w-0 gap-1 rounded-lg border bg-white px-3 py-2 text-sm" data-testid={`webhook-delivery-${d.id}`}>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <code className="min-w-0 break-all font-mono text-xs font-semibold" data-testid="webhook-delivery-type">
          {d.type}
        </code>
        <Badge variant={STATE_BADGE[d.state]} data-state={d.state} data-testid="webhook-delivery-state">
          {W.states[d.state]}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <time dateTime={d.createdAt} className="tabular-nums" data-testid="webhook-delivery-time">
          {formatDateTime(d.createdAt)}
        </time>
        <span data-testid="webhook-delivery-attempts">{W.attempts(d.attempts)}</span>
        {d.lastStatus !== null && <span data-testid="webhook-delivery-status">{W.lastStatus(d.lastStatus)}</span>}
        {d.state === 'waiting' && d.nextAt && (
          <span className="text-amber-700" data-testid="webhook-delivery-next">
            {W.nextAt(formatDateTime(d.nextAt))}
          </span>
        )}
      </div>
      {error && (
        <p className="text-xs text-destructive [overflow-wrap:anywhere]" data-testid="webhook-delivery-error">
          {error}
        </p>
      )}
    </li>
  );
}

/** 'Poslednja slanja': the last 20 deliveries, newest first, and 'Osveži'. */
function Deliveries({ deliveries, refreshing, onRefresh }: { deliveries: WebhookDeliveryItem[]; refreshing: boolean; onRefresh: () => void }) {
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="webhook-deliveries-title">
      <div className="flex min-w-0 items-center justify-between gap-3">
        <h3 id="webhook-deliveries-title" className="text-sm font-semibold">
          {W.deliveries}
        </h3>
        <PendingButton
          variant="outline"
          size="sm"
          pending={refreshing}
          pendingText={W.refresh}
          icon={<RefreshCw aria-hidden="true" />}
          aria-label={W.refreshLabel}
          onClick={onRefresh}
          data-testid="webhook-refresh"
        >
          {W.refresh}
        </PendingButton>
      </div>
      {deliveries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground" data-testid="webhook-deliveries">
          {W.empty}
        </p>
      ) : (
        <ul className="grid min-w-0 gap-2" aria-labelledby="webhook-deliveries-title" data-testid="webhook-deliveries">
          {deliveries.map((d) => (
            <DeliveryRow key={d.id} delivery={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface TestResult {
  ok: boolean;
  text: string;
}

/**
 * The 'Webhook' card of the 'API tokeni' tab (CONTRACT "Operations through the API"): the address of the
 * seller's server and its events, the signing secret, 'Pošalji test', 'Ukloni webhook' and the last deliveries.
 */
export function WebhookCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useQuery(webhookSettingsQuery(api));
  const [result, setResult] = useState<TestResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const endpoint = settings.data?.endpoint ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.settings() });

  const test = useMutation({
    mutationFn: () => testWebhook(api),
    onMutate: () => setResult(null),
    onSuccess: (answer) =>
      setResult(answer.success ? { ok: true, text: W.testOk(answer.status) } : { ok: false, text: answer.error || W.testFailed }),
    onError: (error) => setResult({ ok: false, text: messageOr(error, W.testFailed) }),
  });

  const remove = useMutation({
    mutationFn: () => removeWebhook(api),
    onSuccess: (answer) => {
      setConfirming(false);
      setResult(null);
      toast({ title: answer?.message || WEBHOOK_MESSAGES.removed });
      queryClient.setQueryData<WebhookSettingsResponse>(webhookKeys.settings(), (old) => ({ endpoint: null, deliveries: old?.deliveries ?? [] }));
      void refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toast({ variant: 'destructive', title: W.removeFailed, description: messageOr(error, W.removeFailed) });
      void refresh();
    },
  });

  // The form starts over from what is saved whenever that changes (a save, a removal, a change elsewhere).
  const formKey = endpoint ? `${endpoint.url}\n${endpoint.events.join(',')}` : 'none';

  return (
    <Card data-testid="webhook-card">
      <CardHeading icon={Webhook} tone="bg-sky-50 text-sky-700" title={W.title} description={W.description} />
      <CardContent className="grid min-w-0 gap-6">
        {settings.isPending ? (
          <Skeleton className="h-40 w-full rounded-lg" data-testid="webhook-loading" />
        ) : settings.isError ? (
          <div className="flex flex-col items-start gap-3" role="alert">
            <p className="text-sm text-destructive">{messageOr(settings.error, W.loadFailed)}</p>
            <Button variant="outline" size="sm" aria-label={W.retryLabel} onClick={() => void settings.refetch()}>
              {W.retry}
            </Button>
          </div>
        ) : (
          <>
            <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2">
              <WebhookForm key={formKey} saved={endpoint} onSaved={() => setResult(null)} />
              <div className="grid min-w-0 content-start gap-4">
                {endpoint && <Secret secret={endpoint.secret} />}
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  <PendingButton
                    variant="outline"
                    pending={test.isPending}
                    pendingText={W.testing}
                    icon={<Send aria-hidden="true" />}
                    disabled={!endpoint}
                    onClick={() => test.mutate()}
                    data-testid="webhook-test"
                  >
                    {W.test}
                  </PendingButton>
                  <Button
                    variant="outline"
                    className="text-destructive hover:bg-red-50 hover:text-destructive"
                    disabled={!endpoint}
                    onClick={() => setConfirming(true)}
                    data-testid="webhook-remove"
                  >
                    <Trash2 aria-hidden="true" />
                    {W.remove}
                  </Button>
                </div>
                <div role="status" aria-live="polite" className="min-w-0">
                  {result && (
                    <p
                      className={cn(
                        'flex min-w-0 items-start gap-2 rounded-md border px-3 py-2 text-sm [overflow-wrap:anywhere]',
                        result.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-700',
                      )}
                      data-ok={result.ok}
                      data-testid="webhook-test-result"
                    >
                      {result.ok ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
                      <span className="min-w-0">{result.text}</span>
                    </p>
                  )}
                </div>
              </div>
            </div>
            <Deliveries deliveries={settings.data.deliveries} refreshing={settings.isFetching} onRefresh={() => void settings.refetch()} />
          </>
        )}
      </CardContent>
      <Dialog open={confirming} onOpenChange={(open) => !open && !remove.isPending && setConfirming(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{W.removeTitle}</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">{endpoint ? W.removeText(endpoint.url) : ''}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {W.cancel}
            </Button>
            <PendingButton variant="destructive" pending={remove.isPending} pendingText={W.removing} onClick={() => remove.mutate()} data-testid="webhook-remove-confirm">
              {W.removeConfirm}
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
