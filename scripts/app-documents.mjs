// The client's own GraphQL documents, as `npm run codegen` wrote them (client/src/gql/persisted-documents.json),
// for the scripts that call the API as the app does (the bench, Lighthouse's set-up): they send the
// app's document by the hash the client sends, so the shape they ask for cannot drift from the app's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'client/src/gql/persisted-documents.json'), 'utf8'));

/** The hash of the client's query named `operationName`; throws when the client has none (a renamed operation). */
export function appDocumentId(operationName) {
  const found = Object.entries(manifest).find(([, text]) => new RegExp(`\\bquery ${operationName}\\b`).test(text));
  if (!found) throw new Error(`the client has no ${operationName} query (npm run codegen)`);
  return found[0];
}

/** A GraphQL request body that runs the client's document `id` (docs/api.md, "Persisted documents"). */
export function persistedBody(id, variables) {
  return JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
}
