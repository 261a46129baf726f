import { ORDERS_TEXTS } from '@cod/contracts';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, ShoppingCart } from 'lucide-react';
import { useApi } from '../../api/api-context.js';
import { StatCard } from '../../components/StatCard.js';
import { T } from '../../texts.js';
import { orderCountQuery, type OrdersScope } from './api/orders.js';

/**
 * Total, pending and completed orders of everything the user may see, not just the page: the
 * X-Total-Count of a one-order request each (the list itself is paged).
 */
export function OrderStatCards({ scope }: { scope: OrdersScope }) {
  const api = useApi();
  const total = useQuery(orderCountQuery(api, scope, 'all'));
  const pending = useQuery(orderCountQuery(api, scope, 'pending'));
  const completed = useQuery(orderCountQuery(api, scope, 'completed'));
  const value = (q: typeof total) =>
    q.isPending ? (
      <span aria-hidden="true" className="inline-block h-7 w-14 animate-pulse rounded-md bg-slate-200/80 align-middle" />
    ) : q.isError ? (
      T.common.none
    ) : (
      q.data.toLocaleString('sr-Latn-RS')
    );
  return (
    <section aria-label={T.stats.label} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3 sm:gap-4">
      <StatCard testId="orders-total" label={ORDERS_TEXTS.totalOrders} value={value(total)} icon={ShoppingCart} tone="bg-primary/10 text-primary" />
      <StatCard testId="orders-pending" label={ORDERS_TEXTS.pending} value={value(pending)} icon={Clock} tone="bg-amber-100 text-amber-700" />
      <StatCard testId="orders-completed" label={ORDERS_TEXTS.completed} value={value(completed)} icon={CheckCircle2} tone="bg-emerald-100 text-emerald-700" />
    </section>
  );
}
