/**
 * JSON as shops really write it: HTML comments or CDATA around it, JS comments, trailing commas,
 * raw line breaks inside strings, `undefined`. Returns undefined when it still cannot be read.
 */
export function parseLenientJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(repairJson(trimmed));
    } catch {
      return undefined;
    }
  }
}

function repairJson(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') {
        out += c + (text[i + 1] ?? '');
        i++;
      } else if (c === '"') {
        inString = false;
        out += c;
      } else if (c === '\n' || c === '\r' || c === '\t') {
        out += c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t';
      } else {
        out += c;
      }
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
    } else if (text.startsWith('<!--', i) || text.startsWith('-->', i)) {
      i += text.startsWith('<!--', i) ? 3 : 2;
    } else if (text.startsWith('<![CDATA[', i)) {
      i += 8;
    } else if (text.startsWith(']]>', i)) {
      i += 2;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (text.startsWith('undefined', i) && !/\w/.test(text[i + 9] ?? '') && !/\w/.test(text[i - 1] ?? '')) {
      out += 'null';
      i += 8;
    } else {
      out += c;
    }
  }
  // Trailing commas before a closing bracket; strings are already safe because they were copied verbatim.
  return out.replace(/,(\s*[}\]])/g, '$1').replace(/^[\s;]+|[\s;]+$/g, '');
}

/** Index just past the bracket that closes the one at `start`, skipping strings; -1 when unbalanced. */
export function matchingBracketEnd(text: string, start: number): number {
  const stack: string[] = [];
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{' || c === '[') stack.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Reads a JS string literal ('…' or "…") starting at `start`; returns its value, or undefined. */
function readStringLiteral(text: string, start: number): string | undefined {
  const quote = text[start];
  if (quote !== '"' && quote !== "'") return undefined;
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === quote) return value;
    if (c !== '\\') {
      value += c;
      continue;
    }
    const next = text[++i] ?? '';
    if (next === 'u') {
      value += String.fromCharCode(Number.parseInt(text.slice(i + 1, i + 5), 16));
      i += 4;
    } else if (next === 'x') {
      value += String.fromCharCode(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      value += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
    }
  }
  return undefined;
}

/**
 * The value assigned to a global in a script: `window.__INITIAL_STATE__ = {…};`, `var meta = {…}`,
 * or `= JSON.parse("…")`. `name` is a regular-expression source for the left-hand side; with `accept`,
 * assignments whose value it rejects (e.g. an empty `meta = {}`) are skipped.
 */
export function readAssignedJson(script: string, name: string, accept: (value: unknown) => boolean = () => true): unknown {
  const pattern = new RegExp(`${name}\\s*=\\s*`, 'g');
  for (let match = pattern.exec(script); match; match = pattern.exec(script)) {
    let start = match.index + match[0].length;
    const parseCall = /^JSON\.parse\(\s*/.exec(script.slice(start));
    if (parseCall) {
      const literal = readStringLiteral(script, start + parseCall[0].length);
      const value = literal === undefined ? undefined : parseLenientJson(literal);
      if (value !== undefined && accept(value)) return value;
      continue;
    }
    while (script[start] === ' ') start++;
    if (script[start] !== '{' && script[start] !== '[') continue;
    const end = matchingBracketEnd(script, start);
    if (end < 0) continue;
    const value = parseLenientJson(script.slice(start, end));
    if (value !== undefined && accept(value)) return value;
  }
  return undefined;
}
