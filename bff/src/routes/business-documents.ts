import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { formFile, formText, multipartForm, readUpload, type UploadSpec } from '../http/multipart-form.js';
import { sessionOf } from '../plugins/auth.js';
import { documentView, sendDocument } from './admin/admin-documents.js';

const documentUpload: UploadSpec<'kind'> = {
  file: 'file',
  fields: ['kind'],
  maxBytes: 5 * 1024 * 1024,
  tooLarge: 'Documents must be 5 MB or smaller',
  maxFields: 5,
  maxParts: 6,
};

/** The upload form: `kind` and one `file` (at most 5 MB). */
async function readDocumentForm(request: FastifyRequest) {
  const { fields, file } = await readUpload(request, documentUpload);
  if (!file) throw new HttpError(400, 'Choose a file to upload');
  return { kind: fields.kind ?? '', content: file.content, fileName: file.fileName };
}

/** The upload form as the OpenAPI document shows it; identity decides which kinds it takes. */
const documentForm = multipartForm(
  {
    kind: formText('What the document proves', ['insurance', 'id', 'qualification', 'other']),
    file: formFile('A PDF, JPG or PNG of at most 5 MB'),
  },
  ['kind', 'file'],
);

const documentParam = z.object({ id: z.uuid('No such document') });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Settings → Business: the business's vetting documents and company registration number. */
export const businessDocumentRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const businessId = (request: FastifyRequest) => sessionOf(request).user.id;

  app.get(
    '/business/documents',
    {
      config: { access: { roles: ['business'], ownership: "the session business's documents" } },
      schema: {
        tags: ['business'],
        summary: 'The business’s vetting documents',
        response: {
          200: z.object({ documents: z.array(documentView), companyNumber: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { documents, companyNumber } = await clients.identity.listBusinessDocuments({
        businessId: businessId(request),
      });
      return { documents, companyNumber: companyNumber ?? null };
    },
  );

  app.post(
    '/business/documents',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's documents", impersonation: 'refused' },
      },
      schema: {
        tags: ['business'],
        summary: 'Upload a vetting document (multipart: kind, file)',
        description:
          '`kind` is insurance, id, qualification or other; `file` a PDF, JPG or PNG of at most 5 MB (its content decides).',
        consumes: ['multipart/form-data'],
        multipartForm: documentForm,
        response: { 201: z.object({ document: documentView }), 409: errorBody, 413: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, 'Send the document as multipart/form-data');
      const form = await readDocumentForm(request);
      const { document } = await clients.identity.uploadBusinessDocument({
        businessId: businessId(request),
        kind: form.kind,
        fileName: form.fileName,
        content: form.content,
      });
      return reply.status(201).send({ document: document as z.infer<typeof documentView> });
    },
  );

  app.get(
    '/business/documents/:id',
    {
      config: {
        access: {
          roles: ['business'],
          ownership: "the document is the session business's (identity answers 404 otherwise)",
        },
      },
      schema: { tags: ['business'], summary: 'One of the business’s documents, as the file', params: documentParam },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await clients.identity.getBusinessDocument({ businessId: businessId(request), documentId: request.params.id }),
      ),
  );

  app.delete(
    '/business/documents/:id',
    {
      config: {
        access: {
          roles: ['business'],
          ownership: "the document is the session business's (identity answers 404 otherwise)",
          impersonation: 'refused',
        },
      },
      schema: {
        tags: ['business'],
        summary: 'Delete one of the business’s documents',
        params: documentParam,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await clients.identity.deleteBusinessDocument({ businessId: businessId(request), documentId: request.params.id });
      return { message: 'Document deleted' };
    },
  );

  app.put(
    '/business/company-number',
    {
      config: {
        access: { roles: ['business'], ownership: "the session business's profile", impersonation: 'refused' },
      },
      schema: {
        tags: ['business'],
        summary: 'Set or clear the Companies House registration number',
        body: z.object({ companyNumber: z.string().max(20, 'Company registration number is too long').nullable() }),
        response: { 200: z.object({ companyNumber: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const raw = request.body.companyNumber?.trim() || undefined;
      await clients.identity.setCompanyNumber({ businessId: businessId(request), companyNumber: raw });
      return { companyNumber: raw ? raw.replace(/\s+/g, '').toUpperCase() : null };
    },
  );
};
