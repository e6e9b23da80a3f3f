import { randomUUID } from 'node:crypto';
import { ContactMessageReceived, contactMessageInput, type notificationsRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import type { NotificationsContext } from '../context.js';
import { contactMessages } from '../schema.js';

/** Stores a contact message and, in the same transaction, announces it to the other services. */
export async function submitContactMessage(
  { outbox }: NotificationsContext,
  request: notificationsRpc.SubmitContactMessageRequest,
): Promise<notificationsRpc.SubmitContactMessageResponse> {
  const input = parseOrInvalid(contactMessageInput, request);
  const id = randomUUID();
  const receivedAt = new Date().toISOString();
  const phone = input.phone ?? null;
  await outbox.transaction(async (tx, events) => {
    await tx.insert(contactMessages).values({ id, ...input, phone, receivedAt });
    await events.record(ContactMessageReceived, {
      contactMessageId: id,
      name: input.name,
      email: input.email,
      phone,
      message: input.message,
      receivedAt,
    });
  });
  return { id, receivedAt };
}
