import { createLogger, createMetrics, loadConfig } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../src/config.js';
import { buildBffApp, type ServiceClients } from '../src/index.js';
import { fakeIdentity } from './support.js';

const businessId = '3f0c7f7e-8a51-4d0b-9a9f-1c2d3e4f5a6b';

/** The histogram's _count series, as Prometheus reads them from /metrics. */
function counts(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = /^localpros_http_request_duration_seconds_count\{(.*)\} (\d+)$/.exec(line);
    if (match?.[1]) found[match[1]] = Number(match[2]);
  }
  return found;
}

describe('BFF request duration metric', () => {
  it('times requests by method, route pattern (never the raw URL) and status class', async () => {
    const metrics = createMetrics();
    const app = await buildBffApp({
      config: loadConfig(bffConfigSchema, { LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
      clients: { identity: fakeIdentity(), notifications: {}, jobs: {} } as unknown as ServiceClients,
      logger: createLogger({ name: 'bff-test', level: 'silent' }),
      metricsRegistry: metrics.registry,
      readinessChecks: [],
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
      await app.inject({ method: 'GET', url: '/api/jobs?page=2' });
      await app.inject({ method: 'GET', url: `/api/business/${businessId}` });
      expect((await app.inject({ method: 'GET', url: '/api/no-such-route/07123456789' })).statusCode).toBe(404);
      await app.inject({ method: 'GET', url: '/healthz' });

      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const series = counts(text);
      expect(series['method="GET",route="/api/jobs",status_class="4xx"']).toBe(2);
      expect(Object.keys(series).some((labels) => labels.includes('route="/api/business/:id"'))).toBe(true);
      expect(series['method="GET",route="unmatched",status_class="4xx"']).toBe(1);
      expect(series['method="GET",route="/healthz",status_class="2xx"']).toBe(1);
      // Ids, query strings and whatever a caller puts in a URL never become a label.
      expect(text).not.toContain(businessId);
      expect(text).not.toContain('07123456789');
      expect(text).not.toContain('page=2');
      const sum =
        /localpros_http_request_duration_seconds_sum\{method="GET",route="\/api\/jobs",status_class="4xx"\} ([\d.e-]+)/.exec(
          text,
        );
      expect(Number(sum?.[1])).toBeGreaterThan(0);
      expect(Number(sum?.[1])).toBeLessThan(5);
    } finally {
      await app.close();
    }
  });
});
