/**
 * The header that carries read-your-writes across instances when reads go to replicas: a write's
 * answer names the primary's WAL position, and the writer's next requests send it back
 * (app/read-your-writes.ts; docs/scaling.md). Written once for the app and its OpenAPI document.
 */
export const READ_AFTER_HEADER = 'X-Read-After';
