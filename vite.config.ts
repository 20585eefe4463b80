import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server the dev proxy talks to (scripts/dev.ts starts it on PORT, default 3000).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

// changeOrigin stays false: the server refuses state-changing requests whose Origin differs from
// its Host, and the browser's Origin is the Vite dev server's, so the Host must pass through as is.
const proxyToApi = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // Keep the server's output visible when both run in one terminal (scripts/dev.ts).
  clearScreen: false,
  build: {
    outDir: 'dist',
    // The server gives files under /assets/ a one-year immutable cache: names must carry a hash.
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': proxyToApi, '/media': proxyToApi },
  },
  preview: {
    proxy: { '/api': proxyToApi, '/media': proxyToApi },
  },
});
