import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { themeBootHead } from '@reprally/ui/theme-boot';

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
