import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Browser journeys: a real server process (built), a real SMTP server, Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    root: path.resolve(import.meta.dirname, '..'),
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
