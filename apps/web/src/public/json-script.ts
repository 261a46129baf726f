/** JSON safe inside <script type="application/json">: no '</script>', no line separators that break parsers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element id of the page's data for the public script. */
export const PAGE_DATA_ID = 'cod-page';
