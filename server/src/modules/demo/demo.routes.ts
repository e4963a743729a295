import { Router } from 'express';
import type { DemoDataService } from './demo-data.service.js';

export function demoRoutes({ demo }: { demo: DemoDataService }): Router {
  const r = Router();
  r.post('/demo/create-demo-data', async (_req, res) => {
    const result = await demo.load();
    res.json({ message: 'Demo data ready', created_coaches: result.createdCoaches, coaches: result.coaches });
  });
  return r;
}
