import { ORDER_STATUSES, ORDER_STATUS_LABEL, ORDERS_TEXTS, type OrderStatus } from '@cod/contracts';
import { Button, Card, CardContent, Input, Label, NativeSelect } from '@cod/ui';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { T } from '../../texts.js';
import { isFiltering, NO_FILTERS, type OrderFilters } from './api/orders.js';

export interface OrderFilterCardProps {
  /** What the fields show now (the search text before its debounce). */
  value: OrderFilters;
  onChange: (next: OrderFilters) => void;
  placeholder: string;
  /** 'Prikazano X od Y narudžbina', once known. */
  countText?: string;
}

/** Search (server-side), status, date range and the count of what is shown (spec 000 §2). */
export function OrderFilterCard({ value, onChange, placeholder, countText }: OrderFilterCardProps) {
  const id = useId();
  const set = (patch: Partial<OrderFilters>) => onChange({ ...value, ...patch });
  return (
    <Card data-testid="order-filters">
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <h2 className="sr-only">{T.orders.filtersLabel}</h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
            <Label htmlFor={`${id}-q`}>{T.orders.search}</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                id={`${id}-q`}
                type="search"
                value={value.q}
                maxLength={100}
                placeholder={placeholder}
                onChange={(e) => set({ q: e.target.value })}
                className="pl-9"
                autoComplete="off"
                enterKeyHint="search"
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-status`}>{T.orders.status}</Label>
            <NativeSelect id={`${id}-status`} value={value.status} onChange={(e) => set({ status: e.target.value as OrderStatus | '' })}>
              <option value="">{ORDERS_TEXTS.allStatuses}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABEL[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:col-span-1 lg:col-span-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-from`}>{T.orders.from}</Label>
              <Input id={`${id}-from`} type="date" value={value.from} max={value.to || undefined} onChange={(e) => set({ from: e.target.value })} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-to`}>{T.orders.to}</Label>
              <Input id={`${id}-to`} type="date" value={value.to} min={value.from || undefined} onChange={(e) => set({ to: e.target.value })} />
            </div>
          </div>
        </div>
        <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite" data-testid="orders-count">
            {countText}
          </p>
          {isFiltering(value) && (
            <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
              <X aria-hidden="true" />
              {T.orders.clearFilters}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
