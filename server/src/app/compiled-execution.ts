import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  GraphQLError,
  execute,
  OperationTypeNode,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { logger } from '../common/logger.js';
import { graphqlExecutions } from '../common/metrics/metrics.js';
import { RecentlyUsed } from '../common/recently-used.js';

/** How many other documents' operations are kept compiled (least recently used go first). */
const OTHER_OPERATIONS = 1000;

/** An operation of another document seen once so far: it is compiled if it comes again. */
const SEEN_ONCE = Symbol('seen once');

/**
 * On the context of an operation already run outside Apollo Server (known-operations.ts) whose
 * answer carries errors, or whose code threw: its outcome. Apollo answers it (error formatting,
 * status, plugins), and its executor hands back this outcome rather than running the operation a
 * second time. A property, not a map by context: Apollo runs an operation on a shallow copy of the
 * context it was given, which keeps the property and not the identity.
 */
const ALREADY_RUN = Symbol('already run');
type AlreadyRun = { [ALREADY_RUN]?: ExecutionResult | Promise<ExecutionResult> };

/**
 * How operations run over HTTP: compiled once into a JavaScript function for their selection
 * (graphql-jit), instead of graphql-js walking the document field by field on every request.
 * graphql-js's per-field interpretation (argument values, field collection, completion) was the
 * largest share of a list read's CPU over GraphQL (docs/benchmarks.md, "For you over GraphQL: where
 * its CPU goes").
 *
 * The app's own documents are compiled on their first request and kept. Any other document is
 * compiled on its second (a client repeats its documents; a one-off costs no compilation) and kept
 * in a bounded LRU, so a flood of documents can never grow it nor push the app's own out.
 *
 * graphql-js runs the rest: an operation's first sighting outside the app's documents, one that
 * does not compile, one whose variables do not coerce (nothing has run then, so no resolver runs
 * twice, and the caller gets graphql-js's own errors, which Apollo answers as BAD_USER_INPUT with a
 * 400), and everything when `compile` is off (while tracing: the GraphQL instrumentation traces
 * graphql-js's execution, and compiled code has none of its spans).
 *
 * Apollo Server takes another executor only through its gateway interface: `gateway()` is that
 * interface around one fixed schema.
 */
export class CompiledExecution {
  /** The app's operations by `<query hash>\0<operation name>`: compiled, or null (graphql-js runs it). */
  private readonly app = new Map<string, CompiledQuery | null>();
  /** Other documents' operations. */
  private readonly others = new RecentlyUsed<string, CompiledQuery | null | typeof SEEN_ONCE>(OTHER_OPERATIONS);

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly options: {
      /** Whether a document (by Apollo's query hash, the hex SHA-256 of its text) is one of the app's. */
      isAppDocument: (queryHash: string) => boolean;
      /** Off: graphql-js runs every operation. */
      compile: boolean;
    },
  ) {}

  readonly executor: GatewayExecutor = async (request) => {
    const ran = (request.context as AlreadyRun)[ALREADY_RUN];
    if (ran) {
      delete (request.context as AlreadyRun)[ALREADY_RUN];
      return await ran;
    }
    const variables = request.request.variables ?? {};
    const operationName = request.operationName ?? undefined;
    // (A subscription never gets here over HTTP: the edge refuses it before execution.)
    const compiled =
      this.options.compile && request.operation.operation !== OperationTypeNode.SUBSCRIPTION
        ? this.compiledFor(request.queryHash, request.document, operationName)
        : null;
    const result = compiled && (await this.runCompiled(compiled, request.context, variables));
    if (result) return result;
    graphqlExecutions.inc({ execution: 'interpreted' });
    return execute({
      schema: this.schema,
      document: request.document,
      contextValue: request.context,
      variableValues: variables,
      operationName,
    });
  };

  /**
   * Runs an operation of a document checked already compiled, outside Apollo Server's pipeline:
   * its result, or null when it cannot run so (this process traces; another document's operation
   * not compiled yet, whose sightings stay Apollo's to count; graphql-jit does not compile it; its
   * variables do not coerce: nothing has run then).
   */
  async runCheckedOperation(
    queryHash: string,
    document: DocumentNode,
    operationName: string | undefined,
    context: object,
    variables: Record<string, unknown>,
  ): Promise<ExecutionResult | null> {
    if (!this.options.compile) return null;
    const compiled = this.options.isAppDocument(queryHash)
      ? this.compiledFor(queryHash, document, operationName)
      : this.others.get(operationKey(queryHash, operationName));
    return compiled && compiled !== SEEN_ONCE ? await this.runCompiled(compiled, context, variables) : null;
  }

  /** Apollo is to answer an operation run by runCheckedOperation (with this context): this is its outcome. */
  answerWith(context: object, outcome: ExecutionResult | Promise<ExecutionResult>): void {
    (context as AlreadyRun)[ALREADY_RUN] = outcome;
  }

  /** The result of compiled code, or null when the variables did not coerce (graphql-js then runs it). */
  private async runCompiled(compiled: CompiledQuery, context: object, variables: Record<string, unknown>) {
    const result = await compiled.query(undefined, context, variables);
    if (result.data === undefined && result.errors) return null;
    graphqlExecutions.inc({ execution: 'compiled' });
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  }

  private compiledFor(queryHash: string, document: DocumentNode, operationName: string | undefined) {
    const key = operationKey(queryHash, operationName);
    if (this.options.isAppDocument(queryHash)) {
      let compiled = this.app.get(key);
      if (compiled === undefined) this.app.set(key, (compiled = this.compile(document, operationName)));
      return compiled;
    }
    const kept = this.others.get(key);
    const compiled = kept === undefined ? SEEN_ONCE : kept === SEEN_ONCE ? this.compile(document, operationName) : kept;
    if (compiled !== kept) this.others.set(key, compiled);
    return compiled === SEEN_ONCE ? null : compiled;
  }

  private compile(document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    const outcome = compileQuery(this.schema, document, operationName, { disablingCapturingStackErrors: true });
    if (isCompiledQuery(outcome)) return outcome;
    // A document that validated but does not compile is graphql-jit's gap, not the caller's fault:
    // graphql-js runs it, and the operator learns which.
    logger.warn('graphql operation not compiled', { operationName, errors: outcome.errors });
    return null;
  }

  /** Apollo Server's gateway interface for this executor over the one schema (it never changes). */
  gateway(): GatewayInterface {
    const listeners = new Set<Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0]>();
    return {
      onSchemaLoadOrUpdate: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      load: () => {
        const schemaContext = { apiSchema: this.schema, coreSupergraphSdl: printSchema(this.schema) };
        for (const listener of listeners) listener(schemaContext);
        return Promise.resolve({ executor: this.executor });
      },
      stop: () => Promise.resolve(),
    };
  }
}

/** An operation's key among the compiled ones: its document's query hash and its own name. */
const operationKey = (queryHash: string, operationName: string | undefined) => `${queryHash}\0${operationName ?? ''}`;

/**
 * graphql-jit's error as graphql-js makes it: the same message, locations, path, cause and
 * extensions, with `extensions` an object even when the cause has none (graphql-jit leaves it
 * undefined there, and Apollo's error formatting reads `extensions.code`).
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  return Object.assign(copy, { locations: error.locations });
}
