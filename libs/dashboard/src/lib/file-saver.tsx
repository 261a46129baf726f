import { createContext, useContext, type ReactNode } from 'react';

/** A file the console hands to the user (the CSV export). */
export interface SavedFile {
  /** Suggested file name, e.g. narudzbine-2025-11-22.csv. */
  name: string;
  data: Blob;
}

/**
 * Gives a file to the user. The web lets the browser download it; the desktop opens its native
 * save dialog. Resolves when the file was handed over (or the user cancelled); rejects on failure.
 */
export type FileSaver = (file: SavedFile) => Promise<void>;

/** The browser's download: a temporary object URL clicked through a hidden link. */
export const browserFileSaver: FileSaver = async ({ name, data }) => {
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
};

const FileSaverContext = createContext<FileSaver>(browserFileSaver);

export function FileSaverProvider({ saver, children }: { saver?: FileSaver | null; children: ReactNode }) {
  return <FileSaverContext.Provider value={saver ?? browserFileSaver}>{children}</FileSaverContext.Provider>;
}

/** How this console saves files (DashboardApp's `saveFile`, the browser's download by default). */
export const useFileSaver = () => useContext(FileSaverContext);
