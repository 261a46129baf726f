import { IMAGE_WIDTHS, imageVariantUrl, isStoredImage, MAIN_IMAGE_WIDTH } from '@cod/contracts';

/**
 * srcset of one of our stored images (…/{hash}.webp with -320/-640/-960 copies and the original,
 * at most 1280 wide); undefined for other pictures. Used by the pages and the storefront island alike.
 */
export function srcsetFor(url: string): string | undefined {
  if (!isStoredImage(url)) return undefined;
  return [...IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`), `${url} ${MAIN_IMAGE_WIDTH}w`].join(', ');
}

/** src + srcset of a picture. */
export function imageSources(url: string): { src: string; srcSet?: string } {
  const srcSet = srcsetFor(url);
  return srcSet ? { src: url, srcSet } : { src: url };
}
