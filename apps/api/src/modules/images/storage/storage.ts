/** Where image files live (Strategy): local DATA_DIR/uploads by default, any S3-compatible bucket when STORAGE=s3. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under a key like 'images/ab12….webp' and returns the public URL. Idempotent per key. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Whether the key is stored already (content-addressed keys skip re-uploading). */
  has(key: string): Promise<boolean>;
  /** The public URL of a key. */
  urlOf(key: string): string;
}

export const STORAGE = Symbol('STORAGE');
