// type-graphql reads decorator metadata: load the polyfill for whoever imports PageInfo first.
import 'reflect-metadata';
import { Field, ObjectType } from 'type-graphql';
import { invalid } from './errors/domain-error.js';

/** One page of a keyset-paginated list. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  /** Set by lists that stop counting (Discover, issue 17): there are more than `totalCount`. */
  totalCountIsCapped?: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Cursors are opaque to clients: base64url of the sort key of the page's last row. */
export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Decodes a cursor and checks its shape, so a forged one is a 400, never a database error. */
export function decodeCursor<T extends Record<string, unknown>>(
  cursor: string | undefined | null,
  isValid: (value: Record<string, unknown>) => boolean,
): T | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value) && isValid(value as Record<string, unknown>)) return value as T;
  } catch {
    /* fall through */
  }
  throw invalid('Invalid cursor');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
/** A timestamptz as PostgreSQL prints it (`created_at::text`), which keeps its microseconds. */
export const isPgTimestamp = (v: unknown) => typeof v === 'string' && TIMESTAMP.test(v);

/**
 * Turns the rows of a keyset query run with LIMIT first + 1 into a page: the extra row only says
 * that there is a next page; the cursor is the sort key of the last row kept.
 */
export function pageOf<R, T = R>(
  rows: R[],
  first: number,
  totalCount: number,
  cursorKey: (last: R) => Record<string, unknown>,
  map: (row: R) => T = (row) => row as unknown as T,
): Page<T> {
  const kept = rows.slice(0, first);
  const last = kept[kept.length - 1];
  return {
    items: kept.map(map),
    totalCount,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeCursor(cursorKey(last)) : null,
  };
}

/** The GraphQL side of a `Page`: every connection type (services, coaches, notifications, admin members) carries one. */
@ObjectType({ description: 'Where a page of a list ends, for cursor pagination.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow this page.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null on an empty page.' })
  endCursor: string | null;
}
