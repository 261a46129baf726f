import { IMAGE_MESSAGES } from '@cod/contracts';
import { cn } from '@cod/ui';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useServerUrl } from '../api/api-context.js';

interface ImageWithFallbackProps {
  src: string;
  alt: string;
  className?: string;
  /** Classes of the placeholder box (defaults to the image's classes). */
  placeholderClassName?: string;
  /** Hide the placeholder's text (tiny thumbnails): it stays the accessible name. */
  compact?: boolean;
}

/** An image that turns into the placeholder 'Slika nije dostupna' when it cannot be loaded (spec 001 §8). */
export function ImageWithFallback({ src, alt, className, placeholderClassName, compact }: ImageWithFallbackProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const serverUrl = useServerUrl();
  if (brokenSrc === src) {
    return (
      <div
        role="img"
        aria-label={IMAGE_MESSAGES.unavailable}
        data-testid="image-unavailable"
        className={cn('flex flex-col items-center justify-center gap-1 bg-muted text-center text-xs text-muted-foreground', placeholderClassName ?? className)}
      >
        <ImageOff className="size-5" aria-hidden="true" />
        {!compact && <span aria-hidden="true">{IMAGE_MESSAGES.unavailable}</span>}
      </div>
    );
  }
  return <img src={serverUrl(src)} alt={alt} loading="lazy" decoding="async" className={className} onError={() => setBrokenSrc(src)} />;
}
