import { IMAGE_MESSAGES, isImageRef, MAX_IMAGE_BYTES, MAX_WEBSITE_IMAGES, resolveImageUrl, WEBSITE_MESSAGES } from '@cod/contracts';
import { Badge, Button, buttonVariants, cn, Input, Label, toast } from '@cod/ui';
import { ImagePlus, Link2, Loader2, Upload, X } from 'lucide-react';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useApi } from '../../api/api-context.js';
import { ImageWithFallback } from '../../components/ImageWithFallback.js';
import { T } from '../../texts.js';
import { uploadImage } from './api/builder.js';
import { CountedLegend } from './CountedLegend.js';

/** The browser-side check before any upload (spec 000 §5): an image type, at most 5 MB. */
export function imageFileError(file: File): string | undefined {
  if (!file.type || !file.type.startsWith('image/')) return IMAGE_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return undefined;
}

interface ImagesFieldProps {
  images: string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  error?: string;
  disabled?: boolean;
  /** Prefix of the element ids and test ids ('builder' in the builder, 'editor' in the editor). */
  idPrefix?: string;
}

/**
 * Product images (spec 000 §2 step 3): upload through POST /api/images/upload or add by URL
 * (empty or duplicate URLs are ignored); thumbnails with remove.
 */
export function ImagesField({ images, onAdd, onRemove, error, disabled, idPrefix = 'builder' }: ImagesFieldProps) {
  const api = useApi();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const full = images.length >= MAX_WEBSITE_IMAGES;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of files) {
      const problem = imageFileError(file);
      if (problem) {
        toast({ variant: 'destructive', title: IMAGE_MESSAGES.uploadFailedTitle, description: problem });
        continue;
      }
      setUploading(true);
      try {
        const imageUrl = await uploadImage(api, file);
        onAdd(imageUrl);
        toast({ title: IMAGE_MESSAGES.uploaded });
      } catch (e) {
        const reason = e instanceof Error && e.message ? e.message : '';
        toast({
          variant: 'destructive',
          title: IMAGE_MESSAGES.uploadFailedTitle,
          description: [reason, IMAGE_MESSAGES.uploadFailedHint].filter(Boolean).join(' — '),
        });
      } finally {
        setUploading(false);
      }
    }
  }

  function addUrl() {
    const value = url.trim();
    // Empty: nothing to add. Duplicate: already there (spec 001 §5: both ignored).
    if (!value) return;
    if (images.includes(value)) {
      setUrl('');
      setUrlError(undefined);
      return;
    }
    if (!isImageRef(value)) {
      setUrlError(WEBSITE_MESSAGES.imageUrlInvalid);
      return;
    }
    onAdd(value);
    setUrl('');
    setUrlError(undefined);
  }

  function onUrlKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addUrl();
    }
  }

  const busy = disabled || uploading;

  return (
    <fieldset id={`${idPrefix}-images`} tabIndex={-1} className="grid grid-cols-1 min-w-0 gap-3 outline-none" aria-describedby={error ? `${idPrefix}-images-error` : `${idPrefix}-images-hint`} data-testid={`${idPrefix}-images`}>
      <CountedLegend title={T.builder.imagesTitle} count={images.length} max={MAX_WEBSITE_IMAGES} text={T.builder.imagesText} textId={`${idPrefix}-images-hint`} />

      {images.length === 0 ? (
        <div className="flex items-center gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-5 text-sm text-muted-foreground">
          <ImagePlus className="size-5 shrink-0" aria-hidden="true" />
          {T.builder.noImages}
        </div>
      ) : (
        <ul aria-label={T.builder.imagesTitle} data-testid={`${idPrefix}-image-list`} className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-8">
          {images.map((src, i) => (
            <li key={src} data-testid={`${idPrefix}-image`} className="group relative aspect-square overflow-hidden rounded-lg border bg-muted">
              <ImageWithFallback src={resolveImageUrl(src)} alt={T.builder.imageAlt(i + 1)} className="absolute inset-0 size-full object-cover" compact />
              {i === 0 && (
                <Badge variant="default" className="absolute bottom-1 left-1 px-1.5 text-[10px]">
                  {T.builder.mainImage}
                </Badge>
              )}
              <button
                type="button"
                onClick={() => onRemove(i)}
                disabled={disabled}
                aria-label={T.builder.removeImage(i + 1)}
                className="absolute right-1 top-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/95 text-foreground shadow ring-1 ring-black/10 hover:bg-red-50 hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="grid grid-cols-1 gap-3 md:grid-cols-[auto_minmax(0,1fr)] md:items-end">
        <div>
          <input
            id={`${idPrefix}-image-file`}
            data-testid={`${idPrefix}-image-file`}
            type="file"
            accept="image/*"
            multiple
            className="peer sr-only"
            disabled={busy || full}
            onChange={(e) => void onFiles(e)}
          />
          <label
            htmlFor={`${idPrefix}-image-file`}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-full peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 md:w-auto',
              (busy || full) && 'pointer-events-none opacity-50',
            )}
          >
            {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {uploading ? T.builder.uploading : T.builder.uploadImage}
          </label>
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={`${idPrefix}-image-url`}>{T.builder.imageUrl}</Label>
          <div className="flex gap-2">
            <Input
              id={`${idPrefix}-image-url`}
              type="url"
              inputMode="url"
              placeholder="https://…/slika.jpg"
              value={url}
              disabled={disabled || full}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? `${idPrefix}-image-url-error` : undefined}
              onChange={(e) => {
                setUrl(e.target.value);
                if (urlError) setUrlError(undefined);
              }}
              onKeyDown={onUrlKey}
            />
            <Button type="button" variant="outline" onClick={addUrl} disabled={disabled || full} className="shrink-0">
              <Link2 aria-hidden="true" />
              {T.builder.addImage}
            </Button>
          </div>
          {urlError && (
            <p id={`${idPrefix}-image-url-error`} className="text-sm text-destructive">
              {urlError}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={`${idPrefix}-images-error`} className="text-sm text-destructive" data-testid={`${idPrefix}-images-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
