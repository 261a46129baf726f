import { SHOP_PROFILE_LIMITS } from '@cod/contracts';
import { NativeSelect, toast } from '@cod/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.js';
import { messageOr } from '../../api/errors.js';
import { T } from '../../texts.js';
import { saveShopProfile, shopProfileKeys, useShopProfile } from '../shop-profile/api.js';

const CHOICES = [0, 1, 2, 3, 4, 5].filter((n) => n <= SHOP_PROFILE_LIMITS.maxAutoBlockAfterRefusals);

/**
 * The seller's own rule against buyers who refuse parcels: after that many refused or returned parcels (as the
 * courier reports them) the phone goes on the blocklist by itself. Saved in the shop profile (PUT, this field only).
 */
export function AutoBlockSetting() {
  const api = useApi();
  const queryClient = useQueryClient();
  const profile = useShopProfile();
  const save = useMutation({
    mutationFn: (n: number) => saveShopProfile(api, { autoBlockAfterRefusals: n }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: shopProfileKeys.all });
      toast({ title: saved?.autoBlockAfterRefusals ? T.orders.autoBlockOn(saved.autoBlockAfterRefusals) : T.orders.autoBlockOff });
    },
    onError: (error) => toast({ variant: 'destructive', title: T.orders.blockFailedTitle, description: messageOr(error, T.orders.autoBlockFailed) }),
  });
  if (!profile.data) return null;
  const value = save.isPending && save.variables !== undefined ? save.variables : (profile.data.autoBlockAfterRefusals ?? 0);
  return (
    <div className="mt-4 grid gap-1.5 border-t pt-4">
      <label htmlFor="auto-block" className="text-sm font-medium">
        {T.orders.autoBlockLabel}
      </label>
      <NativeSelect
        id="auto-block"
        value={String(value)}
        disabled={save.isPending}
        onChange={(e) => save.mutate(Number(e.target.value))}
        className="h-9 w-full sm:w-64"
        data-testid="auto-block"
      >
        {CHOICES.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? T.orders.autoBlockNever : T.orders.autoBlockAfter(n)}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground">{T.orders.autoBlockHint}</p>
    </div>
  );
}
