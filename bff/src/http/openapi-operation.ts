import type { AccessUserType } from '@localpros/contracts';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { MultipartFormSchema } from './multipart-form.js';
import type { RouteAccess, RouteKey } from './route-access.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type OperationSchema = FastifySchema & {
  hide?: boolean;
  summary?: string;
  description?: string;
  operationId?: string;
  body?: unknown;
  consumes?: readonly string[];
  multipartForm?: MultipartFormSchema;
  response?: Record<string, unknown>;
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/business/leads` → `getBusinessLeads`, `POST /api/quote/:id/accept` → `postQuoteByIdAccept`:
 * the method, then each path segment after /api in camelCase (`is-email-registered` → `IsEmailRegistered`),
 * a parameter as `By` and its name. The test checks that no two routes meet on one id.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = segment.startsWith(':');
      const words = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      return `${parameter ? 'By' : ''}${words.map(capitalise).join('')}`;
    });
  return `${method.toLowerCase()}${segments.join('')}`;
}

const plural: Record<AccessUserType, string> = { customer: 'customers', business: 'businesses', admin: 'admins' };

/** Who may call a route, from the access it declares (`config.access`). */
export function whoMayCall(access: RouteAccess): string {
  const roles =
    access.roles === 'public'
      ? 'anyone'
      : access.roles === 'payment-provider'
        ? 'the payment provider, by the signature on the body (401 without a valid one)'
        : access.roles === 'signed-in'
          ? 'any signed-in user'
          : `signed-in ${access.roles
              .map((role) => plural[role])
              .join(', ')
              .replace(/, ([^,]*)$/, ' and $1')}`;
  const impersonation =
    access.impersonation === 'refused'
      ? ' An admin acting as the user is refused (403).'
      : access.impersonation === 'required'
        ? ' Only while an admin is acting as a user.'
        : '';
  return `Who may call: ${roles}.${impersonation}`;
}

const binary = { schema: { type: 'string', format: 'binary' } };

/**
 * Routes that answer with a file's bytes and declare no 200 in their schema (a zod response
 * schema would not describe raw bytes): their 200 as the API sends it. A vetting document is a
 * PDF, PNG or JPEG (identity checks its first bytes on upload).
 */
const fileResponses: Partial<Record<RouteKey, Record<string, unknown>>> = {
  'GET /api/business/documents/:id': {
    description: 'The document, with its content type; shown inline, never cached',
    content: { 'application/pdf': binary, 'image/png': binary, 'image/jpeg': binary },
  },
  'GET /api/admin/business/:id/documents/:documentId': {
    description: 'The document, with its content type; shown inline, never cached',
    content: { 'application/pdf': binary, 'image/png': binary, 'image/jpeg': binary },
  },
};

/**
 * A route that declares its multipart form (http/multipart-form.ts): the request body as one
 * content per media type, the form under multipart/form-data with its file as binary, and the
 * zod body, if the route also takes JSON, under application/json only.
 */
function withMultipartForm(schema: OperationSchema): OperationSchema {
  const { multipartForm, consumes, body, ...rest } = schema;
  if (!multipartForm) return schema;
  const json =
    body !== undefined && consumes?.includes('application/json') ? { 'application/json': { schema: body } } : {};
  return { ...rest, body: { content: { ...json, 'multipart/form-data': { schema: multipartForm } } } };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The zod transform and the multipart forms, then for each /api operation: an
 * operationId, a description that says who may call it (after the route's own description, or its
 * summary), and the 200 of a route that sends a file. Hidden routes and routes that declare no
 * access stay as they are.
 */
export function apiOperationTransform(input: TransformInput) {
  const zod = jsonSchemaTransform(input);
  const result = { url: zod.url, schema: zod.schema && withMultipartForm(zod.schema as OperationSchema) };
  const method = input.route.method;
  const schema = result.schema;
  // The route-access plugin has set it on every /api route by the time the document is built.
  const access = (input.route.config as { access?: RouteAccess } | undefined)?.access;
  if (typeof method !== 'string' || !schema || schema.hide || !access) return result;

  const key = `${method.toUpperCase()} ${input.url}` as RouteKey;
  const intro = schema.description ?? (schema.summary ? sentence(schema.summary) : undefined);
  const fileResponse = fileResponses[key];
  return {
    url: result.url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, input.url),
      description: [intro, whoMayCall(access)].filter(Boolean).join('\n\n'),
      ...(fileResponse && { response: { 200: fileResponse, ...schema.response } }),
    },
  };
}
