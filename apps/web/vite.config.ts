import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The package version and commit: the stored query cache of another build is never read. */
function appVersion(): string {
  try {
    const commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${version}+${commit}`;
  } catch {
    return version;
  }
}

export default defineConfig({
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()),
  },
  plugins: [
    react(),
    VitePWA({
      // A new version waits until the user chooses 'Reload to update' (app/update-prompt.tsx).
      registerType: 'prompt',
      // Registered from our bundle (virtual:pwa-register/react): no inline script under the CSP.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        name: 'Care Back-office',
        short_name: 'Care Office',
        description: 'Back-office for the maternal, nurse and home-care service',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // SPEC 9: primary green, dark #388E3C for the bars, light #4CAF50.
        theme_color: '#388E3C',
        background_color: '#FFFFFF',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The app shell only: every screen's chunk, so any screen opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        // API answers hold personal and health data: never from or into a cache
        // (no runtimeCaching at all), and /api/* never falls back to the app.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first install takes charge of the open page, so it works offline
        // without a reload; a later version still waits for 'Reload to update'.
        clientsClaim: true,
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // index.html preloads the first page's modules; a screen loaded later
    // fetches its own imports. Vite's helper would add a <link> per module of
    // the screen while React renders, a long task on a phone (issue 21).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
});
