import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const platformResponse = z.object({ platform: z.enum(['production', 'stag', 'demo', 'local']) });

/** Which platform this is: the web app shows a badge on anything but production. */
export const platformRoutes: FastifyPluginAsyncZod<{ platform: z.infer<typeof platformResponse>['platform'] }> = async (
  app,
  { platform },
) => {
  app.get(
    '/platform',
    {
      schema: {
        tags: ['reference data'],
        summary: 'The platform this deployment runs as',
        response: { 200: platformResponse },
      },
    },
    async () => ({ platform }),
  );
};
