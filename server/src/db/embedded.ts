import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WASM) behind a loopback socket, so the server talks to it
 * with the same `pg` driver it uses for a real PostgreSQL. `dataDir` undefined = in memory.
 * PGlite is one database session underneath (STACK.md trap 3): the socket server queues other
 * connections while a transaction is open, so code must never query outside the transaction's own
 * EntityManager while one is open.
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; maxConnections: number }): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (opts.dataDir) {
    mkdirSync(path.dirname(opts.dataDir), { recursive: true });
    db = await PGlite.create({ dataDir: opts.dataDir });
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: opts.maxConnections });
  await server.start();
  const address = server.getServerConn(); // "127.0.0.1:PORT"
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
