import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SaveFileRequest, SaveFileResult } from '../shared/desktop-api.js';

/** CSV export and other files: the native save dialog, then the bytes written where the user chose. */
export interface SaveDialogOptionsLike {
  title?: string;
  defaultPath: string;
  filters?: { name: string; extensions: string[] }[];
}

export interface FileSaverDeps {
  /** dialog.showSaveDialog(mainWindow, options) */
  showSaveDialog(options: SaveDialogOptionsLike): Promise<{ canceled: boolean; filePath?: string }>;
  /** Where the dialog starts (app.getPath('downloads')). */
  defaultDir(): string;
  writeFile?: (file: string, data: Uint8Array) => Promise<void>;
}

export const SAVE_TEXTS = { title: 'Sačuvaj fajl' } as const;

export function createFileSaver(deps: FileSaverDeps) {
  const write = deps.writeFile ?? ((file: string, data: Uint8Array) => writeFile(file, data));
  return async (request: SaveFileRequest): Promise<SaveFileResult> => {
    const result = await deps.showSaveDialog({
      title: SAVE_TEXTS.title,
      defaultPath: path.join(deps.defaultDir(), request.suggestedName),
      ...(request.filters?.length ? { filters: request.filters } : {}),
    });
    if (result.canceled || !result.filePath) return { saved: false };
    await write(result.filePath, request.data);
    return { saved: true, path: result.filePath };
  };
}
