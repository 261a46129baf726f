import { ORDER_STATUS_LABEL, ORDER_STATUSES, isOrderStatus, type OrderStatus } from '@cod/contracts';
import { Button, NativeSelect } from '@cod/ui';
import { useState } from 'react';
import { PendingButton } from '../../components/PendingButton.js';
import { T } from '../../texts.js';
import { useBulkStatus } from './use-order-mutations.js';

/**
 * The bar of a client that runs its orders while some are selected: how many, a status, 'Promeni status'
 * (PUT /api/orders/status, all or none) and 'Poništi izbor'. Fixed to the bottom of a phone's screen.
 */
export function BulkStatusBar({ ids, onClear }: { ids: number[]; onClear: () => void }) {
  const [status, setStatus] = useState<OrderStatus>('processing');
  const bulk = useBulkStatus(onClear);
  if (!ids.length) return null;
  return (
    <div
      role="region"
      aria-label={T.orders.bulkSelected(ids.length)}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-white/95 p-3 shadow-lg backdrop-blur sm:sticky sm:bottom-4 sm:rounded-xl sm:border"
      data-testid="bulk-bar"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2">
        <span className="text-sm font-medium" data-testid="bulk-count">
          {T.orders.bulkSelected(ids.length)}
        </span>
        <NativeSelect
          aria-label={T.orders.bulkStatusLabel}
          value={status}
          onChange={(e) => isOrderStatus(e.target.value) && setStatus(e.target.value)}
          className="h-9 w-36"
          data-testid="bulk-status"
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABEL[s]}
            </option>
          ))}
        </NativeSelect>
        <PendingButton size="sm" pending={bulk.isPending} pendingText={T.orders.bulkApplying} onClick={() => bulk.mutate({ ids, status })} data-testid="bulk-apply">
          {T.orders.bulkApply}
        </PendingButton>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {T.orders.bulkClear}
        </Button>
      </div>
    </div>
  );
}
