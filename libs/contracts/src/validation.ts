import { VALIDATION } from './messages.js';

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

/** The largest id a database row can have (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** A database id: a positive 32-bit integer. */
export const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID;

/** An id from a path or query string ('12'), or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

// Control characters (Unicode Cc): C0 but tab, line feed and carriage return; DEL; C1. No text field holds them.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A single-line field (a name, a city) refuses tab and line breaks too.
const LINE_BREAKING_CHARS = /[\u0000-\u001F\u007F-\u009F]/;

const SURROGATE = /[\uD800-\uDFFF]/;

/** A high surrogate without its low half, or a low one alone: not text, and no database stores it. */
function hasLoneSurrogate(s: string): boolean {
  if (!SURROGATE.test(s)) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    }
  }
  return false;
}

const badText = (s: string) => CONTROL_CHARS.test(s) || hasLoneSurrogate(s);

/**
 * Whether a value holds a control character or a lone surrogate (text no database column can store)
 * anywhere: in a string, in an object key, at any depth.
 */
export function containsControlChars(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return badText(value);
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => containsControlChars(v, depth + 1));
  return Object.entries(value).some(([k, v]) => badText(k) || containsControlChars(v, depth + 1));
}

const PRINTABLE_ASCII = /^[\x21-\x7E]+$/;

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
  /** If a string is present, it is one line: no tab, no line break. */
  singleLine: (message: string = VALIDATION.controlChars): Rule => (v) =>
    typeof v === 'string' && LINE_BREAKING_CHARS.test(v) ? message : undefined,
  /**
   * If a non-blank string is present, it is printable ASCII without spaces (0x21–0x7E) once trimmed: what a key
   * or token needs to travel as it is in an HTTP header or a URL.
   */
  printableAscii: (message: string): Rule => (v) =>
    typeof v === 'string' && v.trim() !== '' && !PRINTABLE_ASCII.test(v.trim()) ? message : undefined,
  /** A database id (positive 32-bit integer). */
  id: (message: string): Rule => (v) => (isId(v) ? undefined : message),
  /**
   * An object the caller checks with its own schema next (an order's customerData): here it only
   * has to be an object, and its texts are checked, field by field, by that schema.
   */
  nested: (message: string): Rule => Object.assign((v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : message), { nested: true }),
} as const;

const isNestedRule = (rule: Rule) => (rule as Rule & { nested?: boolean }).nested === true;

/**
 * Checks `input` against a schema. Before a field's own rules, every field refuses control characters
 * anywhere in its value (the class rule of every text the product stores).
 */
export function validate<T>(schema: Schema<T>, input: unknown): ValidationResult<T> {
  const values: Values = input && typeof input === 'object' && !Array.isArray(input) ? (input as Values) : {};
  const errors: FieldErrors<T> = {};
  let firstError: string | undefined;
  for (const field of Object.keys(schema) as Extract<keyof T, string>[]) {
    const own = Object.prototype.hasOwnProperty.call(values, field) ? values[field] : undefined;
    const ownRules = schema[field] as readonly Rule[];
    const fieldRules = ownRules.some(isNestedRule) ? ownRules : [(v: unknown) => (containsControlChars(v) ? VALIDATION.controlChars : undefined), ...ownRules];
    for (const rule of fieldRules) {
      const message = rule(own, values);
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
  for (const field of Object.keys(schema)) if (Object.prototype.hasOwnProperty.call(values, field)) out[field] = values[field];
  return out as T;
}
