import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';
import { SERVER_TEST_WORKERS, onDatabaseServer } from './test/workers.js';

export default defineConfig({
  // type-graphql and TypeORM read decorator metadata, which only SWC emits here (docs/stack.md, trap 1).
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    }),
  ],
  oxc: false,
  resolve: {
    // One copy of graphql, or type-graphql and Apollo disagree on its classes (docs/stack.md, trap 2).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each worker has its own database on a PostgreSQL server (test/global-setup.ts), reset between
    // its tests; the embedded database is one for all, so its files run one after another.
    fileParallelism: onDatabaseServer,
    // On a server, a worker runs its files in one module graph instead of importing the whole app
    // again for each file (about two fifths of the suite's time on two cores). Every file starts and
    // closes its own app, so nothing a module keeps may belong to one app: what does (the zone
    // list's database, the metrics' instances) lets go of it when that app closes. The embedded
    // run keeps a fresh graph per file: its one worker would otherwise hold every file's leftovers.
    isolate: !onDatabaseServer,
    maxWorkers: onDatabaseServer ? SERVER_TEST_WORKERS : 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
