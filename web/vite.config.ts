import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Chunks live under /static/js (the spec's lazily loaded chunks); the API is proxied in development.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'static',
    chunkSizeWarningLimit: 600,
    // The JS budget check (scripts/check-bundle-budget.mjs) follows each route's imports through this manifest.
    manifest: true,
    rollupOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
});
