import type express from 'express';
import { getOperationAST, OperationTypeNode, type ExecutionResult } from 'graphql';
import type { GraphQLContext } from '../common/graphql/context.js';
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
 */
export function answerKnownOperations(opts: {
  documents: PersistedDocuments;
  execution: CompiledExecution;
  /** The request's GraphQL context, built once whoever asks first (this, then Apollo). */
  contextOf: (req: express.Request, res: express.Response) => Promise<GraphQLContext>;
  replicas?: ReplicaReads;
}): express.RequestHandler {
  const { documents, execution, contextOf, replicas } = opts;
  const answerTypes = new RecentlyUsed<string, string | false>(ACCEPT_HEADERS_KEPT);

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
    res.setHeader('content-type', type);
    res.status(200).send(`${JSON.stringify({ data: result.data, extensions: result.extensions })}\n`);
    countGraphQLAnswer(name && documents.operationNames.has(name) ? name : 'other', operation.operation, [], started);
  };
}

/** `variables` and `extensions` as Apollo takes them in a POST body: an object, null or left out. */
function isObjectOrAbsent(value: unknown): value is Record<string, unknown> | null | undefined {
  return value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));
}
