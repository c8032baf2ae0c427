import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// A relative path on purpose: Vite bundles a config's relative imports, but leaves workspace
// packages to Node, which cannot load their TypeScript sources.
// eslint-disable-next-line no-restricted-imports -- see above
import { themeBootHead } from '../../packages/ui/src/theme/boot.ts';

/** Puts the theme boot style and script first in <head>: no flash of the wrong theme. */
function themeBoot(): Plugin {
  return {
    name: 'reprally-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!-- theme-boot -->', themeBootHead()),
    },
  };
}

export default defineConfig({
  // plugin order matters: react, then vanilla-extract (TOOLCHAIN.md)
  plugins: [react(), vanillaExtractPlugin(), themeBoot()],
  envPrefix: 'VITE_',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
