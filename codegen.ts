import type { CodegenConfig } from '@graphql-codegen/cli';

// The server emits schema/schema.graphql (npm run codegen runs that first); the client's
// operations live in client/src/**/operations.ts and become typed documents in client/src/gql.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
