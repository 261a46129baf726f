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

/** Any crop a template asks for: a content picture is never cut (see `fitClass`). */
const CROP = /(^|\s)object-(cover|contain|fill|none|scale-down)(?=\s|$)/g;

/**
 * The picture's classes with its subject kept in view: product photos come in every shape (a tall bottle,
 * a wide set), so a square or 4:3 box shows the whole photo (object-contain, centred) on a neutral
 * background instead of cropping its top or bottom off. The box's own bg-* wins when it sets one.
 * No blurred copy behind it: a blur filter is repainted by a software-rendered phone on every frame.
 */
export function fitClass(className: string): string {
  const kept = className.replace(CROP, ' ').replace(/\s+/g, ' ').trim();
  const bg = /(^|\s)bg-/.test(kept) ? '' : ' bg-gray-50';
  return `${kept} object-contain object-center${bg}`.trim();
}

/**
 * A content picture. The box keeps its size before the picture arrives (width/height), others load
 * lazily; the whole photo stays in view (`fitClass`). The hero sits in <picture> so React does not add
 * its own preload: the document head has it. A broken picture becomes 'Slika nije dostupna'
 * (islands/shared/image-fallback).
 */
export function Img({ src, alt, sizes, width = 800, height = 800, className = '', priority, index }: ImgProps) {
  const s = imageSources(src);
  const cls = fitClass(className);
  if (priority) {
    return (
      <picture>
        <img src={s.src} srcSet={s.srcSet} sizes={s.srcSet ? sizes : undefined} alt={alt} width={width} height={height} className={cls} fetchPriority="high" data-image-index={index} />
      </picture>
    );
  }
  return <img src={s.src} srcSet={s.srcSet} sizes={s.srcSet ? sizes : undefined} alt={alt} width={width} height={height} className={cls} loading="lazy" decoding="async" data-image-index={index} />;
}
