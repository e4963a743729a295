import type { CodegenConfig } from '@graphql-codegen/cli';

// The server emits schema/schema.graphql (npm run codegen runs that first); the client's
// operations live in client/src/**/operations.ts, each component's fragment beside the component
// (`RequestCard_request` in RequestCard.tsx), and all become typed documents in client/src/gql.
// Fragment masking is on: a query's result carries only the fields it selects itself; a
// component reads its fragment with `useFragment` (docs/architecture.md, "Client data flow").
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: true },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
        // `...Fragment @unmask` marks a data fragment read where it is spread (the stored member);
        // Apollo Client strips the directive before the operation leaves the browser.
        customDirectives: { apolloUnmask: true },
      },
    },
  },
};

export default config;
