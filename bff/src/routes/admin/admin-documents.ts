import type { identityRpc } from '@localpros/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../../clients.js';
import { errorBody } from '../../http/error-body.js';
import { sessionOf } from '../../plugins/auth.js';
import { idParam } from './admin-fields.js';

export const documentView = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});

/** A vetting document as a file: shown in the browser, never sniffed as something else. */
export function sendDocument(reply: FastifyReply, file: identityRpc.BusinessDocumentFile) {
  const document = file.document;
  return reply
    .header('content-type', document?.mimeType ?? 'application/octet-stream')
    .header('content-disposition', `inline; filename="${document?.fileName ?? 'document'}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.content));
}

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Admin → Businesses → Show Documents. */
export const adminDocumentRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/admin/business/:id/documents',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'A business’s vetting documents',
        params: idParam('Business not found'),
        response: { 200: z.object({ documents: z.array(documentView) }), ...errors },
      },
    },
    async (request) =>
      clients.identity.adminListBusinessDocuments({
        adminId: sessionOf(request).user.id,
        businessId: request.params.id,
      }),
  );

  app.get(
    '/admin/business/:id/documents/:documentId',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'One vetting document, as the file',
        params: z.object({ id: z.uuid('Business not found'), documentId: z.uuid('No such document') }),
        response: { ...errors },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await clients.identity.adminGetBusinessDocument({
          adminId: sessionOf(request).user.id,
          businessId: request.params.id,
          documentId: request.params.documentId,
        }),
      ),
  );
};
