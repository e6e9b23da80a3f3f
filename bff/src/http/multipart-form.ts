import type { FastifyRequest } from 'fastify';
import { refuseNul } from '../plugins/text-input.js';
import { HttpError, unreadableForm } from './http-error.js';

/**
 * The multipart/form-data body of an upload route: its form for the OpenAPI document, and the one
 * reader of its parts (readUpload: content and size checked as they stream in). No validator ever
 * sees this form; a zod body would describe JSON fields, not a file.
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

/** What an upload route reads: one file part, some text parts, and busboy's limits for them. */
export interface UploadSpec<Field extends string> {
  /** The file part's name; any other file part is skipped. */
  file: string;
  /** The text parts read (NUL refused, as in JSON bodies); any other is skipped. */
  fields: readonly Field[];
  maxBytes: number;
  /** The 413 message for a file over maxBytes. */
  tooLarge: string;
  /** The longest text part in bytes (default 1 KB: names and choices). */
  maxFieldBytes?: number;
  /** At most this many text parts, and parts in all. */
  maxFields: number;
  maxParts: number;
}

export interface Upload<Field extends string> {
  fields: Partial<Record<Field, string>>;
  /** The file, unless none came or it was empty (a file input left empty). */
  file?: { content: Buffer; mimetype: string; fileName: string };
}

/**
 * Reads an upload form into memory (request.parts(), the route's own limits). The file may hold
 * one byte more than maxBytes, so a file over it is seen and answered 413 like a longer one.
 */
export async function readUpload<Field extends string>(
  request: FastifyRequest,
  spec: UploadSpec<Field>,
): Promise<Upload<Field>> {
  const fields: Partial<Record<Field, string>> = {};
  let file: Upload<Field>['file'];
  const limits = {
    fileSize: spec.maxBytes + 1,
    files: 1,
    fields: spec.maxFields,
    fieldSize: spec.maxFieldBytes ?? 1024,
    parts: spec.maxParts,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.file || file) {
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        if (content.length > spec.maxBytes) throw new HttpError(413, spec.tooLarge);
        if (content.length > 0) file = { content, mimetype: part.mimetype, fileName: part.filename ?? '' };
      } else if (typeof part.value === 'string' && (spec.fields as readonly string[]).includes(part.fieldname)) {
        refuseNul(part.value, part.fieldname);
        fields[part.fieldname as Field] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, spec.tooLarge);
    // A body that is not the multipart form it says it is (no boundary, cut short): the sender's fault.
    throw unreadableForm(error);
  }
  return { fields, file };
}
