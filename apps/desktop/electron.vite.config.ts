import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  main: {
    resolve: {
      alias: { '@cod/contracts': here('../../libs/contracts/src/index.ts') },
    },
    build: {
      rollupOptions: { input: { index: here('src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: here('src/preload/index.ts') },
        // Sandboxed preloads must be CommonJS scripts.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: here('src/renderer'),
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: { '@cod/contracts': here('../../libs/contracts/src/index.ts') },
    },
    build: {
      rollupOptions: { input: { index: here('src/renderer/index.html') } },
    },
  },
});
