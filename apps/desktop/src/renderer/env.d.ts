import type { CodDesktopApi } from '../shared/desktop-api.js';

declare global {
  interface Window {
    /** Exposed by the preload script (src/preload/index.ts). */
    readonly codDesktop?: CodDesktopApi;
  }
}

export {};
