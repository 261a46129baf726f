import { baseUrl } from './helpers.js';

export interface StreamEvent {
  id: string;
  event: string;
  data: any;
}

/**
 * A Server-Sent Events client for the tests: GET /api/events with a bearer token (and Last-Event-ID),
 * parsing the stream as it arrives. `base`: another server than the shared one.
 */
export async function openEvents(token: string, lastEventId?: string, base = baseUrl()) {
  const controller = new AbortController();
  const res = await fetch(base + '/api/events', {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const received: StreamEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  const waiters = new Set<() => void>();
  let done = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.trimEnd());
            const i = line.indexOf(': ');
            if (i > 0) fields[line.slice(0, i)] = line.slice(i + 2);
          }
          if (fields.event) received.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          waiters.forEach((w) => w());
        }
      }
    } catch {
      /* closed */
    }
    done = true;
    waiters.forEach((w) => w());
  })();
  const until = async (ready: () => boolean, ms: number, what: string) => {
    const started = Date.now();
    while (!ready()) {
      if (Date.now() - started > ms) throw new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(received)} ${JSON.stringify(comments)}`);
      await new Promise<void>((resolve) => {
        const w = () => (waiters.delete(w), resolve());
        waiters.add(w);
        setTimeout(w, 50);
      });
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    received,
    comments,
    /** The first event (from now on or already received) that matches, or an error after `ms`. */
    async next(match: (e: StreamEvent) => boolean, ms = 3000): Promise<StreamEvent> {
      const started = Date.now();
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() - started > ms) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          const w = () => (waiters.delete(w), resolve());
          waiters.add(w);
          setTimeout(w, 50);
        });
      }
    },
    /** A comment line (a heartbeat) that matches, or an error after `ms`. */
    nextComment(match: (c: string) => boolean, ms = 3000) {
      return until(() => comments.some(match), ms, 'matching comment');
    },
    /** Waits for the server to end the stream. */
    ended(ms = 3000) {
      return until(() => done, ms, 'end of the stream');
    },
    close() {
      controller.abort();
      return reading;
    },
  };
}
