import { resolveImageUrl } from '@cod/contracts';
import { srcsetFor } from '../../image-srcset.js';

export interface ResponsiveImageProps {
  /** A stored image value (resolved with resolveImageUrl; empty → stock picture by keyword). */
  src: string | null | undefined;
  alt: string;
  /** Keyword source for the stock fallback picture (usually the product title). */
  keywords?: string;
  sizes: string;
  width: number;
  height: number;
  className?: string;
  lazy?: boolean;
  'data-field'?: string;
}

/** An <img> with a srcset for our stored images (-320/-640/-960 copies), lazy by default. */
export function ResponsiveImage({ src, alt, keywords = '', sizes, width, height, className, lazy = true, ...rest }: ResponsiveImageProps) {
  const url = resolveImageUrl(src, keywords || alt);
  const srcSet = srcsetFor(url);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
      {...rest}
    />
  );
}
