import { Router } from 'express';
import type { CatalogueService } from './catalogue.service.js';
import type { PublicAnswers } from '../../common/http/public-answers.js';

export function catalogueRoutes({
  catalogue,
  publicAnswers,
}: {
  catalogue: CatalogueService;
  /** The same answer to everyone: kept a second, with an ETag (forgotten when categories change). */
  publicAnswers: PublicAnswers;
}): Router {
  const r = Router();
  r.get('/categories', async (req, res) => {
    await publicAnswers.send(req, res, 'categories', async () =>
      (await catalogue.categories()).map((c) => ({ value: c.value, label: c.label })),
    );
  });
  r.get('/service-categories-for-skills', async (_req, res) => {
    res.json({ skills: await catalogue.skills() });
  });
  return r;
}
