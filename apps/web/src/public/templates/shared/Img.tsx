import { imageSources } from '../../image-srcset.js';

export interface ImgProps {
  src: string;
  alt: string;
  /** `sizes` of the srcset (how wide the picture is shown). */
  sizes: string;
  width?: number;
  height?: number;
  className?: string;
  /** The hero: fetched first, never lazy. */
  priority?: boolean;
  /** Its position in the site's images: the owner's replace-image control names it (owner/image-replace). */
  index?: number;
}

/**
 * A content picture. The box keeps its size before the picture arrives (width/height), others load
 * lazily. The hero sits in <picture> so React does not add its own preload: the document head has it.
 * A broken picture becomes 'Slika nije dostupna' (islands/shared/image-fallback).
 */
export function Img({ src, alt, sizes, width = 800, height = 800, className = '', priority, index }: ImgProps) {
  const s = imageSources(src);
  if (priority) {
    return (
      <picture>
        <img src={s.src} srcSet={s.srcSet} sizes={s.srcSet ? sizes : undefined} alt={alt} width={width} height={height} className={className} fetchPriority="high" data-image-index={index} />
      </picture>
    );
  }
  return <img src={s.src} srcSet={s.srcSet} sizes={s.srcSet ? sizes : undefined} alt={alt} width={width} height={height} className={className} loading="lazy" decoding="async" data-image-index={index} />;
}
