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
