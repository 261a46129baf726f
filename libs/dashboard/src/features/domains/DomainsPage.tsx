import { DOMAIN_MESSAGES, normalizeMultiDomainInput, PRIMARY_DOMAIN_REFETCH_DELAY_MS, type DomainChangeResponse, type DomainResponse } from '@cod/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Skeleton,
  toast,
} from '@cod/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, Plus, RefreshCw, Settings2, ShieldCheck, Star, Stethoscope, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { AppShell } from '../../components/AppShell.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PendingButton } from '../../components/PendingButton.js';
import { formatDate, formatDateTime } from '../../lib/format.js';
import { T } from '../../texts.js';
import { addDomain, domainKeys, domainListQuery, refreshDomain, removeDomain, setPrimaryDomain, testDomainDns, verifyDomain } from './api/domains.js';
import { DnsRecordRow } from './CopyButton.js';
import { RecordMissingBadge, RecordMissingNotice } from './RecordMissing.js';

const D = T.domains;

const successText = (answer: { message?: unknown } | null, fallback: string) =>
  answer && typeof answer.message === 'string' && answer.message.trim() ? answer.message : fallback;

/** /domains (spec 000 §2 "Multiple domains"): an add field and one card per domain. */
export function DomainsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(domainListQuery(api));
  const [value, setValue] = useState('');
  const [dnsFor, setDnsFor] = useState<DomainResponse | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: domainKeys.list() });

  const add = useMutation({
    mutationFn: (host: string) => addDomain(api, host),
    onSuccess: async (answer) => {
      toast({ title: successText(answer, DOMAIN_MESSAGES.added), description: DOMAIN_MESSAGES.addedHint });
      setValue('');
      await reload();
    },
    onError: (error) => toast({ variant: 'destructive', title: messageOr(error, DOMAIN_MESSAGES.addFailed) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const host = normalizeMultiDomainInput(value);
    if (!host || add.isPending) return;
    add.mutate(host);
  }

  const domains = query.data ?? [];
  // The dialog follows the list (a refresh changes the instructions).
  const dialogDomain = dnsFor ? (domains.find((d) => d.id === dnsFor.id) ?? dnsFor) : null;

  return (
    <AppShell>
      <PageHeader title={D.title} description={D.description} />
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-6">
            <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor="domains-input">{D.inputLabel}</Label>
                <Input
                  id="domains-input"
                  name="host"
                  autoComplete="off"
                  placeholder={D.inputPlaceholder}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                />
              </div>
              <PendingButton type="submit" pending={add.isPending} pendingText={D.adding} icon={<Plus aria-hidden="true" />} disabled={!value.trim()}>
                {D.add}
              </PendingButton>
            </form>
          </CardContent>
        </Card>

        {query.isPending ? (
          <Skeleton className="h-32 w-full" data-testid="domains-loading" />
        ) : query.isError ? (
          <Card>
            <CardContent className="flex flex-col items-start gap-3 pt-6">
              <p className="text-destructive">{D.loadFailed}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                {D.retry}
              </Button>
            </CardContent>
          </Card>
        ) : domains.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground" data-testid="domains-empty">
            {DOMAIN_MESSAGES.emptyList}
          </p>
        ) : (
          <ul className="grid gap-4" aria-label={D.title}>
            {domains.map((d) => (
              <DomainCard key={d.id} domain={d} onDnsSetup={() => setDnsFor(d)} />
            ))}
          </ul>
        )}
      </div>
      <DnsSetupDialog domain={dialogDomain} onClose={() => setDnsFor(null)} />
    </AppShell>
  );
}

function useDomainMutation<V>(
  send: (v: V) => Promise<DomainChangeResponse | null>,
  success: string,
  failure: string,
  failureTitle?: string,
  after?: (reload: () => Promise<unknown>) => void,
) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: domainKeys.list() });
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      toast({ title: successText(answer, success) });
      after?.(reload);
      await reload();
    },
    onError: (error) => {
      toast(
        failureTitle
          ? { variant: 'destructive', title: failureTitle, description: messageOr(error, failure) }
          : { variant: 'destructive', title: messageOr(error, failure) },
      );
      // A failed verification is kept on the domain (its last check): the card shows it after the toast.
      if (failureTitle === DOMAIN_MESSAGES.verifyFailedTitle) void reload();
    },
  });
}

function DomainCard({ domain, onDnsSetup }: { domain: DomainResponse; onDnsSetup: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const verified = !!domain.verifiedAt;
  // The daily re-check no longer finds the TXT record: the instructions are shown again until it is back.
  const recordMissing = verified && !!domain.recordMissingSince;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const verify = useDomainMutation(() => verifyDomain(api, domain.host), DOMAIN_MESSAGES.verified, DOMAIN_MESSAGES.verifyFailed, DOMAIN_MESSAGES.verifyFailedTitle);
  const refresh = useDomainMutation(() => refreshDomain(api, domain.host), DOMAIN_MESSAGES.refreshed, DOMAIN_MESSAGES.refreshFailed);
  const remove = useDomainMutation(() => removeDomain(api, domain.host), DOMAIN_MESSAGES.removed, DOMAIN_MESSAGES.removeFailed);
  // §7: the list is reloaded at once and again after 500 ms (§9).
  const primary = useDomainMutation(() => setPrimaryDomain(api, domain.id), DOMAIN_MESSAGES.primarySet, DOMAIN_MESSAGES.primaryFailed, undefined, (reload) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reload(), PRIMARY_DOMAIN_REFETCH_DELAY_MS);
  });
  const test = useMutation({
    mutationFn: () => testDomainDns(api, domain.host),
    onSuccess: async (answer) => {
      if (answer?.success) {
        toast({ title: DOMAIN_MESSAGES.dnsOk, description: answer.message || undefined });
        await queryClient.invalidateQueries({ queryKey: domainKeys.list() });
      } else {
        toast({ variant: 'destructive', title: DOMAIN_MESSAGES.dnsNotReady, description: answer?.message || undefined });
        await queryClient.invalidateQueries({ queryKey: domainKeys.list() });
      }
    },
    onError: (error) => toast({ variant: 'destructive', title: messageOr(error, DOMAIN_MESSAGES.testFailed) }),
  });
  const busy = verify.isPending || refresh.isPending || remove.isPending || primary.isPending || test.isPending;

  return (
    <li>
      <Card data-testid="domain-card" data-host={domain.host}>
        <CardContent className="grid gap-4 pt-6">
          <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <Globe className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="font-semibold [overflow-wrap:anywhere]" data-testid="domain-host">
                  {domain.host}
                </span>
                {domain.isPrimary && (
                  <Badge variant="blue" data-testid="domain-primary">
                    <Star className="mr-1 size-3" aria-hidden="true" />
                    {D.primary}
                  </Badge>
                )}
                <Badge variant={verified ? 'green' : 'yellow'} data-testid="domain-status">
                  {verified ? D.verified : D.pending}
                </Badge>
                {recordMissing && <RecordMissingBadge />}
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{D.addedOn(formatDate(domain.createdAt))}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {(!verified || recordMissing) && (
                <Button variant="outline" size="sm" onClick={onDnsSetup}>
                  <Settings2 aria-hidden="true" />
                  {D.dnsSetup}
                </Button>
              )}
              {!verified && (
                <PendingButton size="sm" pending={verify.isPending} pendingText={D.verify} disabled={busy} icon={<ShieldCheck aria-hidden="true" />} onClick={() => verify.mutate(undefined)}>
                  {D.verify}
                </PendingButton>
              )}
              <PendingButton variant="outline" size="sm" pending={refresh.isPending} pendingText={D.refresh} disabled={busy} icon={<RefreshCw aria-hidden="true" />} onClick={() => refresh.mutate(undefined)}>
                {D.refresh}
              </PendingButton>
              <PendingButton variant="outline" size="sm" pending={test.isPending} pendingText={D.testDns} disabled={busy} icon={<Stethoscope aria-hidden="true" />} onClick={() => test.mutate()}>
                {D.testDns}
              </PendingButton>
              {verified && !domain.isPrimary && (
                <PendingButton variant="outline" size="sm" pending={primary.isPending} pendingText={D.makePrimary} disabled={busy} icon={<Star aria-hidden="true" />} onClick={() => primary.mutate(undefined)}>
                  {D.makePrimary}
                </PendingButton>
              )}
              <PendingButton
                variant="outline"
                size="sm"
                className="text-destructive"
                aria-label={D.removeLabel(domain.host)}
                pending={remove.isPending}
                pendingText={D.remove}
                disabled={busy}
                icon={<Trash2 aria-hidden="true" />}
                onClick={() => remove.mutate(undefined)}
              >
                {D.remove}
              </PendingButton>
            </div>
          </div>
          {recordMissing && <RecordMissingNotice txt={domain.dnsInstructions.txt} />}
          {domain.lastCheck && (
            <div
              className={cn('mt-3 rounded-lg border px-3 py-2 text-sm', domain.lastCheck.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900')}
              data-testid="domain-last-check"
              data-ok={domain.lastCheck.ok}
            >
              <p className="font-medium">{D.lastCheck(formatDateTime(domain.lastCheck.at), domain.lastCheck.ok)}</p>
              <p className="whitespace-pre-line break-words text-xs">{domain.lastCheck.message}</p>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

function DnsSetupDialog({ domain, onClose }: { domain: DomainResponse | null; onClose: () => void }) {
  return (
    <Dialog open={domain !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{domain ? D.dnsTitle(domain.host) : ''}</DialogTitle>
          <DialogDescription>{D.dnsText}</DialogDescription>
        </DialogHeader>
        {domain && (
          <div className="grid gap-4">
            {domain.dnsInstructions.problem && (
              <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="alert" data-testid="dns-problem">
                {domain.dnsInstructions.problem}
              </p>
            )}
            {(domain.dnsInstructions.records ?? []).map((r, i) => (
              <div key={`${r.type}-${r.value}`} className="grid gap-1.5">
                <p className="text-sm font-semibold">{r.type === 'TXT' ? D.txtTitle : D.trafficTitle(r.type)}</p>
                <DnsRecordRow type={r.type === 'ALIAS' ? 'ALIAS / ANAME' : r.type} name={r.name} value={r.value} testId={r.type === 'TXT' ? 'dns-txt' : r.type === 'CNAME' ? 'dns-cname' : `dns-${r.type.toLowerCase()}-${i}`} />
              </div>
            ))}
            {domain.dnsInstructions.apex && !domain.dnsInstructions.problem && <p className="text-xs text-muted-foreground">{DOMAIN_MESSAGES.apexAliasHint}</p>}
            <p className="text-xs text-muted-foreground">{DOMAIN_MESSAGES.propagation}</p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
