import { displayName, ROLE_BADGE_LABEL, UI, userActionsFor, type UserResponse } from '@cod/contracts';
import { Badge, Button, type ButtonProps } from '@cod/ui';
import { KeyRound, Trash2, UserCheck, UserX } from 'lucide-react';
import { formatDate } from '../../lib/format.js';
import { T } from '../../texts.js';

export interface UserRowProps {
  /** The signed-in admin (decides which actions show, via userActionsFor). */
  actor: Pick<UserResponse, 'id'>;
  user: UserResponse;
  /** `data-testid` becomes `{testIdPrefix}-{id}`. */
  testIdPrefix?: string;
  busy?: boolean;
  onToggleStatus: (user: UserResponse) => void;
  onResetPassword: (user: UserResponse) => void;
  onDelete: (user: UserResponse) => void;
  /** Lets a client run its own orders, or takes it back. */
  onToggleManageOwnOrders?: (user: UserResponse) => void;
}

/** An icon-only row action: its label is its accessible name and tooltip. */
function ActionButton({ label, ...props }: Omit<ButtonProps, 'variant' | 'size' | 'aria-label' | 'title'> & { label: string }) {
  return <Button variant="outline" size="icon-sm" aria-label={label} title={label} {...props} />;
}

/** One account in the admin lists (spec 000 §2 "Admin dashboard"). */
export function UserRow({ actor, user, testIdPrefix = 'user-row', busy, onToggleStatus, onResetPassword, onDelete, onToggleManageOwnOrders }: UserRowProps) {
  const actions = userActionsFor(actor, user);
  const name = displayName(user) || user.email;
  const hasActions = actions.toggleStatus || actions.resetPassword || actions.delete;
  const toggleLabel = user.isActive ? T.admin.deactivate : T.admin.activate;

  return (
    <li
      data-testid={`${testIdPrefix}-${user.id}`}
      className="flex flex-col gap-3 rounded-lg border bg-white p-3 transition-colors hover:border-primary/30 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <p className="mr-1 truncate font-medium">{name}</p>
          <Badge variant={user.role === 'admin' ? 'blue' : 'grey'}>{ROLE_BADGE_LABEL[user.role] ?? user.role}</Badge>
          <Badge variant={user.isActive ? 'green' : 'red'}>{user.isActive ? UI.active : UI.inactive}</Badge>
        </div>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <p className="truncate text-xs text-muted-foreground">
          {user.companyName || T.admin.noCompany} · {T.admin.created}: {formatDate(user.createdAt)}
        </p>
        {user.role === 'client' && onToggleManageOwnOrders && (
          <label className="mt-1.5 inline-flex cursor-pointer items-center gap-2 text-sm" title={T.admin.manageOwnOrdersHint}>
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={user.manageOwnOrders === true}
              disabled={busy}
              onChange={() => onToggleManageOwnOrders(user)}
              data-testid="manage-own-orders"
            />
            {T.admin.manageOwnOrders}
          </label>
        )}
      </div>
      {hasActions && (
        <div className="flex shrink-0 items-center gap-1.5">
          {actions.toggleStatus && (
            <ActionButton
              label={toggleLabel}
              disabled={busy}
              onClick={() => onToggleStatus(user)}
              className={user.isActive ? 'text-amber-700 hover:text-amber-800' : 'text-emerald-700 hover:text-emerald-800'}
            >
              {user.isActive ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            </ActionButton>
          )}
          {actions.resetPassword && (
            <ActionButton label={T.resetPassword.action} disabled={busy} onClick={() => onResetPassword(user)}>
              <KeyRound aria-hidden="true" />
            </ActionButton>
          )}
          {actions.delete && (
            <ActionButton
              label={T.admin.delete}
              disabled={busy}
              onClick={() => onDelete(user)}
              className="text-destructive hover:bg-red-50 hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </ActionButton>
          )}
        </div>
      )}
    </li>
  );
}
