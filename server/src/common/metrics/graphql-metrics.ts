import type { ApolloServerPlugin } from '@apollo/server';
import { errorsByCode, graphqlDuration, graphqlOperations } from './metrics.js';

/** An error of an answer as the caller gets it: its code is set by the app's formatError. */
interface AnsweredError {
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/**
 * Counts and times every GraphQL operation over HTTP by its name when the app knows that name (its
 * persisted documents), else `other`: a client picks operation names freely, and a label per name
 * would let anyone grow the series. Each error of an answer is counted by its `extensions.code`.
 */
export function graphqlMetrics(knownOperation: (name: string) => boolean): ApolloServerPlugin {
  return {
    requestDidStart() {
      const started = process.hrtime.bigint();
      return Promise.resolve({
        willSendResponse(ctx) {
          const name = ctx.operationName;
          const body = ctx.response.body;
          countGraphQLAnswer(
            name && knownOperation(name) ? name : 'other',
            ctx.operation?.operation ?? 'invalid',
            (body.kind === 'single' ? body.singleResult.errors : undefined) ?? [],
            started,
          );
          return Promise.resolve();
        },
      });
    },
  };
}

/**
 * One answer of a GraphQL operation, counted and timed: `operation` is its label (a name the app
 * knows, or `other`), `type` query, mutation or `invalid`, `started` process.hrtime.bigint() when
 * it began.
 */
export function countGraphQLAnswer(
  operation: string,
  type: string,
  errors: readonly AnsweredError[],
  started: bigint,
): void {
  graphqlOperations.inc({ operation, type, outcome: errors.length > 0 ? 'error' : 'ok' });
  graphqlDuration.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
  for (const error of errors) {
    const code = error.extensions?.code;
    errorsByCode.inc({ transport: 'graphql', code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
  }
}
