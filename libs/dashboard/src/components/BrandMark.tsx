import { cn } from '@cod/ui';
import { Sparkles } from 'lucide-react';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-primary to-secondary text-white shadow-sm', className)}
    >
      <Sparkles className="size-5" />
    </span>
  );
}
