import type { Request, Response } from 'express';
import { invalid, translatableError } from '../errors/domain-error.js';
import { HttpMessages } from './http.messages.js';
import type { Page } from '../pagination.js';

/** Cursors are base64url (common/pagination.ts); anything else cannot be one of ours. */
const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,2000}$/;

/**
 * The paging query parameters of a REST list: `limit` (a whole number in bounds, `defaultLimit`
 * when absent) and `cursor` (opaque, from the previous answer's `Link: <…>; rel="next"`).
 * `after` is read as an older name of `cursor`. Anything else is a 400 that names the parameter.
 */
export function pageParams(
  req: Request,
  bounds: { defaultLimit: number; maxLimit: number },
): { limit: number; cursor: string | undefined } {
  const one = (name: string): string | undefined => {
    const raw = req.query[name];
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string') throw translatableError('VALIDATION', HttpMessages.givenOnce, { name });
    return raw;
  };
  const rawLimit = one('limit');
  let limit = bounds.defaultLimit;
  if (rawLimit !== undefined && rawLimit !== '') {
    if (!/^\d{1,6}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > bounds.maxLimit) {
      throw translatableError('VALIDATION', HttpMessages.limitRange, { max: bounds.maxLimit });
    }
    limit = Number(rawLimit);
  }
  const cursor = one('cursor');
  const after = one('after');
  if (cursor !== undefined && after !== undefined && cursor !== after) throw invalid(HttpMessages.cursorOrAfter);
  const given = cursor ?? after;
  if (given === undefined || given === '') return { limit, cursor: undefined };
  if (!CURSOR_TEXT.test(given)) throw invalid(HttpMessages.invalidCursorLink);
  return { limit, cursor: given };
}

/**
 * Sends the paging headers of a list answer: `X-Total-Count` (all pages) and, when there is a next
 * page, `Link: <…>; rel="next"` (RFC 8288). The next URL is root-relative and keeps every other
 * query parameter of this call (filters, limit, sort), with the cursor of this page's last item.
 */
export function sendPageHeaders(
  req: Request,
  res: Response,
  page: Pick<Page<unknown>, 'totalCount' | 'totalCountIsCapped' | 'hasNextPage' | 'endCursor'>,
): void {
  // A list that stops counting says so: `1000+` means "more than 1000".
  res.setHeader('X-Total-Count', page.totalCountIsCapped ? `${page.totalCount}+` : String(page.totalCount));
  if (page.hasNextPage && page.endCursor) res.setHeader('Link', `<${nextPageUrl(req, page.endCursor)}>; rel="next"`);
}

/**
 * Answers a page of a list whose body is a named page (the admin lists: users, reports, disputes,
 * the audit log): the paging headers, and the items under the list's own name with `total` and
 * `next_cursor` beside them, kept in the body for clients written before the headers.
 */
export function sendNamedPage<T>(
  req: Request,
  res: Response,
  name: string,
  page: Page<T>,
  dto: (item: T) => unknown,
): void {
  sendPageHeaders(req, res, page);
  res.json({
    [name]: page.items.map(dto),
    total: page.totalCount,
    next_cursor: page.hasNextPage ? page.endCursor : null,
  });
}

export function nextPageUrl(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://self.invalid');
  url.searchParams.delete('after');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}
