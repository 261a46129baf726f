const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as m:ss, mm:ss or hh:mm:ss (spec 001 §4 countdowns). */
export function formatSeconds(total: number, format: 'm:ss' | 'mm:ss' | 'hh:mm:ss'): string {
  const s = Math.max(0, Math.floor(total));
  if (format === 'hh:mm:ss') return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  const m = Math.floor(s / 60);
  return `${format === 'mm:ss' ? pad(m) : m}:${pad(s % 60)}`;
}
