import { z } from 'zod';

/** The standard envelope every integration event travels in, on every bus. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  correlationId: z.string().min(1),
  // W3C trace context of the work that recorded the event, so its consumers continue the same trace.
  traceparent: z.string().max(256).optional(),
  tracestate: z.string().max(512).optional(),
  payload: z.unknown(),
});

export type EventEnvelope<TPayload = unknown, TType extends string = string> = {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  correlationId: string;
  traceparent?: string;
  tracestate?: string;
  payload: TPayload;
};

/** A past-tense integration event: its name, schema version and payload schema. */
export interface EventDefinition<TType extends string = string, TSchema extends z.ZodType = z.ZodType> {
  readonly type: TType;
  readonly version: number;
  readonly payload: TSchema;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  version: number,
  payload: TSchema,
): EventDefinition<TType, TSchema> {
  return { type, version, payload };
}

export type PayloadOf<E extends EventDefinition> = z.infer<E['payload']>;
