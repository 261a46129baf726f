import { UI } from '@cod/contracts';
import { Loader2 } from 'lucide-react';

/** Full-screen loading state (spec 000 §2: 'Učitavanje...' while the session loads). */
export function LoadingScreen({ text = UI.loading }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background p-6 text-center">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm font-medium text-muted-foreground">{text}</p>
    </div>
  );
}
