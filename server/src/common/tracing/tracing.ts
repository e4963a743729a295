/**
 * OpenTelemetry traces (docs/operations.md, "Traces"): one trace per request, with the HTTP span, the
 * express route, the GraphQL operation and its resolvers, and every SQL statement under them,
 * exported over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`).
 *
 * Without an endpoint nothing here runs and nothing is loaded: no loader hook, no instrumentation,
 * and `@opentelemetry/api` answers with its no-op tracer — tracing off costs nothing.
 *
 * The instrumentations patch `http`, `express`, `graphql` and `pg` as they are loaded, so this must
 * run before the app's first import of them: `main.ts` awaits it, then imports the app.
 * The app is ES modules: `import-in-the-middle`'s in-thread loader hook (Node 24's
 * `module.registerHooks`) wraps only the packages named below, and `require-in-the-middle` (inside
 * `@opentelemetry/instrumentation`) catches the CommonJS files those packages require.
 */
let stop: (() => Promise<void>) | undefined;

/** Whether this process traces (startTracing started it). */
export function tracingStarted(): boolean {
  return stop !== undefined;
}

/** The packages the instrumentations patch (and only these are wrapped by the loader hook). */
const INSTRUMENTED = ['http', 'https', 'express', 'router', 'graphql', 'pg', 'pg-pool'];

export function tracingEndpoint(env: NodeJS.ProcessEnv): string | undefined {
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
}

/** Starts tracing when an OTLP endpoint is configured; answers whether it did. */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<boolean> {
  if (!tracingEndpoint(env) || env.OTEL_SDK_DISABLED === 'true') return false;

  const { register } = await import('import-in-the-middle/register-hooks.mjs');
  register({ include: INSTRUMENTED });

  const [api, { AsyncLocalStorageContextManager }, core, resources, sdk, { OTLPTraceExporter }, instrumentation] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation'),
    ]);
  const [
    { HttpInstrumentation },
    { ExpressInstrumentation, ExpressLayerType },
    { GraphQLInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-pg'),
  ]);

  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || 'energy-exchange',
    }),
    // The exporter reads the endpoint, headers and timeout from the standard OTEL_EXPORTER_OTLP_* variables.
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);

  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes would be most of the traces and say nothing.
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
      }),
      // The route's handler only: each module mounts its router at /api, so router and middleware
      // layers would be a dozen spans per request named after routes that did not match.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      // Resolvers of plain fields would be a span per object field: only those that do work (a
      // resolver function of ours) get a span, and lists count as one.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      // The statement's text, never its values (they may be e-mail addresses or codes).
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });

  stop = () => provider.shutdown();
  return true;
}

/** Sends the spans still buffered; shutdown calls it last, so the trace of the drain is kept too. */
export async function stopTracing(): Promise<void> {
  await stop?.();
}
