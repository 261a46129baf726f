import {
  API,
  API_SCOPES,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  type ApiScope,
  type ApiTokenItem,
  type CreateApiTokenRequest,
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
  Label,
  NativeSelect,
  Skeleton,
  toast,
} from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, Plus, ShieldCheck, Terminal, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr, serverFieldErrors } from '../../api/errors.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { formatDate, formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { siteOrigin } from '../websites/site-url.js';
import { apiTokenKeys, apiTokensQuery, createApiToken, revokeApiToken } from './api/tokens.js';
import { WebhookCard } from './WebhookCard.js';

const K = T.settings.apiTokens;

/** The choices of 'Trajanje': '' is no expiry (the field is left out of the request). */
const EXPIRY_DAYS = [30, 90, 365] as const;

export interface ApiTokenFormValues {
  name: string;
  scopes: readonly ApiScope[];
  /** '' (no expiry) or a number of days. */
  expiry: string;
}

type ApiTokenField = 'name' | 'scopes' | 'expiresInDays';
export type ApiTokenErrors = Partial<Record<ApiTokenField, string>>;

const EMPTY: ApiTokenFormValues = { name: '', scopes: [], expiry: '' };
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** The server's checks, before anything is sent (the same messages). */
export function apiTokenErrors(values: ApiTokenFormValues): ApiTokenErrors {
  const errors: ApiTokenErrors = {};
  const name = values.name.trim();
  if (!name || CONTROL.test(name)) errors.name = API_TOKEN_MESSAGES.nameRequired;
  else if (name.length > API_TOKEN_NAME_MAX) errors.name = API_TOKEN_MESSAGES.nameTooLong;
  if (!values.scopes.length) errors.scopes = API_TOKEN_MESSAGES.scopesInvalid;
  return errors;
}

/** POST /api/tokens' body: the trimmed name, the scopes in their list order, the days only when the token expires. */
export function apiTokenBody(values: ApiTokenFormValues): CreateApiTokenRequest {
  const body: CreateApiTokenRequest = { name: values.name.trim(), scopes: API_SCOPES.filter((s) => values.scopes.includes(s)) };
  if (values.expiry) body.expiresInDays = Number(values.expiry);
  return body;
}

const isExpired = (token: ApiTokenItem, now = Date.now()) => token.expiresAt !== null && Date.parse(token.expiresAt) <= now;

/** Copies the token; without a clipboard (an insecure origin) it stays selectable on screen. */
async function copyToken(token: string) {
  try {
    await navigator.clipboard.writeText(token);
    toast({ title: T.settings.copied });
  } catch {
    // Nothing to do: the value is on screen, selectable.
  }
}

/** What a token is for, and a call to try it with. */
function Explanation() {
  const { baseUrl } = useApi();
  const example = `curl -H "Authorization: Bearer ${K.exampleToken}" ${siteOrigin(baseUrl)}${API.orders.my}`;
  return (
    <section className="grid min-w-0 content-start gap-3 self-start rounded-lg border bg-muted/30 p-4 text-sm" aria-label={K.title} data-testid="api-tokens-intro">
      {K.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <div className="grid gap-1.5">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <Terminal className="size-4 text-primary" aria-hidden="true" />
          {K.exampleTitle}
        </h3>
        <code className="block select-all break-all rounded bg-white px-2 py-1.5 font-mono text-xs ring-1 ring-border" data-testid="api-tokens-example">
          {example}
        </code>
      </div>
      <p>
        {K.reference}{' '}
        <a className="font-medium text-primary underline underline-offset-2" href={`${siteOrigin(baseUrl)}/api/docs`} target="_blank" rel="noreferrer" data-testid="api-reference-link">
          {K.referenceLink}
        </a>
      </p>
    </section>
  );
}

/** The new token, shown once: its value, a copy button, and that it will not be shown again. */
function CreatedToken({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [token]);
  return (
    <section
      className="grid min-w-0 gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950 lg:col-span-2"
      aria-labelledby="api-token-created-title"
      data-testid="api-token-created"
    >
      <h3 id="api-token-created-title" ref={headingRef} tabIndex={-1} className="flex min-w-0 items-center gap-2 font-semibold [overflow-wrap:anywhere] focus:outline-none">
        <ShieldCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        {K.createdTitle(name)}
      </h3>
      <p>{K.createdText}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <span className="sr-only">{K.tokenLabel}:</span>
        <code
          className="min-w-0 flex-1 select-all break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-foreground ring-1 ring-emerald-200"
          data-testid="api-token-value"
        >
          {token}
        </code>
        <Button variant="outline" size="sm" aria-label={K.copyLabel} onClick={() => void copyToken(token)} data-testid="api-token-copy">
          <Copy aria-hidden="true" />
          {K.copy}
        </Button>
      </div>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onClose} data-testid="api-token-created-close">
        <X aria-hidden="true" />
        {K.close}
      </Button>
    </section>
  );
}

/** A token just made: its secret lives only here, until the box is closed or the tab left. */
interface CreatedTokenState {
  id: number;
  name: string;
  token: string;
}

/** Naziv, the permissions, Trajanje and 'Napravi token'; the new token is shown once under it. */
function CreateTokenCard({ created, onCreated, onClose }: { created: CreatedTokenState | null; onCreated: (c: CreatedTokenState) => void; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ApiTokenFormValues>(EMPTY);
  const [errors, setErrors] = useState<ApiTokenErrors>({});

  const create = useMutation({
    mutationFn: (body: CreateApiTokenRequest) => createApiToken(api, body),
    // The secret must not outlive the box that shows it: no cached mutation keeps it.
    gcTime: 0,
    onSuccess: (answer, body) => {
      onCreated({ id: answer.id, name: body.name, token: answer.token });
      setValues(EMPTY);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: apiTokenKeys.list() });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: K.createFailed, description: messageOr(error, K.createFailed) });
      setErrors(serverFieldErrors(error));
    },
  });

  function close() {
    onClose();
    create.reset();
  }

  function change(patch: Partial<ApiTokenFormValues>, field: ApiTokenField) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function toggleScope(scope: ApiScope, on: boolean) {
    change({ scopes: on ? [...values.scopes, scope] : values.scopes.filter((s) => s !== scope) }, 'scopes');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const found = apiTokenErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(apiTokenBody(values));
  }

  return (
    <Card>
      <CardHeading icon={KeyRound} tone="bg-violet-50 text-violet-700" title={K.title} description={K.description} />
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Explanation />
        <form noValidate onSubmit={submit} className="grid min-w-0 content-start gap-4" aria-label={K.formTitle} data-testid="api-token-form">
          <h3 className="text-sm font-semibold">{K.formTitle}</h3>
          <TextField
            id="api-token-name"
            name="name"
            label={K.name}
            placeholder={K.namePlaceholder}
            hint={K.nameHint}
            autoComplete="off"
            maxLength={API_TOKEN_NAME_MAX}
            value={values.name}
            error={errors.name}
            disabled={create.isPending}
            onChange={(e) => change({ name: e.target.value }, 'name')}
            data-testid="api-token-name"
          />
          <fieldset className="grid min-w-0 gap-2" aria-describedby={errors.scopes ? 'api-token-scopes-error' : undefined} disabled={create.isPending}>
            <legend className="mb-2 text-sm font-medium leading-none">{K.scopes}</legend>
            {API_SCOPES.map((scope) => (
              <label key={scope} className="flex cursor-pointer items-start gap-2.5 rounded-md border bg-white px-3 py-2 text-sm has-[:checked]:border-primary/40 has-[:checked]:bg-primary/5">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={values.scopes.includes(scope)}
                  onChange={(e) => toggleScope(scope, e.target.checked)}
                  data-testid={`api-token-scope-${scope}`}
                />
                <span className="grid min-w-0 gap-0.5">
                  <span>{K.scopeLabels[scope]}</span>
                  <code className="break-all font-mono text-[11px] text-muted-foreground">{scope}</code>
                </span>
              </label>
            ))}
            {errors.scopes && (
              <p id="api-token-scopes-error" className="text-sm text-destructive">
                {errors.scopes}
              </p>
            )}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="api-token-expiry">{K.expiry}</Label>
            <NativeSelect
              id="api-token-expiry"
              name="expiresInDays"
              value={values.expiry}
              disabled={create.isPending}
              aria-invalid={errors.expiresInDays ? true : undefined}
              aria-describedby={errors.expiresInDays ? 'api-token-expiry-error' : undefined}
              onChange={(e) => change({ expiry: e.target.value }, 'expiresInDays')}
              data-testid="api-token-expiry"
            >
              <option value="">{K.expiryNever}</option>
              {EXPIRY_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {K.expiryDays(days)}
                </option>
              ))}
            </NativeSelect>
            {errors.expiresInDays && (
              <p id="api-token-expiry-error" className="text-sm text-destructive">
                {errors.expiresInDays}
              </p>
            )}
          </div>
          <PendingButton
            type="submit"
            className="w-full sm:w-auto sm:justify-self-start"
            pending={create.isPending}
            pendingText={K.creating}
            icon={<Plus aria-hidden="true" />}
            data-testid="api-token-create"
          >
            {K.create}
          </PendingButton>
        </form>
        {created && <CreatedToken name={created.name} token={created.token} onClose={close} />}
      </CardContent>
    </Card>
  );
}

/** The list's columns on a wide screen (one grid template for the header and every row). */
const COLUMNS = 'lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.8fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,1fr)]';
const ROW = 'lg:grid-cols-[minmax(0,1fr)_7.5rem]';

/** A label and value: a line of the card on a phone, a cell of the row on a wide screen (its label then in the header). */
function Cell({ label, children, testId, className }: { label: string; children: ReactNode; testId?: string; className?: string }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 lg:block">
      <dt className="shrink-0 text-xs text-muted-foreground lg:sr-only">{label}</dt>
      <dd className={cn('min-w-0 text-right lg:text-left', className)} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiTokenItem; onRevoke: () => void }) {
  const expired = isExpired(token);
  return (
    <li className={cn('grid min-w-0 gap-3 rounded-lg border bg-white p-4 lg:items-center lg:gap-4 lg:rounded-none lg:border-0 lg:px-4 lg:py-3', ROW)} data-testid={`api-token-row-${token.id}`}>
      <dl className={cn('grid min-w-0 gap-2 text-sm lg:items-center lg:gap-4', COLUMNS)}>
        <div className="min-w-0">
          <dt className="sr-only">{K.columnName}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere]" data-testid="api-token-name-cell">
            {token.name}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">{K.columnScopes}</dt>
          <dd className="flex flex-wrap gap-1" data-testid="api-token-scopes">
            {token.scopes.map((scope) => (
              <Badge key={scope} variant={scope.endsWith(':write') ? 'yellow' : 'blue'} title={scope} data-scope={scope}>
                {K.scopeBadges[scope] ?? scope}
              </Badge>
            ))}
          </dd>
        </div>
        <Cell label={K.columnPrefix} className="break-all font-mono text-xs" testId="api-token-prefix">
          {`${token.prefix}…`}
        </Cell>
        <Cell label={K.columnCreated} className="tabular-nums" testId="api-token-created-at">
          <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>
        </Cell>
        <Cell label={K.columnExpires} className="tabular-nums" testId="api-token-expires">
          {token.expiresAt ? (
            <span className="inline-flex flex-wrap items-center justify-end gap-1.5 lg:justify-start">
              <time dateTime={token.expiresAt}>{formatDate(token.expiresAt)}</time>
              {expired && <Badge variant="red">{K.expired}</Badge>}
            </span>
          ) : (
            K.neverExpires
          )}
        </Cell>
        <Cell label={K.columnLastUsed} className="tabular-nums" testId="api-token-last-used">
          {token.lastUsedAt ? <time dateTime={token.lastUsedAt}>{formatDateTime(token.lastUsedAt)}</time> : K.neverUsed}
        </Cell>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="w-full text-destructive hover:bg-red-50 hover:text-destructive lg:w-auto lg:justify-self-end"
        aria-label={K.revokeLabel(token.name)}
        onClick={onRevoke}
        data-testid={`api-token-revoke-${token.id}`}
      >
        <Trash2 aria-hidden="true" />
        {K.revoke}
      </Button>
    </li>
  );
}

/** The user's tokens (cards on a phone, rows on a wide screen) and 'Opozovi' with its confirmation. */
function TokenList({ onRevoked }: { onRevoked: (id: number) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery(apiTokensQuery(api));
  const [revoking, setRevoking] = useState<ApiTokenItem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list() });

  const revoke = useMutation({
    mutationFn: (token: ApiTokenItem) => revokeApiToken(api, token.id),
    onSuccess: (answer, token) => {
      setRevoking(null);
      onRevoked(token.id);
      toast({ title: answer?.message || API_TOKEN_MESSAGES.revoked });
      void refresh();
    },
    onError: (error) => {
      setRevoking(null);
      toast({ variant: 'destructive', title: K.revokeFailed, description: messageOr(error, K.revokeFailed) });
      // Already gone (revoked elsewhere): the list shows what is left.
      void refresh();
    },
  });

  return (
    <Card>
      <CardHeading as="h3" title={K.listTitle} />
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-24 w-full rounded-lg" data-testid="api-tokens-loading" />
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3" role="alert">
            <p className="text-sm text-destructive">{messageOr(list.error, K.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {K.retry}
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="api-tokens-empty">
            {K.empty}
          </p>
        ) : (
          <div className="min-w-0 lg:overflow-hidden lg:rounded-lg lg:border">
            <div className={cn('hidden gap-4 border-b bg-muted/50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:grid', ROW)} aria-hidden="true">
              <div className={cn('grid gap-4', COLUMNS)}>
                {[K.columnName, K.columnScopes, K.columnPrefix, K.columnCreated, K.columnExpires, K.columnLastUsed].map((label) => (
                  <span key={label} className="min-w-0 break-words">
                    {label}
                  </span>
                ))}
              </div>
              <span />
            </div>
            <ul className="grid grid-cols-1 gap-3 lg:gap-0 lg:divide-y" aria-label={K.listTitle}>
              {list.data.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && !revoke.isPending && setRevoking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{K.revokeTitle}</DialogTitle>
            <DialogDescription>{revoking ? K.revokeText(revoking.name) : ''}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
              {K.cancel}
            </Button>
            <PendingButton
              variant="destructive"
              pending={revoke.isPending}
              pendingText={K.revoking}
              onClick={() => revoking && revoke.mutate(revoking)}
              data-testid="api-token-revoke-confirm"
            >
              {K.revokeConfirm}
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/**
 * The 'API tokeni' tab (CONTRACT "Operations through the API"): what a personal token is for, the form
 * that makes one (shown once), the user's tokens with 'Opozovi', and the outbound webhook. Leaving the tab
 * unmounts it, and the shown token with it.
 */
export function ApiTokensTab() {
  const [created, setCreated] = useState<CreatedTokenState | null>(null);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6" data-testid="api-tokens">
      <CreateTokenCard created={created} onCreated={setCreated} onClose={() => setCreated(null)} />
      {/* Revoking the token on show takes its box away too. */}
      <TokenList onRevoked={(id) => setCreated((c) => (c?.id === id ? null : c))} />
      <WebhookCard />
    </div>
  );
}
