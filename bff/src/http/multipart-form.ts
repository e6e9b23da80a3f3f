/**
 * The multipart/form-data body of an upload route, for the OpenAPI document only. Such a route
 * reads its parts itself (request.parts(): content and size checked as they stream in), so no
 * validator ever sees this form; a zod body would describe JSON fields, not a file.
 */
interface FormFieldSchema {
  type: 'string';
  format?: 'binary';
  enum?: readonly string[];
  description: string;
}

export interface MultipartFormSchema {
  type: 'object';
  properties: Record<string, FormFieldSchema>;
  required?: string[];
}

declare module 'fastify' {
  interface FastifySchema {
    /** The route's multipart/form-data body as the document shows it (http/openapi-operation.ts). */
    multipartForm?: MultipartFormSchema;
  }
}

/** A file part: its bytes (the web app's File or Blob). */
export const formFile = (description: string): FormFieldSchema => ({ type: 'string', format: 'binary', description });

/** A text part, one of `values` when given. */
export const formText = (description: string, values?: readonly string[]): FormFieldSchema => ({
  type: 'string',
  description,
  ...(values && { enum: values }),
});

/** The form's parts, and those it cannot do without. */
export function multipartForm(
  properties: Record<string, FormFieldSchema>,
  required: string[] = [],
): MultipartFormSchema {
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}
