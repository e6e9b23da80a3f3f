import { ContactMessageReceived } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { contactMessages } from '../schema.js';

/** Keeps the admin's copy of each contact message (the inbox already drops redeliveries). */
export const recordContactMessage = on(ContactMessageReceived, async (payload, { tx }) => {
  await tx
    .insert(contactMessages)
    .values({
      id: payload.contactMessageId,
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      message: payload.message,
      receivedAt: payload.receivedAt,
    })
    .onConflictDoNothing();
});
