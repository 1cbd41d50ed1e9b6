import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { UNROUTED } from './metrics-endpoint';

export interface TracingSettings {
  /** The collector's OTLP/HTTP base address (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `<it>/v1/traces`. */
  endpoint: string;
  serviceName?: string;
}

/**
 * Optional OpenTelemetry traces (issue 34, decision 083): one server span per request, named by its
 * route pattern, continuing the caller's trace (W3C `traceparent`), sent in batches to the collector.
 * Spans are made by two Fastify hooks rather than by patching modules at load time, which a bundled
 * server (scripts/server-build.mjs) would defeat. app.ts imports this file only when an endpoint is set,
 * so the packages load only then; they are imported statically here because esbuild gives a dynamically
 * imported CommonJS package only a default export.
 */
export function installTracing(app: FastifyInstance, settings: TracingSettings): void {
  // The SDK's own provider (the 3.x SDK is `@opentelemetry/sdk-trace`; sdk-trace-node ended at 2.12, decision 144),
  // never registered globally: each span's parent comes from the request's headers, so no context manager is needed.
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName ?? 'campus-market' }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${settings.endpoint.replace(/\/+$/, '')}/v1/traces` }) }),
    ],
  });
  const tracer = provider.getTracer('campus-market-http');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const span = tracer.startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?')[0], 'request.id': request.id },
      },
      parent,
    );
    spans.set(request, span);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    const route = request.routeOptions.url ?? UNROUTED;
    span.updateName(`${request.method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  // Closing sends what is still in the batch.
  app.addHook('onClose', () => provider.shutdown());
}
