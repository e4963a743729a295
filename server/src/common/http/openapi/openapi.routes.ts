import { Router } from 'express';
import type { OpenApiDocument } from './document.js';
import { DOCS_CSS, renderDocsPage } from './docs-page.js';

/** GET /api/openapi.json, /api/docs and its stylesheet: public, rendered once per process. */
export function openApiRoutes(document: OpenApiDocument): Router {
  const r = Router();
  const json = JSON.stringify(document);
  const page = renderDocsPage(document);
  r.get('/openapi.json', (_req, res) => {
    res.type('application/json').setHeader('Cache-Control', 'no-cache');
    res.send(json);
  });
  r.get('/docs', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(page);
  });
  r.get('/docs/style.css', (_req, res) => {
    res.type('css').setHeader('Cache-Control', 'no-cache');
    res.send(DOCS_CSS);
  });
  return r;
}
