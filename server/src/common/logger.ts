/**
 * A tiny structured logger: one JSON line per event in production, readable lines otherwise.
 * Never pass passwords, tokens or codes in `fields`.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let minLevel: Level = 'info';
let json = false;

export function configureLogger(opts: { level?: Level; json?: boolean }) {
  if (opts.level) minLevel = opts.level;
  if (opts.json !== undefined) json = opts.json;
}

function serialize(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v;
  }
  return out;
}

function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[minLevel]) return;
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
  if (json) {
    stream.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...serialize(fields) }) + '\n');
  } else {
    const extra = Object.keys(fields).length ? ' ' + JSON.stringify(serialize(fields)) : '';
    stream.write(`[${level}] ${msg}${extra}\n`);
  }
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
};
