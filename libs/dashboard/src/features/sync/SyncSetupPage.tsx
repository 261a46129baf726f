import { crossSyncTestSchema, UI, validate, type CrossSyncTestResponse } from '@cod/contracts';
import { Badge, Button, Card, CardContent, toast } from '@cod/ui';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Network, ServerCog, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { AppShell } from '../../components/AppShell.js';
import { CardHeading } from '../../components/CardHeading.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';
import { RequireAdmin } from '../auth/RequireAdmin.js';
import { useSessionStore } from '../auth/session-store.js';
import { crossSyncTest } from './api/sync.js';

function SetupInstructions() {
  return (
    <Card data-testid="sync-setup-instructions">
      <CardHeading icon={ServerCog} title={T.syncSetup.setupTitle} />
      <CardContent className="grid grid-cols-1 gap-4 text-sm">
        <ol className="grid grid-cols-1 list-decimal gap-2 pl-5 marker:font-semibold marker:text-primary">
          {T.syncSetup.setupSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="grid grid-cols-1 gap-1.5">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{T.syncSetup.envLabel}</p>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-slate-900 px-4 py-3 font-mono text-xs leading-relaxed text-emerald-200">
            <code>{T.syncSetup.envExample}</code>
          </pre>
        </div>
      </CardContent>
    </Card>
  );
}

function Results({ answer }: { answer: CrossSyncTestResponse }) {
  const results = Array.isArray(answer.results) ? answer.results : [];
  return (
    <Card data-testid="sync-setup-results">
      <CardHeading
        title={T.syncSetup.resultsTitle}
        description={results.length > 0 ? T.syncSetup.summary(results.filter((r) => r.success).length, results.length) : undefined}
      />
      <CardContent className="grid grid-cols-1 gap-4">
        {results.length === 0 ? (
          <p role="status" data-testid="sync-setup-no-results" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900">
            {UI.noEnvironmentsResponded}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {results.map((r, i) => (
              <li
                key={`${r.endpoint}-${i}`}
                data-testid="sync-result"
                data-success={r.success}
                className={`grid gap-1.5 rounded-lg border p-3 text-sm ${r.success ? 'border-emerald-200 bg-emerald-50/60' : 'border-red-200 bg-red-50/60'}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  {r.success ? <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> : <XCircle className="size-4 text-destructive" aria-hidden="true" />}
                  <Badge variant={r.success ? 'green' : 'red'}>{r.success ? T.common.ok : T.common.failed}</Badge>
                  <span className="min-w-0 break-all font-mono text-xs" data-testid="sync-result-endpoint">
                    {r.endpoint}
                  </span>
                </div>
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
                  {r.status !== undefined && (
                    <div className="flex gap-1">
                      <dt className="text-muted-foreground">{T.common.status}:</dt>
                      <dd className="font-medium tabular-nums">{r.status}</dd>
                    </div>
                  )}
                  {r.ms !== undefined && (
                    <div className="flex gap-1">
                      <dt className="text-muted-foreground">{T.syncSetup.time}:</dt>
                      <dd className="font-medium tabular-nums">{r.ms} ms</dd>
                    </div>
                  )}
                  {r.error && (
                    <div className="flex w-full gap-1">
                      <dt className="text-muted-foreground">{T.syncSetup.error}:</dt>
                      <dd className="break-words text-red-800">{r.error}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
        <details className="group rounded-lg border bg-muted/30">
          <summary className="cursor-pointer select-none px-4 py-2.5 text-sm font-medium">{T.syncSetup.details}</summary>
          <pre data-testid="sync-setup-details" className="max-h-96 overflow-auto border-t bg-white px-4 py-3 font-mono text-xs leading-relaxed">
            {JSON.stringify(answer, null, 2)}
          </pre>
        </details>
      </CardContent>
    </Card>
  );
}

/**
 * The cross-environment sync page (spec 000 §2, 001 §2.6): environment variable instructions, a test
 * of every configured deployment (POST /api/cross-sync/test), per-endpoint results and a details dump.
 */
function SyncSetup() {
  const api = useApi();
  const user = useSessionStore((s) => s.user);
  const [email, setEmail] = useState(user?.email ?? '');
  const [emailError, setEmailError] = useState<string>();

  const mutation = useMutation({
    mutationFn: (userEmail: string) => crossSyncTest(api, userEmail),
    onSuccess: (answer) => {
      const results = Array.isArray(answer?.results) ? answer.results : [];
      if (results.length === 0) {
        toast({ variant: 'destructive', title: T.syncSetup.failedToast, description: UI.noEnvironmentsResponded });
        return;
      }
      const ok = results.filter((r) => r.success).length;
      toast({
        variant: ok === results.length ? 'default' : 'destructive',
        title: ok === results.length ? T.syncSetup.successToast : ok === 0 ? T.syncSetup.failedToast : T.syncSetup.partialToast,
        description: T.syncSetup.summary(ok, results.length),
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: T.syncSetup.failedToast, description: messageOr(error, T.syncSetup.failedToast) });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const value = email.trim();
    const problem = validate(crossSyncTestSchema, { userEmail: value }).errors.userEmail;
    setEmailError(problem);
    if (problem) return;
    mutation.mutate(value);
  }

  return (
    <>
      <PageHeader
        title={T.syncSetup.title}
        description={T.syncSetup.description}
        actions={
          <Button asChild variant="outline">
            <Link to="/create">
              <ArrowLeft aria-hidden="true" />
              {T.syncSetup.backToDashboard}
            </Link>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <SetupInstructions />
        <div className="grid grid-cols-1 gap-6">
          <Card>
            <CardHeading icon={Network} tone="bg-sky-100 text-sky-700" title={T.syncSetup.testTitle} />
            <CardContent>
              <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4" aria-label={T.syncSetup.testTitle}>
                <TextField
                  id="sync-setup-email"
                  label={T.syncSetup.email}
                  type="email"
                  autoComplete="email"
                  value={email}
                  error={emailError}
                  disabled={mutation.isPending}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    if (emailError) setEmailError(undefined);
                  }}
                />
                <PendingButton
                  type="submit"
                  className="justify-self-start"
                  pending={mutation.isPending}
                  pendingText={T.syncSetup.testing}
                  icon={<Network aria-hidden="true" />}
                >
                  {T.syncSetup.test}
                </PendingButton>
              </form>
            </CardContent>
          </Card>
          {mutation.isSuccess && mutation.data && <Results answer={mutation.data} />}
        </div>
      </div>
    </>
  );
}

/** /sync-setup: developer tools, admins only (a signed-in non-admin sees the refusal of /admin with the top bar). */
export function SyncSetupPage() {
  return (
    <AppShell>
      <RequireAdmin>
        <SyncSetup />
      </RequireAdmin>
    </AppShell>
  );
}
