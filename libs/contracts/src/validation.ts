import * as v from 'valibot';
import { VALIDATION } from './messages.js';

/**
 * The request schemas shared by the API (request pipes) and the forms, so a rule and its Serbian message are
 * written once: valibot object schemas whose fields are pipes of rules. A field's rules run in order and the
 * first one it breaks gives its message (valibot's `abortPipeEarly`); every field is checked. A rule is a
 * valibot validation action that also says what it allows as JSON Schema (`json`), from which the API
 * reference (GET /api/openapi.json) is made: one rule, one place, for the form, the server and the document.
 */
export type Values = Record<string, unknown>;
/** What a rule checks: the message when the value breaks it, else undefined; `values` is the whole request. */
export type Check = (value: unknown, values: Values) => string | undefined;
/** The part of a field's JSON Schema a rule stands for (merged in rule order). */
export type JsonSchemaPart = Record<string, unknown>;

export interface RuleIssue extends v.BaseIssue<unknown> {
  readonly kind: 'validation';
  readonly type: 'rule';
}

/** A field rule: a valibot validation action with its JSON Schema. */
export interface Rule extends v.BaseValidation<unknown, unknown, RuleIssue> {
  readonly type: 'rule';
  readonly reference: typeof rule;
  readonly requirement: Check;
  /** What the rule allows, for the API reference. */
  readonly json: JsonSchemaPart;
  /** The field must be present (the reference lists it as required). */
  readonly required: boolean;
  /** The field is an object its own schema checks next: the control-character rule leaves it to that schema. */
  readonly nested: boolean;
}

/** The whole request, for the rules that look at another field (valibot hands an action only its own value). */
interface RunConfig extends v.Config<v.BaseIssue<unknown>> {
  readonly values: Values;
}

/** A rule from a check: `json` says what it allows, `required` that the field must be there. */
/* @__NO_SIDE_EFFECTS__ */
export function rule(check: Check, json: JsonSchemaPart = {}, flags: { required?: boolean; nested?: boolean } = {}): Rule {
  return {
    kind: 'validation',
    type: 'rule',
    reference: rule,
    async: false,
    expects: null,
    requirement: check,
    json,
    required: flags.required ?? false,
    nested: flags.nested ?? false,
    '~run'(dataset, config) {
      const message = this.requirement(dataset.value, (config as Partial<RunConfig>).values ?? {});
      if (message !== undefined) v._addIssue(this, 'value', dataset, config, { message });
      return dataset;
    },
  };
}

/** A field: its rules in order (a bare check is a rule with nothing to say in the reference). */
export type FieldRules = readonly (Rule | Check)[];
type FieldSchema = v.SchemaWithPipe<readonly [v.UnknownSchema, ...Rule[]]>;
type Entries<T> = { readonly [K in Extract<keyof T, string>]: FieldSchema };

/** A request schema: a valibot object schema of `T`'s fields. */
export type Schema<T> = v.ObjectSchema<Entries<T>, undefined> & { readonly '~request'?: T };
export type FieldErrors<T> = Partial<Record<Extract<keyof T, string>, string>>;

export interface ValidationResult<T> {
  ok: boolean;
  /** First message of each failing field. */
  errors: FieldErrors<T>;
  /** First message overall, in schema order (what the API puts in `message`). */
  firstError?: string;
}

const asRule = (r: Rule | Check): Rule => (typeof r === 'function' ? rule(r) : r);

/**
 * The class rule of every text the product stores, first in each field: no control character anywhere in its
 * value (a field checked by a nested schema of its own leaves it to that one).
 */
const noControlChars = rule((value) => (containsControlChars(value) ? VALIDATION.controlChars : undefined));

/** A request schema from its fields' rules, in the order the messages are given. */
/* @__NO_SIDE_EFFECTS__ */
export function schema<T>(fields: { readonly [K in keyof T]-?: FieldRules }): Schema<T> {
  const entries = {} as Record<string, FieldSchema>;
  for (const [name, list] of Object.entries(fields) as [string, FieldRules][]) {
    const own = list.map(asRule);
    const rules = own.some((r) => r.nested) ? own : [noControlChars, ...own];
    entries[name] = v.pipe(v.unknown(), ...(rules as [Rule])) as unknown as FieldSchema;
  }
  return v.object(entries) as unknown as Schema<T>;
}

/** The names of a schema's fields, in order. */
export const fieldsOf = <T>(s: Schema<T>) => Object.keys(s.entries) as Extract<keyof T, string>[];

/** The rules of a schema's field (after the class rule), for the API reference. */
export function rulesOf<T>(s: Schema<T>, field: Extract<keyof T, string>): readonly Rule[] {
  return (s.entries[field].pipe.slice(1) as Rule[]).filter((r) => r !== noControlChars);
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
  required: (message: string): Rule => rule((v) => (isBlank(v) ? message : undefined), {}, { required: true }),
  /** A string that looks like an e-mail address (blank fails too). */
  email: (message: string): Rule =>
    rule((v) => (typeof v === 'string' && EMAIL_RE.test(v.trim()) ? undefined : message), { type: 'string', format: 'email' }, { required: true }),
  /** A string of at least `min` characters (blank or non-string fails). */
  minLength: (min: number, message: string): Rule =>
    rule((v) => (typeof v === 'string' && v.length >= min ? undefined : message), { type: 'string', minLength: min }, { required: true }),
  /** If a string is present, it has at most `max` characters. */
  maxLength: (max: number, message: string): Rule => rule((v) => (typeof v === 'string' && v.length > max ? message : undefined), { maxLength: max }),
  /** Absent, null, or a string. */
  optionalText: (message: string): Rule =>
    rule((v) => (v === undefined || v === null || typeof v === 'string' ? undefined : message), { type: ['string', 'null'] }),
  /** A present value that is a string. */
  text: (message: string): Rule => rule((v) => (typeof v === 'string' ? undefined : message), { type: 'string' }, { required: true }),
  boolean: (message: string): Rule => rule((v) => (typeof v === 'boolean' ? undefined : message), { type: 'boolean' }, { required: true }),
  /** Equal to another field's value. */
  sameAs: (field: string, message: string): Rule => rule((v, all) => (v === all[field] ? undefined : message), { description: `The same as ${field}.` }),
  /** If a string is present, it is one line: no tab, no line break. */
  singleLine: (message: string = VALIDATION.controlChars): Rule =>
    rule((v) => (typeof v === 'string' && LINE_BREAKING_CHARS.test(v) ? message : undefined), { pattern: '^[^\\u0000-\\u001F\\u007F-\\u009F]*$' }),
  /**
   * If a non-blank string is present, it is printable ASCII without spaces (0x21–0x7E) once trimmed: what a key
   * or token needs to travel as it is in an HTTP header or a URL.
   */
  printableAscii: (message: string): Rule =>
    rule((v) => (typeof v === 'string' && v.trim() !== '' && !PRINTABLE_ASCII.test(v.trim()) ? message : undefined), { pattern: '^\\s*[\\x21-\\x7E]*\\s*$' }),
  /** A database id (positive 32-bit integer). */
  id: (message: string): Rule => rule((v) => (isId(v) ? undefined : message), { type: 'integer', minimum: 1, maximum: MAX_ID }, { required: true }),
  /**
   * An object the caller checks with its own schema next (an order's customerData): here it only
   * has to be an object, and its texts are checked, field by field, by that schema.
   */
  nested: (message: string): Rule =>
    rule((v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : message), { type: 'object' }, { required: true, nested: true }),
} as const;

/** Checks `input` (an object; anything else counts as an empty one) against a schema. */
export function validate<T>(s: Schema<T>, input: unknown): ValidationResult<T> {
  const own: Values = input && typeof input === 'object' && !Array.isArray(input) ? (input as Values) : {};
  // Every field is checked, present or not (its rules decide what absence means), and only own fields count.
  const values: Values = {};
  for (const field of fieldsOf(s)) values[field] = Object.prototype.hasOwnProperty.call(own, field) ? own[field] : undefined;
  const config: RunConfig = { abortEarly: false, abortPipeEarly: true, values };
  const { issues } = s['~run']({ value: values }, config);
  const errors: FieldErrors<T> = {};
  let firstError: string | undefined;
  for (const issue of issues ?? []) {
    const field = issue.path?.[0]?.key as Extract<keyof T, string> | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  for (const field of fieldsOf(s)) firstError ??= errors[field];
  return { ok: firstError === undefined, errors, firstError };
}

/** The first message one field of a schema gives for a value on its own (the rules that look at other fields see none). */
export function checkField<T>(s: Schema<T>, field: Extract<keyof T, string>, value: unknown): string | undefined {
  const config: RunConfig = { abortEarly: false, abortPipeEarly: true, values: { [field]: value } };
  return s.entries[field]['~run']({ value }, config).issues?.[0]?.message;
}

/** Keeps only the fields a schema knows (unknown fields never reach the services). */
export function pickKnown<T>(s: Schema<T>, input: unknown): T {
  const values: Values = input && typeof input === 'object' ? (input as Values) : {};
  const out: Values = {};
  for (const field of fieldsOf(s)) if (Object.prototype.hasOwnProperty.call(values, field)) out[field] = values[field];
  return out as T;
}
