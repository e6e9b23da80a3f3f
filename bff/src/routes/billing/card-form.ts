import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../http/error-body.js';
import { HttpError } from '../../http/http-error.js';
import type { CardFormSettings } from '../../pages/square-web-payments.js';
import { succeeded } from '../../views/billing-view.js';
import { ok } from './billing-responses.js';

const cardForm = z.object({
  applicationId: z.string(),
  locationId: z.string(),
  sdkUrl: z.string().meta({ description: "Square's Web Payments SDK script (a local stand-in outside production)" }),
});

/** What the browser's card form loads: Square's SDK and the ids it is started with (public values). */
export const cardFormRoutes: FastifyPluginAsyncZod<{ settings: CardFormSettings | null }> = async (
  app,
  { settings },
) => {
  app.get(
    '/subscription/card-form',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['billing'],
        summary: "The card form's settings: Square's Web Payments SDK, application and location",
        response: { 200: succeeded(cardForm), 503: errorBody },
      },
    },
    async () => {
      if (!settings) throw new HttpError(503, 'Card payments are not available at the moment: pay by Direct Debit');
      return ok(settings);
    },
  );
};
