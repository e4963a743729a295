import { trace } from '@opentelemetry/api';
import pino from 'pino';

/**
 * Structured logs (pino): one JSON line per event in production, readable lines otherwise.
 * Secrets never reach a log line: the usual places for tokens, passwords and codes are redacted,
 * and callers pass no such fields.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

const REDACT = [
  'password',
  '*.password',
  'new_password',
  '*.new_password',
  'otp_code',
  '*.otp_code',
  'code',
  '*.code',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'req.headers.authorization',
];

/**
 * Buffered asynchronous writes: one write per request line, even asynchronous, still cost ~8 % of
 * the CPU of a cheap read in the bench (a system call per line). Lines gather until 4 KB (about 20
 * request lines) or for at most a quarter of a second, whichever comes first, so a quiet server's
 * lines still show at once. The buffer is flushed synchronously when the process exits (also on
 * process.exit after a fatal error), so the last lines are not lost; only a SIGKILL can drop the
 * last quarter second.
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 250;
let dest: ReturnType<typeof pino.destination> | undefined;
function destination() {
  if (!dest) {
    const opened = pino.destination({ sync: false, minLength: LOG_BUFFER_BYTES });
    dest = opened;
    setInterval(() => opened.flush(), LOG_FLUSH_MS).unref();
    process.once('exit', () => opened.flushSync());
  }
  return dest;
}

let base = build({ json: false, level: 'info' });
/**
 * The one line per request (request-context.ts): its fields are fixed (id, method, path, status, ms), none
 * of them a secret, so it skips the redaction pass — 13 KB of garbage and a walk of 16 paths per request.
 */
let requests = build({ json: false, level: 'info', redact: false });

function build(opts: { json: boolean; level: Level; redact?: boolean }) {
  return pino(
    {
      level: opts.level,
      base: undefined,
      ...(opts.redact === false ? {} : { redact: { paths: REDACT, censor: '[redacted]' } }),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
    },
    destination(),
  );
}

let pretty = true;

export function configureLogger(opts: { level?: Level; json?: boolean }) {
  pretty = !opts.json;
  base = build({ json: !!opts.json, level: opts.level ?? 'info' });
  requests = build({ json: !!opts.json, level: opts.level ?? 'info', redact: false });
}

/**
 * With tracing on (common/tracing), a line written inside a request names its trace, so an operator
 * goes from a log line to the request's spans. Without tracing there is no active span: nothing is added.
 */
function withTrace<T extends object>(fields: T): T | (T & { traceId: string }) {
  const span = trace.getActiveSpan();
  return span ? { ...fields, traceId: span.spanContext().traceId } : fields;
}

function log(level: Level, msg: string, given: Record<string, unknown> = {}) {
  const fields = withTrace(given);
  if (pretty) {
    // Development and tests: short human lines on stdout/stderr.
    if (!base.isLevelEnabled(level)) return;
    const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
    const safe = JSON.parse(
      JSON.stringify(fields, (k, v: unknown) =>
        REDACT.includes(k)
          ? '[redacted]'
          : v instanceof Error
            ? { name: v.name, message: v.message, stack: v.stack }
            : v,
      ),
    ) as Record<string, unknown>;
    const extra = Object.keys(safe).length ? ' ' + JSON.stringify(safe) : '';
    stream.write(`[${level}] ${msg}${extra}\n`);
    return;
  }
  base[level](fields, msg);
}

export const logger = {
  /** The line of a finished request: JSON mode only (production), fixed fields, no redaction. */
  request: (fields: { requestId?: string; method: string; path: string; status: number; ms: number }) => {
    if (pretty) log('info', 'request', fields);
    else requests.info(withTrace(fields), 'request');
  },
  debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
  /** For tests: the pino instance behind the JSON mode. */
  get pino() {
    return base;
  },
};
