import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const platformResponse = z.object({
  platform: z.enum(['production', 'stag', 'demo', 'local']),
  /** The analytics container the web app loads once a visitor consents; absent when none is configured. */
  tagManagerId: z.string().optional(),
});

type Platform = z.infer<typeof platformResponse>['platform'];

/**
 * Which platform this is (the web app shows a badge on anything but production) and the
 * deployment's Tag Manager container, if any.
 */
export const platformRoutes: FastifyPluginAsyncZod<{ platform: Platform; tagManagerId?: string }> = async (
  app,
  { platform, tagManagerId },
) => {
  app.get(
    '/platform',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['reference data'],
        summary: 'The platform this deployment runs as',
        response: { 200: platformResponse },
      },
    },
    async () => (tagManagerId ? { platform, tagManagerId } : { platform }),
  );
};
