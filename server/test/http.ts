import { sharedResponseValidator } from './openapi-validator.js';

/** Small clients for the two transports, used by the transport tests. */
export interface RestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RestCallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** A multipart body (file uploads); fetch sets its content-type with the boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  /** The call probes a path the API does not have, on purpose: expect the router's 404 instead of a documented answer. */
  unknownRoute?: boolean;
}

/** The base URL, or a function that reads it when a call is made (a suite's app starts in beforeAll). */
export type BaseUrl = string | (() => string);
const urlOf = (base: BaseUrl) => (typeof base === 'string' ? base : base());

export function restClient(baseUrl: BaseUrl) {
  async function call<T = any>(method: string, path: string, opts: RestCallOptions = {}): Promise<RestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | FormData | undefined;
    if (opts.form !== undefined) {
      payload = opts.form;
    } else if (opts.rawBody !== undefined) {
      payload = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${urlOf(baseUrl)}/api${path}`, { method, headers, body: payload });
    const text = await res.text();
    let body: any = text;
    let isJson = false;
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      /* not JSON */
    }
    // The drift test: every answer a transport test receives must match the OpenAPI document
    // (route, status, media type, required headers, body schema), or the test that got it fails.
    const observed = { method, path, status: res.status, headers: res.headers, body, isJson };
    const validator = sharedResponseValidator();
    const problems = opts.unknownRoute ? validator.checkUnknownRoute(observed) : validator.check(observed);
    if (problems.length) throw new OpenApiDriftError(problems);
    return { status: res.status, body, headers: res.headers };
  }
  return {
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) => call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => call<T>('PUT', path, { body, token }),
    delete: <T = any>(path: string, token?: string) => call<T>('DELETE', path, { token }),
    call,
  };
}

/** A REST answer that does not match server/src/common/http/openapi (see docs/api.md). */
export class OpenApiDriftError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The answer does not match the OpenAPI document (server/src/common/http/openapi):\n  ${problems.join('\n  ')}`,
    );
    this.name = 'OpenApiDriftError';
  }
}

export interface GqlResult<T = any> {
  status: number;
  data: T | null | undefined;
  errors?: Array<{ message: string; extensions?: { code?: string; [k: string]: unknown } }>;
}

export function gqlClient(baseUrl: BaseUrl) {
  return async function gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | { header: string },
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (typeof token === 'string') headers.authorization = `Bearer ${token}`;
    else if (token) headers.authorization = token.header;
    const res = await fetch(`${urlOf(baseUrl)}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const json = (await res.json()) as { data?: T; errors?: GqlResult['errors'] };
    return { status: res.status, data: json.data, errors: json.errors };
  };
}
