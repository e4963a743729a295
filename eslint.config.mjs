// ESLint, type-aware, for the server and the client (docs/architecture.md, "Lint"). `npm run lint`
// runs it with --max-warnings=0 in .ci/run.
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverFiles = ['server/src/**/*.ts', 'server/src/**/*.tsx', 'server/test/**/*.ts', 'migrations/**/*.ts'];
const testFiles = [
  'server/src/**/*.test.ts',
  'server/test/**/*.ts',
  'migrations/**/*.test.ts',
  'client/src/**/*.test.{ts,tsx}',
  'client/src/test/**/*.{ts,tsx}',
  'client/src/**/test/**/*.{ts,tsx}',
  'client/e2e/**/*.ts',
];
const clientFiles = ['client/src/**/*.{ts,tsx}'];
/** The Lighthouse floor page: the client's program and the house rules; its messages are syntax trees written by hand. */
const floorFiles = ['client/lighthouse-floor/**/*.{ts,tsx}'];
const browserJourneyFiles = ['client/e2e/**/*.ts'];
/**
 * Every visible word of every screen is a catalog message (docs/i18n.md): a literal text in JSX
 * fails the lint. A sign that is not a word (×, ∞) is a named constant.
 */
const translatedFiles = ['client/src/**/*.tsx'];

/** The rules both sides keep; each says why. */
const houseRules = {
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
  '@typescript-eslint/no-unused-vars': [
    'error',
    { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
  ],
};

const typeChecked = (project) => ({
  extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
  languageOptions: { parserOptions: { project, tsconfigRootDir: import.meta.dirname } },
  linterOptions: { reportUnusedDisableDirectives: 'error' },
  rules: houseRules,
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'server/src/db/statement-types.generated.ts',
      'client/src/gql/**',
      'client/dev-dist/**',
    ],
  },
  // One program for source, tests and migrations: server/tsconfig.json includes all three.
  // The browser journeys run in Node, apart from the client's DOM program: their own tsconfig.
  { files: serverFiles, ...typeChecked('./server/tsconfig.json') },
  { files: clientFiles, ...typeChecked('./client/tsconfig.json') },
  { files: floorFiles, ...typeChecked('./client/tsconfig.json') },
  { files: browserJourneyFiles, ...typeChecked('./client/e2e/tsconfig.json') },
  {
    files: clientFiles,
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Apollo hands errors over as its `ErrorLike` (an Error at run time: CombinedGraphQLErrors,
      // ServerError…); rethrowing one keeps the class that callers test with `.is()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@apollo/client', name: 'ErrorLike' }] },
      ],
    },
  },
  {
    // Messages, wherever they are declared (React or the server's errors): an id that names the
    // place (`landing.hero.title`, never a hash of the sentence, so a translation survives an
    // English edit), the English text written as a literal (the extractor reads it), valid ICU.
    files: [...clientFiles, ...serverFiles],
    ignores: testFiles,
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-id': [
        'error',
        {
          idInterpolationPattern: '[sha512:contenthash:base64:6]',
          idWhitelist: ['^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$'],
        },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
  {
    files: translatedFiles,
    ignores: testFiles,
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': 'error' },
  },
  {
    files: testFiles,
    rules: {
      // Tests read HTTP and GraphQL answers as JSON, which is untyped by nature (`res.body.data…`,
      // the helpers in server/test/http.ts and the browser journeys' `fetch(…).json()` answer
      // `any`, as do fake servers' request bodies); they assert on the values instead.
      // Promise rules stay on: a floating promise in a test hides a failure.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: testFiles.filter((glob) => glob.startsWith('client/')),
    rules: {
      // `await act(async () => { fireEvent… })` is Testing Library's way to flush effects and
      // promises after an event, and fakes implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
