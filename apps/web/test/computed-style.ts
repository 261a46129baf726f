/**
 * A faster `getComputedStyle` for the jsdom tests, answering `display` and `visibility` itself.
 *
 * jsdom matches an element against every rule of its default style sheet on each call (its cache is dropped
 * by every change of the DOM), and Testing Library's role queries ask for every element they look at and for
 * every node of each accessible name: that was half of a component test's time. The tests load no style
 * sheets (vitest leaves CSS imports empty), so those two properties follow from the default sheet's few
 * display rules, the element's inline style and, for visibility, its ancestors'. Any other property, a
 * pseudo-element, or a document that does hold a style sheet goes to jsdom's own implementation.
 * computed-style.test.ts holds the answers to jsdom's for every HTML element and attribute the rules name.
 */

const BLOCK = new Set(
  'html body address blockquote center dialog div figure figcaption footer form header hr legend listing main p plaintext pre search xmp article aside h1 h2 h3 h4 h5 h6 hgroup nav section dir dd dl dt menu ol ul fieldset details summary'.split(' '),
);
const NONE = new Set('area base basefont datalist head link meta noembed noframes param rp script style template title'.split(' '));
const TABLE: Record<string, string> = {
  table: 'table',
  caption: 'table-caption',
  colgroup: 'table-column-group',
  col: 'table-column',
  thead: 'table-header-group',
  tbody: 'table-row-group',
  tfoot: 'table-footer-group',
  tr: 'table-row',
  td: 'table-cell',
  th: 'table-cell',
};
/** The table parts that collapse when hidden. */
const HIDDEN_TABLE_PARTS = new Set(['colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr']);
const OTHER: Record<string, string> = { slot: 'contents', ruby: 'ruby', rt: 'ruby-text', li: 'list-item', input: 'inline-block', button: 'inline-block', marquee: 'inline-block' };

const isHtml = (el: Element) => el.namespaceURI === 'http://www.w3.org/1999/xhtml';

/** The display the default style sheet gives an element (its inline style aside). */
export function defaultDisplay(el: Element): string {
  const tag = el.localName;
  if (!isHtml(el)) return 'inline';
  if (NONE.has(tag)) return 'none';
  const hidden = el.getAttribute('hidden');
  if (hidden !== null && tag !== 'embed' && hidden.toLowerCase() !== 'until-found') return 'none';
  if (tag === 'dialog' && !el.hasAttribute('open')) return 'none';
  if (el.hasAttribute('popover') && !(tag === 'dialog' && el.hasAttribute('open'))) return 'none';
  if (tag === 'embed') return 'inline';
  if (tag === 'summary' && el.parentElement?.localName === 'details' && el.parentElement.querySelector(':scope > summary') === el) return 'list-item';
  return TABLE[tag] ?? OTHER[tag] ?? (BLOCK.has(tag) ? 'block' : 'inline');
}

/** The one display the default sheet sets with !important, over any inline style. */
const importantDisplay = (el: Element) => (isHtml(el) && el.localName === 'input' && el.getAttribute('type')?.toLowerCase() === 'hidden' ? 'none' : undefined);

const inline = (el: Element, property: string) => (el as HTMLElement).style?.getPropertyValue(property) || '';

export function computedDisplay(el: Element): string {
  return importantDisplay(el) ?? (inline(el, 'display') || defaultDisplay(el));
}

/** Visibility is inherited: the nearest inline value, a hidden table part's collapse, else visible. */
export function computedVisibility(el: Element): string {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const own = inline(e, 'visibility');
    if (own && own !== 'inherit') return own;
    if (isHtml(e) && HIDDEN_TABLE_PARTS.has(e.localName) && e.hasAttribute('hidden')) return 'collapse';
  }
  return 'visible';
}

const FAST: Record<string, (el: Element) => string> = { display: computedDisplay, visibility: computedVisibility };

/** Replaces the window's getComputedStyle with the fast one (jsdom's stays behind it for everything else). */
export function useFastComputedStyle(view: Window & typeof globalThis) {
  const jsdom = view.getComputedStyle.bind(view);
  const fast = (el: Element, pseudo?: string | null): CSSStyleDeclaration => {
    if (pseudo || !(el instanceof view.Element) || el.ownerDocument.styleSheets.length > 0) return jsdom(el, pseudo);
    let full: CSSStyleDeclaration | undefined;
    const real = () => (full ??= jsdom(el));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, property) {
        if (typeof property === 'string' && FAST[property]) return FAST[property](el);
        if (property === 'getPropertyValue') return (name: string) => (FAST[name] ? FAST[name](el) : real().getPropertyValue(name));
        const value = Reflect.get(real(), property);
        return typeof value === 'function' ? value.bind(real()) : value;
      },
    });
  };
  view.getComputedStyle = fast;
  return jsdom;
}
