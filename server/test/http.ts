/** Small clients for the two transports, used by the transport tests. */
export interface RestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function restClient(baseUrl: string) {
  async function call<T = any>(method: string, path: string, opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}): Promise<RestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.rawBody !== undefined) {
      payload = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${baseUrl}/api${path}`, { method, headers, body: payload });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
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

export interface GqlResult<T = any> {
  status: number;
  data: T | null | undefined;
  errors?: Array<{ message: string; extensions?: { code?: string; [k: string]: unknown } }>;
}

export function gqlClient(baseUrl: string) {
  return async function gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string | { header: string }): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (typeof token === 'string') headers.authorization = `Bearer ${token}`;
    else if (token) headers.authorization = token.header;
    const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const json = (await res.json()) as { data?: T; errors?: GqlResult['errors'] };
    return { status: res.status, data: json.data, errors: json.errors };
  };
}
