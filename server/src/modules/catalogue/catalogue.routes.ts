import { Router } from 'express';
import type { Services } from '../../app/services.js';

export function catalogueRoutes(services: Services): Router {
  const r = Router();
  r.get('/categories', async (_req, res) => {
    const categories = await services.catalogue.categories();
    res.json(categories.map((c) => ({ value: c.value, label: c.label })));
  });
  r.get('/service-categories-for-skills', async (_req, res) => {
    res.json({ skills: await services.catalogue.skills() });
  });
  return r;
}
