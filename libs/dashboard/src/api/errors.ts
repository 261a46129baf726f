/**
 * Reading the server's answer out of an ApiError-style message "{status}: {body}" (spec 000 §8:
 * "the server message is preferred when present").
 */
const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return undefined;
  try {
    const parsed: unknown = JSON.parse(match[2]);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** HTTP status of an ApiError-style error, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** The server's Serbian `message`, or undefined when the error carries none. */
export function serverMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length && message.every((m) => typeof m === 'string')) return message.join(', ');
  return undefined;
}

/** The server message when present, else the given fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Per-field messages the API adds to a 400 answer (`errors: { field: message }`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') out[field] = message;
  return out;
}
