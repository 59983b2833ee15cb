import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// BOI_API_ORIGIN points the dev proxy elsewhere (e.g. a second emulator suite).
const apiOrigin = process.env.BOI_API_ORIGIN ?? 'http://127.0.0.1:5000';
const apiProxy = { '/api': { target: apiOrigin, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        // reactfire pulls in every Firebase SDK; only app, auth and functions are used here.
        find: /^firebase\/(firestore|database|storage|remote-config)$/,
        replacement: fileURLToPath(new URL('./src/lib/firebase-sdk-stub.ts', import.meta.url)),
      },
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so an app release does not re-download the libraries.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase|reactfire)[\\/]/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              // Charts (and recharts under them) are for the admin overview only: they stay in
              // its lazy chunk instead of loading with every page.
              name: 'ui',
              test: /node_modules[\\/](@mantine[\\/](?!charts)|@floating-ui[\\/]|embla-carousel[^\\/]*[\\/]|@tanstack[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    // The Hosting emulator rewrites /api/** to the `api` function, as production Hosting does.
    proxy: apiProxy,
  },
  preview: { proxy: apiProxy },
});
