import { Router } from 'express';
import type { Services } from '../../app/services.js';

export function demoRoutes(services: Services): Router {
  const r = Router();
  r.post('/demo/create-demo-data', async (_req, res) => {
    const result = await services.demo.load();
    res.json({ message: 'Demo data ready', created_coaches: result.createdCoaches, coaches: result.coaches });
  });
  return r;
}
