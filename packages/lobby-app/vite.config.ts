import { defineConfig } from 'vite';
import { sharedPlugins } from '../../vite.shared.ts';

export default defineConfig({
  // relative URLs + <base href> in index.html: one build serves any base_location
  base: './',
  plugins: sharedPlugins(),
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    manifest: true,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
