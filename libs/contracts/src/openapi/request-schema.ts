import { toJsonSchema } from '@valibot/to-json-schema';
import { fieldsOf, rulesOf, type JsonSchemaPart, type Rule, type Schema } from '../validation.js';

export type JsonSchema = Record<string, unknown>;

/** Adds what a rule allows to a field's JSON Schema (a later type narrows an earlier one: ['string', 'null'] then 'string'). */
function withRule(json: JsonSchema, part: JsonSchemaPart): JsonSchema {
  const out = { ...json };
  for (const [key, value] of Object.entries(part)) {
    if (key === 'type' && Array.isArray(out.type) && typeof value === 'string' && !(out.type as string[]).includes(value)) continue;
    out[key] = value;
  }
  return out;
}

const isRule = (action: { type: string }): action is Rule => action.type === 'rule';

/**
 * A request schema of the contracts as JSON Schema (2020-12, as OpenAPI 3.1 takes it), by valibot's converter:
 * each field a pipe of rules, each rule adding the JSON Schema of what it allows; `required` lists the fields
 * a rule requires (every field is present to valibot: the rules decide what absence means).
 */
export function requestJsonSchema<T>(schema: Schema<T>, description?: string): JsonSchema {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideAction: ({ valibotAction, jsonSchema }) => (isRule(valibotAction) ? withRule(jsonSchema as JsonSchema, valibotAction.json) : undefined),
  }) as JsonSchema;
  delete converted.$schema;
  const required = fieldsOf(schema).filter((field) => rulesOf(schema, field).some((r) => r.required));
  if (required.length) converted.required = required;
  else delete converted.required;
  return description ? { ...converted, description } : converted;
}

/** A query-string schema as OpenAPI parameters (every value arrives as text). */
export function queryParameters<T>(schema: Schema<T>): { name: string; in: 'query'; required: boolean; schema: JsonSchema }[] {
  return fieldsOf(schema).map((field) => {
    const rules = rulesOf(schema, field);
    const { type: _type, ...rest } = rules.reduce((json, r) => withRule(json, r.json), {} as JsonSchema);
    return { name: field, in: 'query' as const, required: rules.some((r) => r.required), schema: { type: 'string', ...rest } };
  });
}
