import { afterEach, describe, expect, it } from 'vitest';
import { computedDisplay, computedVisibility } from './computed-style.js';

// The setup file installed the fast getComputedStyle; jsdom's own is what it falls back to with a style sheet
// in the document, so while one empty <style> is in the head every call is jsdom's.
function withJsdom<T>(read: () => T): T {
  const sheet = document.createElement('style');
  document.head.append(sheet);
  try {
    return read();
  } finally {
    sheet.remove();
  }
}
const both = (el: Element) => {
  const style = getComputedStyle(el);
  return `display: ${style.display}, visibility: ${style.visibility}`;
};
const fastOf = (el: Element) => `display: ${computedDisplay(el)}, visibility: ${computedVisibility(el)}`;

const TAGS =
  'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr i iframe img input ins kbd label legend li link main map mark marquee menu meta meter nav noembed noframes noscript object ol optgroup option output p param picture plaintext pre progress q rp rt ruby s samp script search section select slot small source span strong style sub summary sup table tbody td template textarea tfoot th thead time title tr track u ul var video wbr xmp'.split(
    ' ',
  );
/** The elements the default sheet's display rules name with an attribute or a state. */
const NAMED = ['input', 'dialog', 'details', 'summary', 'embed', 'col', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr', 'noscript'];
const ATTRIBUTES: [string, string][] = [
  ['', ''],
  ['hidden', ''],
  ['hidden', 'until-found'],
  ['hidden', 'UNTIL-FOUND'],
  ['open', ''],
  ['popover', ''],
  ['type', 'hidden'],
  ['type', 'HIDDEN'],
  ['type', 'text'],
  ['aria-hidden', 'true'],
];
const INLINE = ['', 'display: flex', 'display: none', 'visibility: hidden', 'display: grid; visibility: collapse'];

afterEach(() => document.body.replaceChildren());

describe('the tests’ fast getComputedStyle', () => {
  it('answers display and visibility as jsdom does, for every HTML element, attribute the default sheet names and inline style', () => {
    const cases: [string, Element][] = [];
    const add = (tag: string, name: string, value: string, style: string) => {
      const el = document.createElement(tag);
      if (name) el.setAttribute(name, value);
      if (style) el.setAttribute('style', style);
      document.body.append(el);
      cases.push([`<${tag} ${name}="${value}" style="${style}">`, el]);
    };
    // Every element bare, hidden (both ways) and as a popover; the elements a rule names with every attribute;
    // a few of each kind with inline styles too.
    for (const tag of TAGS) for (const [name, value] of ATTRIBUTES.slice(0, 3).concat([ATTRIBUTES[5]])) add(tag, name, value, '');
    for (const tag of NAMED) for (const [name, value] of ATTRIBUTES) add(tag, name, value, '');
    for (const tag of ['div', 'span', 'input', 'tr', 'dialog', 'embed', 'noscript']) for (const [name, value] of ATTRIBUTES) for (const style of INLINE.slice(1)) add(tag, name, value, style);
    const jsdom = withJsdom(() => cases.map(([, el]) => both(el)));
    const differences = cases.flatMap(([label, el], i) => (fastOf(el) === jsdom[i] ? [] : [`${label}: ${fastOf(el)} ≠ ${jsdom[i]}`]));
    expect(differences).toEqual([]);
    expect(cases.length).toBeGreaterThan(800);
  });

  it('inherits visibility from the nearest ancestor that sets it, through any depth', () => {
    document.body.innerHTML = `
      <div id="a" style="visibility: hidden"><p><span id="b">x</span></p><section style="visibility: visible"><b id="c">y</b></section></div>
      <table><tbody hidden><tr><td id="d">z</td></tr></tbody></table>
      <details><summary id="first">1</summary><summary id="second">2</summary></details>
      <svg><g id="svg"></g></svg>`;
    for (const id of ['a', 'b', 'c', 'd', 'first', 'second', 'svg']) {
      const el = document.getElementById(id)!;
      expect(`${id}: ${fastOf(el)}`).toBe(`${id}: ${withJsdom(() => both(el))}`);
    }
  });

  it('is what window.getComputedStyle answers; other properties and pseudo-elements are jsdom’s', () => {
    document.body.innerHTML = `<div id="x" hidden style="color: red; position: absolute">x</div>`;
    const el = document.getElementById('x')!;
    const style = getComputedStyle(el);
    expect(style.display).toBe('none');
    expect(style.getPropertyValue('display')).toBe('none');
    expect(style.visibility).toBe('visible');
    expect(style.position).toBe('absolute');
    expect(style.getPropertyValue('color')).toBe(withJsdom(() => getComputedStyle(el).getPropertyValue('color')));
    expect(getComputedStyle(el, '::before').getPropertyValue('content')).toBe(withJsdom(() => getComputedStyle(el, '::before').getPropertyValue('content')));
  });
});
