import { displayName, ORDERS_TEXTS, ROLE_TOPBAR_LABEL, UI } from '@cod/contracts';
import { Button, cn } from '@cod/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Globe, LayoutDashboard, LogOut, Settings, Shield, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context.js';
import { useSessionStore } from '../features/auth/session-store.js';
import { signOut } from '../features/auth/session.js';
import { useUnreadOrders } from '../features/events/LiveOrderEvents.js';
import { T } from '../texts.js';
import { BrandMark } from './BrandMark.js';

interface NavButtonProps {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
  /** A small count on the icon (new orders), read after the label. */
  badge?: string | null;
}

function NavButton({ label, icon: Icon, active, onClick, disabled, badge }: NavButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      title={label}
      aria-current={active ? 'page' : undefined}
      className={cn('relative h-9 px-2.5 md:px-3', active && 'bg-primary/10 text-primary')}
    >
      <Icon aria-hidden="true" />
      {/* The text stays the button's accessible name on narrow screens (visually hidden there). */}
      <span className="sr-only md:not-sr-only">{label}</span>
      {badge && (
        <span
          data-testid="topbar-orders-unread"
          className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-amber-500 px-1 text-center text-[10px] font-bold leading-4 text-white"
        >
          <span className="sr-only"> (</span>
          {badge}
          <span className="sr-only">)</span>
        </span>
      )}
    </Button>
  );
}

/** Top bar of every signed-in screen (spec 000 §2 "Top bar"). */
export function TopBar() {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const unread = useUnreadOrders();

  if (!user) return null;
  const roleLabel = ROLE_TOPBAR_LABEL[user.role] ?? user.role;

  async function logout() {
    setLeaving(true);
    await signOut(api, queryClient);
    setLeaving(false);
    navigate('/', { replace: true });
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-3 sm:h-16 sm:px-6">
        <div className="flex min-w-0 items-center gap-2.5">
          <BrandMark className="size-8 sm:size-9" />
          <div className="min-w-0 leading-tight">
            <p className="truncate text-sm font-semibold" data-testid="topbar-user-name">
              {displayName(user)}
            </p>
            <p className="truncate text-xs text-muted-foreground" data-testid="topbar-user-role">
              <span>{roleLabel}</span>
              {user.companyName && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>{user.companyName}</span>
                </>
              )}
            </p>
          </div>
        </div>
        <nav aria-label={T.topBar.navigation} className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          {isAdmin && (
            <NavButton label={UI.adminPanel} icon={Shield} active={pathname === '/admin'} onClick={() => navigate('/admin')} />
          )}
          <NavButton label={UI.dashboard} icon={LayoutDashboard} active={pathname === '/create'} onClick={() => navigate('/create')} />
          <NavButton
            label={ORDERS_TEXTS.topBarLink}
            icon={ShoppingCart}
            active={pathname === '/orders'}
            onClick={() => navigate('/orders')}
            badge={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null}
          />
          <NavButton label={T.topBar.domains} icon={Globe} active={pathname === '/domains' || pathname === '/domain'} onClick={() => navigate('/domains')} />
          <NavButton label={UI.settings} icon={Settings} active={pathname === '/settings'} onClick={() => navigate('/settings')} />
          <NavButton label={UI.logout} icon={LogOut} onClick={() => void logout()} disabled={leaving} />
        </nav>
      </div>
    </header>
  );
}
