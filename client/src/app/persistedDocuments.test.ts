import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Kind, parse, visit, type DocumentNode } from 'graphql';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import * as generated from '../gql/graphql';
import manifest from '../gql/persisted-documents.json';
import { MeQuery } from '../shared/viewer/operations';
import { persistedDocumentLink } from './apollo';
import { typePolicies } from './cachePolicies';

const stored = manifest as Record<string, string>;
const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;
/** The selection a document asks for, whatever its layout and without `__typename`. */
const selection = (text: string) =>
  printExecutableGraphQLDocument(
    visit<DocumentNode>(parse(text), { Field: (f) => (f.name.value === '__typename' ? null : undefined) }),
  );

interface Sent {
  query?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

/** A client over the app's link and a fake /graphql that knows no hash the first time when asked to. */
function clientAnswering(knowsHashes: boolean) {
  const sent: Sent[] = [];
  const fetch = (_url: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    const answer =
      !knowsHashes && body.query === undefined
        ? { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }
        : { data: { me: null } };
    return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  };
  const link = ApolloLink.from([
    persistedDocumentLink(),
    new HttpLink({ uri: 'http://app.test/graphql', fetch: fetch }),
  ]);
  return { client: new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) }), sent };
}

describe('persisted documents', () => {
  it('sends the hash codegen put on the document, not its text', async () => {
    const { client, sent } = clientAnswering(true);
    await client.query({ query: MeQuery });
    expect(sent).toHaveLength(1);
    expect(sent[0].extensions!.persistedQuery).toEqual({ version: 1, sha256Hash: hashOf(MeQuery) });
    expect(sent[0].query).toBeUndefined();
    expect(stored[hashOf(MeQuery)]).toContain('query Me');
  });

  it('stores under each hash the SHA-256 of the text the server runs: what Apollo asks for, with __typename, without @unmask', async () => {
    const { client, sent } = clientAnswering(false);
    await client.query({ query: MeQuery });
    // Unknown hash: the link retries once with the text Apollo Client made of the document.
    expect(sent).toHaveLength(2);
    const apolloText = sent[1].query!;
    const text = stored[hashOf(MeQuery)];
    expect(apolloText).not.toContain('@unmask');
    expect(text).not.toContain('@unmask');
    expect(selection(text)).toBe(selection(apolloText));
    // Every selection set Apollo gave __typename has it in the stored text too.
    expect((text.match(/__typename/g) ?? []).length).toBeGreaterThanOrEqual(
      (apolloText.match(/__typename/g) ?? []).length,
    );
    expect(hashOf(MeQuery)).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
  });

  it('has every operation of the app in the manifest, each hash that of its stored text', () => {
    const operations = Object.values(generated).filter(
      (d): d is DocumentNode =>
        typeof d === 'object' &&
        d !== null &&
        'definitions' in d &&
        (d as DocumentNode).definitions.some((x) => x.kind === Kind.OPERATION_DEFINITION),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      const text = stored[hashOf(operation)];
      expect(text, hashOf(operation)).toBeDefined();
      expect(hashOf(operation)).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
    }
    expect(Object.keys(stored)).toHaveLength(operations.length);
  });
});
