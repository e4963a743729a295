import { createHash } from 'node:crypto';
import type express from 'express';
import type { ApolloServerOptions } from '@apollo/server';
import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
// Written by `npm run codegen` (codegen.ts): the client's documents, id → the exact text the server
// runs. Imported, so the build carries it into server/dist (production never reads client/src).
import appDocuments from '../../../client/src/gql/persisted-documents.json' with { type: 'json' };
import { english, requestLocale, translate } from '../common/i18n/index.js';
import { GraphQLEdgeMessages } from './graphql-edge.messages.js';
import { RecentlyUsed } from '../common/recently-used.js';

/**
 * What a refused document gets in trusted-documents mode (the code Apollo's persisted-query link
 * knows), in English; the caller reads it in their `Accept-Language` language.
 */
export const TRUSTED_ONLY_MESSAGE = english(GraphQLEdgeMessages.trustedDocumentsOnly);

/** How many other checked documents are kept (least recently used go first). */
const OTHER_DOCUMENTS = 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The app's own GraphQL documents (client/src/gql/persisted-documents.json), each parsed,
 * validated and cost-checked once at start. A request naming one by hash
 * (`extensions.persistedQuery.sha256Hash` = `sha256:<hex>`) gets its text put in; Apollo then
 * finds the checked document in `documentStore` by the text's hash and skips parsing, validation
 * and graphql-armor's analysis (which are validation rules). Other documents are checked as usual
 * and kept in a bounded LRU, so they can never push the app's own out.
 */
export class PersistedDocuments {
  /** `sha256:<hex>` id → text. */
  private readonly texts = new Map<string, string>();
  /** hex SHA-256 of the text (Apollo's query hash) → checked document. */
  private readonly checked = new Map<string, DocumentNode>();
  /** Other documents Apollo checked, by query hash (the schema, the other half of Apollo's key, never changes in a process). */
  private readonly others = new RecentlyUsed<string, DocumentNode>(OTHER_DOCUMENTS);
  /** The operation names of the app's own documents (the metrics label only these). */
  readonly operationNames = new Set<string>();

  constructor(
    schema: GraphQLSchema,
    validationRules: readonly ValidationRule[],
    documents: Record<string, string> = appDocuments,
  ) {
    const rules = [...specifiedRules, ...validationRules];
    for (const [id, text] of Object.entries(documents)) {
      const hex = sha256(text);
      if (id !== `sha256:${hex}`)
        throw new Error(`persisted document ${id} does not match its text: run npm run codegen`);
      const document = parse(text);
      const errors = validate(schema, document, rules);
      if (errors.length > 0)
        throw new Error(
          `persisted document ${id} does not validate against the schema (${errors[0].message}): run npm run codegen`,
        );
      this.texts.set(id, text);
      this.checked.set(hex, document);
      for (const definition of document.definitions)
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.name)
          this.operationNames.add(definition.name.value);
    }
  }

  get size() {
    return this.texts.size;
  }

  /** Whether the document with this query hash (hex SHA-256 of its text) is one of the app's own. */
  isAppDocument(queryHash: string): boolean {
    return this.checked.has(queryHash);
  }

  /** A document checked already, by its query hash: one of the app's own, or another Apollo checked. */
  checkedDocument(queryHash: string): DocumentNode | undefined {
    return this.checked.get(queryHash) ?? this.others.get(queryHash);
  }

  /** Apollo's `documentStore`: keys are `<schema hash>:<query hash>`. */
  readonly documentStore: NonNullable<ApolloServerOptions<object>['documentStore']> = {
    get: (key) => Promise.resolve(this.checkedDocument(queryHashOf(key))),
    set: (key, document) => {
      const queryHash = queryHashOf(key);
      if (!this.checked.has(queryHash)) this.others.set(queryHash, document);
      return Promise.resolve();
    },
    delete: (key) => Promise.resolve(this.others.delete(queryHashOf(key))),
  };

  /**
   * Express middleware before Apollo: a known id becomes its text. A request whose document is
   * checked already (one of the app's, by id or by its exact text; outside trusted mode also another
   * that Apollo checked before) carries its query hash in `res.locals.checkedDocument`: it skips the
   * token count and may be answered by known-operations.ts. Any other `sha256:` id is not found
   * (Apollo's persisted-query link then retries with the text, outside trusted mode). Plain 64-hex
   * hashes are automatic persisted queries and stay Apollo's. With `trustedOnly`, whatever is not
   * one of the app's documents (by id, or by its exact text) is refused with 400
   * PERSISTED_QUERY_NOT_FOUND.
   */
  middleware(trustedOnly: boolean) {
    return (req: express.Request, res: express.Response, next: express.NextFunction) => {
      const body = req.body as
        { query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } } | undefined;
      const persisted = body?.extensions?.persistedQuery;
      const id = persisted?.sha256Hash;
      if (typeof id === 'string' && id.startsWith('sha256:')) {
        const text = this.texts.get(id);
        if (text !== undefined) {
          body!.query = text;
          delete body!.extensions!.persistedQuery;
          res.locals.checkedDocument = id.slice('sha256:'.length);
          return next();
        }
        if (body!.query === undefined || trustedOnly) return void notFound(req, res, trustedOnly);
        // The text of a document this server does not know (a client newer than the server): run it as it came.
        delete body!.extensions!.persistedQuery;
      }
      const hash =
        typeof body?.query === 'string' && body.extensions?.persistedQuery === undefined
          ? sha256(body.query)
          : undefined;
      if (hash !== undefined && (this.checked.has(hash) || (!trustedOnly && this.others.get(hash)))) {
        res.locals.checkedDocument = hash;
        return next();
      }
      if (trustedOnly) return notFound(req, res, true);
      next();
    };
  }
}

/** The query hash of Apollo's document-store key `<schema hash>:<query hash>`. */
const queryHashOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);

function notFound(req: express.Request, res: express.Response, trustedOnly: boolean) {
  res.status(trustedOnly ? 400 : 200).json({
    errors: [
      {
        // `PersistedQueryNotFound` is the protocol's word (the link retries with the text), not a sentence.
        message: trustedOnly
          ? translate(requestLocale(req), GraphQLEdgeMessages.trustedDocumentsOnly)
          : 'PersistedQueryNotFound',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      },
    ],
  });
}
