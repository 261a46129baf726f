import { describe, expect, it } from 'vitest';
import { parseLenientJson, readAssignedJson } from './lenient-json.js';

describe('parseLenientJson', () => {
  it('reads valid JSON as is', () => {
    expect(parseLenientJson('{"a":[1,2]}')).toEqual({ a: [1, 2] });
  });

  it('repairs what shops get wrong', () => {
    const text = `<!--
      { "name": "Čaša // ne komentar", /* komentar */
        "url": "https://shop.rs/a", // komentar
        "opis": "prvi red
drugi red",
        "tags": ["a", "b",],
        "x": undefined,
      }
    -->`;
    expect(parseLenientJson(text)).toEqual({
      name: 'Čaša // ne komentar',
      url: 'https://shop.rs/a',
      opis: 'prvi red\ndrugi red',
      tags: ['a', 'b'],
      x: null,
    });
    expect(parseLenientJson('//<![CDATA[\n{"a":1}\n//]]>')).toEqual({ a: 1 });
  });

  it('gives up on what cannot be read', () => {
    expect(parseLenientJson('{"a": ')).toBeUndefined();
    expect(parseLenientJson('')).toBeUndefined();
  });
});

describe('readAssignedJson', () => {
  it('reads an object literal assigned to a global, with strings holding brackets', () => {
    const script = 'var x = 1; window.__INITIAL_STATE__ = {"a":{"b":"}{]["},"c":[1]}; init();';
    expect(readAssignedJson(script, 'window\\.__INITIAL_STATE__')).toEqual({ a: { b: '}{][' }, c: [1] });
  });

  it('reads JSON.parse("…") assignments', () => {
    const script = `window.__PRELOADED_STATE__ = JSON.parse("{\\"product\\":{\\"name\\":\\"Lampa \\u010ce\\"}}");`;
    expect(readAssignedJson(script, 'window\\.__PRELOADED_STATE__')).toEqual({ product: { name: 'Lampa Če' } });
  });

  it('skips assignments that are not data', () => {
    expect(readAssignedJson('window.__NUXT__=(function(a){return {x:a}}(1));', 'window\\.__NUXT__')).toBeUndefined();
  });
});
