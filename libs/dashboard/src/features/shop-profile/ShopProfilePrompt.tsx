import { Button, cn } from '@cod/ui';
import { ArrowRight, Store } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { T } from '../../texts.js';
import { useSessionStore } from '../auth/session-store.js';
import { useShopProfile } from './api.js';

const P = T.shopProfile.prompt;

/** Where the prompt's button goes: the settings' shop tab (`useTabParam` reads `?tab=`). */
export const SHOP_PROFILE_SETTINGS_PATH = '/settings?tab=shop';

/**
 * An amber card for a seller whose shop profile is incomplete (`complete: false`): their pages show no
 * identity and no terms until it is filled in. Nothing for admins, nothing while loading or when the
 * profile cannot be read, nothing once it is complete. On /create and on /edit/{id}.
 */
export function ShopProfilePrompt({ className }: { className?: string }) {
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const profile = useShopProfile({ enabled: !isAdmin });
  const titleId = useId();
  if (isAdmin || !profile.data || profile.data.complete) return null;
  const missing = (profile.data.missing ?? []).map((f) => T.shopProfile.fields[f] ?? f);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="shop-profile-prompt"
      className={cn('flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:gap-4', className)}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700" aria-hidden="true">
          <Store className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold leading-snug">
            {P.title}
          </h2>
          <p className="mt-0.5 text-sm text-amber-900">{P.text}</p>
          {missing.length > 0 && (
            <p className="mt-1 text-xs text-amber-800" data-testid="shop-profile-prompt-missing">
              {P.missing(missing.join(', '))}
            </p>
          )}
        </div>
      </div>
      <Button asChild className="w-full shrink-0 sm:w-auto">
        <Link to={SHOP_PROFILE_SETTINGS_PATH}>
          {P.action}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
