import { UI, type UserResponse } from '@cod/contracts';
import { Badge, Button, Skeleton } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { Clock, Globe, ShoppingCart, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { LoadErrorCard } from '../../components/LoadErrorCard.js';
import { PageHeader } from '../../components/PageHeader.js';
import { StatCard } from '../../components/StatCard.js';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { allWebsitesQuery } from '../websites/api/websites.js';
import { UserListCard, WebsitesListCard } from './AdminLists.js';
import { adminClientsQuery, adminStatsQuery, adminUsersQuery } from './api/admin.js';
import { CreateClientDialog } from './CreateClientDialog.js';
import { ResetPasswordDialog } from './ResetPasswordDialog.js';
import { useDeleteUser, useResetUserPassword, useToggleManageOwnOrders, useToggleUserStatus } from './use-admin-mutations.js';

function AdminSkeleton() {
  return (
    <div data-testid="admin-loading" aria-busy="true" aria-label={UI.loading} className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

/** The admin console at /admin (spec 000 §2 "Admin dashboard"). */
export function AdminDashboard() {
  const api = useApi();
  const user = useSessionStore((s) => s.user);
  const [createOpen, setCreateOpen] = useState(false);
  const [resetTarget, setResetTarget] = useState<UserResponse | null>(null);

  const clients = useQuery(adminClientsQuery(api));
  const users = useQuery(adminUsersQuery(api));
  const websites = useQuery(allWebsitesQuery(api));
  const stats = useQuery(adminStatsQuery(api));
  const queries = [clients, users, websites, stats];
  const loading = queries.some((q) => q.isPending);
  const failed = queries.some((q) => q.isError);

  const toggle = useToggleUserStatus();
  const permit = useToggleManageOwnOrders();
  const reset = useResetUserPassword(() => setResetTarget(null));
  const remove = useDeleteUser();

  if (!user) return null;

  const busyId = toggle.isPending ? toggle.variables?.id : permit.isPending ? permit.variables?.id : remove.isPending ? remove.variables : null;
  const rowHandlers = {
    actor: user,
    busyId,
    onToggleStatus: (target: UserResponse) => toggle.mutate(target),
    onToggleManageOwnOrders: (target: UserResponse) => permit.mutate(target),
    onResetPassword: (target: UserResponse) => setResetTarget(target),
    onDelete: (target: UserResponse) => {
      if (window.confirm(UI.deleteConfirm)) remove.mutate(target.id);
    },
  };

  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {UI.loginWelcome(user.firstName)}
            <Badge variant="secondary" className="text-xs">
              {T.admin.superAdmin}
            </Badge>
          </span>
        }
        description={T.admin.subtitle}
        actions={
          <Button onClick={() => setCreateOpen(true)}>
            <UserPlus aria-hidden="true" />
            {UI.addClient}
          </Button>
        }
      />

      {loading ? (
        <AdminSkeleton />
      ) : failed ? (
        <LoadErrorCard
          error={queries.find((q) => q.error)?.error}
          onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
        />
      ) : (
        <div className="grid gap-6">
          <section aria-label={T.stats.label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard label={T.admin.statClients} value={stats.data?.totalClients ?? clients.data?.length ?? 0} icon={Users} tone="bg-primary/10 text-primary" />
            <StatCard label={T.stats.websites} value={stats.data?.totalWebsites ?? 0} icon={Globe} tone="bg-sky-100 text-sky-700" />
            <StatCard label={T.stats.orders} value={stats.data?.totalOrders ?? 0} icon={ShoppingCart} tone="bg-emerald-100 text-emerald-700" />
            <StatCard label={T.admin.statPending} value={stats.data?.pendingOrders ?? 0} icon={Clock} tone="bg-amber-100 text-amber-700" />
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <UserListCard kind="clients" users={clients.data ?? []} onAddClient={() => setCreateOpen(true)} {...rowHandlers} />
            <UserListCard kind="users" users={users.data ?? []} {...rowHandlers} />
          </div>
          <WebsitesListCard websites={websites.data ?? []} />
        </div>
      )}

      <CreateClientDialog open={createOpen} onOpenChange={setCreateOpen} />
      <ResetPasswordDialog
        key={resetTarget?.id ?? 'closed'}
        user={resetTarget}
        pending={reset.isPending}
        onClose={() => setResetTarget(null)}
        onSubmit={(newPassword) => resetTarget && reset.mutate({ id: resetTarget.id, newPassword })}
      />
    </>
  );
}
