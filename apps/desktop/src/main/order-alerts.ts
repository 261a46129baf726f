import { plural } from '@cod/contracts';
import type { DesktopOrderEvent } from '../shared/desktop-api.js';
import type { OrderAlertDetails, OrderLookup } from './order-lookup.js';

/**
 * When a new order raises a native notification (the policy; Electron's Notification, the window and the
 * API look-up are injected):
 * - `order.created` only; each order once (a replay after a reconnect does not alert again);
 * - debounced: orders within 1 s of each other (at most 5 s in all) give one notification, a summary
 *   'N novih porudžbina' when there are several; a single order shows product, quantity, total, city;
 * - none while the window is focused (the in-app toast shows) or while muted (1 h from the tray);
 * - the unread count grows for orders that arrive while the window is not focused, until markRead();
 * - a click brings the window forward and opens that order (the newest of a summary) on /orders;
 * - every shown Notification stays referenced until it is clicked, closed or failed (else the garbage
 *   collector may drop it and its click is lost).
 */
export interface NotificationLike {
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown;
  show(): void;
}

export interface AlertNotificationOptions {
  title: string;
  body: string;
}

export interface AlertsState {
  unread: number;
  muted: boolean;
  /** Epoch ms when the mute ends, or null. */
  mutedUntil: number | null;
}

export interface OrderAlertsDeps {
  /** A native notification, or null where the system has none. */
  createNotification(options: AlertNotificationOptions): NotificationLike | null;
  isWindowFocused(): boolean;
  /** Show, restore and focus the main window. */
  revealWindow(): void;
  /** Ask the renderer to open this order on /orders. */
  openOrder(orderId: string): void;
  lookup: OrderLookup;
  /** Unread count or mute changed (the tray follows). */
  onChange?(state: AlertsState): void;
  now?: () => number;
  debounceMs?: number;
  maxWaitMs?: number;
  muteMs?: number;
}

export interface OrderAlerts {
  handle(event: DesktopOrderEvent): void;
  markRead(): void;
  mute(ms?: number): void;
  unmute(): void;
  readonly state: AlertsState;
  /** Notifications shown and still referenced (not clicked or closed yet). */
  readonly alive: number;
  /** Resolves when the notification being prepared (if any) has been shown or dropped. */
  idle(): Promise<void>;
  dispose(): void;
}

export const ALERT_DEBOUNCE_MS = 1_000;
export const ALERT_MAX_WAIT_MS = 5_000;
export const MUTE_MS = 60 * 60 * 1000;
/** Orders shown by name in a summary. */
const SUMMARY_LINES = 3;
const MAX_ALIVE = 100;
const REMEMBERED = 500;

export const ALERT_TEXTS = {
  newOrder: 'Nova porudžbina',
  summaryTitle: (n: number) => `${n} ${plural(n, 'nova porudžbina', 'nove porudžbine', 'novih porudžbina')}`,
  single: (d: OrderAlertDetails) => `${d.product}, količina: ${d.quantity}\nUkupno: ${d.total}\nGrad: ${d.city}`,
  singleUnknown: (orderId: string) => `Broj porudžbine: ${orderId}`,
  line: (d: OrderAlertDetails) => `${d.product} × ${d.quantity} — ${d.total}, ${d.city}`,
  lineUnknown: (orderId: string) => `Porudžbina ${orderId}`,
  more: (n: number) => `i još ${n}`,
} as const;

export function createOrderAlerts(deps: OrderAlertsDeps): OrderAlerts {
  const now = deps.now ?? Date.now;
  const debounceMs = deps.debounceMs ?? ALERT_DEBOUNCE_MS;
  const maxWaitMs = deps.maxWaitMs ?? ALERT_MAX_WAIT_MS;
  const defaultMuteMs = deps.muteMs ?? MUTE_MS;

  let unread = 0;
  let mutedUntil: number | null = null;
  let muteTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: string[] = [];
  let firstPendingAt = 0;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let preparing: Promise<void> = Promise.resolve();
  let disposed = false;
  const seen = new Set<string>();
  const alive = new Set<NotificationLike>();

  const isMuted = () => mutedUntil !== null && now() < mutedUntil;
  const state = (): AlertsState => ({ unread, muted: isMuted(), mutedUntil: isMuted() ? mutedUntil : null });
  const changed = () => deps.onChange?.(state());

  function remember(orderId: string): boolean {
    if (seen.has(orderId)) return false;
    seen.add(orderId);
    if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as string);
    return true;
  }

  function show(title: string, body: string, orderId: string) {
    const notification = deps.createNotification({ title, body });
    if (!notification) return;
    if (alive.size >= MAX_ALIVE) alive.delete(alive.values().next().value as NotificationLike);
    alive.add(notification);
    const release = () => alive.delete(notification);
    notification.on('click', () => {
      release();
      deps.revealWindow();
      deps.openOrder(orderId);
    });
    notification.on('close', release);
    notification.on('failed', release);
    notification.show();
  }

  const suppressed = () => disposed || isMuted() || deps.isWindowFocused();

  async function notify(batch: string[]) {
    if (!batch.length || suppressed()) return;
    const named = batch.slice(-SUMMARY_LINES).reverse();
    const details = await Promise.all(named.map((id) => deps.lookup(id).catch(() => null)));
    // The window may have been focused or the alerts muted while the details were read.
    if (suppressed()) return;
    const newest = batch[batch.length - 1];
    if (batch.length === 1) {
      show(ALERT_TEXTS.newOrder, details[0] ? ALERT_TEXTS.single(details[0]) : ALERT_TEXTS.singleUnknown(newest), newest);
      return;
    }
    const lines = named.map((id, i) => (details[i] ? ALERT_TEXTS.line(details[i]) : ALERT_TEXTS.lineUnknown(id)));
    if (batch.length > named.length) lines.push(ALERT_TEXTS.more(batch.length - named.length));
    show(ALERT_TEXTS.summaryTitle(batch.length), lines.join('\n'), newest);
  }

  function flush() {
    flushTimer = undefined;
    const batch = pending;
    pending = [];
    firstPendingAt = 0;
    preparing = preparing.then(() => notify(batch));
  }

  return {
    handle(event) {
      if (disposed || event.name !== 'order.created' || !remember(event.data.orderId)) return;
      // While the window is focused the in-app toast shows it: neither unread nor a notification.
      if (deps.isWindowFocused()) return;
      unread += 1;
      changed();
      pending.push(event.data.orderId);
      const at = now();
      if (!firstPendingAt) firstPendingAt = at;
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = setTimeout(flush, Math.max(0, Math.min(debounceMs, firstPendingAt + maxWaitMs - at)));
    },
    markRead() {
      if (unread === 0) return;
      unread = 0;
      changed();
    },
    mute(ms = defaultMuteMs) {
      mutedUntil = now() + ms;
      if (muteTimer) clearTimeout(muteTimer);
      muteTimer = setTimeout(() => {
        muteTimer = undefined;
        mutedUntil = null;
        changed();
      }, ms);
      muteTimer.unref?.();
      changed();
    },
    unmute() {
      if (muteTimer) clearTimeout(muteTimer);
      muteTimer = undefined;
      mutedUntil = null;
      changed();
    },
    get state() {
      return state();
    },
    get alive() {
      return alive.size;
    },
    idle: () => preparing,
    dispose() {
      disposed = true;
      if (flushTimer) clearTimeout(flushTimer);
      if (muteTimer) clearTimeout(muteTimer);
      pending = [];
      alive.clear();
    },
  };
}
