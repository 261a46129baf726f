import { UI } from '@cod/contracts';
import { Card, CardHeader, CardTitle } from '@cod/ui';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSessionStore } from './session-store.js';

/** What a signed-in non-admin sees on an admin-only screen (spec 000 §2 /admin). */
export function AdminForbidden() {
  return (
    <Card className="mx-auto max-w-xl border-red-200" data-testid="admin-forbidden">
      <CardHeader className="flex-row items-center gap-3">
        <ShieldAlert className="size-6 shrink-0 text-destructive" aria-hidden="true" />
        <CardTitle asChild className="text-base">
          <h1>{UI.adminForbidden}</h1>
        </CardTitle>
      </CardHeader>
    </Card>
  );
}

/**
 * Admin-only content (spec 000 §6: /admin; also the developer sync tools of /sync-setup): renders its
 * children for an admin, the refusal text for anyone else. Goes inside RequireAuth and the top bar's
 * shell, so the refusal shows with the top bar. The server refuses the same calls (403).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useSessionStore((s) => s.isAdmin);
  return isAdmin ? <>{children}</> : <AdminForbidden />;
}
