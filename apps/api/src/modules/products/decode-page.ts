/**
 * Decodes a fetched page by the charset of its Content-Type, a BOM, or its <meta charset>, defaulting to
 * UTF-8 (older Balkan shops still serve windows-1250).
 */
export function decodePage(body: Buffer, contentTypeHeader = ''): string {
  let label: string | undefined;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) label = 'utf-8';
  label ??= /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentTypeHeader)?.[1];
  label ??= /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const UNSURE_TYPES = new Set(['', 'text/plain', 'application/octet-stream']);

/** HTML by its media type, or by its first bytes when the server did not say (or said something vague). */
export function isHtmlResponse(contentType: string, body: Buffer): boolean {
  if (HTML_TYPES.has(contentType)) return true;
  if (!UNSURE_TYPES.has(contentType)) return false;
  return /^\s*(?:<!doctype html|<html|<head|<body)/i.test(body.subarray(0, 1024).toString('latin1').replace(/^\ufeff/, ''));
}
