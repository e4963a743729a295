/** Lists the routes of an express router, sub-routers included (for the authorization matrix). */
export function describeRoutes(router: unknown): Array<{ method: string; path: string }> {
  const out = new Map<string, { method: string; path: string }>();
  const walk = (r: { stack?: unknown[] }) => {
    for (const layer of (r.stack ?? []) as Array<{
      route?: { path: string; methods: Record<string, boolean> };
      handle?: { stack?: unknown[] };
    }>) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === '_all') continue;
          const key = `${method.toUpperCase()} ${layer.route.path}`;
          out.set(key, { method: method.toUpperCase(), path: layer.route.path });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle);
      }
    }
  };
  walk(router as { stack?: unknown[] });
  return [...out.values()];
}
