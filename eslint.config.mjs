// ESLint for the server, type-aware (docs/architecture.md, "Lint"). `npm run lint` runs it with
// --max-warnings=0 in .ci/run. The client is linted in a later session.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const serverFiles = ['server/src/**/*.ts', 'server/src/**/*.tsx', 'server/test/**/*.ts', 'migrations/**/*.ts'];
const testFiles = ['server/src/**/*.test.ts', 'server/test/**/*.ts', 'migrations/**/*.test.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'client/**', 'server/src/common/http/openapi/generated.ts'] },
  {
    files: serverFiles,
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // One program for source, tests and migrations: server/tsconfig.json includes all three.
        project: './server/tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its
      // ordering (a transaction that commits before the write it was meant to hold).
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (express handlers, event listeners,
      // Array#forEach) throws into nowhere.
      '@typescript-eslint/no-misused-promises': 'error',
      // `any` spreads silently from untyped rows and JSON; every value the code reads has a type.
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      // `_` marks a value destructured away on purpose (`({ sortValue: _s, ...row }) => row`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: testFiles,
    rules: {
      // Tests read HTTP and GraphQL answers as JSON, which is untyped by nature (`res.body.data…`,
      // the helpers in server/test/http.ts answer `any`); they assert on the values instead.
      // Promise rules stay on: a floating promise in a test hides a failure.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
