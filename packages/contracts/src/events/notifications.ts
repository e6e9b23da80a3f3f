import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** A visitor sent the public contact form; notifications stored it. */
export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  1,
  z.object({
    contactMessageId: z.uuid(),
    name: z.string().min(1),
    email: z.string().min(3),
    phone: z.string().nullable(),
    message: z.string().min(1),
    receivedAt: z.iso.datetime({ offset: true }),
  }),
);
