import fastJson from 'fast-json-stringify';
import type { FastifySchema } from 'fastify';
import { serializerCompiler as checkingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof checkingSerializerCompiler;

/**
 * Responses written from their JSON Schema (the one /api/docs publishes, made from the same zod
 * schema) by fast-json-stringify: only the fields the schema declares leave the BFF, in one pass,
 * without zod checking every response first. The checking serialiser (fastify-type-provider-zod,
 * which turns a response that breaks its schema into a 500) is what tests run with (see app.ts),
 * so a handler that drifts from its contract fails there. A schema JSON Schema cannot express
 * (a transform) keeps the checking serialiser.
 */
export const schemaSerializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema as FastifySchema;
  try {
    const json = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return checkingSerializerCompiler(route);
  }
};
