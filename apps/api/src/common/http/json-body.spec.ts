import { API_ERRORS } from '@cod/contracts';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../errors/domain-error.js';
import { jsonDepth, MAX_JSON_DEPTH, parseJsonBody } from './json-body.js';

describe('JSON request bodies', () => {
  it('counts nesting without parsing, skipping brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[\\"]]]"}')).toBe(1);
    expect(jsonDepth('"x"')).toBe(0);
  });

  it('refuses nesting past the cap before JSON.parse runs, and malformed JSON, in Serbian', () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(() => parseJsonBody(deep(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseJsonBody(deep(MAX_JSON_DEPTH + 1))).toThrow(new InvalidInputError(API_ERRORS.jsonTooDeep));
    expect(() => parseJsonBody(deep(1_000_000))).toThrow(API_ERRORS.jsonTooDeep);
    expect(() => parseJsonBody('{"a":')).toThrow(API_ERRORS.invalidJson);
    expect(parseJsonBody('  ')).toEqual({});
  });

  it('drops __proto__ keys, also written with escapes', () => {
    for (const text of ['{"__proto__":{"admin":true},"a":1}', '{"\\u005f_proto__":{"admin":true},"a":1}']) {
      const value = parseJsonBody(text) as Record<string, unknown>;
      expect(Object.keys(value)).toEqual(['a']);
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    }
  });
});
