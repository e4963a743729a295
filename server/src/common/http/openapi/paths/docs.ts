import { routes } from '../operation.js';

const TAG = 'API documentation';

/** This document itself and its human-readable page (common/http/openapi). */
export const docsPaths = routes(TAG, {
  'GET /openapi.json': {
    summary: 'This OpenAPI document',
    access: 'public',
    ok: {
      description: 'The OpenAPI 3.1 document of the whole /api facade.',
      schema: {
        type: 'object',
        required: ['openapi', 'info', 'paths'],
        properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
      },
    },
  },
  'GET /docs': {
    summary: 'API reference page',
    description: 'This document as a page for people, rendered by the server (no scripts, no CDN).',
    access: 'public',
    ok: { description: 'An HTML page.', contentType: 'text/html', schema: { type: 'string' } },
  },
  'GET /docs/style.css': {
    summary: 'API reference stylesheet',
    description: "The page's styles: a file of our origin, as the Content-Security-Policy (style-src 'self') requires.",
    access: 'public',
    ok: { description: 'A stylesheet.', contentType: 'text/css', schema: { type: 'string' } },
  },
});
