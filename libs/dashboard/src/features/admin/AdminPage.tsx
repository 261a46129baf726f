import { UI } from '@cod/contracts';
import { Card, CardHeader, CardTitle } from '@cod/ui';
import { ShieldAlert } from 'lucide-react';
import { useSessionStore } from '../auth/session-store.js';
import { AppShell } from '../../components/AppShell.js';
import { AdminDashboard } from './AdminDashboard.js';

/** /admin: the admin console, or for a signed-in non-admin the refusal text with the top bar. */
export function AdminPage() {
  const isAdmin = useSessionStore((s) => s.isAdmin);
  return (
    <AppShell>
      {isAdmin ? (
        <AdminDashboard />
      ) : (
        <Card className="mx-auto max-w-xl border-red-200">
          <CardHeader className="flex-row items-center gap-3">
            <ShieldAlert className="size-6 shrink-0 text-destructive" aria-hidden="true" />
            <CardTitle asChild className="text-base">
              <h1>{UI.adminForbidden}</h1>
            </CardTitle>
          </CardHeader>
        </Card>
      )}
    </AppShell>
  );
}
