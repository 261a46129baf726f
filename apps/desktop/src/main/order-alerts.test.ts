import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopOrderEvent } from '../shared/desktop-api.js';
import { ALERT_TEXTS, createOrderAlerts, MUTE_MS, type AlertNotificationOptions, type AlertsState, type OrderAlertsDeps } from './order-alerts.js';
import type { OrderAlertDetails } from './order-lookup.js';

/** The notification policy with Electron's Notification and the window faked, on fake timers. */
class FakeNotification {
  static all: FakeNotification[] = [];
  shown = false;
  private readonly listeners = new Map<string, () => void>();
  constructor(readonly options: AlertNotificationOptions) {
    FakeNotification.all.push(this);
  }
  on(event: string, fn: () => void) {
    this.listeners.set(event, fn);
  }
  show() {
    this.shown = true;
  }
  emit(event: 'click' | 'close' | 'failed') {
    this.listeners.get(event)?.();
  }
}

const created = (n: number): DesktopOrderEvent => ({ name: 'order.created', data: { orderId: `N${n}`, websiteId: 1 } });
const details = (orderId: string): OrderAlertDetails => ({ orderId, product: `Proizvod ${orderId}`, quantity: 2, total: '5.980 RSD', city: 'Novi Sad' });

function setup(overrides: Partial<OrderAlertsDeps> = {}) {
  let focused = false;
  const opened: string[] = [];
  const revealed = vi.fn();
  const changes: AlertsState[] = [];
  const lookup = vi.fn(async (orderId: string) => details(orderId));
  const alerts = createOrderAlerts({
    createNotification: (o) => new FakeNotification(o),
    isWindowFocused: () => focused,
    revealWindow: revealed,
    openOrder: (id) => opened.push(id),
    lookup,
    onChange: (s) => changes.push(s),
    ...overrides,
  });
  return { alerts, opened, revealed, changes, lookup, focus: (f: boolean) => (focused = f) };
}

async function settle(ms: number, alerts: { idle(): Promise<void> }) {
  await vi.advanceTimersByTimeAsync(ms);
  await alerts.idle();
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeNotification.all = [];
});
afterEach(() => vi.useRealTimers());

describe('order alerts', () => {
  it('one order: after the 1 s debounce, one notification with product, quantity, total and city', async () => {
    const t = setup();
    t.alerts.handle(created(1));
    await settle(999, t.alerts);
    expect(FakeNotification.all).toHaveLength(0);
    await settle(1, t.alerts);
    expect(FakeNotification.all).toHaveLength(1);
    const [n] = FakeNotification.all;
    expect(n.shown).toBe(true);
    expect(n.options.title).toBe('Nova porudžbina');
    expect(n.options.body).toBe('Proizvod N1, količina: 2\nUkupno: 5.980 RSD\nGrad: Novi Sad');
    expect(t.lookup).toHaveBeenCalledWith('N1');
  });

  it('a burst gives one summary notification ("N novih porudžbina") naming the newest orders', async () => {
    const t = setup();
    for (let i = 1; i <= 5; i++) {
      t.alerts.handle(created(i));
      await vi.advanceTimersByTimeAsync(300);
    }
    await settle(1000, t.alerts);
    expect(FakeNotification.all).toHaveLength(1);
    const [n] = FakeNotification.all;
    expect(n.options.title).toBe('5 novih porudžbina');
    expect(n.options.body.split('\n')).toEqual([
      'Proizvod N5 × 2 — 5.980 RSD, Novi Sad',
      'Proizvod N4 × 2 — 5.980 RSD, Novi Sad',
      'Proizvod N3 × 2 — 5.980 RSD, Novi Sad',
      'i još 2',
    ]);
    expect(ALERT_TEXTS.summaryTitle(2)).toBe('2 nove porudžbine');
    expect(ALERT_TEXTS.summaryTitle(21)).toBe('21 nova porudžbina');
  });

  it('an endless stream of orders still notifies after at most 5 s', async () => {
    const t = setup();
    for (let i = 1; i <= 12; i++) {
      t.alerts.handle(created(i));
      await vi.advanceTimersByTimeAsync(500);
    }
    await t.alerts.idle();
    expect(FakeNotification.all.length).toBeGreaterThanOrEqual(1);
    expect(FakeNotification.all[0].options.title).toBe('10 novih porudžbina');
  });

  it('without details (the look-up failed) it still names the order number', async () => {
    const t = setup({ lookup: async () => null });
    t.alerts.handle(created(1));
    await settle(1000, t.alerts);
    expect(FakeNotification.all[0].options.body).toBe('Broj porudžbine: N1');
  });

  it('is suppressed while the window is focused (the in-app toast shows), and nothing is unread', async () => {
    const t = setup();
    t.focus(true);
    t.alerts.handle(created(1));
    await settle(2000, t.alerts);
    expect(FakeNotification.all).toHaveLength(0);
    expect(t.alerts.state.unread).toBe(0);
  });

  it('is dropped when the window gains focus before the debounce ends', async () => {
    const t = setup();
    t.alerts.handle(created(1));
    await vi.advanceTimersByTimeAsync(500);
    t.focus(true);
    await settle(1000, t.alerts);
    expect(FakeNotification.all).toHaveLength(0);
    expect(t.alerts.state.unread).toBe(1);
  });

  it('counts unread orders until markRead, and only new orders (not updates, not replays)', async () => {
    const t = setup();
    t.alerts.handle(created(1));
    t.alerts.handle(created(2));
    t.alerts.handle(created(2));
    t.alerts.handle({ name: 'order.updated', data: { orderId: 'N1', websiteId: 1, status: 'completed' } });
    t.alerts.handle({ name: 'upsell.created', data: { orderId: 'N1', websiteId: 1, upsellOrderId: 'U1' } });
    expect(t.alerts.state.unread).toBe(2);
    expect(t.changes.map((c) => c.unread)).toEqual([1, 2]);
    t.alerts.markRead();
    expect(t.alerts.state.unread).toBe(0);
    expect(t.changes.at(-1)).toEqual({ unread: 0, muted: false, mutedUntil: null });
  });

  it('a click brings the window forward and opens that order; a summary opens the newest', async () => {
    const t = setup();
    t.alerts.handle(created(1));
    await settle(1000, t.alerts);
    FakeNotification.all[0].emit('click');
    expect(t.revealed).toHaveBeenCalledTimes(1);
    expect(t.opened).toEqual(['N1']);

    t.alerts.handle(created(2));
    t.alerts.handle(created(3));
    await settle(1000, t.alerts);
    FakeNotification.all[1].emit('click');
    expect(t.opened).toEqual(['N1', 'N3']);
  });

  it('keeps each notification referenced until it is clicked, closed or failed', async () => {
    const t = setup();
    for (const n of [1, 2, 3]) {
      t.alerts.handle(created(n));
      await settle(1000, t.alerts);
    }
    expect(t.alerts.alive).toBe(3);
    FakeNotification.all[0].emit('click');
    expect(t.alerts.alive).toBe(2);
    FakeNotification.all[1].emit('close');
    expect(t.alerts.alive).toBe(1);
    FakeNotification.all[2].emit('failed');
    expect(t.alerts.alive).toBe(0);
  });

  it('mute for 1 h: no notifications (unread still counts), then they come back by themselves', async () => {
    const t = setup();
    t.alerts.mute();
    expect(t.alerts.state.muted).toBe(true);
    expect(t.changes.at(-1)).toMatchObject({ muted: true });
    t.alerts.handle(created(1));
    await settle(1000, t.alerts);
    expect(FakeNotification.all).toHaveLength(0);
    expect(t.alerts.state.unread).toBe(1);

    await vi.advanceTimersByTimeAsync(MUTE_MS);
    expect(t.alerts.state.muted).toBe(false);
    expect(t.changes.at(-1)).toMatchObject({ muted: false });
    t.alerts.handle(created(2));
    await settle(1000, t.alerts);
    expect(FakeNotification.all).toHaveLength(1);
  });

  it('unmute ends the mute at once', async () => {
    const t = setup();
    t.alerts.mute();
    t.alerts.unmute();
    t.alerts.handle(created(1));
    await settle(1000, t.alerts);
    expect(FakeNotification.all).toHaveLength(1);
  });

  it('no notification where the system has none, and nothing after dispose', async () => {
    const t = setup({ createNotification: () => null });
    t.alerts.handle(created(1));
    await settle(1000, t.alerts);
    expect(t.alerts.alive).toBe(0);
    t.alerts.dispose();
    t.alerts.handle(created(2));
    expect(t.alerts.state.unread).toBe(1);
  });
});
