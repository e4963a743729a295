import type express from 'express';
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  type ExecutionResult,
  type GraphQLFieldMap,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { currentLocale } from '../common/i18n/index.js';
import type { GraphQLContext } from '../common/graphql/context.js';
import { PUBLIC_ANSWER_EXTENSION, type PublicAnswers } from '../common/http/public-answers.js';
import { READ_AFTER_HEADER } from '../common/http/read-after.js';
import { countGraphQLAnswer } from '../common/metrics/graphql-metrics.js';
import { RecentlyUsed } from '../common/recently-used.js';
import type { ReplicaReads } from '../db/replicas.js';
import type { CompiledExecution } from './compiled-execution.js';
import type { PersistedDocuments } from './persisted-documents.js';
import { writePositionOrNothing } from './read-your-writes.js';

/** Apollo Server's content types for a single answer, in the order its content negotiation prefers them. */
const ANSWER_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** How many distinct `Accept` headers keep their negotiated answer type (clients send a handful). */
const ACCEPT_HEADERS_KEPT = 64;

/**
 * Operations of documents the server knows, answered without Apollo Server's per-request pipeline
 * when they succeed.
 *
 * A document checked already (one of the app's persisted documents, parsed, validated and
 * cost-checked at start; or another that Apollo checked on an earlier request and whose operation
 * is compiled, compiled-execution.ts) needs none of that pipeline's per-request work when it
 * succeeds: the request's HTTP head copied into Apollo's, the query text hashed again, the Accept
 * header negotiated twice, a request context and a hook object per plugin. In a profile of the bell's
 * read that work and its garbage were about 100 of the 139 µs of CPU by which GraphQL cost more than
 * REST for the same read (docs/benchmarks.md, "The bell over GraphQL without Apollo's per-request
 * pipeline"). Here the
 * operation's compiled code runs on the context Apollo would build, and a clean result is answered
 * as Apollo answers it: the same status, content type, body and `X-Read-After` header, counted and
 * timed by the same metrics.
 *
 * Everything else stays Apollo's, so there is one way to answer anything unusual: a document seen
 * for the first time, a body Apollo would refuse, an operation it must resolve or refuse (a
 * subscription, an unknown name), an `Accept` header that takes no JSON, a token refused while
 * building the context (the context is built once: Apollo gets the same failure), variables that
 * do not coerce or code that does not compile (nothing has run then), and any result with errors.
 * Those run once: Apollo is handed the result (or the failure), formats its errors, sets its status
 * and runs its plugins. While this process traces, nothing is answered here (compiled code has no
 * spans).
 *
 * A visitor's query of public lists only (fields marked with the public-answer extension:
 * the same answer for every visitor of a language) is answered from the memory `/api` keeps its
 * public answers in, for a second, as `GET /api/services` is: first pages only (a later page, an
 * `after` cursor, is not kept, so a walk through the pages does not push the first ones out), by
 * the caller's language, the document, its operation and variables.
 */
export function answerKnownOperations(opts: {
  documents: PersistedDocuments;
  execution: CompiledExecution;
  schema: GraphQLSchema;
  publicAnswers: PublicAnswers;
  /** The request's GraphQL context, built once whoever asks first (this, then Apollo). */
  contextOf: (req: express.Request, res: express.Response) => Promise<GraphQLContext>;
  replicas?: ReplicaReads;
}): express.RequestHandler {
  const { documents, execution, schema, publicAnswers, contextOf, replicas } = opts;
  const answerTypes = new RecentlyUsed<string, string | false>(ACCEPT_HEADERS_KEPT);
  const queryFields = schema.getQueryType()?.getFields() ?? {};
  /** Per operation: the cursors of its lists when it asks public lists only, else null (worked out once). */
  const publicLists = new WeakMap<OperationDefinitionNode, readonly ValueNode[] | null>();
  const publicListCursorsOf = (operation: OperationDefinitionNode) => {
    let cursors = publicLists.get(operation);
    if (cursors === undefined) publicLists.set(operation, (cursors = publicListCursors(operation, queryFields)));
    return cursors;
  };

  /** Apollo's answer type for this request's `Accept` header (false: it takes no JSON, Apollo refuses it). */
  function answerTypeOf(req: express.Request): string | false {
    const accept = req.headers.accept;
    if (accept === undefined) return ANSWER_TYPES[0];
    let type = answerTypes.get(accept);
    if (type === undefined) answerTypes.set(accept, (type = req.accepts(ANSWER_TYPES)));
    return type;
  }

  return async (req, res, next) => {
    const queryHash: unknown = res.locals.checkedDocument;
    const document = typeof queryHash === 'string' && req.method === 'POST' && documents.checkedDocument(queryHash);
    if (!document) return next();
    const { operationName, variables, extensions } = req.body as Record<string, unknown>;
    if (
      !(operationName === undefined || operationName === null || typeof operationName === 'string') ||
      !isObjectOrAbsent(variables) ||
      !isObjectOrAbsent(extensions)
    )
      return next();
    const operation = getOperationAST(document, operationName ?? undefined);
    const type = answerTypeOf(req);
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION || !type) return next();

    let context: GraphQLContext;
    try {
      context = await contextOf(req, res);
    } catch {
      return next(); // Apollo answers the refusal: its context is this same failed one
    }
    const started = process.hrtime.bigint();
    // Compiled code is kept by the operation's own name, as Apollo's executor asks for it.
    const name = operation.name?.value;
    const countedAs = name && documents.operationNames.has(name) ? name : 'other';
    const cursors = context.member === null ? publicListCursorsOf(operation) : null;
    const publicKey =
      cursors && firstPages(cursors, variables)
        ? `graphql:${currentLocale()}:${queryHash}\0${operationName ?? ''}\0${JSON.stringify(variables ?? {})}`
        : null;
    const kept = publicKey === null ? undefined : publicAnswers.keptBody(publicKey);
    if (kept) {
      res.setHeader('content-type', type);
      res.status(200).send(kept);
      countGraphQLAnswer(countedAs, operation.operation, [], started);
      return;
    }
    const generation = publicAnswers.generation;
    const running = execution.runCheckedOperation(queryHash, document, name, context, variables ?? {});
    let result: ExecutionResult | null;
    try {
      result = await running;
    } catch {
      execution.answerWith(context, running as Promise<ExecutionResult>);
      return next();
    }
    if (!result) return next();
    if (result.errors) {
      execution.answerWith(context, result);
      return next();
    }
    if (operation.operation === OperationTypeNode.MUTATION && replicas) {
      const position = await writePositionOrNothing(replicas);
      if (position !== undefined) res.setHeader(READ_AFTER_HEADER, position);
    }
    const body = `${JSON.stringify({ data: result.data, extensions: result.extensions })}\n`;
    res.setHeader('content-type', type);
    if (publicKey === null) res.status(200).send(body);
    else {
      const json = Buffer.from(body);
      publicAnswers.keep(publicKey, json, generation);
      res.status(200).send(json);
    }
    countGraphQLAnswer(countedAs, operation.operation, [], started);
  };
}

/** `variables` and `extensions` as Apollo takes them in a POST body: an object, null or left out. */
function isObjectOrAbsent(value: unknown): value is Record<string, unknown> | null | undefined {
  return value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));
}

/**
 * The `after` cursors of an operation that asks nothing but public lists (query fields with the
 * public-answer extension; `__typename` aside), or null for any other operation.
 */
function publicListCursors(
  operation: OperationDefinitionNode,
  queryFields: GraphQLFieldMap<unknown, unknown>,
): readonly ValueNode[] | null {
  if (operation.operation !== OperationTypeNode.QUERY) return null;
  const cursors: ValueNode[] = [];
  let lists = 0;
  for (const selection of operation.selectionSet.selections) {
    // A fragment at the root is not followed: the app's documents select their lists directly.
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    if (queryFields[selection.name.value]?.extensions[PUBLIC_ANSWER_EXTENSION] !== true) return null;
    lists++;
    const after = selection.arguments?.find((argument) => argument.name.value === 'after');
    if (!after) continue;
    // A cursor from a variable with a default value is not followed either.
    const cursor = after.value;
    if (
      cursor.kind === Kind.VARIABLE &&
      operation.variableDefinitions?.some((d) => d.variable.name.value === cursor.name.value && d.defaultValue)
    )
      return null;
    cursors.push(cursor);
  }
  return lists > 0 ? cursors : null;
}

/** Whether those cursors all ask a first page: null, or a variable left out or null. */
function firstPages(cursors: readonly ValueNode[], variables: Record<string, unknown> | null | undefined): boolean {
  return cursors.every(
    (cursor) =>
      cursor.kind === Kind.NULL || (cursor.kind === Kind.VARIABLE && (variables?.[cursor.name.value] ?? null) === null),
  );
}
