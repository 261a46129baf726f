import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Small file helpers of the stores: atomic writes readable by this user only. */

let counter = 0;

export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${++counter}.tmp`;
  await writeFile(tmp, data, { mode: 0o600 });
  await rename(tmp, file);
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** The file's bytes, or null when it does not exist or cannot be read. */
export function readFileOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
