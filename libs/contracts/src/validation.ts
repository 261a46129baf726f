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

/**
 * Invisible formatting (Unicode Cf) that only serves to disguise text: bidi embeddings, overrides, isolates
 * and marks ('Ana\u202Egnp.exe'), zero-width spaces and joiners, word joiners, the byte-order mark, soft
 * hyphens, invisible operators and tag characters. A zero-width joiner between two emoji (👩‍💻) is kept:
 * it is how those are written. Unlike control characters, these are removed, not refused: they arrive
 * with pasted text, and the buyer or seller meant the visible letters.
 */
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]|[\u{E0000}-\u{E007F}]|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const HAS_INVISIBLE = new RegExp(INVISIBLE.source, 'u');

/** Whether a text holds invisible formatting that `stripInvisible` removes. */
export const hasInvisible = (text: string) => HAS_INVISIBLE.test(text);

/** The text without invisible formatting (see INVISIBLE); other text unchanged. */
export const stripInvisible = (text: string) => (HAS_INVISIBLE.test(text) ? text.replace(INVISIBLE, '') : text);

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

// YYYY-MM-DD, optionally followed by a time (hh:mm, :ss, fractions) and a zone (Z or ±hh:mm).
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * An ISO date or time that names a real moment: a day the month has (no 30 February), a year from 1 to
 * 9999 (PostgreSQL has no year 0), hours 0–23, minutes and seconds 0–59, a zone within ±14:00.
 * `Date.parse` alone accepts '2026-02-30' and '0000-01-01', which the database then refuses.
 */
export function isIsoDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_TIME.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (day > days) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || (m[6] !== undefined && Number(m[6]) > 59))) return false;
  if (m[8] !== undefined && (Number(m[8]) > 14 || Number(m[9]) > 59)) return false;
  return true;
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
