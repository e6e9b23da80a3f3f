import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

export interface Tracing {
  /** Exports what is buffered, then stops. */
  shutdown(): Promise<void>;
}

const disabled: Tracing = { shutdown: async () => undefined };

/**
 * Turns tracing on when an OTLP endpoint is configured (the standard OpenTelemetry variables:
 * OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, plus OTEL_EXPORTER_OTLP_HEADERS
 * and OTEL_TRACES_SAMPLER, which the SDK reads itself). Without one nothing is registered and every
 * span is a no-op. `processors` lets a test collect spans in memory instead.
 */
export function startTracing(options: {
  serviceName: string;
  env: Readonly<Record<string, string | undefined>>;
  processors?: SpanProcessor[];
}): Tracing {
  const endpoint = options.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? options.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const processors = options.processors ?? (endpoint ? [new BatchSpanProcessor(new OTLPTraceExporter())] : []);
  if (processors.length === 0 || options.env.OTEL_SDK_DISABLED === 'true') return disabled;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: options.env.OTEL_SERVICE_NAME ?? options.serviceName,
      [ATTR_SERVICE_VERSION]: options.env.npm_package_version ?? '0.1.0',
    }),
    spanProcessors: processors,
  });
  // Registers the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  return { shutdown: () => provider.shutdown() };
}
