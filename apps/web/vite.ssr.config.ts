import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The server renderer of public pages, imported by the API (apps/api/src/modules/public-pages). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@cod/contracts': here('../../libs/contracts/src/index.ts') } },
  ssr: { noExternal: ['@cod/contracts'] },
  publicDir: false,
  build: {
    ssr: here('src/public/entry-server.tsx'),
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'entry-server.js', format: 'es' } },
  },
});
