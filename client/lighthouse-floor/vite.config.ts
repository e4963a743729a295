import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formatjsOnce } from '../vite.config';

/** The floor page's build (main.tsx): React's plugin and FormatJS without its parser, as the app's build. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  resolve: { alias: formatjsOnce },
  plugins: [react()],
  build: { emptyOutDir: true, sourcemap: false },
});
