import type { HeaderSpec, OperationSpec, ParamSpec } from './operation.js';
import { arrayOf, int, ref, str, type TSchema } from './shapes.js';

/**
 * The paging of REST lists (common/http/paging.ts): `limit` and an opaque `cursor` in, and the
 * HTTP way out: `X-Total-Count` always, `Link: <…>; rel="next"` (RFC 8288) while a next page exists.
 */
function pagingParams(bounds: { max: number; default: number }): Record<string, ParamSpec> {
  return {
    limit: {
      description: `Page size, 1 to ${bounds.max} (default ${bounds.default}). Anything else is a 400.`,
      schema: int({ minimum: 1, maximum: bounds.max, default: bounds.default }),
    },
    cursor: {
      description:
        'Opaque: where the previous page ended. Do not build it; follow the `Link` rel="next" URL, which carries it with the other parameters. A cursor that is not one of ours is a 400 (`Invalid cursor…`).',
      schema: str({ pattern: '^[A-Za-z0-9_-]+$', maxLength: 2000 }),
    },
    after: {
      description: 'Older name of `cursor` (the same value). Giving both with different values is a 400.',
      schema: str({ pattern: '^[A-Za-z0-9_-]+$', maxLength: 2000 }),
    },
  };
}

const pageHeaders: Record<string, HeaderSpec> = {
  'X-Total-Count': {
    description: 'How many items match the filters, all pages together.',
    required: true,
    schema: int({ minimum: 0 }),
  },
  Link: {
    description:
      'Only when there is a next page: `</api/…?…&cursor=…>; rel="next"` (RFC 8288), a root-relative URL that keeps this call\'s filters, limit and sort. Absent on the last page.',
    schema: str({ pattern: '^<[^>]+>; rel="next"$' }),
  },
};

/** Paging headers of a list that counts only up to 1000 (Discover): `X-Total-Count: 1000+` above it. */
export const cappedPageHeaders: Record<string, HeaderSpec> = {
  ...pageHeaders,
  'X-Total-Count': {
    description:
      'How many items match the filters, all pages together, counted up to 1000: `0` to `1000` exactly, `1000+` when more match.',
    required: true,
    schema: str({ pattern: '^([0-9]{1,3}|1000\\+?)$' }),
  },
};

/**
 * The query and the answer of a paged list route: its own filters (if any) then `limit` and
 * `cursor` (at most 100, 50 by default unless said), and the page with the paging headers. The page
 * is a page schema (`{ schema: S.AuditPage }`, which also carries `total` and `next_cursor`)
 * or a bare JSON array of items (`{ arrayOf: S.Need }`), whose paging only the headers carry.
 * `headers: cappedPageHeaders` for a list whose count stops at 1000+.
 */
export function pagedList(
  page: { description: string } & ({ schema: TSchema } | { arrayOf: TSchema }),
  options: {
    filters?: Record<string, ParamSpec>;
    max?: number;
    default?: number;
    headers?: Record<string, HeaderSpec>;
  } = {},
): Pick<OperationSpec, 'query' | 'ok'> {
  return {
    query: { ...options.filters, ...pagingParams({ max: options.max ?? 100, default: options.default ?? 50 }) },
    ok: {
      description: page.description,
      schema: 'schema' in page ? ref(page.schema) : arrayOf(ref(page.arrayOf)),
      headers: options.headers ?? pageHeaders,
    },
  };
}
