import { createServer } from 'node:http';

/** One span as the OTLP/HTTP JSON encoding carries it (ids in hex, times in nanoseconds as strings). */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  attributes: Record<string, unknown>;
  scope: string;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
interface ExportBody {
  resourceSpans?: Array<{
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<
        Omit<ReceivedSpan, 'attributes' | 'scope'> & { attributes?: Array<{ key: string; value: AnyValue }> }
      >;
    }>;
  }>;
}

/**
 * A trace collector as far as the app can tell: it speaks OTLP/HTTP (`POST /v1/traces`, the JSON
 * encoding the app's exporter sends) and keeps the spans it received.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !req.headers['content-type']?.includes('json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportBody;
      for (const resource of body.resourceSpans ?? [])
        for (const scoped of resource.scopeSpans ?? [])
          for (const span of scoped.spans ?? [])
            spans.push({
              ...span,
              scope: scoped.scope?.name ?? '',
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [
                  key,
                  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
                ]),
              ),
            });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
