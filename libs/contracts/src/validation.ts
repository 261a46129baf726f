/**
 * A tiny rule engine shared by the API (request pipes) and the forms, so a rule and its Serbian
 * message are written once. A schema maps field names to rules; the first failing rule of a field
 * gives that field's message.
 */
export type Values = Record<string, unknown>;
export type Rule = (value: unknown, values: Values) => string | undefined;
export type Schema<T> = { readonly [K in keyof T]-?: readonly Rule[] };
export type FieldErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

export interface ValidationResult<T> {
  ok: boolean;
  /** First message of each failing field. */
  errors: FieldErrors<T>;
  /** First message overall, in schema order (what the API puts in `message`). */
  firstError?: string;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

// Pragmatic e-mail check: one @, no spaces, a dot in the domain, no empty labels.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const rules = {
  /** Any present, non-blank value. */
  required: (message: string): Rule => (v) => (isBlank(v) ? message : undefined),
  /** A string that looks like an e-mail address (blank fails too). */
  email: (message: string): Rule => (v) =>
    typeof v === 'string' && EMAIL_RE.test(v.trim()) ? undefined : message,
  /** A string of at least `min` characters (blank or non-string fails). */
  minLength: (min: number, message: string): Rule => (v) =>
    typeof v === 'string' && v.length >= min ? undefined : message,
  /** If a string is present, it has at most `max` characters. */
  maxLength: (max: number, message: string): Rule => (v) =>
    typeof v === 'string' && v.length > max ? message : undefined,
  /** Absent, null, or a string. */
  optionalText: (message: string): Rule => (v) =>
    v === undefined || v === null || typeof v === 'string' ? undefined : message,
  /** A present value that is a string. */
  text: (message: string): Rule => (v) => (typeof v === 'string' ? undefined : message),
  boolean: (message: string): Rule => (v) => (typeof v === 'boolean' ? undefined : message),
  /** Equal to another field's value. */
  sameAs: (field: string, message: string): Rule => (v, all) => (v === all[field] ? undefined : message),
} as const;

export function validate<T>(schema: Schema<T>, input: unknown): ValidationResult<T> {
  const values: Values = input && typeof input === 'object' && !Array.isArray(input) ? (input as Values) : {};
  const errors: FieldErrors<T> = {};
  let firstError: string | undefined;
  for (const field of Object.keys(schema) as Extract<keyof T, string>[]) {
    for (const rule of schema[field] as readonly Rule[]) {
      const message = rule(values[field], values);
      if (message) {
        errors[field] = message;
        firstError ??= message;
        break;
      }
    }
  }
  return { ok: firstError === undefined, errors, firstError };
}

/** Keeps only the fields a schema knows (unknown fields never reach the services). */
export function pickKnown<T>(schema: Schema<T>, input: unknown): T {
  const values: Values = input && typeof input === 'object' ? (input as Values) : {};
  const out: Values = {};
  for (const field of Object.keys(schema)) if (field in values) out[field] = values[field];
  return out as T;
}
