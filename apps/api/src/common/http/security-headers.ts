import helmet, { type HelmetOptions } from 'helmet';

/** The app's helmet settings: one place for every answer's security headers (Express and fast routes). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      // Product pictures may still point at the shop they came from (a failed import keeps its URL).
      'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      'connect-src': ["'self'"],
      // Pages are often opened over plain http on a LAN address; upgrading would break them.
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

let computed: Readonly<Record<string, string>> | undefined;

/**
 * The headers helmet sets with HELMET_OPTIONS, computed once by running helmet itself, for the
 * answers written before Express runs (fast routes), so they carry exactly what the others do.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  if (computed) return computed;
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => void (headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as never, res as never, () => undefined);
  return (computed = Object.freeze(headers));
}
