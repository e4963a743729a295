import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import type { ViewId } from './views';

export const DEMO_DATA_PATH = '/api/demo/create-demo-data';

/**
 * POST /api/demo/create-demo-data (no body) whenever the dashboard view changes, errors
 * ignored. The server loads its demo catalogue once (idempotent; 404 when demo data is off).
 * When it did add coaches, the lists on screen are refetched so they show them.
 */
export function useDemoDataOnViewChange(view: ViewId): void {
  const client = useApolloClient();
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetch(DEMO_DATA_PATH, { method: 'POST' });
        if (!response.ok) return;
        const body: unknown = await response.json();
        const created = (body as { created_coaches?: unknown } | null)?.created_coaches;
        if (!cancelled && typeof created === 'number' && created > 0) {
          await client.refetchQueries({ include: 'active' });
        }
      } catch {
        // Ignored on purpose.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [view, client]);
}
