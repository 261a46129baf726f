import { cn } from '@cod/ui';
import type { ReactNode } from 'react';
import { TopBar } from './TopBar.js';

/** A signed-in screen: the top bar and a centred content column. */
export function AppShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="min-h-dvh bg-background">
      <TopBar />
      <main className={cn('mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 sm:py-8', className)}>{children}</main>
    </div>
  );
}
