import { everyProblem, isProduction } from '@localpros/kit';
import { z } from 'zod';

/**
 * What the distributed BFF (bff/src/server.ts) needs for its live streams: NATS_URL, with its own
 * NATS user (k8s/nats: `bff`, allowed to subscribe to the events the streams hear and nothing
 * else). Without it a BFF replica hears no notification and its streams stay silent, so production
 * refuses to start without it. The embedded BFF hears the in-process bus and needs none.
 */
export const liveEventsConfigSchema = z
  .object({ NODE_ENV: z.string().optional(), NATS_URL: z.string().optional() })
  .loose()
  .superRefine((value, ctx) => {
    if (isProduction(value) && !value.NATS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['NATS_URL'],
        message:
          'is required when NODE_ENV=production: every BFF replica hears the notifications of its live streams on NATS (nats://localpros-bff:…@host:4222)',
      });
    }
  }, everyProblem);
