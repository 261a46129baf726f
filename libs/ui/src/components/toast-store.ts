import type { ReactNode } from 'react';

/**
 * A tiny toast queue that keeps ONE toast at a time (spec 000 §9): a new toast replaces the one
 * on screen. Framework-free so `toast()` can be called from anywhere (mutations, event handlers).
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself (default 5000). */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted so its closing animation can run. */
const REMOVE_DELAY_MS = 300;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Shows a toast, replacing any toast already visible. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = ++nextId;
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Hides one toast (or all when no id is given). */
export function dismissToast(id?: number): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    emit(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, REMOVE_DELAY_MS);
}
