import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import in a helper (≈0.9 kB in the visitors' script) that preloads the chunk's
 * CSS and its imports. Here nothing needs it: modulePreload is off and no public chunk imports CSS, so
 * its dependency lists are always empty. The wrapper is kept, the helper is one call; should a chunk
 * ever need preloading (a dependency list appears), the build stops instead of silently dropping it.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'cod:plain-dynamic-imports',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
    // After vite has written each dynamic import's dependency list (its own generateBundle).
    writeBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) {
          this.error(`${chunk.fileName}: a dynamic import needs preloading; cod:plain-dynamic-imports cannot serve it`);
        }
      }
    },
  };
}

/**
 * The public pages' own client script and stylesheet (no React, no dashboard code): a few kB that
 * bring the server-rendered pages to life. Written next to the dashboard build in dist/ (run after it).
 */
export default defineConfig({
  plugins: [tailwindcss(), plainDynamicImports()],
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
