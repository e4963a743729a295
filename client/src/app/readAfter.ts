/**
 * Read your own writes when the server reads from replicas (docs/scaling.md): a write's answer
 * carries `X-Read-After`, the database position it reached; the app sends the newest one it has
 * seen with every request, so that whichever server instance answers reads from a database that
 * already holds the member's own change. Kept across reloads and tabs (localStorage): a reload right
 * after a save must show the save.
 */
const HEADER = 'x-read-after';
const KEY = 'energy-exchange.readAfter';
const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

function order(lsn: string): bigint | undefined {
  const m = LSN.exec(lsn);
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
}

function stored(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined; // storage refused (private mode): the position lives as long as the page
  }
}

let newest: string | undefined;

/** The newest position written so far (undefined before the first write). */
export function readAfter(): string | undefined {
  newest ??= stored();
  return newest;
}

/** Keeps a position the server answered, if it is newer than the one kept. */
export function rememberReadAfter(lsn: string | null | undefined): void {
  const next = lsn ? order(lsn) : undefined;
  if (next === undefined) return;
  const current = readAfter();
  if (current !== undefined && (order(current) ?? -1n) >= next) return;
  newest = lsn!;
  try {
    localStorage.setItem(KEY, newest);
  } catch {
    /* as above */
  }
}

/** `fetch` that sends the kept position and keeps the one each answer carries (for Apollo's HttpLink). */
export function readAfterFetch(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const position = readAfter();
    const headers = new Headers(init?.headers);
    if (position) headers.set(HEADER, position);
    const res = await base(input, { ...init, headers });
    rememberReadAfter(res.headers.get(HEADER));
    return res;
  };
}

/** For tests: forget the kept position. */
export function forgetReadAfter(): void {
  newest = undefined;
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* as above */
  }
}
