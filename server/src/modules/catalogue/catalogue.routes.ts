import { Router } from 'express';
import type { CatalogueService } from './catalogue.service.js';

export function catalogueRoutes({ catalogue }: { catalogue: CatalogueService }): Router {
  const r = Router();
  r.get('/categories', async (_req, res) => {
    const categories = await catalogue.categories();
    res.json(categories.map((c) => ({ value: c.value, label: c.label })));
  });
  r.get('/service-categories-for-skills', async (_req, res) => {
    res.json({ skills: await catalogue.skills() });
  });
  return r;
}
