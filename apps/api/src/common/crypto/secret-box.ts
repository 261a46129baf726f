import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { ValueTransformer } from 'typeorm';

const PREFIX = 'enc:v1:';
const NONCE = 12;
const TAG = 16;

/**
 * Seals the sellers' integration secrets (bot token, tracking keys, Meta token) with AES-256-GCM before
 * they reach the database, so a leaked dump or backup gives nothing away. The key is SECRETS_KEY or one
 * generated in DATA_DIR; every process of a deployment must share it.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Any string of enough entropy; hashing gives the 32 bytes AES-256 needs.
    this.key = createHash('sha256').update(`cod-secrets:${secret}`).digest();
  }

  seal(plain: string): string {
    const nonce = randomBytes(NONCE);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** A value stored before sealing existed comes back as it is (and is sealed when next saved). */
  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, NONCE));
    decipher.setAuthTag(raw.subarray(NONCE, NONCE + TAG));
    return Buffer.concat([decipher.update(raw.subarray(NONCE + TAG)), decipher.final()]).toString('utf8');
  }

  /** A secret derived from the key for `label` (base64url, 43 characters): the same in every process, never stored. */
  derive(label: string): string {
    return createHmac('sha256', this.key).update(`derive:${label}`).digest('base64url');
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }
}

let box: SecretBox | undefined;

/** Set once at boot (AppModule.forRoot), before any entity is read or written. */
export function useSecretBox(secret: string): SecretBox {
  box = new SecretBox(secret);
  return box;
}

export function secretBox(): SecretBox {
  if (!box) throw new Error('The secrets key is not set (useSecretBox at boot)');
  return box;
}

/** A TypeORM column transformer: sealed in the database, plain in the entity. */
export const sealedColumn: ValueTransformer = {
  to: (value: string | null | undefined) => (typeof value === 'string' ? secretBox().seal(value) : value),
  from: (value: string | null) => (typeof value === 'string' ? secretBox().open(value) : value),
};
