import type { ApolloServerPlugin } from '@apollo/server';
import { errorsByCode, graphqlDuration, graphqlOperations } from './metrics.js';

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
          const operation = name && knownOperation(name) ? name : 'other';
          // The answer's errors as the caller gets them: their codes are set by the app's formatError.
          const body = ctx.response.body;
          const errors = (body.kind === 'single' ? body.singleResult.errors : undefined) ?? [];
          graphqlOperations.inc({
            operation,
            type: ctx.operation?.operation ?? 'invalid',
            outcome: errors.length > 0 ? 'error' : 'ok',
          });
          graphqlDuration.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
          for (const error of errors) {
            const code = error.extensions?.code;
            errorsByCode.inc({ transport: 'graphql', code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
          }
          return Promise.resolve();
        },
      });
    },
  };
}
