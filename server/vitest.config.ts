import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';

export default defineConfig({
  // type-graphql and TypeORM read decorator metadata, which only SWC emits here (docs/stack.md, trap 1).
  plugins: [swc.vite({ jsc: { parser: { syntax: 'typescript', decorators: true, tsx: true }, transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } }, target: 'es2022' } })],
  oxc: false,
  resolve: {
    // One copy of graphql, or type-graphql and Apollo disagree on its classes (docs/stack.md, trap 2).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // All files share one test database, reset between tests: run them one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
