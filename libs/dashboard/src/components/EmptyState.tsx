import { cn } from '@cod/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** Actions under the text. */
  children?: ReactNode;
  testId?: string;
  className?: string;
}

/** What an empty list or grid shows instead: an icon, a title, an optional text and actions. */
export function EmptyState({ icon: Icon, title, text, children, testId, className }: EmptyStateProps) {
  return (
    <div
      data-testid={testId}
      className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed bg-white/60 px-4 py-10 text-center', className)}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        {text && <p className="mt-1 max-w-md text-sm text-muted-foreground">{text}</p>}
      </div>
      {children && <div className="flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}
