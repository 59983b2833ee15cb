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
  server: {
    // The Hosting emulator rewrites /api/** to the `api` function, as production Hosting does.
    proxy: apiProxy,
  },
  preview: { proxy: apiProxy },
});
