import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket (CDN or bucket website), e.g. https://cdn.example.com/shop */
  publicUrl: string;
}

/** Any S3-compatible bucket (AWS, R2, MinIO, …), path-style requests signed with SigV4. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;

  constructor(private readonly s: S3Settings) {
    this.client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
  }

  private objectUrl(key: string) {
    return `${this.s.endpoint.replace(/\/+$/, '')}/${this.s.bucket}/${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    const res = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: data,
      headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
    });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text().catch(() => '')}`);
    return this.urlOf(key);
  }

  async has(key: string): Promise<boolean> {
    const res = await this.client.fetch(this.objectUrl(key), { method: 'HEAD' });
    return res.ok;
  }

  urlOf(key: string): string {
    return `${this.s.publicUrl.replace(/\/+$/, '')}/${key}`;
  }
}
