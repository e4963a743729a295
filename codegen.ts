import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { Kind, parse, visit, type DocumentNode } from 'graphql';

/**
 * The text the server stores and executes for one of the app's documents: codegen's normalized
 * print with the `__typename` fields Apollo Client adds before sending (its cache needs them) and
 * without `@unmask`, a client-only directive the schema does not know.
 */
export function serverDocumentText(printed: string): string {
  const withoutUnmask = visit(parse(printed), { Directive: (d) => (d.name.value === 'unmask' ? null : undefined) });
  const [typed] = addTypenameSelectionDocumentTransform.transform({
    documents: [{ document: withoutUnmask, location: 'persisted' }],
  });
  return printExecutableGraphQLDocument(typed.document as DocumentNode);
}

/** A persisted document's id: `sha256:` + the SHA-256 of the text the server executes. */
export const persistedDocumentHash = (printed: string) =>
  `sha256:${createHash('sha256').update(serverDocumentText(printed)).digest('hex')}`;

const PERSISTED_DOCUMENTS = 'persisted-documents.json';

// The server emits schema/schema.graphql (npm run codegen runs that first); the client's
// operations live in client/src/**/operations.ts, each component's fragment beside the component
// (`RequestCard_request` in RequestCard.tsx), and all become typed documents in client/src/gql.
// Fragment masking is on: a query's result carries only the fields it selects itself; a
// component reads its fragment with `useFragment` (docs/architecture.md, "Client data flow").
// Persisted documents: each document carries its hash (`__meta__.hash`), which Apollo Client sends
// instead of the text; client/src/gql/persisted-documents.json (hash → text) is what the server
// loads at start (docs/api.md, "Persisted documents").
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: true, persistedDocuments: { hashAlgorithm: persistedDocumentHash } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
        // `...Fragment @unmask` marks a data fragment read where it is spread (the stored member);
        // Apollo Client strips the directive before the operation leaves the browser.
        customDirectives: { apolloUnmask: true },
      },
      hooks: {
        // The preset stores its own print (with `@unmask`, without `__typename`); store the text
        // the hash was computed over, the one the server executes.
        beforeOneFileWrite: (file: string, content: string) => {
          if (!file.endsWith(PERSISTED_DOCUMENTS)) return content;
          const documents = JSON.parse(content) as Record<string, string>;
          return `${JSON.stringify(Object.fromEntries(Object.values(documents).map((text) => [persistedDocumentHash(text), serverDocumentText(text)])), null, 2)}\n`;
        },
      },
    },
  },
};

export default config;
