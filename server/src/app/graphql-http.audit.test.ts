import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

/** GraphQL-over-HTTP conformance: the graphql-http server audit against our real /graphql. */
const { app } = useTestApp({ reset: false });

describe('GraphQL over HTTP', () => {
  it('passes the graphql-http server audit with zero errors', async () => {
    const results = await auditServer({ url: `${app.url}/graphql` });
    const errors = results.filter((r) => r.status === 'error');
    const warnings = results.filter((r) => r.status === 'warn');
    const describe = (r: (typeof results)[number]) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`;
    console.log(
      `[figures] graphql-http audit: ${results.length} audits, ${results.filter((r) => r.status === 'ok').length} ok, ${warnings.length} warnings, ${errors.length} errors`,
    );
    for (const w of warnings) console.log(`[audit warning] ${describe(w)}`);
    expect(errors.map(describe)).toEqual([]);
    expect(warnings.length).toBeLessThanOrEqual(3); // Apollo's three known warnings
  });
});
