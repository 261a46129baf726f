import type { EventSourceFactory, EventSourceLike } from '../features/events/order-events.js';

/** An EventSource double: records how it was opened, lets a test emit named events, knows when it is closed. */
export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init: { withCredentials: boolean },
  ) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** Delivers one event as the server would (`event: name`, `data: JSON`). */
  emit(name: string, data: unknown, id = String(Date.now())) {
    const event = new MessageEvent(name, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId: id });
    for (const l of this.listeners.get(name) ?? []) l(event);
  }
  static reset() {
    FakeEventSource.opened = [];
  }
  static factory: EventSourceFactory = (url, init) => new FakeEventSource(url, init);
}
