import { ORDERS_TEXTS, type OrderBlock } from '@cod/contracts';
import { Button, Card, CardContent, Skeleton } from '@cod/ui';
import { useQuery } from '@tanstack/react-query';
import { MapPinOff, PhoneOff, ShieldBan } from 'lucide-react';
import { useApi } from '../../api/api-context.js';
import { CardHeading } from '../../components/CardHeading.js';
import { LoadErrorCard } from '../../components/LoadErrorCard.js';
import { formatDate } from '../../lib/format.js';
import { T } from '../../texts.js';
import { orderBlocksQuery } from './api/orders.js';
import { useUnblock } from './use-order-mutations.js';
import { AutoBlockSetting } from './AutoBlockSetting.js';
import { useSessionStore } from '../auth/session-store.js';

function BlockRow({ block, busy, onUnblock }: { block: OrderBlock; busy: boolean; onUnblock: () => void }) {
  const Icon = block.kind === 'phone' ? PhoneOff : MapPinOff;
  return (
    <li className="flex items-center justify-between gap-3 py-2.5" data-testid={`block-${block.id}`}>
      <div className="flex min-w-0 items-start gap-2.5">
        <Icon className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
        <div className="min-w-0">
          <p className="break-words text-sm font-medium">
            <span className="sr-only">{T.orders.blockKind[block.kind]}: </span>
            {block.value}
          </p>
          <p className="text-xs text-muted-foreground">
            {T.orders.blockKind[block.kind]} · {formatDate(block.createdAt)}
            {block.fromOrderId && <> · {T.orders.blockedFrom(block.fromOrderId)}</>}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" disabled={busy} aria-busy={busy || undefined} aria-label={T.orders.unblockLabel(block.value)} onClick={onUnblock}>
        {ORDERS_TEXTS.unblock}
      </Button>
    </li>
  );
}

/** 'Blokirani telefoni i adrese' with 'Odblokiraj' on each (the fake-order shield). */
export function BlockedListCard() {
  const api = useApi();
  const blocks = useQuery(orderBlocksQuery(api));
  const unblock = useUnblock();
  const isAdmin = useSessionStore((s) => s.isAdmin);
  if (blocks.isError) return <LoadErrorCard error={blocks.error} onRetry={() => void blocks.refetch()} />;
  const list = blocks.data ?? [];
  return (
    <Card data-testid="blocked-list">
      <CardHeading icon={ShieldBan} tone="bg-red-100 text-red-700" title={ORDERS_TEXTS.blockedList} description={T.orders.blockedDescription} />
      <CardContent>
        {blocks.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.orders.blockedEmpty}</p>
        ) : (
          <ul className="max-h-80 divide-y overflow-y-auto pr-1">
            {list.map((b) => (
              <BlockRow key={b.id} block={b} busy={unblock.isPending && unblock.variables === b.id} onUnblock={() => unblock.mutate(b.id)} />
            ))}
          </ul>
        )}
        {!isAdmin && <AutoBlockSetting />}
      </CardContent>
    </Card>
  );
}
