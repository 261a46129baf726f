import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

export interface NativeSelectProps extends ComponentProps<'select'> {
  /** Classes of the wrapper (width, margins); `className` styles the select itself. */
  wrapperClassName?: string;
}

/**
 * The browser's own <select>, styled like Input: keyboard, screen readers and phone pickers work as
 * the platform makes them. Give it a <label> (or aria-label) and <option> children.
 */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative w-full min-w-0', wrapperClassName)}>
      <select
        className={cn(
          'flex h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-white py-2 pl-3 pr-9 text-sm text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
