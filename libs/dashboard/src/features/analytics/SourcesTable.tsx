import type { AnalyticsSourceRow } from '@cod/contracts';
import { Card, CardContent } from '@cod/ui';
import { ArrowDown, ArrowUp, ArrowUpDown, Globe2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CardHeading } from '../../components/CardHeading.js';
import { T } from '../../texts.js';
import { revenueText } from '../orders/chart/chart-model.js';
import { countText, percentText, sourceLabel } from './analytics-format.js';

const A = T.analytics;

type SortKey = 'orders' | 'conversionRate';
interface Sort {
  key: SortKey;
  dir: 'desc' | 'asc';
}

/** The rows in the chosen order (ties keep the server's order: most visitors first); none chosen: as sent. */
export function sortSources(rows: readonly AnalyticsSourceRow[], sort: Sort | null): AnalyticsSourceRow[] {
  if (!sort) return [...rows];
  const sign = sort.dir === 'desc' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => sign * ((Number(a.row[sort.key]) || 0) - (Number(b.row[sort.key]) || 0)) || a.i - b.i)
    .map((x) => x.row);
}

/** A sortable column's header: a button that sorts most first, then least first; the header says how (aria-sort). */
function SortHeader({ label, column, sort, onSort }: { label: string; column: SortKey; sort: Sort | null; onSort: (key: SortKey) => void }) {
  const active = sort?.key === column;
  const Icon = !active ? ArrowUpDown : sort.dir === 'desc' ? ArrowDown : ArrowUp;
  return (
    <th scope="col" className="px-3 py-2 text-right font-medium" aria-sort={active ? (sort.dir === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => onSort(column)}
        data-testid={`sources-sort-${column === 'orders' ? 'orders' : 'conversion'}`}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

/** Visitors, orders, conversion and revenue per source and campaign; scrolls sideways inside its card on a phone. */
export function SourcesTable({ rows, currency }: { rows: readonly AnalyticsSourceRow[]; currency: string }) {
  const [sort, setSort] = useState<Sort | null>(null);
  const sorted = useMemo(() => sortSources(rows, sort), [rows, sort]);
  const onSort = (key: SortKey) => setSort((old) => (old?.key === key ? { key, dir: old.dir === 'desc' ? 'asc' : 'desc' } : { key, dir: 'desc' }));
  return (
    <Card className="min-w-0" data-testid="analytics-sources">
      <CardHeading icon={Globe2} tone="bg-sky-100 text-sky-700" title={A.sourcesTitle} description={A.sourcesDescription} />
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{A.sourcesEmpty}</p>
        ) : (
          // The table keeps its width and scrolls inside the card (the source stays in view); the page itself never scrolls sideways.
          <div className="overflow-x-auto" data-testid="analytics-sources-scroll">
            <table className="w-full min-w-[34rem] border-collapse text-sm" data-testid="analytics-sources-table">
              <caption className="sr-only">{A.sourcesCaption}</caption>
              <thead className="border-b text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                    {A.source}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {A.campaign}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {A.visitors}
                  </th>
                  <SortHeader label={A.orders} column="orders" sort={sort} onSort={onSort} />
                  <SortHeader label={A.conversion} column="conversionRate" sort={sort} onSort={onSort} />
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {A.revenue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((row) => (
                  <tr key={`${row.source}\u0000${row.campaign ?? ''}`} className="border-b last:border-0" data-testid="source-row">
                    <th scope="row" className="sticky left-0 max-w-[9rem] truncate bg-card px-3 py-2 text-left font-medium sm:max-w-[14rem]" data-testid="source-row-source" title={sourceLabel(row.source)}>
                      {sourceLabel(row.source)}
                    </th>
                    <td className="max-w-[9rem] truncate px-3 py-2 text-muted-foreground sm:max-w-[14rem]" data-testid="source-row-campaign" title={row.campaign ?? undefined}>
                      {row.campaign ?? T.common.none}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums" data-testid="source-row-visitors">
                      {countText(row.visitors)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums" data-testid="source-row-orders">
                      {countText(row.orders)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums" data-testid="source-row-conversion">
                      {percentText(row.conversionRate)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums" data-testid="source-row-revenue">
                      {revenueText(Number(row.revenue) || 0, currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
