import {
  DEFAULT_DOMAIN_TXT_PREFIX,
  DOMAIN_MESSAGES,
  DOMAIN_TXT_NAME,
  domainTxtValue,
  normalizeSingleDomainInput,
  type UserDomainChangeResponse,
  type UserDomainResponse,
} from '@cod/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, toast } from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Globe, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { AppShell } from '../../components/AppShell.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { refreshSessionUser } from '../auth/session.js';
import { addUserDomain, refreshAfterUserDomainChange, removeUserDomain, userDomainQuery, verifyUserDomain } from './api/domains.js';
import { DnsRecordRow } from './CopyButton.js';
import { RecordMissingBadge, RecordMissingNotice } from './RecordMissing.js';

const D = T.domain;

/** The server's success text when it sent one, else the §8 text. */
const successText = (answer: UserDomainChangeResponse | null, fallback: string) =>
  answer && typeof answer.message === 'string' && answer.message.trim() ? answer.message : fallback;

/** One single-domain call with its §8 toasts, then the domain and the dashboard fetched again (§7). */
function useDomainAction<V>(send: (v: V) => Promise<UserDomainChangeResponse | null>, success: string, failure: string, onDone?: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      toast({ title: successText(answer, success) });
      onDone?.();
      // The session user carries customDomain too (the builder's domain banner reads it).
      await Promise.all([refreshAfterUserDomainChange(queryClient), refreshSessionUser(api)]);
    },
    onError: (error) => toast({ variant: 'destructive', title: messageOr(error, failure) }),
  });
}

/** /domain (spec 000 §2 "Single domain"): none → an add form; one → its state, DNS instructions and the URL preview. */
export function DomainPage() {
  const api = useApi();
  const query = useQuery(userDomainQuery(api));
  return (
    <AppShell>
      <PageHeader title={D.title} description={D.description} />
      {query.isPending ? (
        <Skeleton className="h-48 w-full" data-testid="domain-loading" />
      ) : query.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <p className="text-destructive">{T.domains.loadFailed}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {T.domains.retry}
            </Button>
          </CardContent>
        </Card>
      ) : query.data?.domain ? (
        <ConnectedDomain data={query.data as UserDomainResponse & { domain: string }} />
      ) : (
        <NoDomain />
      )}
    </AppShell>
  );
}

function NoDomain() {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const add = useDomainAction((domain: string) => addUserDomain(api, domain), DOMAIN_MESSAGES.singleAdded, DOMAIN_MESSAGES.singleAddFailed, () => {
    setOpen(false);
    setValue('');
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError(DOMAIN_MESSAGES.enterDomain);
      return;
    }
    setError(undefined);
    add.mutate(normalizeSingleDomainInput(value));
  }

  return (
    <Card data-testid="domain-none">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-5 text-primary" aria-hidden="true" />
          {D.noneTitle}
        </CardTitle>
        <CardDescription>{D.noneText}</CardDescription>
      </CardHeader>
      <CardContent>
        {open ? (
          <form noValidate onSubmit={submit} className="grid max-w-md gap-4" aria-label={D.formTitle}>
            <TextField
              id="domain-input"
              name="domain"
              label={D.fieldLabel}
              placeholder={D.fieldPlaceholder}
              required
              autoComplete="off"
              value={value}
              error={error}
              hint={D.fieldHint}
              onChange={(e) => {
                setValue(e.target.value);
                if (error) setError(undefined);
              }}
            />
            <div className="flex gap-2">
              <PendingButton type="submit" pending={add.isPending} pendingText={D.submitting}>
                {D.submit}
              </PendingButton>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setOpen(false);
                  setValue('');
                  setError(undefined);
                }}
              >
                {D.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <Button onClick={() => setOpen(true)}>
            <Plus aria-hidden="true" />
            {D.add}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ConnectedDomain({ data }: { data: UserDomainResponse & { domain: string } }) {
  const api = useApi();
  const verify = useDomainAction(() => verifyUserDomain(api), DOMAIN_MESSAGES.singleVerified, DOMAIN_MESSAGES.singleVerifyFailed);
  const remove = useDomainAction(() => removeUserDomain(api), DOMAIN_MESSAGES.singleRemoved, DOMAIN_MESSAGES.removeFailed);
  const txt = data.dnsInstructions?.txt ?? {
    name: DOMAIN_TXT_NAME,
    value: domainTxtValue(DEFAULT_DOMAIN_TXT_PREFIX, data.verificationToken ?? ''),
  };
  // The daily re-check no longer finds the TXT record: the instructions are shown again until it is back.
  const recordMissing = data.isVerified && !!data.recordMissingSince;
  return (
    <div className="grid gap-6">
      <Card data-testid="domain-current">
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <Globe className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {/* A long host breaks only where it must ([overflow-wrap:anywhere]); the badge wraps below it first. */}
            <CardTitle className="min-w-0 [overflow-wrap:anywhere]" data-testid="domain-name">
              {data.domain}
            </CardTitle>
            {data.isVerified ? (
              <>
                <Badge variant="green" data-testid="domain-badge">
                  {D.verified}
                </Badge>
                {recordMissing && <RecordMissingBadge />}
              </>
            ) : (
              <Badge variant="yellow" data-testid="domain-badge">
                {D.pending}
              </Badge>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {!data.isVerified && (
              <PendingButton pending={verify.isPending} pendingText={D.verifying} icon={<ShieldCheck aria-hidden="true" />} onClick={() => verify.mutate(undefined)}>
                {D.verify}
              </PendingButton>
            )}
            <PendingButton
              variant="outline"
              pending={remove.isPending}
              pendingText={D.removing}
              icon={<Trash2 aria-hidden="true" />}
              onClick={() => remove.mutate(undefined)}
            >
              {D.remove}
            </PendingButton>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          {recordMissing && <RecordMissingNotice txt={txt} />}
          {data.isVerified ? (
            <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900" data-testid="domain-active">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="font-semibold">{DOMAIN_MESSAGES.singleActive}</p>
                <p className="text-sm">{D.activeText}</p>
              </div>
            </div>
          ) : (
            <div className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4" data-testid="domain-dns">
              <p className="font-semibold">{D.dnsTitle}</p>
              <p className="text-sm text-muted-foreground">{D.dnsText}</p>
              <DnsRecordRow type="TXT" name={txt.name} value={txt.value} testId="domain-txt" />
              <p className="text-xs text-muted-foreground">{DOMAIN_MESSAGES.propagation}</p>
            </div>
          )}
        </CardContent>
      </Card>
      <Card data-testid="domain-preview">
        <CardHeader>
          <CardTitle className="text-base">{D.previewTitle}</CardTitle>
          <CardDescription>{D.previewText}</CardDescription>
        </CardHeader>
        <CardContent>
          <code className="block break-all rounded-lg bg-muted px-3 py-2 font-mono text-sm" data-testid="domain-preview-url">
            https://{data.domain}/<span className="text-primary">{D.previewSlug}</span>
          </code>
        </CardContent>
      </Card>
    </div>
  );
}
