import { IMAGE_WIDTHS, MAIN_IMAGE_WIDTH } from '@cod/contracts';
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';

/** Formats we accept by content (not by name or declared type). SVG is refused: it is a document, not a picture. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_PIXELS = 50_000_000; // decompression-bomb guard

export class NotAnImageError extends Error {}

/** sharp (libvips) is loaded with the first picture rather than at every start. */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

export interface ProcessedImage {
  /** Content hash of the source bytes: the storage key, so the same picture is stored once. */
  hash: string;
  width: number;
  height: number;
  main: Buffer;
  variants: { width: number; data: Buffer }[];
}

/**
 * Decodes an image, refuses anything that is not one, and re-encodes it as WebP without metadata
 * (EXIF, GPS, ICC dropped; orientation applied), at most MAIN_IMAGE_WIDTH wide, plus one copy per
 * IMAGE_WIDTHS entry (never enlarged) for srcset.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new NotAnImageError('undecodable');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new NotAnImageError(String(meta.format));
  const animated = (meta.pages ?? 1) > 1 && (meta.format === 'gif' || meta.format === 'webp');
  const base = () => sharp(input, { limitInputPixels: MAX_PIXELS, animated }).rotate();

  const width = Math.min(meta.width, MAIN_IMAGE_WIDTH);
  let main: Buffer;
  try {
    main = await base().resize({ width, withoutEnlargement: true }).webp({ quality: 82, effort: 3 }).toBuffer();
  } catch {
    throw new NotAnImageError('decode failed');
  }
  const variants: ProcessedImage['variants'] = [];
  for (const w of IMAGE_WIDTHS) {
    const data = await base().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78, effort: 3 }).toBuffer();
    variants.push({ width: w, data });
  }
  const height = Math.round(((meta.pageHeight ?? meta.height) / meta.width) * width);
  return { hash: createHash('sha256').update(input).digest('hex').slice(0, 32), width, height, main, variants };
}
