import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@cod/contracts';
import type { Storage } from './storage.js';

/** Files in DATA_DIR/uploads, served by the API under /uploads/ with year-long cache headers. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private file(key: string) {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return target;
  }

  async put(key: string, data: Buffer): Promise<string> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write-then-rename: a reader never sees half a file.
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, target);
    return this.urlOf(key);
  }

  async has(key: string): Promise<boolean> {
    return fs.access(this.file(key)).then(
      () => true,
      () => false,
    );
  }

  urlOf(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }
}
