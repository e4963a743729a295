import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isEmail } from 'class-validator';
import type { OpenApiDocument } from '../src/common/http/openapi/document.js';
import { openApiDocument } from '../src/app/openapi.js';

// ajv-formats is CommonJS: under NodeNext its default export arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** One answer of the REST facade, as a transport test received it. */
export interface ObservedResponse {
  method: string;
  /** The path under /api, query string allowed: `/services?limit=5`. */
  path: string;
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
  /** False when the text did not parse as JSON. */
  isJson: boolean;
}

interface Route {
  template: string;
  pattern: RegExp;
  params: number;
}

type ResponseObject = {
  headers?: Record<string, { required?: boolean; schema?: { type?: string } }>;
  content?: Record<string, { schema: Record<string, unknown> }>;
};

const COMPONENTS_ID = 'https://energy-exchange.local/openapi/components';

/**
 * Checks answers of the REST facade against the OpenAPI document (test-only: ajv is a dev
 * dependency). An answer passes when its route (method + path template) is documented, its status
 * is documented for that route, its media type is one the status lists, headers marked required
 * are present, and its body validates against the schema with ajv (JSON Schema 2020-12, strict).
 */
export function createResponseValidator(doc: OpenApiDocument = openApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // Addresses may be internationalized (RFC 6531: the server accepts UTF-8 and answers the NFC form).
  ajv.addFormat('idn-email', (v: string) => isEmail(v, { allow_utf8_local_part: true }));
  // Components are one schema of their own; `#/components/schemas/X` refs are pointed at it.
  ajv.addSchema(pointRefsAtComponents({ $id: COMPONENTS_ID, $defs: doc.components.schemas }));

  const routes: Route[] = Object.keys(doc.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{[^}]+\}/g) ?? []).length,
      pattern: new RegExp(
        `^${template
          .split(/\{[^}]+\}/)
          .map(escapeRegExp)
          .join('[^/]+')}$`,
      ),
    }))
    // Like express, a literal segment wins over a parameter: /notifications/recent before /notifications/{id}.
    .sort((a, b) => a.params - b.params);

  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: Record<string, unknown>) => {
    let fn = compiled.get(key);
    if (!fn) {
      fn = ajv.compile(pointRefsAtComponents(schema));
      compiled.set(key, fn);
    }
    return fn;
  };

  /** The documented route of a call: the first template that matches the path and has the method. */
  function routeOf(
    method: string,
    path: string,
  ): { template: string; operation: { responses: Record<string, ResponseObject> } } | undefined {
    const bare = path.split('?')[0].split('#')[0];
    const m = method.toLowerCase();
    for (const r of routes) {
      if (!r.pattern.test(bare)) continue;
      const operation = (doc.paths[r.template] as Record<string, unknown>)[m] as
        { responses: Record<string, ResponseObject> } | undefined;
      if (operation) return { template: r.template, operation };
    }
    return undefined;
  }

  /** The problems of one answer; empty when it matches the document. */
  function check(res: ObservedResponse): string[] {
    const route = routeOf(res.method, res.path);
    if (!route) return [`${res.method} ${res.path} is not a documented route`];
    const where = `${res.method.toUpperCase()} ${route.template} → ${res.status}`;
    // OPENAPI_COVERAGE_FILE=… records which route and status each answer was, to see what no test reaches.
    if (process.env.OPENAPI_COVERAGE_FILE)
      appendFileSync(
        process.env.OPENAPI_COVERAGE_FILE,
        `${res.method.toUpperCase()} ${route.template} ${res.status}\n`,
      );
    const response =
      route.operation.responses[String(res.status)] ??
      route.operation.responses[`${String(res.status)[0]}XX`] ??
      route.operation.responses.default;
    if (!response)
      return [
        `${where}: status ${res.status} is not documented (documented: ${Object.keys(route.operation.responses).join(', ')}); body ${preview(res.body)}`,
      ];

    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = res.headers.get(name);
      if (header.required && value === null) problems.push(`${where}: header ${name} is missing`);
      if (value !== null && header.schema?.type === 'integer' && !/^-?\d+$/.test(value))
        problems.push(`${where}: header ${name} is not an integer: ${value}`);
    }
    if (!response.content) return problems;

    const mediaType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const media = response.content[mediaType];
    if (!media)
      return [
        ...problems,
        `${where}: content-type "${mediaType}" is not documented (documented: ${Object.keys(response.content).join(', ')})`,
      ];
    if (mediaType === 'application/json' && !res.isJson)
      return [...problems, `${where}: the body is not JSON: ${preview(res.body)}`];

    const validate = compile(`${res.method} ${route.template} ${res.status} ${mediaType}`, media.schema);
    if (!validate(res.body)) problems.push(`${where}: ${formatErrors(validate.errors)}; body ${preview(res.body)}`);
    return problems;
  }

  /**
   * For a call that deliberately probes a path outside the API (a test of the router's 404): the
   * route must really be undocumented, and the answer the router's `404 {detail}`.
   */
  function checkUnknownRoute(res: ObservedResponse): string[] {
    const where = `${res.method.toUpperCase()} ${res.path} → ${res.status}`;
    if (routeOf(res.method, res.path))
      return [`${where}: marked as outside the document, but it is a documented route`];
    if (res.status !== 404) return [`${where}: an unknown route must answer 404`];
    const validate = compile('unknown route 404', { $ref: '#/components/schemas/Error' });
    return validate(res.body) ? [] : [`${where}: ${formatErrors(validate.errors)}; body ${preview(res.body)}`];
  }

  return {
    check,
    checkUnknownRoute,
    routeOf,
    ajv,
    compileSchema: (schema: Record<string, unknown>) => ajv.compile(pointRefsAtComponents(schema)),
  };
}

export type ResponseValidator = ReturnType<typeof createResponseValidator>;

let shared: ResponseValidator | undefined;
/** One validator for the whole test run (compiling the schemas once). */
export function sharedResponseValidator(): ResponseValidator {
  shared ??= createResponseValidator();
  return shared;
}

function pointRefsAtComponents(schema: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`));
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const extra =
        e.keyword === 'additionalProperties'
          ? ` (${String((e.params as { additionalProperty: string }).additionalProperty)})`
          : '';
      return `${e.instancePath || '(body)'} ${e.message}${extra}`;
    })
    .join('; ');
}

function preview(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return (text ?? String(text)).length > 300 ? `${text.slice(0, 300)}…` : text;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
