import { z } from 'zod';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });

/**
 * One party of a job's thread wrote to the other. Carries both parties and a short preview, so
 * notifications can tell the recipient without asking; the full text stays in messaging.
 */
export const MessageSent = defineEvent(
  'MessageSent',
  1,
  z.object({
    messageId: z.uuid(),
    threadId: z.uuid(),
    jobId: z.uuid(),
    customerId: z.uuid(),
    businessId: z.uuid(),
    senderType: z.enum(['customer', 'business']),
    /** The text cut to a notification's length; "Photo" for a photo without text. */
    preview: z.string().max(300),
    hasPhoto: z.boolean(),
    sentAt: at,
  }),
);
