import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs as its own process in development; override for a server on another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // The resumable-upload client is only for the screens that upload images: kept out of
            // the shared vendor chunk that every page (the diners' area too) downloads.
            {
              name: 'upload',
              test: /node_modules[\\/](tus-js-client|js-base64|url-parse|querystringify|requires-port|combine-errors|custom-error-instance|lodash\.throttle|is-stream|buffer-from|proper-lockfile)[\\/]/,
              priority: 30,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    // Partners live on subdomains (demo.localhost:5173), which Vite refuses by default.
    allowedHosts: true,
    proxy: {
      // Keep the browser's Host header: the server picks the partner from the subdomain.
      '/api': { target: apiTarget, changeOrigin: false, ws: false },
    },
  },
});
