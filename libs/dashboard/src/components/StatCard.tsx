import { Card, CardContent, cn } from '@cod/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A smaller line under the figure (e.g. 'Aktivnih: 2'). */
  sub?: ReactNode;
  icon: LucideIcon;
  /** Classes of the icon's tile: its background and colour. */
  tone: string;
  /** `data-testid` of the card; the figure and the sub line get `{testId}-value` and `{testId}-sub`. */
  testId?: string;
}

/**
 * One figure of a dashboard (admin stats, client dashboard): label, figure, optional sub line and an
 * icon. A narrow card (two in a phone's row) puts the icon above the text, a wider one beside it.
 */
export function StatCard({ label, value, sub, icon: Icon, tone, testId }: StatCardProps) {
  const id = (suffix: string) => (testId ? `${testId}-${suffix}` : undefined);
  return (
    <Card data-testid={testId} className="@container">
      <CardContent className="flex flex-col-reverse gap-2 p-4 sm:p-5 @3xs:flex-row @3xs:items-center @3xs:justify-between @3xs:gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium leading-snug text-muted-foreground sm:text-sm">{label}</p>
          <p className="mt-1 truncate text-2xl font-bold tabular-nums sm:text-3xl" data-testid={id('value')}>
            {value}
          </p>
          {sub && (
            <p className="mt-1 text-xs text-muted-foreground" data-testid={id('sub')}>
              {sub}
            </p>
          )}
        </div>
        <span className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-12', tone)}>
          <Icon className="size-5 sm:size-6" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
