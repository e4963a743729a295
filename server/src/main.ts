/**
 * The server's entry point. Tracing, when configured, must be in place before the app loads the
 * libraries it patches (http, express, graphql, pg), so it starts first and the app is imported after.
 */
import { startTracing } from './common/tracing/tracing.js';

await startTracing(process.env);
await import('./serve.js');
