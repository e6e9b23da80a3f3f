import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '../src/http/error-body.js';
import { schemaSerializerCompiler } from '../src/http/response-serializer.js';
import { businessLead, MASKED_MOBILE } from '../src/views/lead-view.js';
import { buildTestApp } from './support.js';

const compile = (compiler: typeof serializerCompiler, schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

const card = {
  id: 'a',
  is_interested: false,
  createdAt: null,
  distanceKm: 3.2,
  user: { name: 'Chloe C.', mobile_number: MASKED_MOBILE },
  job: { id: 'j', jobNumber: 'LP-000123', title: 'Clean "the" flat\n🧽', type: 'standard', job_type: 'residential' },
  service: { name: 'Domestic cleaning' },
  location: 'SW4',
  target_job_done: 'flexible',
  targetCompletionDatetime: null,
  description: 'Two bedrooms',
  responses: { taken: 2, cap: null, hasPlace: false },
};

describe('responses written from their JSON Schema', () => {
  it('writes what the checking serialiser writes', () => {
    const list = z.object({ leads: z.array(businessLead) });
    const data = { leads: [card, { ...card, id: 'b', createdAt: '2026-11-23T10:00:00.000Z', distanceKm: null }] };
    expect(JSON.parse(compile(schemaSerializerCompiler, list)(data))).toEqual(
      JSON.parse(compile(serializerCompiler, list)(data)),
    );
    const error = { message: 'Invalid lead id', errors: [{ path: 'id', message: 'Invalid lead id' }] };
    expect(JSON.parse(compile(schemaSerializerCompiler, errorBody)(error))).toEqual(error);
  });

  it('lets out only the fields the schema declares (a handler cannot leak what it was not asked for)', () => {
    const list = z.object({ leads: z.array(businessLead) });
    const leaky = { leads: [{ ...card, user: { ...card.user, mobile_real: '07700900002' }, customerId: 'secret' }] };
    const written = compile(schemaSerializerCompiler, list)(leaky);
    expect(written).not.toContain('07700900002');
    expect(written).not.toContain('secret');
  });

  it('keeps the checking serialiser for a schema JSON Schema cannot express', () => {
    const transformed = z.object({ at: z.date().transform((d) => d.toISOString()) });
    expect(() => compile(schemaSerializerCompiler, transformed)({ at: 'not a date' })).toThrow();
  });

  it('serves every route outside tests (each response schema compiles)', async () => {
    const jobs = {
      async listWorkCategories() {
        return { workCategories: [{ id: 'c', name: 'Cleaning', services: [{ id: 's', name: 'Oven cleaning' }] }] };
      },
    };
    const app = await buildTestApp({ jobs, env: { NODE_ENV: 'development' } });
    try {
      const categories = await app.inject({ method: 'GET', url: '/api/work-category' });
      expect(categories.json()).toEqual(await jobs.listWorkCategories());
      const refused = await app.inject({ method: 'GET', url: '/api/business/leads' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: expect.any(String) });
      const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
