export interface JsonAnswer<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The server's Serbian `message` on failure, when it sent one. */
  message?: string;
}

/** POST JSON to our API; never throws (a network failure is status 0). */
export async function postJson<T>(url: string, body: unknown): Promise<JsonAnswer<T>> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body) });
    const data = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
    return { ok: res.ok, status: res.status, data: res.ok ? data : null, message: !res.ok && typeof data?.message === 'string' ? data.message : undefined };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}

export async function getJson<T>(url: string): Promise<JsonAnswer<T>> {
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    const data = (await res.json().catch(() => null)) as T | null;
    return { ok: res.ok, status: res.status, data: res.ok ? data : null };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}
