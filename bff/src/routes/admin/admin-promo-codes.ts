import { promoCodeChangeInput, promoCodeInput } from '@localpros/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { idParam, messageBody } from './admin-fields.js';

const promoCode = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  percentage: z.number(),
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
});

const codeParam = idParam('Promo code not found');
const toView = (code: { status: string } & Omit<z.infer<typeof promoCode>, 'status'>) => ({
  ...code,
  status: code.status === 'inactive' ? ('inactive' as const) : ('active' as const),
});

/**
 * Settings → Manage Promo Codes. Billing owns the codes (and applies them when a business
 * subscribes). The form's `id` field, sent on add by the spec's screen, is ignored.
 */
export const adminPromoCodeRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { billing } = clients;

  app.get(
    '/admin/promo-codes',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Every promo code, newest first',
        response: { 200: z.array(promoCode), 401: errorBody, 403: errorBody },
      },
    },
    async () => (await billing.listPromoCodes({})).promoCodes.map(toView),
  );

  app.post(
    '/admin/promo-code',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Add a promo code (code at most 10 characters, unique whatever the case; 1–100 %)',
        body: promoCodeInput.extend({ id: z.unknown().optional() }),
        response: { 201: promoCode, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { name, description, percentage, status } = request.body;
      const { promoCode: created } = await billing.createPromoCode({
        adminId: sessionOf(request).user.id,
        promoCodeId: '',
        name,
        description,
        percentage,
        status,
      });
      if (!created) throw new Error('billing answered without a promo code');
      return reply.code(201).send(toView(created));
    },
  );

  app.put(
    '/admin/promo-code/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Edit a promo code: the whole form, or only { status } (the Activate/Deactivate toggle)',
        params: codeParam,
        body: promoCodeChangeInput.extend({ id: z.unknown().optional() }),
        response: { 200: promoCode, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { name, description, percentage, status } = request.body;
      const { promoCode: updated } = await billing.updatePromoCode({
        adminId: sessionOf(request).user.id,
        promoCodeId: request.params.id,
        name,
        description,
        percentage,
        status,
      });
      if (!updated) throw new Error('billing answered without a promo code');
      return toView(updated);
    },
  );

  app.delete(
    '/admin/promo-code/:id',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Delete a promo code',
        params: codeParam,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await billing.deletePromoCode({ adminId: sessionOf(request).user.id, promoCodeId: request.params.id });
      return { message: 'Promo code deleted successfully' };
    },
  );
};
