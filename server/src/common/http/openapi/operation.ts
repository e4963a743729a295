import { componentSchemas as S } from './components.js';
import { arrayOf, ref, str, type TSchema } from './shapes.js';
import { restInputSchema } from '../rest-input.js';
import { READ_AFTER_HEADER } from '../read-after.js';

// A PostgreSQL WAL position as text ("16/B374D848").
const LSN_PATTERN = '^[0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8}$';
const READ_AFTER_REQUEST =
  'Optional, with read replicas: the `X-Read-After` of my last write. Reads that may be served by a replica wait until it has replayed that far (or go to the primary), so I see my own writes on any instance.';
const READ_AFTER_ANSWER =
  "With read replicas: the primary's WAL position once this write committed. Send it back as `X-Read-After` with the next requests to read your own writes.";

/**
 * One REST route described in a few lines. The builder adds what every route of the facade shares,
 * so the per-domain files only state what is particular to a route:
 * - 400 everywhere: a malformed JSON body or a NUL character in the body, path or query is refused
 *   before any route runs (app/http.ts), besides the route's own validation;
 * - 413 on routes that take a body (the JSON limit is 100 KB, 3 MB for the profile);
 * - 401 on member routes (`requireMember`), 401 and 403 on admin routes;
 * - 404 on routes whose path names a resource (a `notFound` path parameter, paths/resources.ts);
 * - 503 everywhere: the database was too busy (pool wait or statement timeout), with Retry-After.
 */
export type Access = 'public' | 'member' | 'admin';

export interface ParamSpec {
  description: string;
  schema?: TSchema;
  required?: boolean;
  /** For a path parameter naming a resource: the 404 when there is none (the route's own 404 wins). */
  notFound?: string;
}

export interface HeaderSpec {
  description: string;
  schema?: TSchema;
  /** The header is always sent with this answer (the drift test checks it). */
  required?: boolean;
}

export interface AnswerSpec {
  status?: number;
  description: string;
  schema: TSchema;
  headers?: Record<string, HeaderSpec>;
  /** application/json unless given. */
  contentType?: string;
}

export interface OperationSpec {
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters, by name as in the `{name}` of the path. */
  params?: Record<string, ParamSpec>;
  query?: Record<string, ParamSpec>;
  /** Request headers the route reads (e.g. Idempotency-Key). */
  headers?: Record<string, ParamSpec>;
  /**
   * The request body: `input` names the input class whose declared REST body it is (rest-input.ts:
   * the class's own rules, the fields under their REST names); `schema` for a body no input class reads.
   */
  body?: ({ schema: TSchema } | { input: string }) & { required?: boolean; description?: string; contentType?: string };
  /** The success answers (200 unless a status is given). */
  ok: AnswerSpec | AnswerSpec[];
  /** Refusals particular to this route: status → when it happens. */
  errors?: Errors;
  /**
   * A public answer kept for a second (common/http/public-answers.ts): `when` says which calls get
   * `Cache-Control: public, max-age=1` and an `ETag`, and so a 304 to a matching `If-None-Match`.
   */
  cached?: { when: string };
}

export type Errors = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, string>>;

export type Operation = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';
export type PathItem = Partial<Record<Method, Operation>>;

const json = (schema: TSchema) => ({ 'application/json': { schema } });

function refusal(description: string, schema: TSchema = ref(S.Error), headers?: Record<string, unknown>) {
  return { description, ...(headers ? { headers } : {}), content: json(schema) };
}

/** Builds the OpenAPI Operation object of one route. */
export function operation(tag: string, method: Method, spec: OperationSpec): Operation {
  const parameters: unknown[] = [];
  for (const [name, p] of Object.entries(spec.params ?? {})) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      description: p.description,
      schema: p.schema ?? { type: 'string' },
    });
  }
  for (const [name, p] of Object.entries(spec.query ?? {})) {
    parameters.push({
      name,
      in: 'query',
      required: p.required ?? false,
      description: p.description,
      schema: p.schema ?? { type: 'string' },
    });
  }
  for (const [name, p] of Object.entries(spec.headers ?? {})) {
    parameters.push({
      name,
      in: 'header',
      required: p.required ?? false,
      description: p.description,
      schema: p.schema ?? { type: 'string' },
    });
  }
  parameters.push({
    name: READ_AFTER_HEADER,
    in: 'header',
    required: false,
    description: READ_AFTER_REQUEST,
    schema: { type: 'string', pattern: LSN_PATTERN },
  });

  const responses: Record<string, unknown> = {};
  for (const answer of Array.isArray(spec.ok) ? spec.ok : [spec.ok]) {
    responses[String(answer.status ?? 200)] = {
      description: answer.description,
      ...(answer.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(answer.headers).map(([name, h]) => [
                name,
                { description: h.description, required: h.required ?? false, schema: h.schema ?? { type: 'string' } },
              ]),
            ),
          }
        : {}),
      content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } },
    };
  }
  if (spec.cached) {
    parameters.push({
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: `The \`ETag\` of an answer the caller has: 304 with no body while it is still the answer (${spec.cached.when}).`,
      schema: { type: 'string' },
    });
    const ok = responses['200'] as { headers?: Record<string, unknown> };
    ok.headers = {
      ...ok.headers,
      'Cache-Control': {
        description: `\`public, max-age=1\` ${spec.cached.when}; \`no-store\` otherwise.`,
        required: true,
        schema: { type: 'string' },
      },
      ETag: {
        description: `A hash of the body, ${spec.cached.when}.`,
        required: false,
        schema: { type: 'string' },
      },
      Vary: {
        description: '`Authorization, Accept-Language`: one answer kept per language.',
        required: true,
        schema: { type: 'string' },
      },
    };
    responses['304'] = {
      description: 'Not modified: the `If-None-Match` names the current answer (no body).',
      headers: {
        ETag: { description: 'The current answer’s ETag.', required: true, schema: { type: 'string' } },
        'Cache-Control': { description: '`public, max-age=1`.', required: true, schema: { type: 'string' } },
      },
    };
  }
  // A write's success carries the position a later read of its writer waits for (with replicas).
  if (method !== 'get')
    for (const [status, answer] of Object.entries(responses) as Array<[string, { headers?: Record<string, unknown> }]>)
      if (status.startsWith('2'))
        answer.headers = {
          ...answer.headers,
          [READ_AFTER_HEADER]: {
            description: READ_AFTER_ANSWER,
            required: false,
            schema: { type: 'string', pattern: LSN_PATTERN },
          },
        };
  const takesBody = method !== 'get';
  const errors: Record<string, string> = {
    400: 'Malformed JSON body, NUL characters in the input, or a broken validation rule (`detail` names it).',
    ...(spec.access !== 'public'
      ? { 401: 'No token, a malformed Authorization header, or an invalid or expired token.' }
      : {}),
    ...(spec.access === 'admin' ? { 403: 'The member is not an admin (`Admin access required`).' } : {}),
    ...Object.fromEntries(Object.values(spec.params ?? {}).flatMap((p) => (p.notFound ? [[404, p.notFound]] : []))),
    ...(takesBody ? { 413: 'The body is larger than the limit.' } : {}),
    503: 'The server is busy: the database could not serve the call in time (`The server is busy. Please try again in a moment.`); try again after `Retry-After` seconds.',
    ...spec.errors,
  };
  for (const [status, description] of Object.entries(errors)) {
    if (status === '429') {
      responses[status] = refusal(description, ref(S.RateLimitedError), {
        'Retry-After': {
          description: 'Seconds to wait before trying again.',
          required: true,
          schema: { type: 'integer', minimum: 1 },
        },
      });
    } else if (status === '503') {
      responses[status] = refusal(description, ref(S.Error), {
        'Retry-After': {
          description: 'Seconds to wait before trying again (when the server is busy).',
          required: false,
          schema: { type: 'integer', minimum: 1 },
        },
      });
    } else {
      responses[status] = refusal(description);
    }
  }

  return {
    tags: [tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    security: spec.access === 'public' ? [] : [{ bearerAuth: [] }],
    'x-access': spec.access,
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: spec.body.required ?? true,
            ...(spec.body.description ? { description: spec.body.description } : {}),
            content: { [spec.body.contentType ?? 'application/json']: bodyMedia(spec.body) },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The media object of a request body. A declared REST input is read from its class's metadata when
 * the document is read (served, validated, rendered): the class is its module's, loaded with the app,
 * which common/ does not import.
 */
function bodyMedia(body: NonNullable<OperationSpec['body']>): { schema: unknown } {
  if ('schema' in body) return { schema: body.schema };
  let schema: Record<string, unknown> | undefined;
  return {
    get schema() {
      return (schema ??= restInputSchema(body.input));
    },
  };
}

/**
 * The routes of one tag, each keyed by its method and path (`'GET /users/{id}'`), so a route is one
 * entry and its method and tag are not written again inside it. Routes of one path are gathered into
 * its Path Item in the order they are listed.
 */
export function routes(
  tag: string,
  table: Record<`${Uppercase<Method>} /${string}`, OperationSpec>,
): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {};
  for (const [key, spec] of Object.entries(table)) {
    const [verb, path] = key.split(' ', 2);
    const method = verb.toLowerCase() as Method;
    paths[path] = { ...paths[path], [method]: operation(tag, method, spec) };
  }
  return paths;
}

/** Request-body objects accept what the route reads and nothing is closed: extra fields are ignored by the server. */
export function input(properties: Record<string, TSchema>, required: string[] = []): TSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * A GET of the signed-in member's own items as one JSON array, not paged: the lists a member keeps
 * few of (my services, my requests, my testimonials…). `answer` says which ones and in what order.
 */
export function myList(summary: string, items: TSchema, answer: string, description?: string): OperationSpec {
  return {
    summary,
    ...(description ? { description } : {}),
    access: 'member',
    ok: { description: answer, schema: arrayOf(ref(items)) },
  };
}

/**
 * The optional Idempotency-Key request header of the routes that make a retry safe. Its format is
 * one rule on the server (1–100 letters, digits, - or _; anything else is a 400); what a repeated
 * key does is the route's own, so the description is given.
 */
export function idempotencyKey(description: string): Record<string, ParamSpec> {
  return { 'Idempotency-Key': { description, schema: str({ pattern: '^[\\w-]{1,100}$' }) } };
}

/** One action of `actions()`: what differs from its siblings. */
export interface ActionSpec {
  summary: string;
  description?: string;
  /** The description of the 200 answer (the resource as it is after the action). */
  done: string;
  body?: OperationSpec['body'];
  /** Refusals of this action, over the ones all the actions share. */
  errors?: Errors;
}

/**
 * The POST actions on one resource (`POST /swaps/{id}/accept`, `…/decline`, `…/cancel`): they share
 * the access, the path parameter naming the resource, the answer (the resource as it is now) and
 * usually their refusals, so those are written once and each action states only its own words.
 */
export function actions(
  resourcePath: `/${string}`,
  shared: { access: Access; params: Record<string, ParamSpec>; answer: TSchema; errors?: Errors },
  table: Record<string, ActionSpec>,
): Record<`POST /${string}`, OperationSpec> {
  return Object.fromEntries(
    Object.entries(table).map(([verb, a]) => [
      `POST ${resourcePath}/${verb}`,
      {
        summary: a.summary,
        ...(a.description ? { description: a.description } : {}),
        access: shared.access,
        params: shared.params,
        ...(a.body ? { body: a.body } : {}),
        ok: { description: a.done, schema: shared.answer },
        errors: { ...shared.errors, ...a.errors },
      },
    ]),
  );
}
