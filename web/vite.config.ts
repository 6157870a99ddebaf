import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

// The web client. `npm run build` writes web/dist, which the API server serves at /.
export default defineConfig({
  root: path.resolve(__dirname),
  plugins: [react()],
  resolve: {
    alias: { '@validation': path.resolve(__dirname, '../validation') },
  },
  build: {
    outDir: path.resolve(__dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    // `npm run dev:web` proxies API calls to the server started by `npm start` / `npm run dev`.
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000' },
  },
});
