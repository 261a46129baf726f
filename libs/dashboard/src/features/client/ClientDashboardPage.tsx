import { displayName, UI } from '@cod/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@cod/ui';
import { Info, LayoutGrid, Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../auth/session-store.js';
import { AppShell } from '../../components/AppShell.js';
import { T } from '../../texts.js';

/** /create: the client dashboard. A placeholder until the dashboard issue; the builder link works. */
export function ClientDashboard() {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{T.clientDashboard.title}</h1>
          {user && <p className="mt-1 font-medium">{T.clientDashboard.greeting(displayName(user) || user.email)}</p>}
          <CardDescription className="mt-1">{T.clientDashboard.text}</CardDescription>
        </div>
        <Button onClick={() => navigate('/builder')} className="shrink-0">
          <Plus aria-hidden="true" />
          {UI.createWebsite}
        </Button>
      </CardHeader>
      <CardContent>
        <h2 className="mb-3 text-base font-semibold">{UI.myWebsites}</h2>
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-8 text-center text-sm text-muted-foreground">
          <LayoutGrid className="size-6" aria-hidden="true" />
          {T.clientDashboard.websitesSoon}
        </div>
      </CardContent>
    </Card>
  );
}

export function ClientDashboardPage() {
  return (
    <AppShell>
      <ClientDashboard />
    </AppShell>
  );
}

/** /sync: the page moved to /create; tell so and show the same dashboard. */
export function SyncPage() {
  return (
    <AppShell>
      <div role="note" className="mb-5 flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{T.clientDashboard.movedNotice}</p>
      </div>
      <ClientDashboard />
    </AppShell>
  );
}
