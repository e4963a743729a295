// type-graphql reads decorator metadata: load the polyfill for whoever imports PageInfo first.
import 'reflect-metadata';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { invalid, translatableError } from './errors/domain-error.js';
import { HttpMessages } from './http/http.messages.js';

const pageSizeRefusal = (max: number) => translatableError('VALIDATION', HttpMessages.pageSize, { max });

/**
 * A page's size, 1 to `max`: the one rule every list checks, refused in the caller's language
 * (400 on `/api`, BAD_USER_INPUT in GraphQL).
 */
export function assertPageSize(first: number, max = 100): void {
  // Below 1 is refused by clampPageSize; above `max`, what it would cut is refused here.
  if (clampPageSize(first, max) !== first) throw pageSizeRefusal(max);
}

/**
 * A page's size for the lists that cut a larger one to their maximum (Discover's services, needs,
 * a member's swaps): below 1 is refused as every list refuses it, in the caller's language.
 */
export function clampPageSize(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1) throw pageSizeRefusal(max);
  return Math.min(first, max);
}

/** One page of a keyset-paginated list. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  /** Set by lists that stop counting (Discover): there are more than `totalCount`. */
  totalCountIsCapped?: boolean;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** What a service's page method takes: how many rows, and the cursor of the previous page (none: the first). */
export interface PageRequest {
  first: number;
  after?: string;
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
    if (value && typeof value === 'object' && !Array.isArray(value) && isValid(value as Record<string, unknown>))
      return value as T;
  } catch {
    /* fall through */
  }
  throw invalid(HttpMessages.invalidCursor);
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
@ObjectType({ simpleResolvers: true, description: 'Where a page of a list ends, for cursor pagination.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether more items follow this page.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null on an empty page.' })
  endCursor: string | null;
}

/** What the fields of one connection type say about its list. */
export interface ConnectionTexts {
  /** What this page holds, and in which order. */
  nodes: string;
  /** What `totalCount` counts. */
  totalCount: string;
  /** Where the page ends; the common wording unless the list needs its own. */
  pageInfo?: string;
}

/**
 * The base of a GraphQL connection type (`nodes`, `totalCount`, `pageInfo`) for one item type:
 * `@ObjectType({ description }) class NeedConnection extends Connection(NeedType, { … }) {}`.
 * Each list states only what its fields mean for it; the shape is written once here.
 */
export function Connection<T extends object>(item: ClassType<T>, texts: ConnectionTexts) {
  // Never reached from a resolver itself, so never in the schema: only its subclasses are.
  @ObjectType({ simpleResolvers: true })
  abstract class ConnectionBase {
    @Field(() => [item], { description: texts.nodes }) nodes: T[];
    @Field(() => Int, { description: texts.totalCount }) totalCount: number;
    @Field(() => PageInfo, { description: texts.pageInfo ?? 'Whether there is a next page, and its cursor.' })
    pageInfo: PageInfo;
  }
  return ConnectionBase;
}

/**
 * A connection whose list stops counting at a cap (Discover, the Needs board: "1,000+"): `totalCount`
 * is at most the cap and `totalCountIsCapped` says that more match.
 */
export function CappedConnection<T extends object>(
  item: ClassType<T>,
  texts: ConnectionTexts & { totalCountIsCapped: string },
) {
  @ObjectType({ simpleResolvers: true })
  abstract class CappedConnectionBase extends Connection(item, texts) {
    @Field(() => Boolean, { description: texts.totalCountIsCapped }) totalCountIsCapped: boolean;
  }
  return CappedConnectionBase;
}

/** A capped `Page` as its GraphQL connection answers it. */
export function cappedConnectionOf<R>(page: Page<R>) {
  return { ...connectionOf(page), totalCountIsCapped: page.totalCountIsCapped ?? false };
}

/** A service's `Page` as the GraphQL connection answers it, each item mapped when the type needs it. */
export function connectionOf<R, T = R>(
  page: Page<R>,
  map?: (row: R) => T,
): { nodes: T[]; totalCount: number; pageInfo: PageInfo } {
  return {
    nodes: map ? page.items.map(map) : (page.items as unknown as T[]),
    totalCount: page.totalCount,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  };
}

/** What the `first` and `after` arguments of one paged list say. */
export interface PageArgsTexts {
  /** The page size when the client gives none. */
  defaultSize: number;
  /** The largest page size the list serves (named in the description); 100 unless the list says otherwise. */
  maxSize?: number;
  /** What `after` says; the common wording unless the list needs its own. */
  after?: string;
}

/** The wording of `after` for lists whose first page is asked without one. */
export const AFTER_OR_FIRST_PAGE = 'The endCursor of the previous page; absent for the first page.';

/**
 * The `first` and `after` arguments of a paged list, as an argument type:
 * `@Args(pageArgs({ defaultSize: 20 })) list: PageArgs`, then `service.page(list.page)`.
 * Each list states its default size and wording; the two arguments are written once here. Whether
 * `first` is in range stays the service's (or resolver's) check, with its own message.
 *
 * The class is made when the decorator is evaluated, as the resolver module loads: type-graphql
 * knows argument types by identity and reads them when the schema is built, so a class made later
 * (inside the type function) would be unknown to it.
 */
export function pageArgs(texts: PageArgsTexts): () => ReturnType<typeof pageArgsType> {
  const argsType = pageArgsType(texts);
  return () => argsType;
}
export type PageArgs = InstanceType<ReturnType<typeof pageArgsType>>;

function pageArgsType(texts: PageArgsTexts) {
  @ArgsType()
  class ListPageArgs {
    @Field(() => Int, { defaultValue: texts.defaultSize, description: `Page size, 1–${texts.maxSize ?? 100}.` })
    first: number = texts.defaultSize;

    @Field(() => String, { nullable: true, description: texts.after ?? 'The endCursor of the previous page.' })
    after?: string | null;

    /** The arguments as the services take them: a cursor sent as null is no cursor. */
    get page(): PageRequest {
      return { first: this.first, after: this.after ?? undefined };
    }
  }
  return ListPageArgs;
}
