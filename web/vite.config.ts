import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

/** Runtime libraries every screen starts with (the entry imports them all). */
const VENDOR = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', '@apollo', 'rxjs', 'graphql', 'optimism', '@wry', 'tslib'];
/** MUI's styling core and the small components of the shell and the dashboard. */
const MUI_CORE = [
  'utils',
  'system',
  'icons-material/utils',
  ...['styles', 'utils', 'internal', 'transitions', 'useMediaQuery', 'Typography', 'ButtonBase', 'Box', 'Stack', 'Paper']
    .concat(['Button', 'IconButton', 'SvgIcon', 'Link', 'Skeleton', 'Chip', 'Card', 'CardContent', 'Avatar', 'List', 'Grow', 'CircularProgress'])
    .map((dir) => `material/${dir}`),
];

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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger files for the first screen: many small chunks each gzip on their own (no shared
          // dictionary), which cost /dashboard ~7 KB gzip (issue 4's budget). Both groups hold only code
          // a signed-in member's first page needs anyway; every other component still splits per page.
          groups: [
            { name: 'vendor', test: new RegExp(`node_modules[\\\\/](${VENDOR.join('|')})[\\\\/]`) },
            { name: 'ui', test: new RegExp(`node_modules[\\\\/]@mui[\\\\/](${MUI_CORE.join('|')})[\\\\/]`) },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` proxies API calls to the server started by `npm start` / `npm run dev`.
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000' },
  },
});
