import { componentSchemas, securitySchemes } from './components.js';
import type { PathItem } from './operation.js';
import { asJsonSchemas } from './shapes.js';
import { docsPaths } from './paths/docs.js';

/** The tags, in the order the routes are documented; the docs page groups the routes by them. */
const TAGS = [
  { name: 'Auth and referral', description: 'Sign-up, sign-in (password or mailed code) and referral codes.' },
  {
    name: 'Profile, user and dashboard',
    description: 'The signed-in member, their profile, picture, password and availability.',
  },
  {
    name: 'Services, coaches and categories',
    description: 'Discover services, browse coaches, publish and manage my services.',
  },
  {
    name: 'Requests, sessions and testimonials',
    description: 'The exchange: a request, its sessions, then testimonials.',
  },
  {
    name: 'Questions',
    description: 'Private questions before an exchange, turning one into a request, and blocking members.',
  },
  { name: 'Notifications and demo data', description: "A member's notifications; the demo coaches." },
  { name: 'Premium', description: 'The one-time Premium checkout.' },
  { name: 'Admin', description: 'Members, analytics, admins, CSV import and export, EP corrections. Admins only.' },
  { name: 'API documentation', description: 'This document and its page.' },
  { name: 'Needs, matches and swaps', description: 'What members look for, what fits me, and reciprocal swaps.' },
];

export type OpenApiDocument = {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: Record<string, unknown>;
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string; description: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, unknown> };
};

/**
 * The OpenAPI 3.1 document of the REST facade under /api, from the paths each module declares
 * (`app/openapi.ts` hands them over) and this document's own. Paths are relative to the server URL
 * `/api`. Served at /api/openapi.json and as a page at /api/docs; the transport tests validate every
 * answer they receive against it (server/test/http.ts), so it cannot drift.
 */
export function buildOpenApiDocument(modulePaths: ReadonlyArray<Record<string, PathItem>>): OpenApiDocument {
  return withOperationIds({
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Energy Exchange REST API',
      version: '1.0.0',
      summary: 'The /api facade of Energy Exchange, a skill-swap platform for coaches and creators.',
      description:
        'JSON over HTTP, snake_case fields. Signed-in calls send `Authorization: Bearer <access_token>`. ' +
        'Every refusal answers a real status with `{"detail": "…"}` (plus `code` and facts for domain rules). ' +
        'The same features are available over GraphQL at /graphql.',
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags: TAGS,
    security: [{ bearerAuth: [] }],
    paths: mergePaths([...modulePaths, docsPaths]),
    components: { schemas: asJsonSchemas(componentSchemas), securitySchemes },
  });
}

/**
 * One path may be documented by two modules (each its own methods), so path items are merged by
 * method; the same method documented twice is a mistake that would silently hide one of them.
 */
function mergePaths(tables: ReadonlyArray<Record<string, PathItem>>): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {};
  for (const table of tables) {
    for (const [path, item] of Object.entries(table)) {
      const twice = Object.keys(item).filter((method) => paths[path] && method in paths[path]);
      if (twice.length) throw new Error(`${twice.join(', ')} ${path} is documented twice`);
      paths[path] = { ...paths[path], ...item };
    }
  }
  return paths;
}

/**
 * operationIds from method and path, unique by construction and predictable for code generators:
 * GET /users/{id}/availability → getUsersByIdAvailability.
 */
function withOperationIds(doc: OpenApiDocument): OpenApiDocument {
  const camel = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const words = path
        .split('/')
        .filter(Boolean)
        .map((segment) =>
          segment.startsWith('{')
            ? `By${camel(segment.slice(1, -1))}`
            : segment
                .split(/[^A-Za-z0-9]+/)
                .map(camel)
                .join(''),
        );
      const { tags, summary, description, ...rest } = op as Record<string, unknown>;
      // Keep the usual key order (tags, summary, description, operationId, …) for readers of the JSON.
      (item as Record<string, unknown>)[method] = {
        tags,
        summary,
        ...(description ? { description } : {}),
        operationId: method + words.join(''),
        ...rest,
      };
    }
  }
  return doc;
}
