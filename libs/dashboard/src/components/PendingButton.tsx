import { Button, type ButtonProps } from '@cod/ui';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PendingButtonProps extends ButtonProps {
  /** While true the button is disabled, busy, shows a spinner and reads `pendingText`. */
  pending: boolean;
  pendingText: ReactNode;
  /** Icon shown while idle; the spinner takes its place while pending. */
  icon?: ReactNode;
}

/** A button of an action that takes a while (sign in, save, test): spinner and busy text while pending. */
export function PendingButton({ pending, pendingText, icon, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
      {pending ? pendingText : children}
    </Button>
  );
}
