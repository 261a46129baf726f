import { AppShell } from '../../components/AppShell.js';
import { RequireAdmin } from '../auth/RequireAdmin.js';
import { AdminDashboard } from './AdminDashboard.js';

/** /admin: the admin console, or for a signed-in non-admin the refusal text with the top bar. */
export function AdminPage() {
  return (
    <AppShell>
      <RequireAdmin>
        <AdminDashboard />
      </RequireAdmin>
    </AppShell>
  );
}
