import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The public pages' own client script and stylesheet (no React, no dashboard code): a few kB that
 * bring the server-rendered pages to life. Written next to the dashboard build in dist/ (run after it).
 */
export default defineConfig({
  plugins: [tailwindcss()],
  resolve: { alias: { '@cod/contracts': here('../../libs/contracts/src/index.ts') } },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: 'public-manifest.json',
    target: 'es2020',
    modulePreload: false,
    rollupOptions: {
      // The contracts are plain declarations (types, texts, rules, schemas) with nothing to run on import.
      // Their schemas are built with calls (`rules.required(...)`) the bundler cannot prove pure, so by
      // default any module of theirs the script touches came whole, with every schema and message object
      // it builds. Marked side-effect free, only what the script uses is bundled.
      treeshake: { moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
      // The script, and one stylesheet per page kind (PUBLIC_STYLE_SHEETS): a page inlines only its own.
      input: {
        public: here('src/public/entry-public.ts'),
        'style-product': here('src/public/styles/product.css'),
        'style-thank-you': here('src/public/styles/thank-you.css'),
        'style-storefront': here('src/public/styles/storefront.css'),
      },
      output: { entryFileNames: 'assets/public-[hash].js', assetFileNames: 'assets/public-[name]-[hash][extname]' },
    },
  },
});
