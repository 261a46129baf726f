import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.js';
import { dismissToast, getToasts, subscribeToasts, type ToastVariant } from './toast-store.js';

const DEFAULT_DURATION_MS = 5000;

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-white text-foreground',
  destructive: 'border-red-700 bg-destructive text-destructive-foreground',
};

export function useToasts() {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}

/** Mount once near the root; shows the toast raised with `toast()`. */
export function Toaster({ closeLabel = 'Zatvori' }: { closeLabel?: string }) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={DEFAULT_DURATION_MS} label="Obaveštenje">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          data-variant={variant}
          data-testid="toast"
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[state=closed]:opacity-0 transition-opacity',
            variantClass[variant],
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title data-testid="toast-title" className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description data-testid="toast-description" className={cn('text-sm', variant === 'destructive' ? 'text-white/90' : 'text-muted-foreground')}>
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className={cn(
              'absolute right-2 top-2 cursor-pointer rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              variant === 'destructive' ? 'text-white' : 'text-muted-foreground',
            )}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
