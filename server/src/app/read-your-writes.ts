import type { RequestHandler } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import { parseLsn, readPosition, type ReplicaReads } from '../db/replicas.js';
import { READ_AFTER_HEADER } from '../common/http/read-after.js';

/**
 * Read your own writes across instances, with read replicas (docs/scaling.md). A write's answer
 * carries `X-Read-After`, the primary's WAL position once it committed; the client sends it back
 * with its next requests, to whichever instance, and a replica serves those reads only once it has
 * replayed that far (db/replicas.ts). Other members may see the change up to REPLICA_MAX_LAG_MS later.
 */

/** Every request: the position its caller has written up to, for the replica reads it makes. */
export function readAfterPosition(): RequestHandler {
  return (req, _res, next) => {
    readPosition.run({ after: parseLsn(req.get(READ_AFTER_HEADER)) }, next);
  };
}

/**
 * REST writes (every method but GET and HEAD): the answer waits for the primary's position and
 * carries it. A position that cannot be read leaves the header out: the write stands, and the
 * member's next read is served by whichever database answers.
 */
export function restWritePosition(replicas: ReplicaReads): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      void replicas
        .writePosition()
        .then((lsn) => res.setHeader(READ_AFTER_HEADER, lsn))
        .catch(() => undefined)
        .finally(() => send(body));
      return res;
    };
    next();
  };
}

/** GraphQL mutations carry the position the same way (queries and subscriptions write nothing). */
export function graphqlWritePosition(replicas: ReplicaReads): ApolloServerPlugin {
  return {
    requestDidStart: () =>
      Promise.resolve({
        async willSendResponse({ operation, response }) {
          if (operation?.operation !== OperationTypeNode.MUTATION) return;
          const position = await writePositionOrNothing(replicas);
          if (position !== undefined) response.http.headers.set(READ_AFTER_HEADER.toLowerCase(), position);
        },
      }),
  };
}

/** The primary's position for a GraphQL mutation's answer; undefined when it cannot be read (as on REST: the header is left out). */
export async function writePositionOrNothing(replicas: ReplicaReads): Promise<string | undefined> {
  try {
    return await replicas.writePosition();
  } catch {
    return undefined;
  }
}
