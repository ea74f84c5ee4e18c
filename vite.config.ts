import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Absolute paths so the build works whatever directory vite is started from.
const clientRoot = fileURLToPath(new URL('./src/client', import.meta.url));
// API_PORT lets several dev setups run side by side (npm run dev uses 5001).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 5001}`;

// The client's build, and beside it (`vite build --ssr`) the server's renderer of the same app
// (decision 024): dist/client and dist/ssr, or VITE_OUT_DIR and its sibling 'ssr'.
const clientOut = process.env.VITE_OUT_DIR ?? fileURLToPath(new URL('./dist/client', import.meta.url));
const routerProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const ssrOut = path.join(path.dirname(path.resolve(clientOut)), 'ssr');

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    // React Router's package points every import at its development build (warnings and checks
    // included); its production build is the same API without them, and smaller.
    alias: { 'react-router': routerProduction },
  },
  build: {
    // VITE_OUT_DIR: a private build for parallel test runs (the server reads it through CLIENT_DIR).
    outDir: isSsrBuild ? ssrOut : clientOut,
    emptyOutDir: true,
    // Source maps stay out of the served bundle; the server never needs them.
    sourcemap: false,
    // .vite/manifest.json maps each route chunk to its imports: the benchmark sums what a route loads.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // No preload links: a page's chunks are fetched by the browser's module loader as it imports
    // them. The links Vite adds while a page starts (one per chunk a route imports, ~40 on the list
    // pages) cost the main thread about a millisecond each, and listed in the HTML they compete with
    // the stylesheet for the first paint (decision 024, measured with Lighthouse: TBT and FCP both
    // lower without them).
    modulePreload: false,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5000),
    strictPort: true,
    // The API keeps the browser's Host header so its same-origin checks see the page's origin.
    proxy: {
      '/api': { target: apiTarget },
      '/uploads': { target: apiTarget },
    },
  },
  preview: { port: 5000, strictPort: true },
}));
