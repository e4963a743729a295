import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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
 * PGlite is one database session underneath (docs/stack.md, trap 3): the socket server queues other
 * connections while a transaction is open, so code must never query outside the transaction's own
 * EntityManager while one is open.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir?: string;
  maxConnections: number;
}): Promise<EmbeddedPostgres> {
  let db: PGlite;
  let unlock = () => {};
  if (opts.dataDir) {
    mkdirSync(path.dirname(opts.dataDir), { recursive: true });
    unlock = lockDataFolder(opts.dataDir);
    try {
      db = await PGlite.create({ dataDir: opts.dataDir });
    } catch (err) {
      unlock();
      throw err;
    }
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
      unlock();
    },
  };
}

export class DataFolderInUseError extends Error {}

/**
 * PGlite writes its files with no lock of its own: two processes opening one data folder (say
 * `npm start` and `npm run admin`) would corrupt it. A lock file beside the folder, holding the
 * owner's PID, turns the second opener into a clear message; a lock left by a killed process (its
 * PID no longer runs) is taken over. Returns the function that releases the lock.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockFile, { force: true });
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSafely(lockFile), 10);
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataFolderInUseError(
          `The embedded database in ${path.dirname(dataDir)} is already open in process ${owner} (npm start or npm run dev). ` +
            'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
        );
      }
      rmSync(lockFile, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataFolderInUseError(`Could not lock the embedded database folder ${dataDir}`);
}

function readFileSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
