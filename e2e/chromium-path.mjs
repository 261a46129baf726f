// The browser of the end-to-end tests: Debian's Chromium headless shell (package chromium-headless-shell), the
// same Blink and V8 as the full browser at about half its CPU per page on this 2-core machine; the full
// Chromium where the shell is missing; CHROMIUM_PATH overrides both.
import fs from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The Chromium binary the browser tests launch, or undefined when none is installed. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
}
