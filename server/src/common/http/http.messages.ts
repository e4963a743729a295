import { defineMessages } from '@formatjs/intl';

/**
 * What the REST edge itself refuses (a body, a query parameter, a route), in the caller's
 * `Accept-Language` language; parameter names and routes are said as they are.
 */
export const HttpMessages = defineMessages({
  malformedJson: { id: 'http.malformedJson', defaultMessage: 'Malformed JSON in request body' },
  bodyTooLarge: { id: 'http.bodyTooLarge', defaultMessage: 'Request body is too large' },
  badRequest: { id: 'http.badRequest', defaultMessage: 'Bad request' },
  invalidInput: { id: 'http.invalidInput', defaultMessage: 'Invalid input' },
  internalError: { id: 'http.internalError', defaultMessage: 'Internal server error' },
  routeNotFound: { id: 'http.routeNotFound', defaultMessage: 'Not found: {method} {path}' },
  /** A file outside /api that is not there (a picture's address), or a route that does not exist here. */
  notFound: { id: 'http.notFound', defaultMessage: 'Not found' },
  bodyNotObject: { id: 'http.bodyNotObject', defaultMessage: 'Request body must be a JSON object' },
  givenOnce: { id: 'http.givenOnce', defaultMessage: '{name} must be given once' },
  pageSize: { id: 'http.pageSize', defaultMessage: 'Page size must be between 1 and {max, number, ::group-off}' },
  limitRange: { id: 'http.limitRange', defaultMessage: 'limit must be between 1 and {max, number, ::group-off}' },
  cursorOrAfter: { id: 'http.cursorOrAfter', defaultMessage: 'Give cursor or after, not both' },
  invalidCursorLink: {
    id: 'http.invalidCursorLink',
    defaultMessage: 'Invalid cursor: use the URL of the previous answer\'s Link rel="next" header',
  },
  invalidCursor: { id: 'http.invalidCursor', defaultMessage: 'Invalid cursor' },
  noNul: { id: 'http.noNul', defaultMessage: 'Text must not contain NUL characters' },
  malformedAuthorization: {
    id: 'http.malformedAuthorization',
    // The apostrophes quote the angle brackets: `<token>` is words here, not a tag.
    defaultMessage: 'Malformed Authorization header: expected "Bearer \'<token>\'"',
  },
});
