import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support.js';

interface RequestBody {
  required?: boolean;
  content: Record<string, { schema: { type?: string; properties?: Record<string, unknown>; required?: string[] } }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: RequestBody }>>;
}

const file = (description: string) => ({ type: 'string', format: 'binary', description });
const text = (description: string) => ({ type: 'string', description });

describe('the upload routes in the OpenAPI document', () => {
  const documentPromise = (async () => {
    const app = await buildTestApp();
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    return document;
  })();
  const bodyOf = async (path: string) => (await documentPromise).paths[path]?.post?.requestBody;

  it('describe a vetting document as a multipart form with a binary file and its kind', async () => {
    expect(await bodyOf('/api/business/documents')).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              kind: { ...text('What the document proves'), enum: ['insurance', 'id', 'qualification', 'other'] },
              file: file('A PDF, JPG or PNG of at most 5 MB'),
            },
            required: ['kind', 'file'],
          },
        },
      },
    });
  });

  it('describe the picture form of POST /api/user apart from its JSON body', async () => {
    const body = await bodyOf('/api/user');
    expect(Object.keys(body?.content ?? {})).toEqual(['application/json', 'multipart/form-data']);
    expect(body?.content['application/json']?.schema.properties).toHaveProperty('first_name');
    expect(body?.content['multipart/form-data']?.schema).toEqual({
      type: 'object',
      properties: {
        avatar: file('The new picture: JPG, PNG or HEIF, at most 2 MB'),
        name: text('The full name, split on the first space'),
        first_name: text('First name'),
        last_name: text('Last name'),
      },
    });
  });

  it('describe the logo form of POST /api/business apart from its JSON body', async () => {
    const body = await bodyOf('/api/business');
    expect(body?.content['application/json']?.schema.required).toEqual(['name']);
    expect(body?.content['multipart/form-data']?.schema).toEqual({
      type: 'object',
      properties: {
        business_name: text('The business name'),
        logo: file('The new logo: JPG, PNG or HEIF, at most 2 MB'),
      },
    });
  });
});
