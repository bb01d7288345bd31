import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    // The built app shell is precached so every route opens with no network after one online
    // visit. Updates wait for the user's "Reload" (registerType 'prompt'): an automatic reload
    // could throw away a half-filled form. /api is never cached: data lives in the encrypted
    // local database, and API answers carry personal data (ASVS 14.3.2).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      manifest: {
        name: 'Claims desk',
        short_name: 'Claims desk',
        description: 'Offline-first claims management for insurance-claim adjusters.',
        theme_color: '#2563eb',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,ico,png,woff,woff2,wasm}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The main chunk is large (Mantine, RxDB); it must still be precached.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        sourcemap: false,
      },
    }),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  // Hidden source maps: written beside the chunks for error reporting, never referenced by them
  // (no sourceMappingURL comment) and never served (server/plugins/external/static.ts).
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 2000 },
});
